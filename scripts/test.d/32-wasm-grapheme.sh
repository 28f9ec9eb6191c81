#!/usr/bin/env bash
# The WebAssembly build's own grapheme-breaking hooks (Wasm/Runtime/grapheme.c) against the standard
# library's, natively: every scalar's three answers (Wasm/Tests/grapheme-equivalence.c), and the same
# answers from a wasm32 compile under node (by digest). Then that the committed data is what the
# generator writes today, and that the module links ours and not the standard library's tables.
set -euo pipefail
cd "$(dirname "$0")/../.."

toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
archive="$toolchain/lib/swift/embedded/x86_64-unknown-linux-gnu/libswiftUnicodeDataTables.a"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ ! -f "$archive" ]; then
  echo "grapheme breaking: $archive is missing (this toolchain has no x86_64 Embedded Swift)" >&2
  exit 1
fi
"$toolchain/bin/clang" -O2 -Wall -Werror Wasm/Tests/grapheme-equivalence.c "$archive" -o "$work/grapheme-equivalence"
"$work/grapheme-equivalence" | tee "$work/equivalence.txt"
native_digest="$(sed -n 's/.*digest of our answers \([0-9a-f]*\).*/\1/p' "$work/equivalence.txt")"

# The same answers from the hooks compiled for wasm32 as scripts/build-wasm compiles them.
"$toolchain/bin/clang" --target=wasm32-unknown-unknown -Os -mbulk-memory -nostdlib -ffreestanding \
  -fno-stack-protector -Wl,--no-entry Wasm/Tests/grapheme-digest.c -o "$work/grapheme-digest.wasm"
wasm_digest="$(node --input-type=module -e "
  import { readFileSync } from 'node:fs';
  const { instance } = await WebAssembly.instantiate(readFileSync('$work/grapheme-digest.wasm'));
  console.log((instance.exports.grapheme_digest() >>> 0).toString(16).padStart(8, '0'));")"
if [ -z "$native_digest" ] || [ "$native_digest" != "$wasm_digest" ]; then
  echo "grapheme breaking: the wasm32 compile answers differently (digest $wasm_digest, native ${native_digest:-none})" >&2
  exit 1
fi
echo "grapheme breaking: the wasm32 compile gives the same answers (digest $wasm_digest)"

scripts/regenerate-grapheme-data --check

scripts/build-wasm
if grep -q 'UnicodeGrapheme\|UnicodeEmoji' .build/wasm/obj/formkit.map; then
  echo "grapheme breaking: formkit.wasm links the standard library's UnicodeGrapheme.cpp.o or UnicodeEmoji.cpp.o, not Wasm/Runtime/grapheme.c" >&2
  exit 1
fi
echo "grapheme breaking: formkit.wasm links Wasm/Runtime/grapheme.c"
