#!/bin/sh
# Installs the comparison tools `make bench` times against: ImageMagick's `compare` (apt) and the
# PyPI pixelmatch ports with Pillow and numpy, in a virtual environment at .build/bench-venv, for
# `specsheet diff` (issue #4); Hugo (apt, Debian's `hugo`) for the site build (issue #5). Idempotent and quick when everything is already there. A tool that cannot be
# installed is reported and skipped; the benchmark then marks its row "not available".
set -eu

VENV="${BENCH_VENV:-.build/bench-venv}"
# PyPI names (checked with `pip index versions NAME`): the C++ port through pybind11, the numba
# port, and the decoder and array library they use. The pure-Python port, `pixelmatch`, installs
# the same top-level package `pixelmatch` as `pixelmatch-fast` does, so it goes into a folder of
# its own ($PURE), which scripts/pixelmatch_bench.py puts first on sys.path for that tool only.
PY_PACKAGES="pybind11-pixelmatch pixelmatch-fast Pillow numpy"
PURE="$VENV/pure-python-pixelmatch"

note() { echo "bench-tools: $*"; }

# apt_tool COMMAND PACKAGE WHAT: installs PACKAGE from apt unless COMMAND is already there; a
# failure is only a note (WHAT names the benchmark row that then reads 'not available').
apt_tool() {
    command -v "$1" >/dev/null 2>&1 && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        note "NOTE: no apt-get here; install $2 yourself for $3"
        return 0
    fi
    if [ "$(id -u)" -eq 0 ]; then as_root=""; else as_root="sudo"; fi
    note "installing $2 (apt)"
    if ! { $as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q &&
           $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$2"; }; then
        note "NOTE: could not install $2; $3 will read 'not available'"
    fi
}

apt_tool compare imagemagick "the ImageMagick row"
apt_tool hugo hugo "the site benchmark's Hugo column"

# --- Python virtual environment ----------------------------------------------------------------
if [ ! -x "$VENV/bin/python" ]; then
    made=""
    for python in python3 /usr/bin/python3; do
        command -v "$python" >/dev/null 2>&1 || continue
        rm -rf "$VENV"
        if "$python" -m venv "$VENV" >/dev/null 2>&1 && [ -x "$VENV/bin/python" ]; then
            made="$python"
            break
        fi
    done
    if [ -z "$made" ]; then
        note "NOTE: could not create a virtual environment at $VENV (python3 -m venv failed;"
        note "      on Debian: apt-get install python3-venv); the Python rows will read 'not available'"
        rm -rf "$VENV"
        exit 0
    fi
    note "created $VENV with $made"
fi

# Quick path: everything already importable.
if PURE="$PURE" "$VENV/bin/python" -c '
import importlib.util, os, sys
ok = all(importlib.util.find_spec(m) for m in ["pybind11_pixelmatch", "numba", "pixelmatch", "PIL", "numpy"])
ok = ok and os.path.isfile(os.path.join(os.environ["PURE"], "pixelmatch", "core.py"))
sys.exit(0 if ok else 1)' >/dev/null 2>&1; then
    note "all present"
    exit 0
fi

"$VENV/bin/python" -m pip install -q --disable-pip-version-check --upgrade pip >/dev/null 2>&1 || true
for package in $PY_PACKAGES; do
    if "$VENV/bin/python" -m pip install -q --disable-pip-version-check "$package"; then
        note "installed $package $("$VENV/bin/python" -m pip show "$package" 2>/dev/null | sed -n 's/^Version: //p')"
    else
        note "NOTE: could not install $package from PyPI; its row will read 'not available'"
    fi
done
if "$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-deps --upgrade --target "$PURE" pixelmatch; then
    note "installed pixelmatch (pure Python) $(sed -n 's/^Version: //p' "$PURE"/pixelmatch-*.dist-info/METADATA 2>/dev/null) into $PURE"
else
    note "NOTE: could not install pixelmatch (pure Python) from PyPI; its row will read 'not available'"
fi
