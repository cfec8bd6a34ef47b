#!/usr/bin/env bash
# Builds and runs a benchmark against private engines (started and stopped here, unless
# SHADOWBOX_BENCH_ENGINES_DIR names a folder where tests/scripts/engines.sh already runs them).
#
#   tests/bench/run.sh create [--runs N] [--files N]   create-to-first-exec, Podman, vs cp -a + podman run/exec
#   tests/bench/run.sh exec [--runs N]                 `sandbox exec -- true` and `sandbox list`, Podman and
#                                                      Docker, vs podman exec / docker exec
# SHADOWBOX_BUILD_DIR selects the build folder (default build/).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${SHADOWBOX_BUILD_DIR:-$root/build}
which=${1:-exec}
shift || true
engines=${SHADOWBOX_BENCH_ENGINES_DIR:-}
if [[ -z $engines ]]; then
  engines=/tmp/shadowbox-bench-engines
  bash "$root/tests/scripts/engines.sh" start "$engines" >/dev/null
  trap 'bash "$root/tests/scripts/engines.sh" stop "$engines" >/dev/null' EXIT
fi
case $which in
  create)
    cmake --build "$build" --target bench_create
    SHADOWBOX_ENGINE="unix://$engines/podman.sock" "$build/tests/bench/bench_create" "$@"
    ;;
  exec)
    cmake --build "$build" --target bench_exec
    # The starter image must be on both engines; the CLI builds it offline if it is missing.
    for e in podman docker; do
      SHADOWBOX_ENGINE="unix://$engines/$e.sock" "$build/app/shadowbox" image starter >/dev/null
    done
    "$build/tests/bench/bench_exec" "$@" "podman=unix://$engines/podman.sock" "docker=unix://$engines/docker.sock"
    ;;
  *)
    echo "usage: tests/bench/run.sh create|exec [options]" >&2
    exit 2
    ;;
esac
