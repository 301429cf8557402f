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
# (e) issue #30: on the same site, every component page's window-size explorer: 200 sizes per
#     component compared with `specsheet geometry --batch` (one process per page; layout() and the drawn SVG), page
#     weight, crossing breakpoints, keyboard and resizing at 390 and 1280 px.
# (d) `specsheet tokens --format css` of two catalog systems and a fixture one: Chromium parses every
#     declaration, each variable computes to the value written, and data-theme switches colours.
# (c) `specsheet serve`: runs the preview server on a free port in a copy of Specs/ and Templates/,
#     and checks live reload in the browser: an edited spec reloads the open page, a broken one
#     shows the error overlay over the last good page, the fixed one clears it; then stops the
#     server with SIGINT and expects it to exit 0 within 10 s. Its log: $BROWSER_TEST_OUT/serve.log.
#
# Builds nothing itself; needs `make test-deps` (Chromium, chromium-driver) and scripts/browser-venv.sh.
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

case "$specsheet" in /*) ;; *) specsheet="$PWD/$specsheet" ;; esac  # (c) runs it in another folder

work="$(mktemp -d "${TMPDIR:-/tmp}/specsheet-browser-test.XXXXXX")"
server=""
# Whatever happens, no server is left running and the temporary folder goes.
cleanup() {
    if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then
        kill -INT "$server" 2>/dev/null || true
        sleep 2
        kill -KILL "$server" 2>/dev/null || true
        wait "$server" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT
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

# --- (e) the window-size explorer of every component page (issue #30) ---------------------------
started=$(date +%s)
"$PYTHON" scripts/browser-tests.py explorer "$work/site" --specsheet "$specsheet" --specs Specs \
    --screenshots "$OUT/screenshots/explorer" || failed="$failed explorer"
say "explorer suite took $(( $(date +%s) - started )) s"

# --- design tokens as CSS, parsed by Chromium -----------------------------------------------------
mkdir -p "$work/tokens"
"$specsheet" tokens ebay-playbook --format css -o "$work/tokens/ebay.css" &&
    "$specsheet" tokens material-3 --specs Tests/Fixtures/OtherSystems --format css -o "$work/tokens/m3.css" &&
    "$specsheet" tokens orange-ods/bottom-sheet --format css --theme dark -o "$work/tokens/orange.css" || {
    say "FAIL: specsheet tokens --format css failed" >&2; exit 1; }
"$PYTHON" scripts/browser-tests.py tokens "$work/tokens/ebay.css" "$work/tokens/m3.css" "$work/tokens/orange.css" ||
    failed="$failed tokens"

# --- (c) the preview server and live reload ----------------------------------------------------
# Whether a process is gone (exited: no longer there, or a zombie not yet waited for).
exited() {
    state="$(ps -o stat= -p "$1" 2>/dev/null || true)"
    case "$state" in ""|Z*) return 0 ;; *) return 1 ;; esac
}

started=$(date +%s)
mkdir "$work/project"
cp -R Specs Templates "$work/project/"
# The site of (b), with its build record and the files' times: the server's first build takes over
# every picture it can (the same binary and specs draw the same), as a designer's second run would.
cp -Rp "$work/site" "$work/project/site"
(cd "$work/project" && exec "$specsheet" serve --port 0 --specs Specs --out site) > "$OUT/serve.log" 2>&1 &
server=$!
url=""
while [ $(( $(date +%s) - started )) -lt 120 ]; do
    url="$(sed -n 's|^serve: \(http://127\.0\.0\.1:[0-9][0-9]*/\) .*|\1|p' "$OUT/serve.log" | head -n 1)"
    [ -n "$url" ] && break
    exited "$server" && break
    sleep 0.5
done
if [ -z "$url" ]; then
    cat "$OUT/serve.log"
    if exited "$server"; then
        status=0; wait "$server" || status=$?
        say "FAIL: specsheet serve exited ($status) before it said 'serve: http://127.0.0.1:PORT/'" >&2
    else
        say "FAIL: specsheet serve did not say 'serve: http://127.0.0.1:PORT/' within 120 s" >&2
    fi
    failed="$failed serve"
else
    say "specsheet serve is up at $url after $(( $(date +%s) - started )) s (log: $OUT/serve.log)"
    "$PYTHON" scripts/browser-tests.py serve "$url" --project "$work/project" --server-log "$OUT/serve.log" \
        --screenshots "$OUT/screenshots/serve" || failed="$failed serve"
    # Ctrl-C: a clean shutdown, exit status 0, within 10 s.
    stopping=$(date +%s)
    kill -INT "$server"
    while ! exited "$server" && [ $(( $(date +%s) - stopping )) -lt 10 ]; do sleep 0.2; done
    if exited "$server"; then
        status=0; wait "$server" || status=$?
        server=""
        if [ "$status" -eq 0 ]; then
            say "PASS serve: SIGINT stopped the server in $(( $(date +%s) - stopping )) s, exit 0"
        else
            tail -n 5 "$OUT/serve.log" >&2
            say "FAIL serve: after SIGINT the server exited $status, not 0" >&2
            failed="$failed serve-stop"
        fi
    else
        say "FAIL serve: the server was still running 10 s after SIGINT; killing it" >&2
        kill -KILL "$server" 2>/dev/null || true
        wait "$server" 2>/dev/null || true
        server=""
        failed="$failed serve-stop"
    fi
    say "serve suite took $(( $(date +%s) - started )) s in all"
fi

say "screenshots in $OUT/screenshots"
if [ -n "$failed" ]; then
    say "FAILED:$failed" >&2
    exit 1
fi
