#!/bin/sh
# Real-browser tests (`make browser-test`): headless Chromium through scripts/browser-tests.py.
#
#   scripts/browser-tests.sh [SPECSHEET]     SPECSHEET defaults to $(swift build --show-bin-path)/specsheet
#
# (a) issue #4: makes a deliberate spec change in a copy of Specs/ (the Android drag handle 32 → 36
#     dp, as CheckCommandTests does), runs `specsheet check` on part of the eBay bottom sheet's set
#     against Tests/Snapshots, expects it to fail with an HTML report, and opens that report.
# (b) issue #5: builds the documentation site with `specsheet build` and tests it in light and dark,
#     at 360 px, with the search box, the keyboard and an axe-core audit.
#
# Builds nothing itself; needs `make deps` (Chromium, chromium-driver) and scripts/browser-venv.sh.
# Artifacts and screenshots are kept in $BROWSER_TEST_OUT (default .build/browser-test, git-ignored).
set -eu

cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}"
if [ $# -ge 1 ]; then
    specsheet="$1"
else
    specsheet="$("$SWIFT" build --show-bin-path)/specsheet"
fi
PYTHON="${BROWSER_VENV:-.build/browser-venv}/bin/python"
OUT="${BROWSER_TEST_OUT:-.build/browser-test}"

say() { echo "browser-test: $*"; }
if [ ! -x "$specsheet" ]; then
    say "no specsheet binary at $specsheet; build it first (swift build --product specsheet)" >&2
    exit 2
fi
if [ ! -x "$PYTHON" ]; then
    say "no $PYTHON; run scripts/browser-venv.sh first" >&2
    exit 2
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/specsheet-browser-test.XXXXXX")"
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
rm -rf "$OUT"
mkdir -p "$OUT"
failed=""

# --- (a) the report of a failing check ---------------------------------------------------------
started=$(date +%s)
cp -R Specs "$work/specs"
from="platform.handle.width: { value: 32, tag: official"
to="platform.handle.width: { value: 36, tag: official"
sed "s/$from/$to/" Specs/platforms.yaml > "$work/specs/platforms.yaml"
if ! grep -q "$to" "$work/specs/platforms.yaml"; then
    say "could not change the Android handle width in a copy of Specs/platforms.yaml ('$from' is gone?)" >&2
    exit 2
fi
status=0
"$specsheet" check --specs "$work/specs" --baselines Tests/Snapshots --artifacts "$OUT/report" \
    --record never --only ebay-playbook/bottom-sheet --shard 1/8 > "$OUT/check.log" 2>&1 || status=$?
if [ "$status" -ne 1 ] || [ ! -f "$OUT/report/report.html" ] || ! grep -q "handle.width 32 → 36" "$OUT/check.log"; then
    cat "$OUT/check.log"
    say "FAIL: expected specsheet check to exit 1 naming 'handle.width 32 → 36' and to write" \
        "$OUT/report/report.html; it exited $status" >&2
    exit 1
fi
say "specsheet check failed as meant ($(grep -c '^FAIL ' "$OUT/check.log") failures, exit 1) in $(( $(date +%s) - started )) s;" \
    "opening $OUT/report/report.html"
"$PYTHON" scripts/browser-tests.py report "$OUT/report/report.html" --screenshots "$OUT/screenshots/report" ||
    failed="$failed report"

# --- (b) the documentation site ----------------------------------------------------------------
started=$(date +%s)
"$specsheet" build --specs Specs --out "$work/site" > "$OUT/build.log" 2>&1 || {
    cat "$OUT/build.log"; say "FAIL: specsheet build --out $work/site failed" >&2; exit 1; }
say "built the site in $(( $(date +%s) - started )) s"
"$PYTHON" scripts/browser-tests.py site "$work/site" --screenshots "$OUT/screenshots/site" ||
    failed="$failed site"

say "screenshots in $OUT/screenshots"
if [ -n "$failed" ]; then
    say "FAILED:$failed" >&2
    exit 1
fi
