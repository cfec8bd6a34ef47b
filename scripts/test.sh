#!/usr/bin/env bash
# Sets up, builds and runs every test: unit, integration against a real Podman service and a
# real dockerd (started on private sockets by the CTest fixture), and GUI tests under Xvfb.
# Extra arguments go to ctest, e.g. `scripts/test.sh -L unit`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${SHADOWBOX_BUILD_DIR:-$root/build}
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"
cd "$build"
ctest --output-on-failure --timeout 900 "$@"
