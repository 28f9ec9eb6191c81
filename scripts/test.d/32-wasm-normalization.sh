#!/usr/bin/env bash
# The WebAssembly build's own normalisation hooks (Wasm/Runtime/normalization.c) against the standard
# library's, natively: every scalar's data and decomposition and every composition pair
# (Wasm/Tests/normalization-equivalence.c says why those are all). Then that the module links ours and
# not the standard library's tables, and that the committed data is what the generator writes today.
set -euo pipefail
cd "$(dirname "$0")/../.."

toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

read -r standard_normalization standard_data marks < <(Tools/unicode/standard-normalization.sh "$work/standard")
"$toolchain/bin/clang" -O2 -Wall -Werror "$marks" Wasm/Tests/normalization-equivalence.c \
  "$standard_normalization" "$standard_data" -o "$work/normalization-equivalence"
"$work/normalization-equivalence"

scripts/regenerate-normalization-data --check

scripts/build-wasm
if grep -q UnicodeNormalization .build/wasm/obj/formkit.map; then
  echo "normalisation: formkit.wasm links the standard library's UnicodeNormalization.cpp.o, not Wasm/Runtime/normalization.c" >&2
  exit 1
fi
echo "normalisation: formkit.wasm links Wasm/Runtime/normalization.c"
