#!/usr/bin/env bash
# The page's WebAssembly module within its budget (Wasm/README.md): formkit.wasm at most
# FORMKIT_WASM_GZIP_BUDGET bytes after gzip -9 (default 160000), and none of the functions Wasm/README.md
# forbids on the page's code path (hashing, Set, Dictionary, sort, case mapping, the Unicode property
# tables) in its link. On a failure it prints the 15 largest functions. Then its own test
# (Wasm/Tests/budget-probe.sh: a lower budget and a Set<String> on the page's code path fail it).
#
# FORMKIT_WASM_DIR checks another build's formkit.wasm and obj/formkit-named.wasm instead of building
# (and skips the stage's own test).
set -euo pipefail
cd "$(dirname "$0")/../.."

wasm="${FORMKIT_WASM_DIR:-.build/wasm}"
[ -n "${FORMKIT_WASM_DIR:-}" ] || scripts/build-wasm
size="$(gzip -9 -c "$wasm/formkit.wasm" | wc -c)"
python3 Tools/wasm/budget.py "$wasm/obj/formkit-named.wasm" --gzip-size "$size" \
  --budget "${FORMKIT_WASM_GZIP_BUDGET:-160000}" --forbidden Wasm/README.md
[ -n "${FORMKIT_WASM_DIR:-}" ] || Wasm/Tests/budget-probe.sh
