#!/bin/sh
# Creates the Python virtual environment the browser tests run in (.build/browser-venv, git-ignored)
# with the pinned PyPI packages of scripts/browser-requirements.txt: selenium, axe-selenium-python,
# axe-core-python and Pillow. Does nothing when the venv is there and was made from the same
# requirements file, so it is cheap to run every time; a changed file rebuilds it from scratch.
#
# The interpreter: Debian's /usr/bin/python3 first (it needs python3-venv, which `make test-deps`
# installs), then whatever python3 is on PATH (pyenv's, Homebrew's). It must be >= 3.11 (Pillow 13)
# and have the venv and ensurepip modules. Override with BROWSER_PYTHON=/path/to/python3, and the
# folder with BROWSER_VENV=dir.
set -eu

cd "$(dirname "$0")/.."
VENV="${BROWSER_VENV:-.build/browser-venv}"
REQUIREMENTS=scripts/browser-requirements.txt
STAMP="$VENV/.requirements-cksum"

note() { echo "browser-venv: $*"; }

# A venv must not pick up a pyenv or user site's modules.
unset PYTHONHOME PYTHONPATH PIP_USER 2>/dev/null || true

want="$(cksum < "$REQUIREMENTS")"
if [ -x "$VENV/bin/python" ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$want" ] &&
    "$VENV/bin/python" -c 'import selenium, axe_selenium_python, axe_core_python, PIL, flask_bootstrap' >/dev/null 2>&1; then
    note "up to date ($VENV)"
    exit 0
fi

python=""
for candidate in ${BROWSER_PYTHON:-} /usr/bin/python3 python3 python3.13 python3.12 python3.11; do
    command -v "$candidate" >/dev/null 2>&1 || continue
    if "$candidate" -c 'import sys, venv, ensurepip; sys.exit(0 if sys.version_info >= (3, 11) else 1)' \
        >/dev/null 2>&1; then
        python="$candidate"
        break
    fi
done
if [ -z "$python" ]; then
    note "no Python >= 3.11 with the venv and ensurepip modules found" >&2
    note "on Debian: apt-get install python3-venv (make test-deps does), or set BROWSER_PYTHON" >&2
    exit 1
fi

start=$(date +%s)
note "creating $VENV with $python ($("$python" -c 'import platform; print(platform.python_version())'))"
rm -rf "$VENV"
mkdir -p "$(dirname "$VENV")"
"$python" -m venv "$VENV"
if ! "$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-input \
    --require-virtualenv -r "$REQUIREMENTS"; then
    note "pip install -r $REQUIREMENTS failed; the venv is left incomplete and is rebuilt next time" >&2
    exit 1
fi
echo "$want" > "$STAMP"
note "installed $(sed -n 's/^\([A-Za-z][A-Za-z0-9_.-]*\)==\(.*\)$/\1 \2/p' "$REQUIREMENTS" | head -n 4 | paste -sd, - | sed 's/,/, /g') and their dependencies in $(( $(date +%s) - start )) s"
