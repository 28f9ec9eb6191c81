#!/usr/bin/env bash
# The WebAssembly build's own normalisation hooks (Wasm/Runtime/normalization.c) against the standard
# library's, natively: every scalar's data and decomposition and every composition pair
# (Wasm/Tests/normalization-equivalence.c says why those are all), and the same answers from a wasm32
# compile under node (by digest). Then that the committed data is what the generator writes today, and
# that the module links ours and not the standard library's tables.
set -euo pipefail
cd "$(dirname "$0")/../.."

toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

standard="$(Tools/unicode/standard-normalization.sh "$work/standard")"
read -r standard_normalization standard_data marks <<<"$standard"
"$toolchain/bin/clang" -O2 -Wall -Werror "$marks" Wasm/Tests/normalization-equivalence.c \
  "$standard_normalization" "$standard_data" -o "$work/normalization-equivalence"
"$work/normalization-equivalence" | tee "$work/equivalence.txt"
native_digest="$(sed -n 's/.*digest of our answers \([0-9a-f]*\).*/\1/p' "$work/equivalence.txt")"

# The same answers from the hooks compiled for wasm32 as scripts/build-wasm compiles them.
"$toolchain/bin/clang" --target=wasm32-unknown-unknown -Os -mbulk-memory -nostdlib -ffreestanding \
  -fno-stack-protector -Wl,--no-entry Wasm/Tests/normalization-digest.c -o "$work/normalization-digest.wasm"
wasm_digest="$(node --input-type=module -e "
  import { readFileSync } from 'node:fs';
  const { instance } = await WebAssembly.instantiate(readFileSync('$work/normalization-digest.wasm'));
  console.log((instance.exports.normalization_digest() >>> 0).toString(16).padStart(8, '0'));")"
if [ -z "$native_digest" ] || [ "$native_digest" != "$wasm_digest" ]; then
  echo "normalisation: the wasm32 compile answers differently (digest $wasm_digest, native ${native_digest:-none})" >&2
  exit 1
fi
echo "normalisation: the wasm32 compile gives the same answers (digest $wasm_digest)"

scripts/regenerate-normalization-data --check

scripts/build-wasm
if grep -q UnicodeNormalization .build/wasm/obj/formkit.map; then
  echo "normalisation: formkit.wasm links the standard library's UnicodeNormalization.cpp.o, not Wasm/Runtime/normalization.c" >&2
  exit 1
fi
echo "normalisation: formkit.wasm links Wasm/Runtime/normalization.c"
