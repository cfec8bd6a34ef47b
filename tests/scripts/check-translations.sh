#!/usr/bin/env bash
# Every user-visible string is found by lupdate under the context the program asks for at run
# time, the German translation is complete, and so are the English plurals.
#   check-translations.sh SOURCE_DIR LUPDATE TS_COMPARE
set -euo pipefail
src=$1
lupdate=$2
ts_compare=$3
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
# Every message (context, text, comment) must be in the German file with a finished translation.
if ! "$ts_compare" "$work/check.ts" translations/shadowbox_de.ts >"$work/compare.log"; then
  cat "$work/compare.log" >&2
  echo "the German translation is incomplete: run cmake --build build --target shadowbox_lupdate and translate" >&2
  exit 1
fi
tail -n 1 "$work/compare.log"
# English has only its plurals: every %n message, with both numerus forms.
"$lupdate" -pluralonly -source-language en -target-language en app widgets engine -ts "$work/plurals.ts" \
  >"$work/lupdate-plurals.log" 2>&1
if ! "$ts_compare" "$work/plurals.ts" translations/shadowbox_en.ts >"$work/compare-plurals.log"; then
  cat "$work/compare-plurals.log" >&2
  echo "the English plurals are incomplete: run cmake --build build --target shadowbox_lupdate and write both forms" >&2
  exit 1
fi
tail -n 1 "$work/compare-plurals.log"
