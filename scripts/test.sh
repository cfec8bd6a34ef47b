#!/usr/bin/env bash
# Sets up, builds and runs every test: unit, integration against a real Podman service and a
# real dockerd (started on private sockets by the CTest fixture), and GUI tests under Xvfb; then
# the unit and fault tests again in a second build under AddressSanitizer and
# UndefinedBehaviorSanitizer (build-sanitize/, which builds only those tests and what they run; the
# fault tests that run the command line run the sanitized one).
# ctest gets three slots, but the tests still run one at a time: each holds the "suite" lock, except
# the few that wait on an engine they have stopped, which run beside them (tests/CMakeLists.txt).
# Extra arguments go to the first ctest, e.g. `scripts/test.sh -L unit`; with arguments, or with
# SHADOWBOX_SKIP_SANITIZERS=1, the sanitizer pass is left out.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${SHADOWBOX_BUILD_DIR:-$root/build}
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"
(cd "$build" && ctest --output-on-failure --timeout 900 --parallel 3 "$@")

if [[ $# -eq 0 && -z ${SHADOWBOX_SKIP_SANITIZERS:-} ]]; then
  sanitize=${SHADOWBOX_SANITIZE_BUILD_DIR:-$root/build-sanitize}
  echo "shadowbox test: unit and fault tests under AddressSanitizer and UndefinedBehaviorSanitizer"
  SHADOWBOX_BUILD_DIR=$sanitize SHADOWBOX_BUILD_TARGET=shadowbox_unit_and_fault_tests \
    bash "$root/scripts/build.sh" -DSHADOWBOX_SANITIZE=ON
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1
  export LSAN_OPTIONS=suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  # The two hung-engine tests, which mostly wait for deadlines, wait beside each other; beside the
  # sanitized unit tests (which keep both cores busy) their measured deadlines would not hold.
  hung='^tst_hung_engine\.'
  (
    cd "$sanitize"
    status=0
    ctest --output-on-failure --timeout 900 --parallel 2 -L 'unit|faults' -R "$hung" || status=$?
    ctest --output-on-failure --timeout 900 -L 'unit|faults' -E "$hung" || status=$?
    exit $status
  )
fi
