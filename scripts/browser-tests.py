#!/usr/bin/env python3
"""Real-browser tests: headless Chromium driven by Selenium (Debian's chromium and chromium-driver).

    browser-tests.py report ARTIFACTS/report.html [--screenshots DIR]
        issue #4: the offline HTML report of `specsheet check --artifacts` opens without script
        errors, its pictures load, its views work (side by side, diff, slider, blink toggle), and
        a screenshot of it is not blank.

    browser-tests.py site SITE_DIR [--screenshots DIR]
        issue #5: SITE_DIR/index.html and SITE_DIR/ebay-playbook/bottom-sheet/index.html, in light
        and dark mode (prefers-color-scheme emulated, then the #theme-toggle button): no console
        errors, every <img> loaded, screenshots not blank (dark darker than light), no horizontal
        scroll at 360 px, search for "drag handle" finds the eBay bottom sheet, the first Tab
        reaches the skip link to #main, and axe-core finds no serious or critical violation.
        Issue #11, at 360, 390, 768 and 1280 px: the home, bottom-sheet and comparison pages do not
        scroll sideways and no table or picture overflows its box; searching "16 dp" and a token
        name lands on its row below the sticky header; Tab onto a legend row lights its marker and
        part, Shift+Tab onto a marker lights its row; on phones the header stays in view after
        scrolling and its contents menu opens inside the window and leads to a section.

    browser-tests.py explorer SITE_DIR --specsheet BIN [--specs DIR] [--seed N] [--screenshots DIR]
        issue #30, the window-size explorer on every component page: what it adds to each page,
        gzipped, within 200 KB; for every component, 200 window sizes (both sides of every
        breakpoint of every platform, then random ones across each platform's range) where
        window.SpecSheetExplorer.layout and the rectangles the explorer draws equal `specsheet
        geometry --device WxH` to 0.5 units, each rule said in words (no `sizeClass:`) with its
        sources apart; every device of the menu in both orientations, picked from the menu, draws
        and states what `specsheet geometry --device <preset> --orientation <o>` gives on its own
        screen (safe area, height), each scrim painted at its own opacity (computed style; 0 = clear)
        and the menu and readout give one size; crossing a breakpoint
        changes the rule named and the layout; at 390 and 1280 px the explorer fits, its slider and resize handle work from the
        keyboard and a drag resizes it.

    browser-tests.py serve URL --project DIR [--server-log FILE] [--screenshots DIR]
        issue #5, `specsheet serve`: URL is the running server (http://127.0.0.1:PORT/), DIR the
        project it serves (its Specs/ is edited). URL/apple-hig/action-sheet/ loads without console
        errors, with the live-reload script and its EventSource open; editing the spec's name
        reloads the page by itself with the new <h1>; breaking the spec shows the error overlay
        (file:line) over the last good page; restoring it removes the overlay and reloads. With
        --server-log (the server's stderr), a wait ends early once the server has logged the
        outcome of its rebuild and the page has had time to react.

Every check prints one line (PASS/FAIL); the last line is "<suite>: N passed, N failed". Exit
status: 0 all passed, 1 a check failed, 2 the browser could not be started or bad usage.
Run it with the venv of scripts/browser-venv.sh: .build/browser-venv/bin/python.
Environment: CHROME_BIN and CHROMEDRIVER override where Chromium and its driver are found;
BROWSER_TESTS_VERBOSE=1 prints the full console log of every page; BROWSER_NO_SANDBOX=1 adds
--no-sandbox for a non-root user in a container without user namespaces (root always gets it).
"""

import argparse
import gzip
import io
import json
import math
import os
import pathlib
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

try:
    from PIL import Image, ImageStat
    from selenium import webdriver
    from selenium.common.exceptions import JavascriptException, TimeoutException, WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError as error:  # pragma: no cover - a usage problem, said plainly
    sys.exit(f"browser-tests: {error}; run scripts/browser-venv.sh and use .build/browser-venv/bin/python")

WINDOW = (1280, 900)
NARROW = 360
COMPONENT_PAGE = "ebay-playbook/bottom-sheet/index.html"

# Installed before any page script runs: records uncaught exceptions, unhandled promise rejections
# and resources that failed to load (error events do not bubble, so listen in the capture phase).
ERROR_CATCHER = r"""
(function () {
  var errors = [];
  Object.defineProperty(window, '__browserTestErrors', { value: errors });
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && target.tagName) {
      errors.push('failed to load <' + target.tagName.toLowerCase() + '> ' +
                  (target.currentSrc || target.src || target.href || ''));
    } else {
      errors.push('uncaught ' + (event.message || event.error) + ' at ' + (event.filename || '?') +
                  ':' + (event.lineno || 0) + ':' + (event.colno || 0));
    }
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    errors.push('unhandled rejection: ' + (reason && reason.stack ? reason.stack : String(reason)));
  });
})();
"""


class Results:
    """Collects the checks of one suite and prints one line for each."""

    def __init__(self, suite):
        self.suite = suite
        self.started = time.monotonic()
        self.passed = 0
        self.failed = []

    def check(self, name, ok, detail=""):
        line = f"{'PASS' if ok else 'FAIL'} {self.suite}: {name}" + (f": {detail}" if detail else "")
        print(line, flush=True)
        if ok:
            self.passed += 1
        else:
            self.failed.append(line)
        return ok

    def finish(self):
        print(f"{self.suite}: {time.monotonic() - self.started:.1f} s in the browser", flush=True)
        if self.failed:
            print(f"{self.suite}: {len(self.failed)} check(s) failed:", flush=True)
            for line in self.failed:
                print(f"  {line}")
        print(f"{self.suite}: {self.passed} passed, {len(self.failed)} failed", flush=True)
        return 0 if not self.failed else 1


# --- the browser -------------------------------------------------------------------------------

def find_executable(env, names, paths):
    if os.environ.get(env):
        return os.environ[env]
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    for path in paths:
        if os.path.exists(path):
            return path
    return None


def start_browser():
    chrome = find_executable("CHROME_BIN", ["chromium", "chromium-browser", "google-chrome"],
                             ["/usr/lib/chromium/chromium"])
    driver_path = find_executable("CHROMEDRIVER", ["chromedriver"], ["/usr/lib/chromium/chromedriver"])
    if not chrome or not driver_path:
        sys.stderr.write("browser-tests: Chromium or chromedriver not found; run `make deps` "
                         "(Debian: apt-get install chromium chromium-driver) or set CHROME_BIN/CHROMEDRIVER\n")
        sys.exit(2)
    options = webdriver.ChromeOptions()
    options.binary_location = chrome
    for argument in ["--headless=new", f"--window-size={WINDOW[0]},{WINDOW[1]}",
                     "--force-device-scale-factor=1", "--disable-gpu", "--disable-dev-shm-usage",
                     "--disable-extensions", "--no-first-run", "--no-default-browser-check",
                     "--lang=en-US", "--font-render-hinting=none"]:
        options.add_argument(argument)
    if (hasattr(os, "geteuid") and os.geteuid() == 0) or os.environ.get("BROWSER_NO_SANDBOX"):
        options.add_argument("--no-sandbox")  # Chromium refuses to run its sandbox as root
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # A profile of our own, removed at the end, so no state leaks between runs.
    profile = tempfile.mkdtemp(prefix="browser-tests-profile-")
    options.add_argument(f"--user-data-dir={profile}")
    try:
        # An explicit driver path: Selenium Manager, which downloads drivers, is never consulted.
        # Its log goes to a file in the profile folder, shown when the browser does not start.
        service = Service(executable_path=driver_path, log_output=os.path.join(profile, "chromedriver.log"))
        driver = webdriver.Chrome(service=service, options=options)
    except WebDriverException as error:
        try:
            with open(os.path.join(profile, "chromedriver.log"), encoding="utf-8", errors="replace") as log:
                sys.stderr.write("".join(log.readlines()[-20:]))
        except OSError:
            pass
        shutil.rmtree(profile, ignore_errors=True)
        sys.stderr.write(f"browser-tests: could not start {chrome} with {driver_path}: {error.msg}\n")
        sys.exit(2)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(60)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": ERROR_CATCHER})
    version = driver.capabilities.get("browserVersion", "?")
    driver_version = driver.capabilities.get("chrome", {}).get("chromedriverVersion", "?").split(" ")[0]
    root = " --no-sandbox" if "--no-sandbox" in options.arguments else ""
    print(f"browser: Chromium {version}, chromedriver {driver_version}, headless{root}, "
          f"{WINDOW[0]}x{WINDOW[1]}", flush=True)
    return driver, profile


def file_url(path):
    return pathlib.Path(path).resolve().as_uri()


def wait_for(driver, script, timeout=10.0, interval=0.1):
    """Polls a JS expression (`return ...`) until it is truthy; returns its last value."""
    deadline = time.monotonic() + timeout
    while True:
        value = driver.execute_script(script)
        if value or time.monotonic() > deadline:
            return value
        time.sleep(interval)


def settle(driver, timeout=5.0):
    """Waits for the load event, web fonts and running CSS transitions/animations."""
    wait_for(driver, "return document.readyState === 'complete'", timeout)
    try:
        driver.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "(document.fonts ? document.fonts.ready : Promise.resolve()).then(function () { done(true); });")
    except (TimeoutException, JavascriptException):
        pass
    wait_for(driver, "return !document.getAnimations || document.getAnimations()"
                     ".filter(function (a) { return a.playState === 'running'; }).length === 0", timeout)
    time.sleep(0.05)


def load(driver, url):
    driver.get_log("browser")  # drop what earlier pages logged
    driver.get(url)
    settle(driver)


def page_errors(driver):
    """Console entries of level SEVERE and uncaught errors since the last call."""
    problems = []
    verbose = os.environ.get("BROWSER_TESTS_VERBOSE")
    for entry in driver.get_log("browser"):
        if verbose:
            print(f"    console {entry.get('level')}: {entry.get('message')}")
        if entry.get("level") == "SEVERE":
            problems.append(f"console: {entry.get('message')}")
    caught = driver.execute_script("return (window.__browserTestErrors || []).splice(0)") or []
    problems.extend(caught)
    return problems


def images_state(driver, eager=False):
    """[(src, complete, naturalWidth)] of every <img>, after waiting up to 10 s for them to finish."""
    if eager:  # lazy images below the fold load only when scrolled to
        driver.execute_script("document.querySelectorAll('img[loading=lazy]')"
                              ".forEach(function (i) { i.loading = 'eager'; });")
    wait_for(driver, "return Array.prototype.every.call(document.images, function (i) { return i.complete; })")
    return driver.execute_script(
        "return Array.prototype.map.call(document.images, function (i) {"
        "  return [i.currentSrc || i.src, i.complete, i.naturalWidth]; });")


def check_images(results, driver, name, eager=False):
    images = images_state(driver, eager)
    broken = [src for src, complete, width in images if not complete or not width]
    if not images:
        return results.check(f"{name} images", False, "no <img> on the page")
    return results.check(f"{name} images", not broken,
                         f"{len(images)} loaded" if not broken else
                         f"{len(broken)} of {len(images)} not loaded: " + ", ".join(short(s) for s in broken[:5]))


def check_picture_theme(results, driver, name, scheme):
    """Every diagram inside <picture> shows its `scheme` file (`….dark@2x.png` in dark mode)."""
    sources = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('picture img'),"
        " function (i) { return i.currentSrc || i.src; });") or []
    wrong = [src for src in sources if f".{scheme}@" not in src]
    return results.check(f"{name} diagrams", bool(sources) and not wrong,
                          f"{len(sources)} pictures in {scheme}" if sources and not wrong else
                          (f"{len(wrong)} not {scheme}: " + ", ".join(short(s) for s in wrong[:3]) if wrong else "no <picture>"))


def check_downloads_theme(results, driver, name, scheme):
    """The download links on show are the shown theme's files (pages without pictures have none)."""
    shown = driver.execute_script(
        "document.querySelectorAll('details.downloads').forEach(function (d) { d.open = true; });"
        "return Array.prototype.filter.call(document.querySelectorAll('a[download]'),"
        " function (a) { return a.getClientRects().length > 0; }).map(function (a) { return a.getAttribute('href'); })")
    if not driver.find_elements(By.CSS_SELECTOR, "a[download]"):
        return
    wrong = [href for href in shown if f".{scheme}." not in href and f".{scheme}@" not in href]
    results.check(f"{name} downloads", bool(shown) and not wrong,
                  f"{len(shown)} links on show, all .{scheme}." if not wrong else f"other theme's files on show: {wrong[:3]}")


def check_errors(results, driver, name):
    problems = page_errors(driver)
    return results.check(f"{name} console", not problems,
                         "no errors" if not problems else "; ".join(problems[:8]))


def short(url):
    return re.sub(r"^file://.*?/([^/]+/[^/]+)$", r"\1", url) if url else url


def screenshot(driver, out_dir, name):
    png = driver.get_screenshot_as_png()
    path = None
    if out_dir:
        path = os.path.join(out_dir, name + ".png")
        with open(path, "wb") as handle:
            handle.write(png)
    image = Image.open(io.BytesIO(png)).convert("RGB")
    extrema = image.getextrema()
    blank = all(low == high for low, high in extrema)
    colours = image.getcolors(maxcolors=1 << 16)
    distinct = len(colours) if colours is not None else ">65536"
    luminance = ImageStat.Stat(image.convert("L")).mean[0]
    return {"path": path, "blank": blank, "distinct": distinct, "luminance": luminance,
            "size": image.size, "pixels": image.tobytes()}


def check_screenshot(results, driver, out_dir, name, label):
    shot = screenshot(driver, out_dir, name)
    where = f" -> {shot['path']}" if shot["path"] else ""
    results.check(f"{label} screenshot", not shot["blank"],
                  f"{shot['size'][0]}x{shot['size'][1]}, {shot['distinct']} colours, "
                  f"mean luminance {shot['luminance']:.1f}{where}" if not shot["blank"] else
                  f"blank (one colour){where}")
    return shot


# --- suite (a): the check report ---------------------------------------------------------------

def report_suite(driver, report, out_dir):
    results = Results("report")
    if not os.path.isfile(report):
        results.check("report.html exists", False, report)
        return results.finish()
    load(driver, file_url(report))
    results.check("loads", driver.title == "specsheet check", f"title {driver.title!r}")
    check_errors(results, driver, "on load")
    check_images(results, driver, "all")

    sections = driver.find_elements(By.CSS_SELECTOR, "section")
    results.check("failure sections", bool(sections), f"{len(sections)} shown")
    for index, section in enumerate(sections):
        name = section.find_element(By.CSS_SELECTOR, "h2").text.strip()
        label = f"[{index + 1}/{len(sections)}] {re.sub(r'^(FAIL|RECORDED) ', '', name)}"
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", section)

        # Side by side: expected, actual and diff figures in one row, each picture loaded and shown.
        figures = {}
        for figure in section.find_elements(By.CSS_SELECTOR, ".views > figure"):
            caption = figure.find_element(By.CSS_SELECTOR, "figcaption").text
            for key in ("Expected", "Actual", "Diff", "Slider", "Toggle"):
                if caption.startswith(key):
                    figures[key] = figure
        missing = [key for key in ("Expected", "Actual", "Diff", "Slider", "Toggle") if key not in figures]
        results.check(f"{label} views", not missing,
                      "expected, actual, diff, slider, toggle" if not missing else f"missing {', '.join(missing)}")
        if missing:
            continue
        boxes = {key: driver.execute_script(
            "var r = arguments[0].querySelector('img').getBoundingClientRect();"
            "var i = arguments[0].querySelector('img');"
            "return [r.left, r.top, r.width, r.height, i.naturalWidth, i.naturalHeight];", figures[key])
            for key in ("Expected", "Actual", "Diff")}
        shown = all(box[2] > 0 and box[3] > 0 and box[4] > 0 for box in boxes.values())
        in_row = boxes["Expected"][0] < boxes["Actual"][0] < boxes["Diff"][0] and \
            abs(boxes["Expected"][1] - boxes["Actual"][1]) < 2 and abs(boxes["Actual"][1] - boxes["Diff"][1]) < 2
        same_size = boxes["Expected"][4:] == boxes["Actual"][4:] == boxes["Diff"][4:]
        results.check(f"{label} side by side", shown and in_row and same_size,
                      f"{boxes['Expected'][4]}x{boxes['Expected'][5]} px pictures in a row" if shown and in_row and same_size
                      else f"shown {shown}, in one row {in_row}, same size {same_size}: {boxes}")

        # Diff: the diff picture is not the expected or actual picture.
        sources = {key: figures[key].find_element(By.CSS_SELECTOR, "img").get_attribute("src")
                   for key in ("Expected", "Actual", "Diff")}
        results.check(f"{label} diff", len(set(sources.values())) == 3 and ".diff." in sources["Diff"],
                      short(sources["Diff"]))

        # Slider: the range input reveals expected over actual, 0 % to 100 %.
        slider = figures["Slider"]
        box = slider.find_element(By.CSS_SELECTOR, ".slider")
        top = slider.find_element(By.CSS_SELECTOR, ".slider .top")
        rng = slider.find_element(By.CSS_SELECTOR, "input.range")

        def widths():
            return driver.execute_script(
                "var box = arguments[0], top = arguments[1];"
                "var under = box.querySelector(':scope > img'), over = top.querySelector('img');"
                "return [under.getBoundingClientRect().width, top.getBoundingClientRect().width,"
                "        over.getBoundingClientRect().width];", box, top)

        start = widths()
        rng.click()  # a click in the middle of the track
        ActionChains(driver).send_keys(Keys.HOME).perform()
        at_zero = widths()
        ActionChains(driver).send_keys(Keys.END).perform()
        at_end = widths()
        # And a drag of the thumb to about a quarter.
        ActionChains(driver).click_and_hold(rng).move_by_offset(-rng.size["width"] // 4, 0).release().perform()
        dragged = widths()
        value = int(rng.get_attribute("value"))
        under_width = start[0]
        ok = (under_width > 0 and abs(start[1] - under_width / 2) <= 1.5 and at_zero[1] <= 0.5
              and abs(at_end[1] - under_width) <= 1.5 and 5 <= value <= 45
              and abs(dragged[1] - under_width * value / 100) <= 1.5)
        results.check(f"{label} slider", ok,
                      f"expected layer {start[1]:.0f} -> {at_zero[1]:.0f} (Home) -> {at_end[1]:.0f} (End) -> "
                      f"{dragged[1]:.0f} (drag to {value} %) of {under_width:.0f} px")
        # The expected picture on top must be drawn at the size of the actual one under it, or the
        # two do not line up and the slider shows differences that are not there.
        sizes = [round(w[2] - w[0], 2) for w in (start, at_zero, at_end, dragged)]
        results.check(f"{label} slider alignment", all(abs(d) <= 0.5 for d in sizes),
                      f"expected drawn {at_end[2]:.2f} px wide over actual {under_width:.2f} px" +
                      ("" if all(abs(d) <= 0.5 for d in sizes) else
                       f" ({sizes[0]:+.2f} px: the two pictures do not line up; e.g. the width the script "
                       f"sets on .top img counts the border of the picture under it)"))

        # Toggle: each click swaps the picture between expected and actual.
        toggle = figures["Toggle"].find_element(By.CSS_SELECTOR, "img.toggle")
        a, b = toggle.get_attribute("data-a"), toggle.get_attribute("data-b")
        states = [(toggle.get_attribute("src"), toggle.get_attribute("title"))]
        for _ in range(2):
            toggle.click()
            states.append((toggle.get_attribute("src"), toggle.get_attribute("title")))
        loaded = driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", toggle)
        expect = [a, b, a]
        ok = [s.endswith(e) for (s, _), e in zip(states, expect)] == [True] * 3 and \
            [t for _, t in states] == ["expected", "actual", "expected"] and loaded
        results.check(f"{label} toggle", ok, " -> ".join(t for _, t in states) +
                      ("" if ok else f" (src {[short(s) for s, _ in states]}, loaded {loaded})"))

    driver.execute_script("window.scrollTo(0, 0)")
    check_errors(results, driver, "after interaction")
    check_screenshot(results, driver, out_dir, "report", "page")
    return results.finish()


# --- suite (b): the documentation site ---------------------------------------------------------

def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def theme(driver):
    return driver.execute_script("return document.documentElement.dataset.theme || null")


def load_fresh(driver, url):
    """Loads url with no remembered theme choice (localStorage of file:// pages cleared)."""
    load(driver, url)
    if driver.execute_script("try { var n = localStorage.length + sessionStorage.length;"
                             " localStorage.clear(); sessionStorage.clear(); return n; } catch (e) { return 0; }"):
        load(driver, url)


def check_skip_link(results, driver, label):
    ActionChains(driver).send_keys(Keys.TAB).perform()
    focused = driver.execute_script(
        "var a = document.activeElement; if (!a || a === document.body) return null;"
        "var r = a.getBoundingClientRect();"
        "return {skip: a.matches('a.skip-link'), href: a.getAttribute('href'), html: a.outerHTML.slice(0, 120),"
        "        visible: r.width > 1 && r.height > 1 && r.bottom > 0 && r.right > 0 &&"
        "                 r.top < innerHeight && r.left < innerWidth,"
        "        main: !!document.querySelector('main#main')};")
    ok = bool(focused and focused["skip"] and focused["href"] == "#main" and focused["main"] and focused["visible"])
    if ok:
        detail = "first Tab focuses a.skip-link -> #main (visible when focused, main#main exists)"
    elif not focused:
        detail = "first Tab focused nothing"
    else:
        detail = (f"first Tab focused {focused['html']!r} (skip link {focused['skip']}, href {focused['href']!r}, "
                  f"visible {focused['visible']}, main#main {focused['main']})")
    results.check(f"{label} keyboard", ok, detail)
    if ok:  # following it moves to the main content
        ActionChains(driver).send_keys(Keys.ENTER).perform()
        time.sleep(0.1)
        results.check(f"{label} skip link", driver.execute_script("return location.hash") == "#main",
                      f"Enter goes to {driver.execute_script('return location.hash')!r}")


def check_search(results, driver, label):
    fields = driver.find_elements(By.CSS_SELECTOR, "input#search-input")
    if not fields:
        return results.check(f"{label} search", False, "no input#search-input")
    kind = fields[0].get_attribute("type")
    fields[0].click()
    fields[0].send_keys("drag handle")
    found = wait_for(driver, r"""
        var links = document.querySelectorAll('#search-results li > a');
        return Array.prototype.filter.call(links, function (a) {
          var path = a.href.replace(/[?#].*$/, '');
          return /handle/i.test(a.textContent) && /\/ebay-playbook\/bottom-sheet\/(index\.html)?$/.test(path);
        }).map(function (a) { return a.textContent.trim().replace(/\s+/g, ' ') + ' -> ' + a.getAttribute('href'); });
        """, timeout=5) or []
    count = driver.execute_script("return document.querySelectorAll('#search-results li > a').length")
    results.check(f"{label} search", bool(found) and kind == "search",
                  f"'drag handle': {count} result(s), e.g. {found[0]!r}" if found and kind == "search" else
                  f"'drag handle': {count} result(s), none whose text has 'handle' linking to "
                  f"ebay-playbook/bottom-sheet/ (input type {kind!r})")


def check_axe(results, driver, label, axe_script):
    from axe_selenium_python import Axe
    axe = Axe(driver, script_url=axe_script) if axe_script else Axe(driver)
    axe.inject()
    outcome = axe.run(options="{resultTypes: ['violations']}")
    bad = [v for v in outcome.get("violations", []) if v.get("impact") in ("serious", "critical")]
    minor = [v for v in outcome.get("violations", []) if v not in bad]
    version = (outcome.get("testEngine") or {}).get("version", "?")
    if not bad:
        note = f" ({len(minor)} minor/moderate: {', '.join(v['id'] for v in minor)})" if minor else ""
        return results.check(f"{label} axe", True, f"axe-core {version}: no serious or critical violations{note}")
    parts = []
    for violation in bad:
        targets = [", ".join(map(str, node.get("target", []))) for node in violation.get("nodes", [])[:3]]
        parts.append(f"{violation['id']} ({violation['impact']}, {len(violation.get('nodes', []))} node(s): "
                     f"{'; '.join(targets)}) {violation.get('help', '')}")
    return results.check(f"{label} axe", False, f"axe-core {version}: " + " | ".join(parts))


def axe_script_path():
    """The newer axe-core of axe-core-python when installed, else axe-selenium-python's own."""
    try:
        import axe_core_python
        path = os.path.join(os.path.dirname(axe_core_python.__file__), "axe.min.js")
        return path if os.path.isfile(path) else None
    except ImportError:
        return None


# --- issue #11: reading on any screen ----------------------------------------------------------

READING_WIDTHS = (360, 390, 768, 1280)
PHONE_WIDTHS = (360, 390)
READING_PAGES = ("index.html", COMPONENT_PAGE, "compare/index.html")

# What does not fit at the current width: the page scrolling sideways, a table wider than its
# region (after the page's script has laid it out), a picture past its clipping box or the window.
OVERFLOW = r"""
var out = [], root = document.documentElement, width = root.clientWidth;
if (root.scrollWidth > width) out.push('page scrolls sideways: scrollWidth ' + root.scrollWidth + ' > ' + width);
document.querySelectorAll('.table-scroll').forEach(function (box) {
  if (box.offsetParent === null) return;
  /* The comparison's matrices and the dimensions table are wide by nature: they scroll inside themselves. */
  if (box.querySelector('table.compare-table, table.dims-table')) return;
  if (box.scrollWidth > box.clientWidth + 1)
    out.push('table region "' + (box.getAttribute('aria-label') || '?') + '" ' + box.scrollWidth + ' > ' + box.clientWidth);
});
document.querySelectorAll('img').forEach(function (img) {
  var r = img.getBoundingClientRect();
  if (!r.width || img.offsetParent === null) return;
  var clip = img.parentElement;
  while (clip && clip !== document.body && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
  /* A row that scrolls inside itself (a gallery on a phone) may hold pictures past its edge. */
  var wideTable = clip && clip.classList && clip.classList.contains('table-scroll') && clip.querySelector('table.compare-table, table.dims-table');
  if (clip && clip !== document.body && /auto|scroll/.test(getComputedStyle(clip).overflowX) && (wideTable || !clip.classList.contains('table-scroll'))) {
    var g = clip.getBoundingClientRect();
    if (g.left < -0.5 || g.right > width + 0.5) out.push('gallery spans ' + Math.round(g.left) + '..' + Math.round(g.right) + ' px');
    return;
  }
  var c = clip && clip !== document.body ? clip.getBoundingClientRect() : { left: 0, right: width };
  if (r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.right > width + 0.5)
    out.push('picture ' + (img.getAttribute('src') || '').split('/').pop() + ' spans ' + Math.round(r.left) + '..' +
             Math.round(r.right) + ' px, its box ' + Math.round(c.left) + '..' + Math.round(c.right));
});
return out;
"""

# Where an element is relative to the sticky header and the window.
PLACEMENT = r"""
var element = arguments[0], header = document.querySelector('.site-header');
var r = element.getBoundingClientRect(), h = header.getBoundingClientRect();
return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, headerTop: h.top, headerBottom: h.bottom,
         height: innerHeight, width: document.documentElement.clientWidth };
"""


def set_width(driver, width):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 800, "deviceScaleFactor": 1, "mobile": False})


def lands_below_header(driver, element):
    """Whether `element` starts in the window, under the sticky header (and its text is readable)."""
    at = driver.execute_script(PLACEMENT, element)
    return at["headerBottom"] - 1 <= at["top"] < at["height"] - 20, at


def search_and_follow(results, driver, label, query, fragment_pattern):
    """Types `query` into the header's search, expects a result whose link ends in a fragment matching
    `fragment_pattern`, follows it, and checks that the row it names is in view below the header."""
    field = driver.find_element(By.ID, "search-input")
    field.clear()
    field.send_keys(query)
    hrefs = wait_for(driver, """
        return Array.prototype.map.call(document.querySelectorAll('#search-results li > a'),
                                        function (a) { return a.getAttribute('href'); });""", timeout=5) or []
    wanted = [h for h in hrefs if re.search(fragment_pattern, h.split("#", 1)[-1] if "#" in h else "")]
    if not results.check(f"{label} search {query!r}", bool(wanted),
                         f"first result {wanted[0]!r}" if wanted else f"results {hrefs[:4]!r}, none to #{fragment_pattern}"):
        return
    link = [a for a in driver.find_elements(By.CSS_SELECTOR, "#search-results li > a")
            if a.get_attribute("href").endswith(wanted[0].split("#", 1)[1])][0]
    link.click()
    settle(driver)
    fragment = wanted[0].split("#", 1)[1]
    targets = driver.find_elements(By.ID, fragment)
    if not results.check(f"{label} search {query!r} target", bool(targets), f"#{fragment} on the page"):
        return
    ok, at = lands_below_header(driver, targets[0])
    matched = driver.execute_script("return arguments[0].matches(':target')", targets[0])
    results.check(f"{label} search {query!r} lands", ok and matched,
                  f"#{fragment} at y={at['top']:.0f} under a header ending at {at['headerBottom']:.0f}, "
                  f"window {at['height']} px, :target {matched}")


def check_anatomy_keyboard(results, driver, label):
    """Tab onto the first legend row: its marker and part light up; Shift+Tab back from the legend
    onto the last marker: its legend row lights up."""
    rows = driver.find_elements(By.CSS_SELECTOR, ".legend-table tr[data-part]")
    spots = driver.find_elements(By.CSS_SELECTOR, ".anatomy .hotspot")
    if not results.check(f"{label} anatomy hotspots", bool(rows) and len(spots) >= 1,
                         f"{len(rows)} legend rows, {len(spots)} markers over the picture"):
        return
    region = driver.find_element(By.CSS_SELECTOR, ".anatomy .table-scroll")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", region)
    ActionChains(driver).send_keys(Keys.TAB).perform()
    number = rows[0].get_attribute("data-part")
    wait_for(driver, "var p = document.querySelector('.anatomy .part-box.is-active'); "
                     "return p && getComputedStyle(p).opacity === '1';", timeout=2)
    state = driver.execute_script("""
        var n = arguments[0], box = document.querySelector('.anatomy');
        var part = box.querySelector('.part-box[data-part="' + n + '"]');
        var spot = box.querySelector('.hotspot[data-part="' + n + '"]');
        return { focused: document.activeElement === box.querySelector('tr[data-part="' + n + '"]'),
                 part: !!part && part.classList.contains('is-active'),
                 opacity: part ? getComputedStyle(part).opacity : null,
                 spot: !!spot && spot.classList.contains('is-active') };""", number)
    results.check(f"{label} anatomy legend → marker", state["focused"] and state["part"] and state["spot"]
                  and state["opacity"] not in (None, "0"),
                  f"Tab onto legend row {number}: {state}")
    driver.execute_script("arguments[0].focus()", region)
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    state = driver.execute_script("""
        var active = document.activeElement, n = active && active.getAttribute('data-part');
        var row = n && document.querySelector('.legend-table tr[data-part="' + n + '"]');
        return { hotspot: !!active && active.classList.contains('hotspot'), number: n,
                 row: !!row && row.classList.contains('is-active') };""")
    results.check(f"{label} anatomy marker → legend", state["hotspot"] and state["row"],
                  f"Shift+Tab onto marker {state['number']}: {state}")


def check_sticky_header(results, driver, label):
    """On a phone the header stays on screen with its search box after scrolling, and its contents
    menu opens inside the window and takes the reader to a section below the header."""
    driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight / 2)")
    settle(driver)
    field = driver.find_element(By.ID, "search-input")
    at = driver.execute_script(PLACEMENT, field)
    scrolled = driver.execute_script("return scrollY")
    results.check(f"{label} header after scrolling", scrolled > 500 and at["headerTop"] == 0
                  and 0 <= at["top"] and at["bottom"] <= at["headerBottom"],
                  f"scrolled {scrolled:.0f} px: header top {at['headerTop']:.0f}, search box {at['top']:.0f}..{at['bottom']:.0f}")
    toggles = driver.find_elements(By.ID, "contents-toggle")
    if not results.check(f"{label} contents menu", bool(toggles) and toggles[0].is_displayed(),
                         "a visible #contents-toggle in the header" if toggles else "no #contents-toggle"):
        return
    toggles[0].click()
    menu = driver.find_element(By.ID, "page-contents")
    at = driver.execute_script(PLACEMENT, menu)
    focused = driver.execute_script("return document.activeElement && document.activeElement.closest('#page-contents') !== null")
    results.check(f"{label} contents menu opens", menu.is_displayed() and at["left"] >= 0 and at["right"] <= at["width"]
                  and at["bottom"] <= at["height"] and focused,
                  f"menu {at['left']:.0f}..{at['right']:.0f} x {at['top']:.0f}..{at['bottom']:.0f} in {at['width']}x{at['height']}, "
                  f"focus inside: {focused}")
    link = menu.find_element(By.CSS_SELECTOR, "a[href='#specs']")
    link.click()
    settle(driver)
    ok, at = lands_below_header(driver, driver.find_element(By.ID, "specs-title"))
    results.check(f"{label} contents menu → Specs", ok and not menu.is_displayed(),
                  f"Specs heading at y={at['top']:.0f} under a header ending at {at['headerBottom']:.0f}; menu closed: "
                  f"{not menu.is_displayed()}")


# --- issue #26: a page organised for reading ---------------------------------------------------

PANEL_STATE = r"""
var tabs = Array.prototype.slice.call(document.querySelectorAll('.page-tablist [role=tab]'));
return tabs.map(function (tab) {
  var panel = document.getElementById(tab.getAttribute('aria-controls'));
  return { id: panel ? panel.id : null, label: tab.textContent, selected: tab.getAttribute('aria-selected') === 'true',
           shown: !!panel && !panel.hidden && panel.offsetParent !== null, height: panel ? panel.offsetHeight : 0 };
});
"""


def walk_tabs(results, driver, label, width, state):
    """Shows each tab in turn: it alone is on show and named in the address, nothing in it runs
    sideways, and on a phone it is at most 8.5 screens of 844 px long at 390 px (in proportion
    on a narrower one)."""
    over = []
    for tab in state:
        link = driver.find_element(By.CSS_SELECTOR, f".page-tablist [aria-controls='{tab['id']}']")
        driver.execute_script("arguments[0].click()", link)
        settle(driver)
        now = driver.execute_script(PANEL_STATE)
        on = [t for t in now if t["shown"]]
        hash_ = driver.execute_script("return location.hash")
        results.check(f"{label} tab {tab['label']}", len(on) == 1 and on[0]["id"] == tab["id"] and hash_ == "#" + tab["id"],
                      f"on show {[t['id'] for t in on]}, address {hash_}")
        problems = driver.execute_script(OVERFLOW)
        results.check(f"{label} tab {tab['label']} fits", not problems, "; ".join(problems[:3]) if problems else "nothing sideways")
        # About 8 screens of a 390 × 844 phone; a narrower phone wraps the same words onto more
        # lines, so its allowance grows in proportion (9.2 screens at 360 px).
        allowance = 8.5 * 390 / width
        if width in PHONE_WIDTHS:
            height = [t for t in now if t["id"] == tab["id"]][0]["height"]
            if height > allowance * 844:
                over.append(f"{tab['label']} {height / 844:.1f}")
    if width in PHONE_WIDTHS:
        results.check(f"{label} tabs are short", not over,
                      f"each tab at most {allowance:.1f} screens of 844 px" if not over else "longer: " + ", ".join(over))


def component_pages(site):
    """Every guideline page of the site (a folder per system and component with an index.html)."""
    pages = []
    for system in sorted(os.listdir(site)):
        folder = os.path.join(site, system)
        if not os.path.isdir(folder) or system in ("assets", "pictures", "compare"):
            continue
        for component in sorted(os.listdir(folder)):
            page = os.path.join(system, component, "index.html")
            if os.path.isfile(os.path.join(site, page)):
                pages.append(page)
    return pages


def check_every_page_tabs(results, driver, site):
    """Every guideline page, not only the one the reading suite walks through: at each reading
    width its tabs fit the window, and on a phone none is longer than 8.5 screens of 844 px at
    390 px (9.2 at 360)."""
    for width in READING_WIDTHS:
        set_width(driver, width)
        for relative in component_pages(site):
            if relative == COMPONENT_PAGE:
                continue
            load_fresh(driver, file_url(os.path.join(site, relative)))
            driver.execute_script("document.querySelectorAll('img[loading=lazy]').forEach(function (i) { i.loading = 'eager'; })")
            settle(driver)
            state = driver.execute_script(PANEL_STATE) or []
            label = f"{relative} @{width}"
            if results.check(f"{label} tabs", len(state) >= 5, f"{len(state)} tabs"):
                walk_tabs(results, driver, label, width, state)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def check_page_tabs(results, driver, path, label, width):
    """The page's tabs: one panel on show, a click shows another and names it in the address, a
    deep link to a part opens the tab that holds it, each tab fits in about 8 phone screens, every
    tab fits the window's width, and a tap on a statement shows where it comes from."""
    url = file_url(path)
    load_fresh(driver, url)
    state = driver.execute_script(PANEL_STATE) or []
    shown = [tab for tab in state if tab["shown"]]
    if not results.check(f"{label} tabs", len(state) >= 5 and len(shown) == 1 and shown[0]["selected"],
                         f"{len(state)} tabs, on show: {[t['label'] for t in shown]}"):
        return
    walk_tabs(results, driver, label, width, state)
    # A deep link into a tab that is not the first opens it, and lands on its target.
    load_fresh(driver, url + "#part-close")
    settle(driver)
    target = driver.find_elements(By.ID, "part-close")
    opened = driver.execute_script("var t = document.getElementById('part-close'); return !!t && t.offsetParent !== null && t.open === true")
    ok, at = lands_below_header(driver, target[0]) if target else (False, {"top": -1, "headerBottom": 0})
    results.check(f"{label} deep link #part-close", opened and ok,
                  f"in an open Specs tab: {opened}; at y={at['top']:.0f}, header ends {at['headerBottom']:.0f}")
    load_fresh(driver, url + "#tab-guidelines")
    settle(driver)
    on = [t["id"] for t in driver.execute_script(PANEL_STATE) if t["shown"]]
    results.check(f"{label} deep link #tab-guidelines", on == ["tab-guidelines"], f"on show {on}")
    # A picture opens at full resolution over the page; Escape closes it.
    load_fresh(driver, url + "#variants")
    settle(driver)
    link = driver.find_elements(By.CSS_SELECTOR, "#tab-overview .state-card a.enlarge")
    if results.check(f"{label} enlarge", bool(link), f"{len(link)} pictures to enlarge"):
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link[0])
        link[0].click()
        big = wait_for(driver, """var d = document.querySelector('dialog.lightbox'), i = d && d.querySelector('img');
            return d && d.open && i.complete && i.naturalWidth > 0 ? [i.naturalWidth, i.getAttribute('src'),
              document.querySelector('#tab-overview .state-card img').naturalWidth] : null;""", timeout=5)
        results.check(f"{label} enlarge opens", bool(big) and big[0] > big[2] and big[1].endswith("@2x.png"),
                      f"full picture {big[0]} px wide from {short(big[1])}, thumbnail file {big[2]} px" if big else "no open dialog")
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
        closed = wait_for(driver, "var d = document.querySelector('dialog.lightbox'); return d && !d.open;", timeout=2)
        results.check(f"{label} enlarge closes", bool(closed), "Escape closes it")
    # On a phone a gallery scrolls inside itself, never the page.
    if width in PHONE_WIDTHS:
        gallery = driver.execute_script("""var g = document.querySelector('#tab-overview .state-grid');
            return g ? [g.scrollWidth, g.clientWidth, document.documentElement.scrollWidth, innerWidth] : null;""")
        results.check(f"{label} gallery scrolls inside itself", bool(gallery) and gallery[0] > gallery[1] and gallery[2] <= gallery[3],
                      f"gallery {gallery[0]} in {gallery[1]} px, page {gallery[2]} in {gallery[3]} px" if gallery else "no gallery")
    # A tap on a statement says where it comes from.
    load_fresh(driver, url)
    lead = driver.find_element(By.CSS_SELECTOR, "#overview p[data-origin]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", lead)
    lead.click()
    tip = wait_for(driver, "var t = document.querySelector('.origin-tip'); return t && !t.hidden ? t.textContent : null;", timeout=2)
    results.check(f"{label} origin on tap", bool(tip) and "Where this comes from" in tip and "eBay Playbook Bottom sheet" in tip,
                  (tip or "no tip")[:160])
    # A statement read off SpecSheet's model names the part it comes from in a reader's words.
    load_fresh(driver, url + "#properties")
    modelled = driver.execute_script("""var e = document.querySelector('#tab-specs ul.part-options[data-origin^="model:anatomy."]');
        return e ? e.getAttribute('data-origin') : null;""")
    if modelled:
        element = driver.find_element(By.CSS_SELECTOR, '#tab-specs ul.part-options[data-origin^="model:anatomy."]')
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].click()", element)
        tip = wait_for(driver, "var t = document.querySelector('.origin-tip'); return t && !t.hidden ? t.textContent : null;", timeout=2)
        results.check(f"{label} model origin in words", bool(tip) and "SpecSheet’s model of this guideline: the part “" in tip
                      and "spec:" not in tip and "anatomy ›" not in tip, (tip or "no tip")[:160])
    else:
        results.check(f"{label} model origin in words", False, "no part's options with a model:anatomy origin on the Specs tab")


def check_compare_matrix(results, driver, path, label, width):
    """The comparison page: a table per presentation type, each column headed by a picture; on a
    phone each table scrolls inside itself."""
    load_fresh(driver, file_url(path))
    driver.execute_script("document.querySelectorAll('img[loading=lazy]').forEach(function (i) { i.loading = 'eager'; })")
    settle(driver)
    info = driver.execute_script("""return Array.prototype.map.call(document.querySelectorAll('.compare-section'), function (s) {
        var box = s.querySelector('.table-scroll'), heads = s.querySelectorAll('thead th[scope=col]:not(.sticky-col)');
        var thumbs = s.querySelectorAll('thead .col-thumb img');
        var narrowest = Math.min.apply(null, Array.prototype.map.call(thumbs, function (i) { return i.getBoundingClientRect().width; }));
        return [s.id, box.scrollWidth, box.clientWidth, heads.length, thumbs.length, narrowest]; });""")
    results.check(f"{label} matrix", len(info) >= 4 and all(c[3] == c[4] and c[3] > 0 for c in info),
                  "; ".join(f"{c[0]}: {c[4]} pictures over {c[3]} columns" for c in info))
    # A column's picture is large enough to make out the parts its alt text lists: a phone
    # drawn at least 120 px wide on a laptop, 60 on a phone.
    least = 60 if width in PHONE_WIDTHS else 120
    small = [c for c in info if c[5] < least]
    results.check(f"{label} matrix pictures large enough", not small,
                  "; ".join(f"{c[0]}: narrowest {c[5]:.0f} px" for c in info))
    if width in PHONE_WIDTHS:
        wide = [c for c in info if c[1] > c[2]]
        results.check(f"{label} matrix scrolls inside itself", bool(wide), f"{len(wide)} of {len(info)} tables wider than their box")
    popovers = driver.execute_script("var s = document.getElementById('type-popover'); return s ? s.textContent : ''")
    results.check(f"{label} iPad popovers", "Action sheet" in popovers and "Sheet" in popovers,
                  "Apple's action sheet on iPad and SAP's popover are compared as popovers")


# What a tooltip line may not be: an origin as the page writes it (`ebay-bottom-sheet#native-only`,
# `model:presentation`, `page:compare`) or a bare document id (`m3-sheet-defaults`).
RAW_ORIGIN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*#[a-z0-9][a-z0-9.-]*|\b(?:model|page):[a-z]|^[a-z0-9]+(?:-[a-z0-9]+)+$")

ORIGIN_TIPS = r"""
var out = [], seen = {};
document.querySelectorAll('main [data-origin]').forEach(function (e) {
  var key = e.getAttribute('data-origin') + '|' + (e.closest('[data-origin-of]') ? e.closest('[data-origin-of]').getAttribute('data-origin-of') : '');
  if (seen[key]) return;
  seen[key] = true;
  e.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  var tip = document.querySelector('.origin-tip');
  var lines = tip && !tip.hidden ? Array.prototype.map.call(tip.querySelectorAll('p'), function (p) { return p.textContent; }) : null;
  e.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  out.push([e.getAttribute('data-origin'), lines]);
});
return out;
"""


def check_origin_words(results, driver, path, label):
    """Every statement's tooltip (shown by site.js on a tap) says where it comes from in words: a
    document's title and section, or whose model ("SpecSheet’s model of the eBay Playbook Bottom
    sheet: …"), never a raw origin id."""
    load_fresh(driver, file_url(path))
    tips = driver.execute_script(ORIGIN_TIPS)
    raw = []
    for origin, lines in tips:
        if not lines:
            raw.append(f"{origin}: no tip")
            continue
        raw += [f"{origin}: '{line}'" for line in lines[1:] if RAW_ORIGIN.search(line)]
    results.check(f"{label} origin tooltips in words", bool(tips) and not raw,
                  f"{len(tips)} distinct origins, {len(raw)} raw" + (": " + "; ".join(raw[:4]) if raw else ""))


def reading_suite(results, driver, site, out_dir):
    for width in READING_WIDTHS:
        set_width(driver, width)
        for relative in READING_PAGES:
            path = os.path.join(site, relative)
            if not os.path.isfile(path):
                results.check(f"{relative} exists", False, path)
                continue
            label = f"{relative} @{width}"
            load_fresh(driver, file_url(path))
            driver.execute_script("document.querySelectorAll('img[loading=lazy]').forEach(function (i) { i.loading = 'eager'; })")
            settle(driver)
            wait_for(driver, "return Array.prototype.every.call(document.images, function (i) { return i.complete; })", timeout=10)
            problems = driver.execute_script(OVERFLOW)
            results.check(f"{label} fits", not problems, "; ".join(problems[:4]) if problems else
                          f"nothing wider than {width} px, every table and picture inside its box")
            if relative == "compare/index.html":
                check_compare_matrix(results, driver, path, label, width)
                if width == READING_WIDTHS[0]:
                    check_origin_words(results, driver, path, label)
            if relative != COMPONENT_PAGE:
                continue
            check_page_tabs(results, driver, path, label, width)
            load_fresh(driver, file_url(path))
            if out_dir:
                screenshot(driver, out_dir, f"reading-{width}")
            check_anatomy_keyboard(results, driver, label)
            load(driver, file_url(path))
            search_and_follow(results, driver, label, "16 dp", r"^spec-android-")
            load(driver, file_url(path))
            search_and_follow(results, driver, label, "DockedDragHandleWidth", r"^part-")
            if width in PHONE_WIDTHS:
                load(driver, file_url(path))
                check_sticky_header(results, driver, label)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def site_suite(driver, site, out_dir):
    results = Results("site")
    pages = [("index", "index.html"), ("bottom-sheet", COMPONENT_PAGE)]
    axe_script = axe_script_path()
    for page, relative in pages:
        path = os.path.join(site, relative)
        if not results.check(f"{relative} exists", os.path.isfile(path), path):
            continue
        url = file_url(path)
        shots = {}
        for scheme in ("light", "dark"):
            label = f"{relative} [{scheme}]"
            set_scheme(driver, scheme)
            load_fresh(driver, url)
            if scheme == "light":
                check_skip_link(results, driver, label)
                load(driver, url)  # back to the top, without the #main fragment
            results.check(f"{label} theme", theme(driver) == scheme,
                          f"html[data-theme={theme(driver)!r}] under prefers-color-scheme: {scheme}")
            check_images(results, driver, label, eager=True)
            check_picture_theme(results, driver, label, scheme)
            check_downloads_theme(results, driver, label, scheme)
            driver.execute_script("window.scrollTo(0, 0)")
            settle(driver)
            shots[scheme] = check_screenshot(results, driver, out_dir, f"{page}-{scheme}", label)
            check_axe(results, driver, label, axe_script)

            # Narrow: a 360 px wide window scrolls vertically only.
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": NARROW, "height": 780, "deviceScaleFactor": 1, "mobile": False})
            settle(driver)
            sizes = driver.execute_script(
                "return [innerWidth, document.documentElement.scrollWidth, document.body ? document.body.scrollWidth : 0]")
            if out_dir:
                screenshot(driver, out_dir, f"{page}-{scheme}-{NARROW}")
            driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
            settle(driver)
            results.check(f"{label} {NARROW} px", sizes[0] == NARROW and sizes[1] <= NARROW,
                          f"viewport {sizes[0]} px, scrollWidth {sizes[1]} px" +
                          ("" if sizes[1] <= NARROW else " (scrolls horizontally)"))

            if scheme == "light":
                check_search(results, driver, label)

            # The toggle flips the theme the other way, and back.
            toggles = driver.find_elements(By.CSS_SELECTOR, "#theme-toggle")
            if results.check(f"{label} #theme-toggle", bool(toggles), "present" if toggles else "missing"):
                driver.execute_script("window.scrollTo(0, 0)")
                before = theme(driver)
                toggles[0].click()
                settle(driver)
                flipped = theme(driver)
                # The explicit choice wins over the system's for the diagrams too.
                check_picture_theme(results, driver, f"{label} toggled", flipped)
                check_downloads_theme(results, driver, f"{label} toggled", flipped)
                if out_dir:
                    screenshot(driver, out_dir, f"{page}-{scheme}-toggled")
                toggles[0].click()
                settle(driver)
                back = theme(driver)
                other = {"light": "dark", "dark": "light"}.get(before)
                results.check(f"{label} toggle", flipped == other and back == before,
                              f"data-theme {before} -> {flipped} -> {back}")
            check_errors(results, driver, label)

        if "light" in shots and "dark" in shots:
            light, dark = shots["light"], shots["dark"]
            differ = light["pixels"] != dark["pixels"]
            darker = dark["luminance"] < light["luminance"]
            results.check(f"{relative} light vs dark", differ and darker,
                          f"mean luminance {light['luminance']:.1f} light, {dark['luminance']:.1f} dark" +
                          ("" if differ else " (identical screenshots)"))
    set_scheme(driver, "light")
    reading_suite(results, driver, site, out_dir)
    check_every_page_tabs(results, driver, site)
    return results.finish()


# --- suite (c): the preview server (`specsheet serve`) ------------------------------------------

SERVE_PAGE = "apple-hig/action-sheet/"
SERVE_SPEC = os.path.join("Specs", "apple-hig", "action-sheet", "component.yaml")
LIVE_RELOAD_SCRIPT = "/__specsheet/live-reload.js"
LIVE_RELOAD_EVENTS = "/__specsheet/events"
OVERLAY_ID = "__specsheet-build-error"  # Sources/SpecSheetServer/LiveReloadScript.swift

# Installed before any page script runs: keeps every EventSource the page opens, so the test can
# see whether the live-reload stream is connected (the page's script keeps its own in a closure).
EVENT_SOURCE_SPY = r"""
(function () {
  var Native = window.EventSource;
  if (!Native || window.__browserTestEventSources) return;
  var sources = [];
  Object.defineProperty(window, '__browserTestEventSources', { value: sources });
  var Spy = function EventSource(url, init) {
    var source = new Native(url, init);
    sources.push(source);
    return source;
  };
  Spy.prototype = Native.prototype;
  Spy.CONNECTING = Native.CONNECTING; Spy.OPEN = Native.OPEN; Spy.CLOSED = Native.CLOSED;
  window.EventSource = Spy;
})();
"""

# What the serve suite knows about the page at one moment.
PAGE_STATE = r"""
var events = arguments[0], scriptPath = arguments[1], overlayID = arguments[2];
var sources = (window.__browserTestEventSources || []).filter(function (s) {
  try { return new URL(s.url, location.href).pathname === events; } catch (e) { return false; }
});
var h1 = document.querySelector('h1');
var overlay = document.getElementById(overlayID);
var rect = overlay ? overlay.getBoundingClientRect() : null;
return {
  ready: document.readyState,
  marker: window.__beforeReload === true,
  h1: h1 ? h1.textContent.trim().replace(/\s+/g, ' ') : null,
  script: !!document.querySelector('script[src="' + scriptPath + '"]'),
  scriptLoaded: performance.getEntriesByType('resource').some(function (r) {
    return new URL(r.name).pathname === scriptPath; }),
  sources: sources.length,
  open: sources.some(function (s) { return s.readyState === 1; }),
  overlay: overlay ? overlay.textContent : null,
  overlayShown: !!(rect && rect.width > 0 && rect.height > 0),
  overlayRole: overlay ? overlay.getAttribute('role') : null,
  url: location.href
};
"""


class ServerLog:
    """The server's stderr: the `serve: ...` lines written since the last mark()."""

    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.mark()

    def _text(self):
        if not self.path:
            return ""
        try:
            with open(self.path, encoding="utf-8", errors="replace") as handle:
                return handle.read()
        except OSError:
            return ""

    def mark(self):
        self.offset = len(self._text())

    def since_mark(self):
        return [line for line in self._text()[self.offset:].splitlines() if line.startswith("serve: ")]

    def outcome(self):
        """The first rebuild outcome logged since the mark, or None."""
        for line in self.since_mark():
            if line.startswith(("serve: Rebuilt", "serve: Build failed")):
                return line
        return None


def page_state(driver):
    try:
        return driver.execute_script(PAGE_STATE, LIVE_RELOAD_EVENTS, LIVE_RELOAD_SCRIPT, OVERLAY_ID)
    except WebDriverException:  # e.g. the page is being replaced by its reload
        return None


def wait_for_state(driver, condition, timeout, log=None, grace=10.0):
    """Polls page_state until condition(state) holds. Gives up after `timeout` s or, with a server
    log, `grace` s after the server logged the outcome of its rebuild (the page had its chance).
    Returns (ok, last state, seconds waited, outcome line or None)."""
    started = time.monotonic()
    outcome_at = None
    outcome = None
    state = None
    while True:
        state = page_state(driver) or state
        if state and state.get("ready") == "complete" and condition(state):
            return True, state, time.monotonic() - started, outcome
        now = time.monotonic()
        if log and outcome is None:
            outcome = log.outcome()
            if outcome:
                outcome_at = now
        if now - started > timeout or (outcome_at is not None and now - outcome_at > grace):
            return False, state, now - started, outcome
        time.sleep(0.2)


def describe(state):
    if not state:
        return "no page state"
    overlay = state["overlay"]
    return (f"h1 {state['h1']!r}, marker {'kept' if state['marker'] else 'gone'}, "
            f"EventSource {'open' if state['open'] else 'not open'} ({state['sources']}), overlay " +
            (repr(overlay[:160]) if overlay is not None else "none"))


def fetch_text(driver, url):
    """GETs url from inside the page (same origin, no cache); returns [status, text]."""
    return driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {cache: 'no-store'}).then(function (r) {"
        "  return r.text().then(function (t) { done([r.status, t]); }); })"
        ".catch(function (e) { done([0, String(e)]); });", url)


# How long the serve suite waits for a rebuild to reload the page. Renaming the component
# redraws its pictures (their SVG titles and PDF metadata name it): about 80 s for Apple's 192 in a
# debug build on two cores, so the wait leaves room for a slower or busier machine; the check
# reports the time each reload took.
REBUILD_WAIT = 240


def serve_suite(driver, base_url, project, log_path, out_dir):
    results = Results("serve")
    spec_path = os.path.join(project, SERVE_SPEC)
    if not results.check("project spec exists", os.path.isfile(spec_path), spec_path):
        return results.finish()
    with open(spec_path, encoding="utf-8") as handle:
        original = handle.read()
    renamed = original.replace("\nname: Action sheet\n", "\nname: Action menu sheet\n", 1)
    if not results.check("spec has 'name: Action sheet'", renamed != original, spec_path):
        return results.finish()
    broken = "nmae: x\n" + renamed  # an unknown key on line 1
    log = ServerLog(log_path)
    url = base_url.rstrip("/") + "/" + SERVE_PAGE

    def write_spec(text):
        log.mark()
        with open(spec_path, "w", encoding="utf-8") as handle:
            handle.write(text)

    def live(state):
        return state["script"] and state["scriptLoaded"] and state["open"]

    # 1. The page, served over HTTP, with the live-reload script connected to the event stream.
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": EVENT_SOURCE_SPY})
    load(driver, url)
    ok, state, waited, _ = wait_for_state(driver, live, timeout=15)
    results.check("page loads", bool(state) and state["h1"] == "Action sheet",
                  f"{url}: <h1> {state and state['h1']!r}")
    results.check("live-reload script", bool(state) and state["script"] and state["scriptLoaded"],
                  f"<script src={LIVE_RELOAD_SCRIPT}> in the page and loaded" if ok else describe(state))
    results.check("event stream open", ok,
                  f"EventSource {LIVE_RELOAD_EVENTS} open after {waited:.1f} s" if ok else
                  f"not open after {waited:.1f} s: {describe(state)}")
    check_errors(results, driver, "on load")

    # 2. An edit of the spec reloads the page by itself, with the new name.
    driver.execute_script("window.__beforeReload = true")
    write_spec(renamed)
    ok, state, waited, outcome = wait_for_state(
        driver, lambda s: not s["marker"] and s["h1"] == "Action menu sheet" and live(s), timeout=REBUILD_WAIT, log=log)
    results.check("edit reloads the page", ok,
                  f"reloaded by itself {waited:.1f} s after the edit, <h1> {state['h1']!r} "
                  f"(server: {'; '.join(log.since_mark()) or 'nothing logged'})" if ok else
                  f"after {waited:.1f} s: {describe(state)}; server: {log.since_mark() or 'nothing logged'}")
    check_errors(results, driver, "after the reload")
    if not ok:
        return results.finish()

    # 3. A broken spec: the error overlay over the last good page, which is still what is served.
    driver.execute_script("window.__beforeReload = true")
    write_spec(broken)
    ok, state, waited, outcome = wait_for_state(
        driver, lambda s: s["overlay"] is not None and s["overlayShown"], timeout=90, log=log)
    overlay = (state or {}).get("overlay") or ""
    located = re.search(r"component\.yaml:\d+", overlay)
    results.check("broken spec shows the overlay", ok and bool(located) and state["overlayRole"] == "alert",
                  f"after {waited:.1f} s: {overlay.strip()[:200]!r}" if ok and located else
                  f"after {waited:.1f} s: {describe(state)} (want #{OVERLAY_ID}, role=alert, text with "
                  f"'component.yaml:<line>'); server: {log.since_mark() or 'nothing logged'}")
    if ok and out_dir:
        screenshot(driver, out_dir, "serve-build-error")
    if ok:
        status, text = fetch_text(driver, url)
        served_good = status == 200 and "Action menu sheet" in text and "nmae" not in text
        kept = state["marker"] and state["h1"] == "Action menu sheet" and served_good
        results.check("last good site kept", kept,
                      f"page not reloaded, <h1> {state['h1']!r}; GET {SERVE_PAGE} -> {status} with the last good name"
                      if kept else
                      f"marker {'kept' if state['marker'] else 'gone'}, <h1> {state['h1']!r}, GET -> {status}, "
                      f"'Action menu sheet' in it {'Action menu sheet' in text}")
    check_errors(results, driver, "with the overlay")

    # 4. The spec fixed again: the overlay goes and the page reloads.
    driver.execute_script("window.__beforeReload = true")
    write_spec(renamed)
    ok, state, waited, outcome = wait_for_state(
        driver, lambda s: not s["marker"] and s["overlay"] is None and s["h1"] == "Action menu sheet" and live(s),
        timeout=REBUILD_WAIT, log=log)
    hint = ""
    if not ok and outcome and "no output changed" in outcome:
        hint = (" — the server logged 'Rebuilt: no output changed' and sent no reload: the fixed spec builds the "
                "same site as the last good one, so open pages keep the error overlay (a rebuild after a failed "
                "one must reload, or at least clear the overlay)")
    results.check("fixed spec clears the overlay and reloads", ok,
                  f"reloaded {waited:.1f} s after the fix, no overlay (server: {'; '.join(log.since_mark()) or 'nothing logged'})"
                  if ok else
                  f"after {waited:.1f} s: {describe(state)}; server: {log.since_mark() or 'nothing logged'}{hint}")
    if out_dir:
        screenshot(driver, out_dir, "serve-fixed")
    check_errors(results, driver, "after the fix")
    return results.finish()


def tokens_suite(driver, css_files):
    """`specsheet tokens --format css`: Chromium parses every declaration, the variables compute,
    and `data-theme` switches the colours to the other theme's block."""
    results = Results("tokens")
    for path in css_files:
        name = os.path.basename(path)
        text = open(path, encoding="utf-8").read()
        root_block = text.split(":root {", 1)[1].split("}", 1)[0]
        written = re.findall(r"^\s*(--[A-Za-z0-9_-]+):\s*([^;]+);", root_block, re.M)
        page = os.path.join(os.path.dirname(path), name + ".html")
        with open(page, "w", encoding="utf-8") as out:
            # Inline: Chromium keeps a file:// stylesheet's rules from scripts (another origin).
            style = text.replace("</", "<\\/")
            out.write(f"<!doctype html><html><head><style>{style}</style></head><body></body></html>")
        # The :root block holds the default theme; the other applies under its media query.
        other = "light" if "prefers-color-scheme: light" in text else "dark"
        set_scheme(driver, "dark" if other == "light" else "light")
        load(driver, file_url(page))
        parsed = driver.execute_script(
            "const rule = [...document.styleSheets[0].cssRules].find(r => r.selectorText === ':root');"
            "return rule ? [...rule.style].filter(p => p.startsWith('--')) : null")
        results.check(f"{name} parses", parsed is not None and sorted(parsed) == sorted(n for n, _ in written),
                      f"{len(parsed or [])} of {len(written)} custom properties on :root")
        computed = driver.execute_script(
            "const s = getComputedStyle(document.documentElement);"
            "return arguments[0].map(n => s.getPropertyValue(n).trim())", [n for n, _ in written])
        unresolved = [n for (n, v), c in zip(written, computed) if not v.startswith("var(") and c != v.strip()]
        results.check(f"{name} computes", not unresolved, f"differ: {unresolved[:3]}" if unresolved else
                      f"{len(written)} values")
        themed = re.search(r'\[data-theme="' + other + r'"\] \{([^}]*)\}', text)
        if themed:
            first = re.search(r"(--[A-Za-z0-9_-]+):\s*([^;]+);", themed.group(1))
            driver.execute_script("document.documentElement.dataset.theme = arguments[0]", other)
            value = driver.execute_script(
                "return getComputedStyle(document.documentElement).getPropertyValue(arguments[0]).trim()", first.group(1))
            results.check(f"{name} {other} theme", value == first.group(2).strip(), f"{first.group(1)} = {value}")
    return results.finish()


# --- the window-size explorer (issue #30) ------------------------------------------------------

EXPLORER_BUDGET = 200 * 1024   # gzipped bytes the explorer may add to a page (its data and its script)
EXPLORER_SIZES = 200           # sizes per component compared with `specsheet geometry`

# Sets the page's explorer to a selection and size through its own controls, as a person would.
EXPLORER_SHOW = r"""
var root = document.querySelector('[data-explorer]'), o = arguments[0];
function q(name) { return root.querySelector('[data-explorer-' + name + ']'); }
function set(select, value) { if (select.value !== value) { select.value = value; select.dispatchEvent(new Event('change')); } }
set(q('platform'), o.platform); set(q('variant'), o.variant); set(q('state'), o.state);
var w = q('width'), h = q('height');
w.value = o.width; w.dispatchEvent(new Event('input'));
h.value = o.height; h.dispatchEvent(new Event('input'));
var rects = {};
root.querySelectorAll('[data-explorer-drawing] g[data-part]').forEach(function (g) {
  var r = g.querySelector('rect');
  rects[g.getAttribute('data-part')] = ['x', 'y', 'width', 'height'].map(function (k) { return Number(r.getAttribute(k)); });
});
var rule = q('rule').textContent;
var items = Array.prototype.map.call(q('rule').querySelectorAll('li'), function (li) { return li.textContent; });
return { rects: rects, rule: rule, ruleItems: items, width: Number(root.getAttribute('data-width')), height: Number(root.getAttribute('data-height')),
         viewBox: q('drawing').getAttribute('viewBox') };
"""


# Picks a device in the page's explorer through its menu (and turns it round with Rotate), as a
# person would, and reads what the page shows: the drawing, the readout and the menu's label.
EXPLORER_DEVICE = r"""
var root = document.querySelector('[data-explorer]'), o = arguments[0];
function q(name) { return root.querySelector('[data-explorer-' + name + ']'); }
function set(select, value) { if (select.value !== value) { select.value = value; select.dispatchEvent(new Event('change')); } }
set(q('platform'), o.platform); set(q('variant'), o.variant); set(q('state'), o.state);
var preset = q('preset');
preset.value = o.device; preset.dispatchEvent(new Event('change'));
var w = Number(root.getAttribute('data-width')), h = Number(root.getAttribute('data-height'));
if ((o.orientation === 'landscape') !== (w > h)) q('rotate').click();
var rects = {};
root.querySelectorAll('[data-explorer-drawing] g[data-part]').forEach(function (g) {
  var r = g.querySelector('rect');
  rects[g.getAttribute('data-part')] = ['x', 'y', 'width', 'height'].map(function (k) { return Number(r.getAttribute(k)); });
});
var rows = Array.prototype.map.call(q('numbers').querySelectorAll('div'), function (div) {
  return [div.querySelector('dt').textContent, div.querySelector('dd').textContent];
});
// The opacity the browser paints each scrim with, after every stylesheet rule (not its attribute).
var scrims = Array.prototype.map.call(root.querySelectorAll('[data-explorer-drawing] g.x-scrim rect'), function (r) {
  var style = getComputedStyle(r);
  return Number(style.fillOpacity) * Number(style.opacity);
});
return { rects: rects, rows: rows, scrims: scrims, device: preset.value, label: preset.options[preset.selectedIndex].textContent,
         width: Number(root.getAttribute('data-width')), height: Number(root.getAttribute('data-height')) };
"""


def explorer_devices(results, driver, url, label, data, specsheet, specs):
    """Every device of the menu, in its natural orientation and turned round, on every selection:
    the explorer draws and states what `specsheet geometry --device <preset> --orientation <o>`
    lays out on that device's own screen (iPhone SE's 20 pt status bar, not the 59 pt a custom
    phone size takes): the safe area in the readout, the sheet's height, every part; and the
    menu names the device with the size the readout gives."""
    wanted = []
    for selection in data["selections"]:
        platform = next(p for p in data["platforms"] if p["id"] == selection["platform"])
        for preset in platform["presets"]:
            for orientation in ("portrait", "landscape"):
                wanted.append((selection, preset, orientation))
    results_of = geometries(specsheet, specs, data["address"],
                            [selection_request(s, device=p["id"], orientation=o) for s, p, o in wanted])
    failures, scrims_checked = [], [0]
    for (selection, preset, orientation), (expected, error) in zip(wanted, results_of):
        where = f"{selection['platform']} {selection['variant']}/{selection['state']} {preset['id']} {orientation}"
        if expected is None:
            failures.append(f"{where}: specsheet geometry failed: {error}")
            continue
        size = expected["device"]
        options = {"platform": selection["platform"], "variant": selection["variant"], "state": selection["state"],
                   "width": size["width"], "height": size["height"], "device": preset["id"]}
        actual = driver.execute_script("return window.SpecSheetExplorer.layout(arguments[0])", options)
        if actual is None:
            failures.append(f"{where}: layout() gave nothing")
            continue
        if actual["device"]["id"] != preset["id"]:
            failures.append(f"{where}: layout() lays out on {actual['device']['id']}, not the device")
        failures += [f"{where}: layout() {p}" for p in compare_geometry(expected, actual)]
        shown = driver.execute_script(EXPLORER_DEVICE, {**options, "orientation": orientation})
        shown["rows"] = dict(shown["rows"])
        if shown["device"] != preset["id"] or shown["width"] != size["width"] or shown["height"] != size["height"]:
            failures.append(f"{where}: the explorer shows {shown['device']} {shown['width']}x{shown['height']}")
            continue
        safe = size["safeArea"]
        def c(v):
            return str(int(v)) if float(v).is_integer() else str(v)
        wanted_safe = f"top {c(safe['top'])}, bottom {c(safe['bottom'])}, left {c(safe['left'])}, right {c(safe['right'])}"
        if not shown["rows"].get("Safe area", "").startswith(wanted_safe):
            failures.append(f"{where}: readout safe area '{shown['rows'].get('Safe area')}' vs {wanted_safe}")
        window = f"{c(size['width'])} × {c(size['height'])}"
        if not shown["rows"].get("Window", "").startswith(window) or f"({window})" not in shown["label"]:
            failures.append(f"{where}: menu '{shown['label']}' and readout '{shown['rows'].get('Window')}' do not both say {window}")
        tall = re.search(r"(\d+(?:\.\d+)?) \w+ tall", shown["rows"].get("Presentation", ""))
        if "detent" in expected and not (tall and abs(float(tall.group(1)) - expected["detent"]["height"]) <= 0.5):
            failures.append(f"{where}: readout '{shown['rows'].get('Presentation')}' vs the sheet's height {expected['detent']['height']}")
        for part in expected["parts"]:
            rect, frame = shown["rects"].get(part["id"]), part["frame"]
            want = [frame["x"], frame["y"], max(0, frame["width"]), max(0, frame["height"])]
            if rect is None or any(abs(a - b) > 0.5 for a, b in zip(rect, want)):
                failures.append(f"{where}: drawn {part['id']} {rect} vs {want}")
        # Every scrim is painted at its own opacity (0 = clear), as the readout states it: no
        # stylesheet rule for the other parts' tint may override it.
        opacity = expected["scrim"]["opacity"]
        for painted in shown["scrims"]:
            if abs(painted - opacity) > 0.001:
                failures.append(f"{where}: scrim painted at opacity {painted:g}, its own is {opacity:g} (readout '{shown['rows'].get('Scrim')}')")
        scrims_checked[0] += len(shown["scrims"])
        # A sheet with a width of its own (a popover's) says so, never "no least or greatest width".
        own = actual.get("fixedWidth")
        if own is not None and not shown["rows"].get("Width", "").startswith(f"{c(own)} "):
            failures.append(f"{where}: its own width is {c(own)}, yet the readout says 'Width: {shown['rows'].get('Width')}'")
    results.check(f"{label} {scrims_checked[0]} scrims drawn at their own opacity", not any("scrim painted" in f for f in failures),
                  "; ".join([f for f in failures if "scrim painted" in f][:4]) or "computed fill-opacity = the geometry's scrim opacity")
    results.check(f"{label} {len(wanted)} devices × orientations: drawing, safe area, height and menu = specsheet geometry --device",
                  not failures, f"{len(failures)} differences" + (": " + "; ".join(failures[:4]) if failures else ""))


# A rule's condition as the spec writes it (`sizeClass: regular`): never on a page.
RAW_CONDITION = re.compile(r"\b(platform|variant|state|sizeClass|verticalSizeClass|orientation|idiom|windowClass|"
                           r"minWidth|widthBelow|minHeight|heightBelow):")


def explorer_sizes(data, rng):
    """EXPLORER_SIZES window sizes over the component's selections: first both sides of every
    breakpoint of every platform (each region edge a width or height lies on, and the diagonal where
    portrait turns to landscape), then random sizes across each platform's range. Whole numbers, as
    the sliders set them, plus a few with decimals for the script's layout() alone."""
    selections = data["selections"]
    by_platform = {}
    for selection in selections:
        by_platform.setdefault(selection["platform"], []).append(selection)
    wanted = []
    for platform in data["platforms"]:
        low, high = platform["range"]
        chosen = by_platform.get(platform["id"], [])
        if not chosen:
            continue
        widths, heights = set(), set()
        for selection in chosen:
            for region in selection["regions"]:
                widths.update(v for v in region[0:2] if low < v < high)
                heights.update(v for v in region[2:4] if low < v < high)
        for cut in sorted(widths):
            for width in (math.ceil(cut) - 1, math.ceil(cut)):
                wanted.append((rng.choice(chosen), width, rng.randint(low, high), True))
        for cut in sorted(heights):
            for height in (math.ceil(cut) - 1, math.ceil(cut)):
                wanted.append((rng.choice(chosen), rng.randint(low, high), height, True))
        middle = rng.randint(low + 1, high - 1)
        wanted += [(rng.choice(chosen), middle, middle, True), (rng.choice(chosen), middle + 1, middle, True)]
    platforms = [p for p in data["platforms"] if p["id"] in by_platform]
    index = 0
    while len(wanted) < EXPLORER_SIZES:
        platform = platforms[index % len(platforms)]
        low, high = platform["range"]
        selection = by_platform[platform["id"]][index // len(platforms) % len(by_platform[platform["id"]])]
        if index % 10 == 9:
            wanted.append((selection, round(rng.uniform(low, high), 2), round(rng.uniform(low, high), 2), False))
        else:
            wanted.append((selection, rng.randint(low, high), rng.randint(low, high), True))
        index += 1
    return wanted


def geometries(specsheet, specs, address, requests):
    """`specsheet geometry ADDRESS --batch -` for `requests` (dicts named like its selector options):
    one process for a page's hundreds of selections. A (document, error) pair per request, in order."""
    command = [specsheet, "geometry", address, "--specs", specs, "--batch", "-"]
    output = subprocess.run(command, input=json.dumps(requests), capture_output=True, text=True, timeout=600)
    try:
        documents = json.loads(output.stdout)
    except ValueError:
        return [(None, output.stderr.strip()[:200])] * len(requests)
    return [(None, d["error"]) if "error" in d else (d, None) for d in documents]


def selection_request(selection, **more):
    return {"platform": selection["platform"], "variant": selection["variant"], "state": selection["state"], **more}


def compare_geometry(expected, actual, tolerance=0.5):
    """Every difference over `tolerance` between two geometry documents: container, parts, detent."""
    problems = []

    def near(a, b):
        return a is not None and b is not None and abs(a - b) <= tolerance

    def frames(name, a, b):
        if a is None or b is None:
            if a != b:
                problems.append(f"{name}: {a} vs {b}")
            return
        for key in ("x", "y", "width", "height"):
            if not near(a[key], b[key]):
                problems.append(f"{name}.{key} {b[key]} vs {a[key]}")

    if expected["presentation"] != actual["presentation"]:
        problems.append(f"presentation {actual['presentation']} vs {expected['presentation']}")
    for key in ("orientation", "idiom", "windowClass", "sizeClass", "safeArea"):
        if expected["device"][key] != actual["device"][key]:
            problems.append(f"device.{key} {actual['device'][key]} vs {expected['device'][key]}")
    frames("container.frame", expected["container"]["frame"], actual["container"]["frame"])
    frames("container.page", expected["container"]["page"], actual["container"]["page"])
    for key in ("corners", "width", "maxWidth", "margin", "elevation", "modal", "style"):
        if expected["container"][key] != actual["container"][key]:
            problems.append(f"container.{key} {actual['container'][key]} vs {expected['container'][key]}")
    if ("detent" in expected) != ("detent" in actual):
        problems.append("detent present in one only")
    elif "detent" in expected:
        if expected["detent"]["name"] != actual["detent"]["name"] or not near(expected["detent"]["height"], actual["detent"]["height"]):
            problems.append(f"detent {actual['detent']} vs {expected['detent']}")
    if expected["scrim"] != actual["scrim"]:
        problems.append(f"scrim {actual['scrim']} vs {expected['scrim']}")
    ids = [p["id"] for p in expected["parts"]]
    if ids != [p["id"] for p in actual["parts"]]:
        problems.append(f"parts {[p['id'] for p in actual['parts']]} vs {ids}")
        return problems
    for want, got in zip(expected["parts"], actual["parts"]):
        frames(f"{want['id']}", want["frame"], got["frame"])
        if ("contentHeight" in want) != ("contentHeight" in got) or (
                "contentHeight" in want and not near(want["contentHeight"], got["contentHeight"])):
            problems.append(f"{want['id']}.contentHeight {got.get('contentHeight')} vs {want.get('contentHeight')}")
    return problems


def explorer_page_weight(results, page_path, script_path):
    html = pathlib.Path(page_path).read_text(encoding="utf-8")
    found = re.search(r'<script type="application/json" id="explorer-data">(.*?)</script>', html, re.S)
    data = found.group(1).encode("utf-8") if found else b""
    script = pathlib.Path(script_path).read_bytes()
    weight = len(gzip.compress(data, 9)) + len(gzip.compress(script, 9))
    results.check(f"{'/'.join(pathlib.Path(page_path).parts[-3:-1])} explorer weight", found is not None and weight <= EXPLORER_BUDGET,
                  f"data {len(data)} B ({len(gzip.compress(data, 9))} B gzipped) + explorer.js "
                  f"{len(script)} B ({len(gzip.compress(script, 9))} B gzipped) = {weight} B gzipped, budget {EXPLORER_BUDGET} B")
    return weight


def explorer_keyboard_and_resize(results, driver, url, out_dir):
    """At 360, 390 and 1280 px: the explorer fits the window (no sideways scroll, the drawing scaled
    inside its stage, the numbers below the drawing on a phone and beside it on a laptop); the
    width slider and the resize handle work from the keyboard; a drag on the handle resizes; and
    crossing a breakpoint changes the rule named and the layout."""
    for width in (NARROW, 390, 1280):
        set_width(driver, width)
        load_fresh(driver, url + "#explorer")
        settle(driver)
        state = driver.execute_script(r"""
          var root = document.querySelector('[data-explorer]');
          var stage = root.querySelector('[data-explorer-stage]').getBoundingClientRect();
          var win = root.querySelector('[data-explorer-window]').getBoundingClientRect();
          var readout = root.querySelector('.explorer-readout').getBoundingClientRect();
          return { ready: root.hasAttribute('data-ready'), hidden: root.hidden,
                   scroll: document.scrollingElement.scrollWidth, inner: window.innerWidth,
                   stage: [stage.left, stage.right, stage.top, stage.bottom], win: [win.left, win.right, win.width, win.height],
                   readout: [readout.left, readout.top] };
        """)
        label = f"explorer at {width} px"
        results.check(f"{label} shown", state["ready"] and not state["hidden"], str(state))
        results.check(f"{label} no sideways scroll", state["scroll"] <= state["inner"],
                      f"scrollWidth {state['scroll']}, window {state['inner']}")
        results.check(f"{label} drawing inside its stage",
                      state["win"][0] >= state["stage"][0] - 0.5 and state["win"][1] <= state["stage"][1] + 0.5 and state["win"][2] > 100,
                      f"window {state['win']}, stage {state['stage']}")
        if width < 500:
            results.check(f"{label} numbers below the drawing", state["readout"][1] >= state["stage"][3] - 0.5, str(state))
        else:
            results.check(f"{label} numbers beside the drawing", state["readout"][0] >= state["stage"][1] - 0.5, str(state))
        # The width slider from the keyboard.
        slider = driver.find_element(By.CSS_SELECTOR, "[data-explorer-width]")
        before = int(driver.execute_script("return Number(document.querySelector('[data-explorer]').getAttribute('data-width'))"))
        label_text = driver.execute_script("return arguments[0].labels && arguments[0].labels[0] ? arguments[0].labels[0].textContent : ''", slider)
        slider.send_keys(Keys.ARROW_RIGHT)
        slider.send_keys(Keys.ARROW_RIGHT)
        after = int(driver.execute_script("return Number(document.querySelector('[data-explorer]').getAttribute('data-width'))"))
        results.check(f"{label} width slider by keyboard", "Window width" in label_text and after == before + 2,
                      f"label '{label_text.strip()}', width {before} → {after}")
        # The resize handle from the keyboard: arrows change width and height by 10.
        handle = driver.find_element(By.CSS_SELECTOR, "[data-explorer-handle]")
        driver.execute_script("arguments[0].focus()", handle)
        handle.send_keys(Keys.ARROW_LEFT)
        handle.send_keys(Keys.ARROW_DOWN)
        size = driver.execute_script("var r = document.querySelector('[data-explorer]'); return [Number(r.getAttribute('data-width')), Number(r.getAttribute('data-height'))]")
        results.check(f"{label} resize handle by keyboard", size[0] == after - 10,
                      f"width {after} → {size[0]}, height now {size[1]}")
        # A drag on the handle.
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", handle)
        ActionChains(driver).click_and_hold(handle).move_by_offset(-40, -20).release().perform()
        dragged = driver.execute_script("var r = document.querySelector('[data-explorer]'); return [Number(r.getAttribute('data-width')), Number(r.getAttribute('data-height'))]")
        results.check(f"{label} drag resizes", dragged[0] < size[0] and dragged[1] < size[1], f"{size} → {dragged}")
        check_errors(results, driver, label)
        driver.execute_script("document.querySelector('[data-explorer]').scrollIntoView()")
        settle(driver)
        check_screenshot(results, driver, out_dir, f"explorer-{width}", label)
    set_width(driver, WINDOW[0])


def explorer_breakpoint(results, driver, url, platform, variant, state, below, above, height, rule):
    """Crossing a breakpoint: `rule` is named above it and not below, and the container moves."""
    load_fresh(driver, url + "#explorer")
    shown = {}
    for width in (below, above):
        drawn = driver.execute_script(EXPLORER_SHOW, {"platform": platform, "variant": variant, "state": state,
                                                      "width": width, "height": height})
        geometry = driver.execute_script("return window.SpecSheetExplorer.layout(arguments[0])",
                                         {"platform": platform, "variant": variant, "state": state, "width": width, "height": height})
        shown[width] = (drawn["rule"], geometry["container"]["frame"])
    (rule_below, frame_below), (rule_above, frame_above) = shown[below], shown[above]
    results.check(f"explorer breakpoint {platform} {below}→{above}",
                  rule not in rule_below and rule in rule_above and frame_below != frame_above,
                  f"below: '{rule_below[:80]}' {frame_below}; above: '{rule_above[:80]}' {frame_above}")


# The readout rows of every variant (its first state) on every device of every platform, in both
# orientations, with what layout() gives there: a person's view of the explorer, read at once.
EXPLORER_READOUTS = r"""
var root = document.querySelector('[data-explorer]'), data = window.SpecSheetExplorer.data(), out = [];
function q(name) { return root.querySelector('[data-explorer-' + name + ']'); }
function set(select, value) { if (select.value !== value) { select.value = value; select.dispatchEvent(new Event('change')); } }
data.platforms.forEach(function (platform) {
  set(q('platform'), platform.id);
  var variants = Array.prototype.map.call(q('variant').options, function (o) { return o.value; });
  variants.forEach(function (variant) {
    set(q('variant'), variant);
    var state = q('state').options[0].value;
    set(q('state'), state);
    platform.presets.forEach(function (preset) {
      ['portrait', 'landscape'].forEach(function (orientation) {
        var p = q('preset'); p.value = preset.id; p.dispatchEvent(new Event('change'));
        var w = Number(root.getAttribute('data-width')), h = Number(root.getAttribute('data-height'));
        if ((orientation === 'landscape') !== (w > h)) q('rotate').click();
        w = Number(root.getAttribute('data-width')); h = Number(root.getAttribute('data-height'));
        var rows = {};
        q('numbers').querySelectorAll('div').forEach(function (div) { rows[div.querySelector('dt').textContent] = div.querySelector('dd').textContent; });
        var g = window.SpecSheetExplorer.layout({ platform: platform.id, variant: variant, state: state, width: w, height: h, device: preset.id });
        out.push({ where: platform.id + ' ' + variant + '/' + state + ' ' + preset.id + ' ' + orientation, rows: rows,
                   presentation: g && g.presentation, modal: g && g.container && g.container.modal,
                   grows: g && g.grows, detent: g && g.detent, safeTop: g && g.device.safeArea.top, height: h });
      });
    });
  });
});
return JSON.stringify(out);
"""


def explorer_readout_truth(results, driver, url, label, data):
    """What the readout says agrees with what is drawn, on every variant and device: a sheet that
    covers the screen shows no scrim; a non-modal sheet laid out as a card is never called a form
    sheet (which is modal); a fitted height drawn grown past its cap says why (as the pictures'
    note does); and switching platforms keeps a variant both platforms offer."""
    load_fresh(driver, url + "#explorer")
    readouts = json.loads(driver.execute_script(EXPLORER_READOUTS))
    problems, grown = [], 0
    for r in readouts:
        scrim, words = r["rows"].get("Scrim", ""), r["rows"].get("Presentation", "")
        if r.get("presentation") == "full-screen" and scrim != "none":
            problems.append(f"{r['where']}: full screen, yet 'Scrim: {scrim}'")
        if r.get("presentation") == "form-sheet" and r.get("modal") is False and "Form sheet" in words:
            problems.append(f"{r['where']}: a non-modal card called '{words}'")
        grows, detent = r.get("grows"), r.get("detent")
        if grows and detent:
            if "length" in grows:
                cap = grows["length"]
            else:
                cap = grows["fraction"] * (r["height"] if grows["basis"] == "screen" else r["height"] - r["safeTop"])
            grown += detent["height"] > cap + 0.5
            if detent["height"] > cap + 0.5 and "its content is taller than" not in words:
                problems.append(f"{r['where']}: drawn {detent['height']} tall past its cap {cap:.1f} with no reason: '{words}'")
    results.check(f"{label} readout agrees with the drawing ({len(readouts)} variants × devices)", bool(readouts) and not problems,
                  "; ".join(problems[:4]) if problems else "full screen: no scrim; cards not called form sheets; grown heights explained")
    if len(data["platforms"]) < 2:
        return grown
    kept = driver.execute_script(r"""
      var root = document.querySelector('[data-explorer]');
      function q(name) { return root.querySelector('[data-explorer-' + name + ']'); }
      function set(select, value) { select.value = value; select.dispatchEvent(new Event('change')); }
      var platforms = Array.prototype.map.call(q('platform').options, function (o) { return o.value; });
      set(q('platform'), platforms[1]);
      var second = Array.prototype.map.call(q('variant').options, function (o) { return o.value; });
      set(q('platform'), platforms[0]);
      var first = Array.prototype.map.call(q('variant').options, function (o) { return o.value; });
      var shared = first.filter(function (v) { return second.indexOf(v) >= 0; });
      var pick = shared[shared.length - 1];
      if (!pick) return null;
      set(q('variant'), pick);
      set(q('platform'), platforms[1]);
      return [pick, q('variant').value];
    """)
    if kept:
        results.check(f"{label} switching platform keeps the variant", kept[0] == kept[1], f"{kept[0]} → {kept[1]}")
    return grown


def explorer_suite(driver, site, specsheet, specs, out_dir, seed):
    results = Results("explorer")
    rng = random.Random(seed)
    pages = sorted(pathlib.Path(site).glob("*/*/index.html"))
    script = pathlib.Path(site) / "assets" / "explorer.js"
    results.check("component pages", len(pages) >= 1, f"{len(pages)} pages")
    heaviest = 0
    for page in pages:
        heaviest = max(heaviest, explorer_page_weight(results, page, script))
    deviation = 0.0
    grown = 0
    for page in pages:
        url = file_url(page)
        load_fresh(driver, url + "#explorer")
        data = driver.execute_script("return window.SpecSheetExplorer && window.SpecSheetExplorer.data()")
        label = "/".join(page.parts[-3:-1])
        if not results.check(f"{label} explorer data", bool(data and data["selections"]), "window.SpecSheetExplorer.data()"):
            continue
        address = data["address"]
        sizes = explorer_sizes(data, rng)
        laid_out = geometries(specsheet, specs, address, [selection_request(s, device=f"{w}x{h}") for s, w, h, _ in sizes])
        failures, compared, drawn = [], 0, 0
        for (selection, width, height, whole), (expected, error) in zip(sizes, laid_out):
            where = f"{selection['platform']} {selection['variant']}/{selection['state']} {width}x{height}"
            if expected is None:
                failures.append(f"{where}: specsheet geometry failed: {error}")
                continue
            options = {"platform": selection["platform"], "variant": selection["variant"], "state": selection["state"],
                       "width": width, "height": height}
            actual = driver.execute_script("return window.SpecSheetExplorer.layout(arguments[0])", options)
            if actual is None:
                failures.append(f"{where}: layout() gave nothing")
                continue
            compared += 1
            for want, got in zip(expected["parts"], actual["parts"]):
                for key in ("x", "y", "width", "height"):
                    deviation = max(deviation, abs(want["frame"][key] - got["frame"][key]))
            failures += [f"{where}: layout() {p}" for p in compare_geometry(expected, actual)]
            if whole:
                shown = driver.execute_script(EXPLORER_SHOW, options)
                drawn += 1
                if shown["width"] != width or shown["height"] != height or shown["viewBox"] != f"0 0 {width} {height}":
                    failures.append(f"{where}: the explorer shows {shown['width']}x{shown['height']} ({shown['viewBox']})")
                for item in shown["ruleItems"]:
                    if RAW_CONDITION.search(item) or item.count("Source:") + item.count("Sources:") > 1:
                        failures.append(f"{where}: a rule not in a reader's words, or its sources run together: '{item[:120]}'")
                for part in expected["parts"]:
                    rect = shown["rects"].get(part["id"])
                    frame = part["frame"]
                    want = [frame["x"], frame["y"], max(0, frame["width"]), max(0, frame["height"])]
                    if rect is None or any(abs(a - b) > 0.5 for a, b in zip(rect, want)):
                        failures.append(f"{where}: drawn {part['id']} {rect} vs {want}")
        results.check(f"{label} {compared} sizes: layout() and drawing = specsheet geometry (0.5)",
                      not failures and compared == len(sizes),
                      f"{len(sizes)} sizes ({drawn} drawn), {len(failures)} differences" + (": " + "; ".join(failures[:4]) if failures else ""))
        explorer_devices(results, driver, url, label, data, specsheet, specs)
        grown += explorer_readout_truth(results, driver, url, label, data)
        check_errors(results, driver, label)
    # eBay's fitted heights, capped at half the screen, grow past it on a phone held sideways: the
    # readout's reason for them was checked on at least one device.
    results.check("explorer grown heights checked", grown > 0, f"{grown} devices draw a fitted height past its cap")
    print(f"explorer: largest frame difference from specsheet geometry {deviation:.4f}; heaviest page adds {heaviest} B gzipped", flush=True)
    bottom_sheet = pathlib.Path(site) / "ebay-playbook" / "bottom-sheet" / "index.html"
    if bottom_sheet.exists():
        url = file_url(bottom_sheet)
        explorer_breakpoint(results, driver, url, "android", "modal", "fit-content", 599, 700, 900, "In regular width")
        explorer_breakpoint(results, driver, url, "ios", "modal", "fit-content", 895, 1000, 400, "In regular width")
        explorer_keyboard_and_resize(results, driver, url, out_dir)
    return results.finish()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    sub = parser.add_subparsers(dest="suite", required=True)
    report = sub.add_parser("report", help="the HTML report of `specsheet check --artifacts`")
    report.add_argument("report_html")
    report.add_argument("--screenshots", metavar="DIR", help="keep the screenshots here")
    site = sub.add_parser("site", help="the documentation site built by `specsheet build`")
    site.add_argument("site_dir")
    site.add_argument("--screenshots", metavar="DIR", help="keep the screenshots here")
    tokens = sub.add_parser("tokens", help="CSS written by `specsheet tokens --format css`")
    tokens.add_argument("css_files", nargs="+")
    tokens.add_argument("--screenshots", metavar="DIR", help="unused; for symmetry")
    explorer = sub.add_parser("explorer", help="the window-size explorer of every component page")
    explorer.add_argument("site_dir")
    explorer.add_argument("--specsheet", required=True, help="the specsheet binary to compare with")
    explorer.add_argument("--specs", default="Specs", help="the specs the site was built from")
    explorer.add_argument("--seed", type=int, default=30, help="the random sizes' seed")
    explorer.add_argument("--screenshots", metavar="DIR", help="keep the screenshots here")
    serve = sub.add_parser("serve", help="live reload of a running `specsheet serve`")
    serve.add_argument("url", help="the server, http://127.0.0.1:PORT/")
    serve.add_argument("--project", metavar="DIR", required=True, help="the folder the server runs in (Specs/ is edited)")
    serve.add_argument("--server-log", metavar="FILE", help="the server's stderr, to see how a rebuild ended")
    serve.add_argument("--screenshots", metavar="DIR", help="keep the screenshots here")
    args = parser.parse_args()
    if args.screenshots:
        os.makedirs(args.screenshots, exist_ok=True)

    driver, profile = start_browser()
    try:
        if args.suite == "report":
            status = report_suite(driver, args.report_html, args.screenshots)
        elif args.suite == "tokens":
            status = tokens_suite(driver, args.css_files)
        elif args.suite == "explorer":
            status = explorer_suite(driver, args.site_dir, args.specsheet, args.specs, args.screenshots, args.seed)
        elif args.suite == "serve":
            status = serve_suite(driver, args.url, args.project, args.server_log, args.screenshots)
        else:
            if not os.path.isdir(args.site_dir):
                print(f"site: no such folder {args.site_dir}")
                print("site: 0 passed, 1 failed")
                return 1
            status = site_suite(driver, args.site_dir, args.screenshots)
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
