#!/usr/bin/env bash
# Builds and runs the benchmarks against a private Podman service (started and stopped here).
# Usage: tests/bench/run.sh [build-dir] [bench options, e.g. --runs 5]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build}
shift || true
engines=/tmp/shadowbox-bench-engines
cmake --build "$build" --target bench_create
SHADOWBOX_ENGINES=podman bash "$root/tests/scripts/engines.sh" start "$engines" >/dev/null
trap 'SHADOWBOX_ENGINES=podman bash "$root/tests/scripts/engines.sh" stop "$engines" >/dev/null' EXIT
SHADOWBOX_ENGINE="unix://$engines/podman.sock" "$build/tests/bench/bench_create" "$@"
