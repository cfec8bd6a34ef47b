#!/usr/bin/env bash
# Builds the gateway's fuzz targets with clang (libFuzzer, AddressSanitizer, UBSan) and runs each
# for a bounded time, from the seeds in tests/fuzz/seeds and tests/gateway/corpus. Any crash, leak,
# undefined behaviour, input slower than 10 s or memory over 2 GB fails the run; the input that did
# it is left in the build folder (crash-*, leak-*, timeout-*, oom-*).
#
#   tests/fuzz/run.sh [--seconds N] [--build-dir DIR]
#     --seconds N     how long each target runs (default 30)
#     --build-dir DIR where to build and keep the grown corpora (default build-fuzz/)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=30
build=$root/build-fuzz
while [[ $# -gt 0 ]]; do
  case $1 in
    --seconds) seconds=$2; shift 2 ;;
    --build-dir) build=$2; shift 2 ;;
    *) echo "usage: $0 [--seconds N] [--build-dir DIR]" >&2; exit 2 ;;
  esac
done
if ! command -v clang++ >/dev/null; then
  echo "fuzz: clang++ is not installed; run scripts/setup.sh" >&2
  exit 1
fi
cmake -S "$root/tests/fuzz" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build"

# The seeds: the differential test's mapping files for the mappings target; raw requests and a
# DNS query for the requests target.
mkdir -p "$build/corpus/fuzz_mappings" "$build/corpus/fuzz_requests"
cp "$root"/tests/gateway/corpus/mappings/*.json "$build/corpus/fuzz_mappings/"
cp "$root"/tests/fuzz/seeds/requests/* "$build/corpus/fuzz_requests/"

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
for target in fuzz_mappings fuzz_requests; do
  echo "fuzz: $target for $seconds s"
  if ! (cd "$build" && "./$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 "corpus/$target" 2>&1 | tail -n 25); then
    status=1
  fi
  # libFuzzer's exit code is lost in the pipe above; what it leaves behind is not.
  if compgen -G "$build/crash-*" >/dev/null || compgen -G "$build/leak-*" >/dev/null ||
     compgen -G "$build/timeout-*" >/dev/null || compgen -G "$build/oom-*" >/dev/null; then
    echo "fuzz: $target found an input that fails; it is in $build" >&2
    status=1
  fi
done
exit $status
