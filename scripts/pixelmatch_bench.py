#!/usr/bin/env python3
"""Times a PyPI pixelmatch port end to end on one pair of PNG files, inside Python.

    pixelmatch_bench.py A.png B.png TOOL [ROUNDS]

TOOL is one of
  pybind11-pixelmatch  pixelmatch in C++ (pybind11_pixelmatch.pixelmatch on numpy arrays)
  pixelmatch-fast      the numba port (pixelmatch.pixelmatch on Pillow images)
  pixelmatch           the pure-Python port (pixelmatch.contrib.PIL.pixelmatch), loaded from
                       .build/bench-venv/pure-python-pixelmatch because it shares its package name
                       with pixelmatch-fast (see scripts/bench-tools.sh)

One run = open and decode both files with Pillow to RGBA, compare, count: the figure the issue
quotes. One untimed warm-up run comes first (numba compiles, or loads its cache, on the first
call; imports and caches are not what is measured). The pure-Python port is far too slow for
that: it is timed on one round, comparison alone (decoding excluded), without a warm-up.

All ports get the same options, pixelmatch's defaults: threshold 0.1, includeAA false, no diff
image where the port allows leaving it out (pixelmatch-fast always draws one internally).

Prints one JSON object: tool, version, median_ms, runs_ms, rounds, count, what, import_ms.
Exit status 2 when the tool cannot be imported (the JSON then has "error").
"""
import json
import os
import statistics
import sys
import time

THRESHOLD = 0.1
INCLUDE_AA = False


def fail(tool, message):
    print(json.dumps({"tool": tool, "error": message}))
    sys.exit(2)


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    path_a, path_b, tool = sys.argv[1], sys.argv[2], sys.argv[3]
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 7

    import_start = time.perf_counter()
    try:
        from importlib.metadata import version as dist_version

        import numpy as np
        from PIL import Image
    except Exception as error:  # noqa: BLE001
        fail(tool, f"cannot import Pillow/numpy: {error}")

    def decode(path):
        with Image.open(path) as image:
            return image.convert("RGBA")

    if tool == "pybind11-pixelmatch":
        try:
            import pybind11_pixelmatch as pm

            version = dist_version("pybind11_pixelmatch")
        except Exception as error:  # noqa: BLE001
            fail(tool, f"cannot import pybind11_pixelmatch: {error}")
        options = pm.Options()
        options.threshold = THRESHOLD
        options.includeAA = INCLUDE_AA

        def run():
            a = np.asarray(decode(path_a))
            b = np.asarray(decode(path_b))
            if a.shape != b.shape:
                raise ValueError(f"sizes differ: {a.shape} {b.shape}")
            return pm.pixelmatch(a, b, options=options)

        what = "end to end: Pillow decode of both + compare + count"
    elif tool == "pixelmatch-fast":
        try:
            import pixelmatch as pm

            if not hasattr(pm, "_compare_pixels"):
                raise ImportError("the 'pixelmatch' package found is not pixelmatch-fast")
            version = dist_version("pixelmatch-fast")
        except Exception as error:  # noqa: BLE001
            fail(tool, f"cannot import pixelmatch-fast: {error}")

        def run():
            return pm.pixelmatch(decode(path_a), decode(path_b), threshold=THRESHOLD, includeAA=INCLUDE_AA)

        what = "end to end: Pillow decode of both + compare + count"
    elif tool == "pixelmatch":
        pure = os.environ.get("PURE_PIXELMATCH") or os.path.join(
            os.path.dirname(os.path.dirname(os.path.abspath(sys.executable))), "pure-python-pixelmatch")
        sys.path.insert(0, pure)
        try:
            from pixelmatch.contrib.PIL import pixelmatch as pure_pixelmatch

            metadata = [name for name in os.listdir(pure) if name.startswith("pixelmatch-") and name.endswith(".dist-info")]
            version = metadata[0][len("pixelmatch-"):-len(".dist-info")] if metadata else "?"
        except Exception as error:  # noqa: BLE001
            fail(tool, f"cannot import the pure-Python pixelmatch from {pure}: {error}")
        image_a, image_b = decode(path_a), decode(path_b)
        image_a.load()
        image_b.load()

        def run():
            return pure_pixelmatch(image_a, image_b, threshold=THRESHOLD, includeAA=INCLUDE_AA)

        rounds = 1
        what = "comparison alone (decoding excluded), 1 round, no warm-up: the pure-Python port is slow"
    else:
        fail(tool, "unknown tool (pybind11-pixelmatch, pixelmatch-fast or pixelmatch)")
    import_ms = (time.perf_counter() - import_start) * 1000

    try:
        if tool != "pixelmatch":
            run()  # warm-up: numba's JIT (or its cache), Pillow's plugins
        times = []
        count = None
        for _ in range(rounds):
            start = time.perf_counter()
            count = run()
            times.append((time.perf_counter() - start) * 1000)
    except Exception as error:  # noqa: BLE001
        fail(tool, f"{type(error).__name__}: {error}")

    print(json.dumps({
        "tool": tool, "version": version, "median_ms": statistics.median(times), "runs_ms": times,
        "rounds": rounds, "count": int(count), "what": what, "import_ms": import_ms,
        "options": {"threshold": THRESHOLD, "includeAA": INCLUDE_AA},
    }))


if __name__ == "__main__":
    main()
