#!/bin/sh
# Installs the system packages SpecSheet needs (Cairo, Pango, cmark-gfm for the site's Markdown, the
# project's fonts, rsvg-convert, pdfinfo and pdftotext (poppler-utils) for the spec-sheet tests,
# pkg-config, strace for the kill test, python3-tinycss2 for the tests that parse `specsheet code`'s
# CSS; Chromium, its WebDriver and python3-venv for the browser tests, see scripts/browser-venv.sh).
# Calls apt-get only when something is missing, so it is cheap to run every time.
set -eu

PACKAGES="libcairo2-dev libpango1.0-dev libdeflate-dev libcmark-gfm-dev libcmark-gfm-extensions-dev fonts-inter fonts-roboto fonts-dejavu-core librsvg2-bin poppler-utils pkg-config python3-yaml python3-jsonschema python3-tinycss2 chromium chromium-driver python3-venv strace"

if [ "$(uname -s)" = Darwin ]; then
    echo "deps: on macOS install them with Homebrew:"
    echo "  brew install cairo pango cmark-gfm librsvg poppler pkg-config"
    echo "  brew install --cask font-inter font-roboto font-dejavu"
    echo "  brew install --cask chromium chromedriver   # for make browser-test"
    exit 0
fi

if ! command -v dpkg >/dev/null 2>&1; then
    echo "deps: no dpkg here; install the equivalents of: $PACKAGES" >&2
    exit 1
fi

missing=""
for package in $PACKAGES; do
    if ! dpkg -s "$package" 2>/dev/null | grep -q '^Status: install ok installed'; then
        missing="$missing $package"
    fi
done

if [ -z "$missing" ]; then
    echo "deps: all present"
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=""
else
    as_root="sudo"
fi
echo "deps: installing$missing"
$as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
# shellcheck disable=SC2086 # one word per package
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
