#!/usr/bin/env bash
# Configures and builds Shadowbox into build/ (or $SHADOWBOX_BUILD_DIR). Extra arguments are
# CMake cache settings for the first configure, e.g. -DSHADOWBOX_SANITIZE=ON. SHADOWBOX_BUILD_TARGET
# builds one target (and what it needs) instead of all.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${SHADOWBOX_BUILD_DIR:-$root/build}
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
werror=()
# SHADOWBOX_WERROR=1 (set by .ci/run) makes any compiler warning fail the build.
[[ -n ${SHADOWBOX_WERROR:-} ]] && werror=(-DSHADOWBOX_WERROR=ON)
if [[ ! -f $build/CMakeCache.txt ]]; then
  cmake -S "$root" -B "$build" "${generator[@]}" "${launcher[@]}" "${werror[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
fi
target=()
[[ -n ${SHADOWBOX_BUILD_TARGET:-} ]] && target=(--target "$SHADOWBOX_BUILD_TARGET")
cmake --build "$build" --parallel "$(nproc 2>/dev/null || echo 2)" "${target[@]}"
