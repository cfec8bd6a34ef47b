#!/usr/bin/env bash
# Sets up (installs what is missing), builds and opens Shadowbox. Arguments go to the app,
# so `scripts/run.sh sandbox list` runs the CLI instead.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"
exec "${SHADOWBOX_BUILD_DIR:-$root/build}/app/shadowbox" "$@"
