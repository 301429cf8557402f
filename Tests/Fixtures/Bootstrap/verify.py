#!/usr/bin/env python3
"""Checks the Bootstrap fixture's specs against Chromium's layout of the real Bootstrap 5.3.8.

For every *.implementation.yaml beside this file, every viewport, variant and state it lists, this
opens the implementation's page (.pages/, its {{BOOTSTRAP_CSS}} and {{BOOTSTRAP_JS}} placeholders
replaced by file URLs) in headless Chromium at exactly that viewport (CDP
Emulation.setDeviceMetricsOverride), runs the variant's (and the state's) `open` script, waits until
no animation or transition has run for 300 ms and two more animation frames, and reads each mapped
element's getBoundingClientRect(), its inset to its content box (computed padding plus border), the
root element's corner radii and the backdrop's opacity, as
`specsheet conform` measures them (Sources/SpecSheetConform/Web/WebMeasurer.swift). It compares them
with `specsheet geometry` for the same selection, worded as ConformanceCheck.swift words them:

  container x/y/width/height and its four corner radii   (the spec's root part is the container)
  x/y/width/height of every other mapped part
  each edge of a mapped part's padding that component.yaml states (the spec writes borders as padding)
  the scrim's opacity (tolerance 0.01)
  every dimension of the selection whose parts are mapped, measured on the measured frames

within 0.5 px, and cross-checks the same numbers through `specsheet conform --measured` (the table's
bracketed counts). It also measures the parts deliberately left out of the implementation files
(the text-hugging titles and footer buttons) and prints, with --info, how far they are.

Run with the browser venv's Python:

  /work/main/.build/browser-venv/bin/python Tests/Fixtures/Bootstrap/verify.py
  ... verify.py --theme zephyr --expected bootswatch-expected.json
                      # a Bootswatch theme's CSS instead of the stock CSS; write what differs
  ... verify.py --all-themes --expected FILE          # every Bootswatch theme in the package

Exit status: 0 when every number matches with the stock CSS (themes are expected to differ), 1 otherwise.
"""

import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

HERE = pathlib.Path(__file__).resolve().parent
SPECSHEET = os.environ.get("SPECSHEET", "/work/bin-bs/specsheet")
BOOTSTRAP = pathlib.Path(os.environ.get(
    "BOOTSTRAP_DIR",
    "/work/main/.build/browser-venv/lib/python3.11/site-packages/flask_bootstrap/static/bootstrap5"))
STOCK_CSS = BOOTSTRAP / "css" / "bootstrap.min.css"
JS = BOOTSTRAP / "js" / "bootstrap.min.js"      # the package ships no bootstrap.bundle; Modal and Offcanvas need no Popper
TOLERANCE = 0.5

# Measured for information only: not in the implementation files (see their header comments).
INFORMATIONAL = {
    "bootstrap/modal": {"title": "#modal-{v} .modal-title",
                        "cancel": "#modal-{v} .modal-footer .btn-secondary",
                        "save": "#modal-{v} .modal-footer .btn-primary"},
    "bootstrap/offcanvas": {"title": "#offcanvas-{v} .offcanvas-title"},
}

# How long nothing may run before the page counts as settled. WebMeasurer.swift's settle script (call
# back two frames after the first check that finds nothing running) is racy with Bootstrap: the modal
# fades its backdrop in, and only on the backdrop's transitionend starts the dialog's transition, so
# a check can fall in the gap between the two and measure the dialog 50 px up, mid-slide (about 1 run
# in 30 in Chromium here). Here nothing may run for QUIET_MS, checked every frame, and again two
# frames later.
QUIET_MS = 300

SETTLE = """
const timeout = arguments[0], quietFor = arguments[1], done = arguments[arguments.length - 1];
const start = performance.now();
const frames = (n, then) => n === 0 ? then() : requestAnimationFrame(() => frames(n - 1, then));
const running = () => document.getAnimations().filter(a => a.playState === 'running' || a.playState === 'pending').length;
let quietSince = null;
const tick = () => {
  const now = performance.now();
  if (running() > 0) quietSince = null; else if (quietSince === null) quietSince = now;
  if (now - start > timeout) { done(running()); return; }
  if (quietSince !== null && now - quietSince >= quietFor) {
    frames(2, () => { if (running() === 0 || performance.now() - start > timeout) done(running()); else { quietSince = null; tick(); } });
    return;
  }
  requestAnimationFrame(tick);
};
if (document.readyState === 'complete') frames(2, tick); else addEventListener('load', () => frames(2, tick));
"""

MEASURE = """
const selectors = arguments[0], result = {};
for (const [id, selector] of Object.entries(selectors)) {
  let element = null;
  try { element = document.querySelector(selector); } catch (error) { result[id] = { error: String(error) }; continue; }
  if (!element) { result[id] = null; continue; }
  const box = element.getBoundingClientRect(), style = getComputedStyle(element);
  const alpha = (() => { const m = style.backgroundColor.match(/rgba?\\(([^)]*)\\)/);
    if (!m) return 1; const parts = m[1].split(/[ ,\\/]+/).filter(Boolean); return parts.length > 3 ? parseFloat(parts[3]) : 1; })();
  result[id] = {
    x: box.x, y: box.y, width: box.width, height: box.height,
    visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none',
    radii: [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius, style.borderBottomLeftRadius].map(v => parseFloat(v) || 0),
    inset: ['Top', 'Right', 'Bottom', 'Left'].map(side => (parseFloat(style['padding' + side]) || 0) + (parseFloat(style['border' + side + 'Width']) || 0)),
    opacity: parseFloat(style.opacity), backgroundAlpha: alpha
  };
}
return result;
"""


def load_yaml(path):
    try:
        import yaml  # noqa: PLC0415
        return yaml.safe_load(pathlib.Path(path).read_text())
    except ImportError:  # the browser venv has no PyYAML: let the system Python read it
        out = subprocess.run(["python3", "-c", "import json,sys,yaml; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)",
                              str(path)], check=True, capture_output=True, text=True).stdout
        return json.loads(out)


def geometry(address, variant, state, viewport):
    out = subprocess.run([SPECSHEET, "geometry", address, "--specs", str(HERE), "--variant", variant,
                          "--state", state, "--device", viewport], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def conform(address, variant, state, viewport, measured, tmp):
    """`specsheet conform` on the measured numbers: (numbers checked, deviations)."""
    path = pathlib.Path(tmp) / "measured.json"
    path.write_text(json.dumps(measured))
    result = subprocess.run([SPECSHEET, "conform", address, "--specs", str(HERE), "--variant", variant, "--state", state,
                             "--device", viewport, "--measured", str(path), "--json"], capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise RuntimeError(result.stderr)
    report = json.loads(result.stdout)
    return len(report["checked"]), [d["subject"] for d in report["deviations"]]


def stated_edges(part):
    """The edges whose padding component.yaml states for `part` (a value for all four, or per edge)."""
    padding = part.get("padding")
    if padding is None:
        return set()
    if not isinstance(padding, dict):
        return {"top", "leading", "bottom", "trailing"}
    sides = set()
    for key in padding:
        sides |= {"horizontal": {"leading", "trailing"}, "vertical": {"top", "bottom"}}.get(key, {key})
    return sides


def edge(frame, name):
    return {"top": frame["y"], "bottom": frame["y"] + frame["height"],
            "leading": frame["x"], "trailing": frame["x"] + frame["width"],
            "center-x": frame["x"] + frame["width"] / 2, "center-y": frame["y"] + frame["height"] / 2}[name]


def dimension_value(spec, frames):
    """A dimension of component.yaml measured on `frames` (part id → frame), or None."""
    if "size" in spec:
        part, field = spec["size"].split(".")
        return frames[part][field] if part in frames else None
    (a, ea), (b, eb) = spec["from"].split("."), spec["to"].split(".")
    if a not in frames or b not in frames:
        return None
    return abs(edge(frames[b], eb) - edge(frames[a], ea))


def page_file(impl_path, page, css, tmp):
    """The page with its placeholders replaced by file URLs, written to `tmp`."""
    source = (impl_path.parent / page).resolve()
    html = source.read_text().replace("{{BOOTSTRAP_CSS}}", css.as_uri()).replace("{{BOOTSTRAP_JS}}", JS.as_uri())
    target = pathlib.Path(tmp) / source.name
    target.write_text(html)
    return target.as_uri()


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--hide-scrollbars", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(30)
    return driver


def run(css, theme, driver, tmp, verbose, cross_check=True):
    """Measures every selection; returns (rows, mismatches, informational)."""
    rows, mismatches, info = [], [], []
    for impl_path in sorted(HERE.glob("*.implementation.yaml")):
        impl = load_yaml(impl_path)
        address = impl["component"]
        system, component = address.split("/")
        spec = load_yaml(HERE / system / component / "component.yaml")
        root = spec["anatomy"]["id"]
        names, stated = {}, {}

        def collect(part):
            names[part["id"]] = part["name"]
            stated[part["id"]] = stated_edges(part)
            for child in part.get("children", []):
                collect(child)
        collect(spec["anatomy"])
        dims = {d["id"]: d for d in spec.get("dimensions", [])}
        settle = float(impl.get("settleTimeout", 5)) * 1000
        shared = impl.get("parts", {}) or {}
        for viewport in impl["viewports"]:
            for variant in impl["variants"]:
                for state in variant.get("states") or [{"id": spec["states"][0]["id"]}]:
                    geo = geometry(address, variant["id"], state["id"], viewport)
                    width, height = geo["device"]["width"], geo["device"]["height"]
                    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
                    page = state.get("page") or variant.get("page") or impl["page"]
                    driver.get(page_file(impl_path, page, css, tmp))
                    driver.execute_async_script(SETTLE, settle, QUIET_MS)
                    for script in [variant.get("open"), state.get("open")]:
                        if script:
                            driver.execute_script(script)
                            left = driver.execute_async_script(SETTLE, settle, QUIET_MS)
                            if left:
                                print(f"warning: {left} animation(s) still running after {settle} ms", file=sys.stderr)
                    selectors = {**shared, **(variant.get("parts") or {}), **(state.get("parts") or {})}
                    extra = {f"info:{k}": s.format(v=variant["id"]) for k, s in INFORMATIONAL.get(address, {}).items()}
                    boxes = driver.execute_script(MEASURE, {**selectors, **extra})
                    inner = driver.execute_script("return [innerWidth, innerHeight]")
                    assert inner == [width, height], f"the viewport is {inner}, not {width}x{height}"

                    items = []

                    # Subjects are worded as `specsheet conform` words them (ConformanceCheck.swift).
                    def compare(subject, measured, expected, tol=TOLERANCE, dimension=None):
                        items.append({"subject": subject, "measured": measured, "expected": expected, "dimension": dimension,
                                      "ok": measured is not None and abs(measured - expected) <= tol + 1e-9})

                    spec_parts = {p["id"]: p["frame"] for p in geo["parts"]}
                    geo_parts = {p["id"]: p for p in geo["parts"]}
                    measured = {"device": {"id": viewport, "width": width, "height": height}, "parts": []}
                    frames = {}
                    for pid, selector in selectors.items():
                        box = boxes.get(pid)
                        shown = bool(box and box.get("visible"))
                        if pid == "scrim":
                            opacity = box["opacity"] * box["backgroundAlpha"] if shown else 0
                            expected = geo["scrim"]["opacity"] if geo["scrim"]["visible"] else 0
                            compare("scrim opacity", opacity, expected, tol=0.01)
                            measured["scrim"] = {"opacity": opacity}
                            continue
                        if not shown:
                            items.append({"subject": f"part {pid}", "measured": None, "expected": "shown", "ok": pid not in spec_parts})
                            continue
                        frame = {k: box[k] for k in ("x", "y", "width", "height")}
                        frames[pid] = frame
                        t, right, b, left = box["inset"]   # ltr: the fixture's pages are left to right
                        padding = {"top": t, "leading": left, "bottom": b, "trailing": right}
                        if pid == root:
                            r = box["radii"]
                            measured["container"] = {"frame": frame, "padding": padding, "corners": {
                                "topLeading": r[0], "topTrailing": r[1], "bottomTrailing": r[2], "bottomLeading": r[3]}}
                        else:
                            measured["parts"].append({"id": pid, "frame": frame, "padding": padding})
                        expected = geo["container"]["frame"] if pid == root else spec_parts.get(pid)
                        if expected is None:
                            items.append({"subject": f"part {pid}", "measured": "shown", "expected": "hidden", "ok": False})
                            continue
                        label = "container" if pid == root else f"{names.get(pid, pid)} ({pid})"
                        for field in ("x", "y", "width", "height"):
                            compare(f"{label} {field}", frame[field], expected[field])
                        spec_padding = (geo_parts.get(pid) or {}).get("padding") or {}
                        for side in ("top", "leading", "bottom", "trailing"):
                            if side in stated.get(pid, set()):
                                compare(f"{label} {side} padding", padding[side], spec_padding.get(side, 0))
                        if pid == root:
                            radii = box["radii"]   # top-left, top-right, bottom-right, bottom-left (ltr)
                            corners = geo["container"]["corners"]
                            for name, key, value in [("top-leading", "topLeading", radii[0]), ("top-trailing", "topTrailing", radii[1]),
                                                     ("bottom-leading", "bottomLeading", radii[3]),
                                                     ("bottom-trailing", "bottomTrailing", radii[2])]:
                                compare(f"container {name} corner radius", value, corners[key])
                    for dim in geo.get("dimensions", []):
                        value = dimension_value(dims[dim["id"]], frames)
                        if value is not None:
                            compare(dim.get("name") or dim["id"], value, dim["value"], dimension=dim["id"])
                    for key in extra:
                        pid = key.split(":", 1)[1]
                        box, want = boxes.get(key), spec_parts.get(pid)
                        if box and want:
                            info.append({"component": address, "variant": variant["id"], "viewport": viewport, "part": pid,
                                         "delta": {f: round(box[f] - want[f], 3) for f in ("x", "y", "width", "height")}})

                    bad = [i for i in items if not i["ok"]]
                    row = {"component": address, "variant": variant["id"], "state": state["id"],
                           "viewport": viewport, "compared": len(items), "mismatches": len(bad)}
                    if cross_check:   # the same numbers through `specsheet conform --measured`
                        row["conform"] = conform(address, variant["id"], state["id"], viewport, measured, tmp)
                    rows.append(row)
                    for item in bad:
                        entry = {"theme": theme, "component": address, "variant": variant["id"],
                                 "viewport": viewport, "subject": item["subject"],
                                 "spec": item["expected"], "theme_value": item["measured"]}
                        if item["dimension"]:
                            entry["dimension"] = item["dimension"]
                        mismatches.append(entry)
                    if cross_check and sorted(row["conform"][1]) != sorted(i["subject"] for i in bad):
                        print(f"warning: specsheet conform disagrees on {address} {variant['id']} {viewport}: "
                              f"conform {sorted(row['conform'][1])}, verify.py {sorted(i['subject'] for i in bad)}",
                              file=sys.stderr)
                    if verbose:
                        for item in items:
                            print(f"  {'ok ' if item['ok'] else 'BAD'} {address} {variant['id']} {viewport} "
                                  f"{item['subject']}: measured {item['measured']} spec {item['expected']}")
    return rows, mismatches, info


def table(rows):
    viewports = list(dict.fromkeys(r["viewport"] for r in rows))
    keys = list(dict.fromkeys((r["component"], r["variant"]) for r in rows))
    print("| component | variant | " + " | ".join(viewports) + " |")
    print("|---|---|" + "---|" * len(viewports))
    for component, variant in keys:
        cells = []
        for vp in viewports:
            row = next(r for r in rows if (r["component"], r["variant"], r["viewport"]) == (component, variant, vp))
            cell = f"{row['compared']} / {row['mismatches']}"
            if "conform" in row:
                checked, deviations = row["conform"]
                cell += f" (conform {checked} / {len(deviations)})"
            cells.append(cell)
        print(f"| {component} | {variant} | " + " | ".join(cells) + " |")
    print("(cells: numbers compared / mismatches; in brackets, `specsheet conform --measured` on the same numbers)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--theme", help="a Bootswatch theme's CSS instead of the stock CSS")
    parser.add_argument("--all-themes", action="store_true", help="every Bootswatch theme in the package")
    parser.add_argument("--expected", help="write the themes' mismatches to this JSON file")
    parser.add_argument("--info", action="store_true", help="print the informational (unmapped) parts' deltas")
    parser.add_argument("--no-conform", action="store_true", help="skip the cross-check through `specsheet conform`")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()

    themes = [None]
    if args.all_themes:
        themes = sorted(p.name for p in (BOOTSTRAP / "css" / "bootswatch").iterdir() if p.is_dir())
    elif args.theme:
        themes = [args.theme]
    driver = browser()
    failed = False
    found = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for theme in themes:
                css = STOCK_CSS if theme is None else BOOTSTRAP / "css" / "bootswatch" / theme / "bootstrap.min.css"
                rows, mismatches, info = run(css, theme or "stock", driver, tmp, args.verbose, not args.no_conform)
                print(f"## {theme or 'stock Bootstrap 5.3.8'}")
                table(rows)
                for m in mismatches:
                    print(f"  mismatch: {m['component']} {m['variant']} {m['viewport']} {m['subject']}: "
                          f"spec {m['spec']}, measured {m['theme_value']}")
                if args.info:
                    for i in info:
                        print(f"  info: {i['component']} {i['variant']} {i['viewport']} {i['part']}: measured − spec {i['delta']}")
                found += mismatches
                failed = failed or (theme is None and (bool(mismatches) or any(r.get("conform", (0, []))[1] for r in rows)))
    finally:
        driver.quit()
    if args.expected:
        pathlib.Path(args.expected).write_text(json.dumps(found, indent=2) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
