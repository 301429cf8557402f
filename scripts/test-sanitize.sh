#!/bin/sh
# make test-sanitize: builds every target and test with AddressSanitizer, and the C code (our
# C targets and the packages' C sources) with UndefinedBehaviorSanitizer as well (in
# .build/sanitize, apart from the normal build), and runs the Swift test suite on it, the
# `specsheet` the CLI tests start included. The first memory error or undefined behaviour stops
# the run with its report and a non-zero exit. Swift on Linux has no -sanitize=undefined; Swift
# code traps on overflow and out-of-bounds access itself. Leak checking is off: the Swift runtime
# keeps metadata caches for the life of the process, which LeakSanitizer reports.
set -eu
SWIFT="${SWIFT:-swift}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1:abort_on_error=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
flags="--scratch-path .build/sanitize --sanitize=address -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined"
echo "test-sanitize: building with AddressSanitizer, and UBSan on C code (.build/sanitize)"
# shellcheck disable=SC2086 # one word per flag
"$SWIFT" build $flags --build-tests
start=$(date +%s)
# shellcheck disable=SC2086
"$SWIFT" test $flags --skip-build --parallel --skip SpecSheetServerTests
# shellcheck disable=SC2086
"$SWIFT" test $flags --skip-build --filter SpecSheetServerTests
echo "test-sanitize: no sanitizer report; tests took $(( $(date +%s) - start )) s"
