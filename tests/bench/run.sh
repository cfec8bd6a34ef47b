#!/usr/bin/env bash
# Builds and runs a benchmark against private engines (started and stopped here, unless
# SHADOWBOX_BENCH_ENGINES_DIR names a folder where tests/scripts/engines.sh already runs them).
#
#   tests/bench/run.sh create [--runs N] [--files N]   create-to-first-exec, Podman, vs cp -a + podman run/exec
#   tests/bench/run.sh exec [--runs N]                 `sandbox exec -- true` and `sandbox list`, Podman and
#                                                      Docker, vs podman exec / docker exec
#   tests/bench/run.sh mcp [--runs N]                  MCP run_command("true") and read_file of 1 MB through
#                                                      `shadowbox mcp`, Podman and Docker, vs podman/docker exec
#   tests/bench/run.sh terminal [--megabytes N]        cat of 50 MB through a Terminal tab (Podman, under
#                                                      Xvfb) vs script -q to a file; the longest stall
#   tests/bench/run.sh snapshot [--runs N] [--files N] snapshot and restore of a workspace with 10 files
#                                                      edited vs git; rollback, Podman and Docker, vs
#                                                      commit + run -d
#   tests/bench/run.sh clones [--runs N] [--files N]   creation copy and restore on an XFS loop mount with
#                                                      reflinks vs cp -a --reflink=always (root, xfsprogs;
#                                                      no engines)
#   tests/bench/run.sh history [--runs N] [--commits N] [--files N]
#                                                      a sandbox's /workspace/.git from 2,000 commits and
#                                                      5,000 files, whole and cut, vs git clone; the first
#                                                      git status and the baseline snapshot after it (no engines)
#   tests/bench/run.sh review [--runs N] [--files N]   the review's consolidated diff of 1,000 files with 50
#                                                      changed lines each vs git diff -M -C; time and peak
#                                                      RSS; the review window's first paint (no engines)
#   tests/bench/run.sh gateway [--duration S] [--warmup S] [--connections N]
#                                                      shadowbox-gateway vs the real WireMock 3.13.2 (journal
#                                                      off), same 100 stubs, wrk -t1 -cN --latency: req/s,
#                                                      p50, p99, RSS, beside the targets (no engines;
#                                                      tests/bench/bench_gateway.sh)
# SHADOWBOX_BUILD_DIR selects the build folder (default build/).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${SHADOWBOX_BUILD_DIR:-$root/build}
which=${1:-exec}
shift || true
engines=${SHADOWBOX_BENCH_ENGINES_DIR:-}
if [[ $which == clones ]]; then
  cmake --build "$build" --target bench_snapshot
  exec "$build/tests/bench/bench_snapshot" --xfs "$@"
fi
if [[ $which == history ]]; then
  cmake --build "$build" --target bench_history
  exec "$build/tests/bench/bench_history" "$@"
fi
if [[ $which == review ]]; then
  cmake --build "$build" --target bench_review
  exec "$build/tests/bench/bench_review" "$@"
fi
if [[ $which == gateway ]]; then
  exec bash "$here/bench_gateway.sh" "$@"
fi
if [[ -z $engines ]]; then
  # The benchmarks' containers have no network: their dockerd leaves docker0 and iptables to
  # another dockerd that may run beside it (the test fixture's, for example).
  export SHADOWBOX_DOCKERD_EXTRA_ARGS="${SHADOWBOX_DOCKERD_EXTRA_ARGS---bridge=none --iptables=false --ip-masq=false}"
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
  mcp)
    cmake --build "$build" --target bench_mcp
    for e in podman docker; do
      SHADOWBOX_ENGINE="unix://$engines/$e.sock" "$build/app/shadowbox" image starter >/dev/null
    done
    "$build/tests/bench/bench_mcp" "$@" "podman=unix://$engines/podman.sock" "docker=unix://$engines/docker.sock"
    ;;
  terminal)
    cmake --build "$build" --target bench_terminal
    SHADOWBOX_ENGINE="unix://$engines/podman.sock" "$build/app/shadowbox" image starter >/dev/null
    xvfb-run -a -s "-screen 0 1400x900x24" "$build/tests/bench/bench_terminal" "$@" "podman=unix://$engines/podman.sock"
    ;;
  snapshot)
    cmake --build "$build" --target bench_snapshot
    for e in podman docker; do
      SHADOWBOX_ENGINE="unix://$engines/$e.sock" "$build/app/shadowbox" image starter >/dev/null
    done
    "$build/tests/bench/bench_snapshot" "$@" "podman=unix://$engines/podman.sock" "docker=unix://$engines/docker.sock"
    ;;
  *)
    echo "usage: tests/bench/run.sh create|exec|mcp|terminal|snapshot|clones|history|review|gateway [options]" >&2
    exit 2
    ;;
esac
