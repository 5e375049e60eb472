#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz/ with clang (ASan + UBSan, every report fatal) into
# build-fuzz/ and runs each on its corpus (docs/reliability.md, "Fuzzing").
#   scripts/fuzz.sh smoke [SECONDS] [TARGET...]   CI: a fixed budget of inputs per target
#                                                 (about 20 s each here), at most SECONDS
#                                                 (default 60) each
#   scripts/fuzz.sh long  [SECONDS] [TARGET...]   each target SECONDS (default 1800)
#   scripts/fuzz.sh build                         configure and build only
# Fails (exit 1) on any crash, leak, sanitizer report, broken invariant, timeout or
# out-of-memory; the input is kept in build-fuzz/artifacts/TARGET/ and the log in
# build-fuzz/logs/TARGET.log. Reproduce with: build-fuzz/fuzz/TARGET ARTIFACT
#
# A smoke run is reproducible: it starts from the seed corpus alone (build-fuzz/corpus-smoke,
# emptied first), with libFuzzer's -seed fixed (1) and a fixed number of inputs per target
# (smoke_runs below), so CI walks the same mutations as a smoke run here; a slower machine that
# reaches the time cap has walked a prefix of them. Run it before pushing. Long runs start
# from build-fuzz/corpus/TARGET (seeded from the test data on every run, grown by the fuzzer,
# kept between runs) with a random seed; what they find gets a regression test and a file in
# tests/data/fuzz-regressions/. tests/data is only read. Environment: MOEPLAN_FUZZ_JOBS
# (targets run at once and compile jobs, default 2), MOEPLAN_FUZZ_DIR (default build-fuzz),
# MOEPLAN_FUZZ_RSS_MB (default 2048), MOEPLAN_FUZZ_TIMEOUT (seconds per input, default 10),
# MOEPLAN_FUZZ_SEED (libFuzzer's -seed; smoke 1, long 0 = random).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
mode=${1:-smoke}
[ $# -gt 0 ] && shift
case "$mode" in
smoke) seconds=60 fuzz_seed=${MOEPLAN_FUZZ_SEED:-1} ;;
long) seconds=1800 fuzz_seed=${MOEPLAN_FUZZ_SEED:-0} ;;
build) seconds=0 fuzz_seed=0 ;;
*)
    echo "usage: scripts/fuzz.sh [smoke|long|build] [SECONDS] [TARGET...]" >&2
    exit 2
    ;;
esac
if [ $# -gt 0 ] && [[ $1 =~ ^[0-9]+$ ]]; then
    seconds=$1
    shift
fi
dir=${MOEPLAN_FUZZ_DIR:-build-fuzz}
corpora=$dir/corpus
[ "$mode" = smoke ] && corpora=$dir/corpus-smoke
jobs=${MOEPLAN_FUZZ_JOBS:-2}
rss=${MOEPLAN_FUZZ_RSS_MB:-2048}
timeout=${MOEPLAN_FUZZ_TIMEOUT:-10}
run() { nice -n 10 "$@"; }

# -O1 with Debug: Qt's Q_ASSERT bounds checks in its inline container code and libstdc++'s
# assertions stay on, at a usable speed; line tables are enough for symbolised stacks.
run cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only -D_GLIBCXX_ASSERTIONS" \
    -DMOEPLAN_FUZZ=ON -DMOEPLAN_BUILD_TESTS=OFF -DMOEPLAN_BUILD_BENCH=OFF >/dev/null
run cmake --build "$dir" --target fuzz --parallel "$jobs"
[ "$mode" = build ] && exit 0

if [ $# -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets <"$dir/fuzz/targets.txt"
fi

# --- corpora -------------------------------------------------------------------------------
import_seeds() {
    find tests/data/import -type f ! -name NOTES.md ! -name expected.json ! -name names.tsv
}
seeds_of() {
    case "$1" in
    fuzz_scenario)
        find docs tests resources -name '*.moeplan' -type f
        ;;
    fuzz_hfconfig) find tests/data/hfconfig -name '*.json' -type f ;;
    fuzz_catalog) find resources/catalog -name '*.json' -type f ;;
    fuzz_telemetry) find tests/data/telemetry -type f ! -name NOTES.md ;;
    fuzz_import)
        import_seeds
        echo resources/history/reference-runs.json
        ;;
    *) import_seeds ;;
    esac
    [ -d tests/data/fuzz-regressions ] && find tests/data/fuzz-regressions -type f -name "$1-*"
    return 0
}
seed() {
    local t=$1 c=$corpora/$1 f
    [ "$mode" = smoke ] && rm -rf "$c"
    mkdir -p "$c"
    while IFS= read -r f; do
        cp -f "$f" "$c/seed-$(echo "$f" | tr '/' '_')"
    done < <(seeds_of "$t")
    case "$t" in
    fuzz_scenario)
        # Disaggregated and ideal-calibration scenarios (architecture.md keys).
        echo '{"model":"deepseek-r1","gpu":"gb300","gpus":72,"topology":"nvl72","serving":"disagg","prefill":{"tp":4,"dp":1,"ep":4,"workers":2},"decode":{"tp":1,"dp":16,"ep":16,"workers":1,"batch":512}}' >"$c/seed-disagg.moeplan"
        echo '{"model":"qwen3-235b-a22b","gpu":"h200","gpus":16,"plan":"tp-replicas","tp":8,"batch":32,"draft_tokens":3,"acceptance_length":2.5,"precision":"fp8","engine":"sglang","calibration":"ideal","overhead_ms":1.5,"nic_gbps":400}' >"$c/seed-ideal.moeplan"
        ;;
    fuzz_catalog)
        # Each entry alone: the datasheet and user catalog file form.
        local i=0 e
        for kind in gpus models; do
            while IFS= read -r e; do
                echo "$e" >"$c/seed-$kind-entry-$i.json"
                i=$((i + 1))
            done < <(jq -c ".${kind}[]" "resources/catalog/$kind.json")
        done
        ;;
    fuzz_aiccsv | fuzz_csvdatabase | fuzz_import)
        # An excerpt of the AIConfigurator sample (../shared/data, when present).
        local sample=$root/../shared/data/silicon_sample_train.csv
        if [ -f "$sample" ]; then
            awk 'NR == 1 || NR % 250 == 0' "$sample" >"$c/seed-aic-sample.csv"
        fi
        ;;
    esac
    # A dictionary of the keys and column names the seeds use, and JSON's odd literals.
    {
        printf '%s\n' '"true"' '"false"' '"null"' '"NaN"' '"Infinity"' '"-Infinity"' '"1e308"' \
            '"-1"' '"0"' '"\x22:"' '"\x22,"' '"{\x22"' '"[]"' '"{}"'
        for f in "$c"/seed-*; do
            jq -r '(paths | .[] | strings), (.. | strings)' "$f" 2>/dev/null || true
        done | grep -E '^[ -~]{1,60}$' | grep -v '[\\"]' | sed 's/.*/"&"/' || true
        for f in "$c"/seed-*.csv; do
            [ -f "$f" ] && head -n 1 "$f" | tr ',' '\n' | tr -d '\r' || true
        done | grep -E '^[ -~]{1,60}$' | grep -v '[\\"]' | sed 's/.*/"&"/' || true
    } | sort -u >"$dir/dict/$t.dict" || true
}

mkdir -p "$dir/dict" "$dir/logs" "$dir/artifacts"
for t in "${targets[@]}"; do
    [ -x "$dir/fuzz/$t" ] || {
        echo "fuzz: no target $t (build-fuzz/fuzz/targets.txt lists them)" >&2
        exit 2
    }
    seed "$t"
done

# --- runs ----------------------------------------------------------------------------------
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:report_error_type=1
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
# Inputs per target in a smoke run: about 20 s of each at the rate measured on a 2-core CI
# machine running two targets at once (2026-12-01).
smoke_runs() {
    case "$1" in
    fuzz_import) echo 2000 ;;
    fuzz_vllm | fuzz_sglang | fuzz_llmperf | fuzz_profilecsv) echo 50000 ;;
    fuzz_aiperf | fuzz_csvdatabase) echo 30000 ;;
    fuzz_genaiperf) echo 8000 ;;
    fuzz_inferencex | fuzz_mlperf) echo 90000 ;;
    fuzz_trtllmbench | fuzz_hfconfig) echo 200000 ;;
    fuzz_aiccsv) echo 6000 ;;
    fuzz_scenario) echo 1000000 ;;
    fuzz_catalog) echo 19000 ;;
    *) echo 20000 ;;
    esac
}
budget() {
    [ "$mode" = smoke ] && echo "-runs=$(smoke_runs "$1")"
    return 0
}
fuzz_one() {
    local t=$1 log=$dir/logs/$1.log status=0
    rm -f "$dir/logs/$t.status"
    mkdir -p "$dir/artifacts/$t"
    run "$dir/fuzz/$t" -max_total_time="$seconds" -rss_limit_mb="$rss" -timeout="$timeout" \
        -seed="$fuzz_seed" -print_final_stats=1 -artifact_prefix="$dir/artifacts/$t/" -dict="$dir/dict/$t.dict" \
        $(budget "$t") "$corpora/$t" >"$log" 2>&1 || status=$?
    # A sanitizer report that did not end the process still fails the run.
    if [ "$status" -eq 0 ] && grep -qE 'runtime error:|ERROR: (Address|Leak|UndefinedBehavior)Sanitizer|ERROR: libFuzzer' "$log"; then
        status=99
    fi
    echo "$status" >"$dir/logs/$t.status"
}

if [ "$mode" = smoke ]; then
    echo "fuzz: ${#targets[@]} targets, a fixed number of inputs each (at most ${seconds}s), $jobs at a time, seed $fuzz_seed"
else
    echo "fuzz: ${#targets[@]} targets, ${seconds}s each, $jobs at a time, seed $fuzz_seed"
fi
start=$(date +%s)
for t in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
        wait -n || true
    done
    fuzz_one "$t" &
done
wait

failed=0
printf '%-18s %6s %12s %8s %8s  %s\n' target status execs exec/s cov result
for t in "${targets[@]}"; do
    log=$dir/logs/$t.log
    status=$(cat "$dir/logs/$t.status" 2>/dev/null || echo 98)
    execs=$(grep -oP 'stat::number_of_executed_units:\s*\K\d+' "$log" | tail -1 || true)
    speed=$(grep -oP 'stat::average_exec_per_sec:\s*\K\d+' "$log" | tail -1 || true)
    cov=$(grep -oP '^#\d+\s+\S+\s+cov: \K\d+' "$log" | tail -1 || true)
    if [ "$status" -eq 0 ]; then
        result=ok
    else
        failed=1
        result="FAILED: $(grep -m1 -oE 'ERROR: .*|runtime error: .*|fuzz invariant broken: .*' "$log" || echo "exit $status")"
    fi
    printf '%-18s %6s %12s %8s %8s  %s\n' "$t" "$status" "${execs:-?}" "${speed:-?}" "${cov:-?}" "$result"
done
echo "fuzz: $(($(date +%s) - start))s of fuzzing"
if [ "$failed" -ne 0 ]; then
    echo "fuzz: failures; logs in $dir/logs/, inputs in $dir/artifacts/ (reproduce: $dir/fuzz/TARGET INPUT)" >&2
    for t in "${targets[@]}"; do
        [ "$(cat "$dir/logs/$t.status")" -eq 0 ] && continue
        echo "---- $t" >&2
        grep -A30 -m1 -E 'ERROR: |runtime error:|fuzz invariant broken' "$dir/logs/$t.log" | head -40 >&2
    done
    exit 1
fi
