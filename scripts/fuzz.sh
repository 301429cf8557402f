#!/bin/sh
# make fuzz: builds the libFuzzer targets with -sanitize=fuzzer,address (in .build/fuzz) and runs
# each for FUZZ_TIME seconds (default 300) on a working copy of its committed corpus
# (Tests/Fuzz/corpus/<target>), so new inputs it finds stay out of the repository. Any crash,
# timeout (10 s) or allocation over 2 GB stops the run with its input in .build/fuzz/findings/<target>
# and a non-zero exit. Prints executions per second for each target.
set -eu
SWIFT="${SWIFT:-swift}"
FUZZ_TIME="${FUZZ_TIME:-300}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
status=0
for target in spec-loader png-decoder; do
    "$SWIFT" build --scratch-path .build/fuzz --product "$target-fuzz" -Xswiftc -sanitize=fuzzer,address
    binary="$("$SWIFT" build --scratch-path .build/fuzz --show-bin-path)/$target-fuzz"
    work=".build/fuzz/corpus/$target"
    findings=".build/fuzz/findings/$target"
    mkdir -p "$work" "$findings"
    cp Tests/Fuzz/corpus/"$target"/* "$work"/
    log=".build/fuzz/$target.log"
    echo "fuzz: $target for ${FUZZ_TIME} s (corpus $(ls "$work" | wc -l) inputs)"
    if "$binary" -max_total_time="$FUZZ_TIME" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$findings/" "$work" > "$log" 2>&1; then
        runs=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')
        rate=$(grep -E '^stat::average_exec_per_sec' "$log" | awk '{print $2}')
        echo "fuzz: $target: $runs runs, $rate executions per second, no crash"
    else
        echo "fuzz: $target FAILED: see $log and $findings" >&2
        tail -20 "$log" >&2
        status=1
    fi
done
exit $status
