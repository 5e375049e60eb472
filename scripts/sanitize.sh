#!/usr/bin/env bash
# Builds the project with AddressSanitizer + UndefinedBehaviorSanitizer (clang) into build-asan/
# and runs the CTest suite under it (docs/reliability.md, "Sanitizers").
#   scripts/sanitize.sh         build everything (apps, tests, benchmarks) and run every test
#   scripts/sanitize.sh ci      the same without building the benchmarks (CTest does not run them)
#   scripts/sanitize.sh build   build only
# Extra arguments go to ctest (e.g. scripts/sanitize.sh full -R tst_cli).
# Environment: MOEPLAN_ASAN_DIR (build folder, default build-asan), MOEPLAN_JOBS (parallel
# compile jobs, default nproc), MOEPLAN_CTEST_JOBS (parallel tests, default 1).
#
# The tests run build-asan/bin/moeplan-cli and moeplan as child processes, so those are checked
# too. Every sanitizer report, from a test or from a child, is written to
# build-asan/sanitizer-logs/; the run fails if any is there, even when the test that spawned the
# child passed (a test expecting exit code 1 cannot tell an ASan abort from a refusal).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-full}
[ $# -gt 0 ] && shift
dir=${MOEPLAN_ASAN_DIR:-build-asan}
jobs=${MOEPLAN_JOBS:-$(nproc)}

case "$mode" in
full | build) bench=ON ;;
ci) bench=OFF ;;
*)
    echo "usage: scripts/sanitize.sh [full|ci|build] [ctest arguments]" >&2
    exit 2
    ;;
esac

# Debug, so Q_ASSERT (Qt's container bounds checks in its headers), Eigen's asserts and assert()
# stay on, but -O1: ASan's recommended level, far faster to run than -O0. _GLIBCXX_ASSERTIONS
# bounds-checks std::vector/array/string operator[] even within capacity, where ASan sees
# nothing. float-cast-overflow (an out-of-range double to integer conversion is undefined) is
# named for g++, whose -fsanitize=undefined lacks it. clang by default (MOEPLAN_SANITIZE_CXX):
# with ASan and UBSan it compiles a translation unit here in 6.4 s where g++ takes 10.9 s, and
# line tables alone (enough for the reports' file:line stacks) instead of full debug
# information save another third (docs/reliability.md, "Sanitizers").
cxx=${MOEPLAN_SANITIZE_CXX:-clang++}
sanitizers=address,undefined,float-cast-overflow
debug=-gline-tables-only
[[ $cxx == *g++* ]] && debug=-g1
cflags="-O1 $debug -fsanitize=$sanitizers -fno-omit-frame-pointer -fno-sanitize-recover=all"
cflags+=" -D_GLIBCXX_ASSERTIONS"
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER="$cxx" \
    -DCMAKE_CXX_FLAGS_DEBUG="$cflags" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=$sanitizers" \
    -DMOEPLAN_BUILD_TESTS=ON -DMOEPLAN_BUILD_BENCH="$bench"
started=$SECONDS
cmake --build "$dir" --parallel "$jobs"
echo "sanitize: build took $((SECONDS - started)) s"
[ "$mode" = build ] && exit 0

logs=$PWD/$dir/sanitizer-logs
rm -rf "$logs"
mkdir -p "$logs"
supp=$PWD/scripts/lsan.supp
# abort_on_error=0 + exitcode: a finding ends the process with 86, not a signal. log_path: one
# file per process that reports (name.pid), children included; print_suppressions=0 so a clean
# process writes nothing. check_initialization_order/strict_init_order: static initialisers
# reading another file's not-yet-constructed globals. detect_stack_use_after_return catches
# references to a returned function's locals.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:exitcode=86:log_path=$logs/asan:log_exe_name=1:check_initialization_order=1:strict_init_order=1:detect_stack_use_after_return=1:strict_string_checks=1:print_suppressions=0"
export LSAN_OPTIONS="suppressions=$supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=86:log_path=$logs/ubsan:log_exe_name=1"
export QT_QPA_PLATFORM=offscreen
# Qt Test's watchdog ends a test function after 5 minutes; the measured-sample refits take
# longer than that under ASan on a busy machine.
export QTEST_FUNCTION_TIMEOUT=${QTEST_FUNCTION_TIMEOUT:-1800000}

status=0
started=$SECONDS
# The package test (label "package") packs the release build; it is not run on this one.
ctest --test-dir "$dir" --output-on-failure --timeout 1800 -j "${MOEPLAN_CTEST_JOBS:-1}" \
    --label-exclude package "$@" ||
    status=$?
echo "sanitize: tests took $((SECONDS - started)) s"

shopt -s nullglob
reports=("$logs"/*)
if [ ${#reports[@]} -gt 0 ]; then
    echo "sanitize: ${#reports[@]} sanitizer report(s) in $logs:" >&2
    for r in "${reports[@]}"; do
        echo "---- $(basename "$r")" >&2
        cat "$r" >&2
    done
    [ "$status" -ne 0 ] || status=1
fi
if [ "$status" -eq 0 ]; then
    echo "sanitize: clean (ASan, UBSan, LeakSanitizer)"
fi
exit "$status"
