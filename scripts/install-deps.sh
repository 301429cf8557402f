#!/bin/sh
# Installs the system packages SpecSheet needs, in two sets:
#   scripts/install-deps.sh          what building and running the tool needs (make build, make site):
#                                    Cairo, Pango, libdeflate, cmark-gfm for the site's Markdown,
#                                    OpenSSL's libcrypto for SHA-256, libcurl (the static Foundation the release
#                                    build links needs it for FoundationNetworking), the project's fonts, pkg-config;
#   scripts/install-deps.sh --tests  that, plus what the test suite needs (make test and friends):
#                                    rsvg-convert and poppler-utils (pdfinfo, pdftotext) read our SVGs and
#                                    PDFs back, strace for the kill test, PyYAML, jsonschema and tinycss2
#                                    for the schema and snippet checks, Chromium, its WebDriver and
#                                    python3-venv for the browser tests (see scripts/browser-venv.sh).
# Calls apt-get only when something is missing, so it is cheap to run every time.
set -eu

RUNTIME="libcairo2-dev libpango1.0-dev libdeflate-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libssl-dev libcurl4-openssl-dev fonts-inter fonts-roboto fonts-dejavu-core pkg-config"
TESTS="librsvg2-bin poppler-utils python3-yaml python3-jsonschema python3-tinycss2 chromium chromium-driver python3-venv strace"

case "${1:-}" in
    "") PACKAGES="$RUNTIME"; what="runtime" ;;
    --tests) PACKAGES="$RUNTIME $TESTS"; what="runtime and test" ;;
    *) echo "usage: install-deps.sh [--tests]" >&2; exit 2 ;;
esac

if [ "$(uname -s)" = Darwin ]; then
    echo "deps: on macOS install them with Homebrew:"
    echo "  brew install cairo pango libdeflate cmark-gfm openssl@3 pkg-config"
    echo "  brew install --cask font-inter font-roboto font-dejavu"
    echo "  brew install librsvg poppler                      # for make test"
    echo "  brew install --cask chromium chromedriver         # for make browser-test"
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
    echo "deps: all $what packages present"
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
