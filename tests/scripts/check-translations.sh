#!/usr/bin/env bash
# Every user-visible string is found by lupdate under the context the program asks for at run
# time, and the German translation is complete.
#   check-translations.sh SOURCE_DIR LUPDATE
set -euo pipefail
src=$1
lupdate=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$src"
# A tr() outside a class (a free helper) makes lupdate warn "lacks Q_OBJECT" and file the string
# under a context the runtime never looks up.
"$lupdate" app widgets engine -ts "$work/check.ts" >"$work/lupdate.log" 2>&1
if grep -q "lacks Q_OBJECT" "$work/lupdate.log"; then
  echo "strings lupdate files under the wrong context (use Q_DECLARE_TR_FUNCTIONS):" >&2
  grep "lacks Q_OBJECT" "$work/lupdate.log" >&2
  exit 1
fi
found=$(grep -c "<source>" "$work/check.ts")
ts=translations/shadowbox_de.ts
unfinished=$(grep -c 'type="unfinished"' "$ts" || true)
# The messages in the sources and in the German file must be the same set.
missing=$(comm -23 <(grep -o "<source>.*</source>" "$work/check.ts" | sort -u) \
                   <(grep -o "<source>.*</source>" "$ts" | sort -u) | wc -l)
echo "sources: $found messages; $ts: $unfinished unfinished, $missing not in the file"
if ((unfinished > 0 || missing > 0)); then
  echo "the German translation is incomplete: run cmake --build build --target shadowbox_lupdate and translate" >&2
  exit 1
fi
