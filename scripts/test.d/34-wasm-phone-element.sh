#!/usr/bin/env bash
# <formkit-phone> (Wasm/JS/formkit-phone.mjs) in headless Chromium, on the static demo page that
# scripts/build-wasm writes beside it, served by a throwaway http.server on a free loopback port
# (Wasm/Tests/phone_element_tests.py): oracle sequences typed key by key, paste, autofill, the country
# picker by keyboard, FormData and validity, axe-core, bad attributes and hostile input. Then the
# element's size budget. Cases that need issue 29's paste and strict typing say "pending" until
# formkit.mjs has pastePhone; from then on every case must pass.
set -euo pipefail
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

scripts/build-wasm
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
axe="$(scripts/lib/axe-path)"
[ -f "$axe" ] || { echo "34-wasm-phone-element: no axe.min.js at $axe; run scripts/bootstrap" >&2; exit 1; }
python3 Tools/oracle-aytf/generate.py --seed 2010 --per-region 2 --output "$work/corpus.tsv"
tests=Wasm/Tests/phone_element_tests.py
python3 "$tests" .build/wasm "$axe" "$work/corpus.tsv" .ci-artifacts | tee "$work/log"
cases="$(grep -cE '^@case$' "$tests")"
if grep -q 'pastePhone' Wasm/JS/formkit.mjs; then
  pending=0
else
  pending="$(grep -c '^PENDING ' "$work/log" || [ $? -eq 1 ])"
  pending="${pending:-0}"
fi
scripts/check-tally "$work/log" "$((cases - pending))" "$cases"

# The element's budget: formkit-phone.mjs and the files it imports, gzip -9 together.
budget="${FORMKIT_PHONE_ELEMENT_GZIP_BUDGET:-12288}"
files=(.build/wasm/formkit-phone.mjs .build/wasm/formkit-phone-messages.mjs .build/wasm/formkit-phone-picker.mjs
  .build/wasm/formkit-phone-style.mjs)
imported="$(sed -n 's|^import .* from "\./\(formkit-phone-[a-z]*\.mjs\)";$|\1|p' Wasm/JS/formkit-phone.mjs | sort | tr '\n' ' ')"
if [ "$imported" != "formkit-phone-messages.mjs formkit-phone-picker.mjs formkit-phone-style.mjs " ]; then
  echo "FAIL: formkit-phone.mjs imports $imported; the budget's list of files must be the same"
  exit 1
fi
size="$(cat "${files[@]}" | gzip -9 | wc -c)"
if [ "$size" -gt "$budget" ]; then
  echo "FAIL: formkit-phone.mjs and its imports are $size bytes after gzip -9, over $budget"
  exit 1
fi
echo "formkit-phone.mjs and its imports: $size bytes after gzip -9 (budget $budget)"
