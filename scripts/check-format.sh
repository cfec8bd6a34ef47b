#!/usr/bin/env bash
# Fails when a C++ file does not follow .clang-format; `scripts/check-format.sh --fix` applies it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [[ ${1:-} == --fix ]]; then
  clang-format -i "${files[@]}"
  exit 0
fi
if ! clang-format --dry-run --Werror "${files[@]}"; then
  echo "shadowbox: some files do not follow .clang-format; run scripts/check-format.sh --fix" >&2
  exit 1
fi
echo "shadowbox: ${#files[@]} files follow .clang-format"
