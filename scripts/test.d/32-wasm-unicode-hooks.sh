#!/usr/bin/env bash
# The WebAssembly build's own Unicode hooks against the standard library's, for every scalar:
# normalisation (Wasm/Runtime/normalization.c: data, decomposition and every composition pair;
# Wasm/Tests/normalization-digest.h says why those are all), compiled for wasm32 and run under node,
# by the digest of all answers against the standard library's, natively. Then that the committed data is
# what the generator writes today, and that the command line's module links ours and not the standard
# library's tables (the page's links neither).
set -euo pipefail
cd "$(dirname "$0")/../.."

toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
archive="$toolchain/lib/swift/embedded/x86_64-unknown-linux-gnu/libswiftUnicodeDataTables.a"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ ! -f "$archive" ]; then
  echo "Unicode hooks: $archive is missing (this toolchain has no x86_64 Embedded Swift)" >&2
  exit 1
fi
standard="$(Tools/unicode/standard-normalization.sh "$work/standard")"
read -r standard_normalization standard_data marks <<<"$standard"
"$toolchain/bin/clang" -O2 -Wall -Werror "$marks" Wasm/Tests/normalization-equivalence.c \
  "$standard_normalization" "$standard_data" -o "$work/normalization-equivalence"

# Runs HOOKS' digest of the standard library's answers, natively, then checks that the wasm32 compile of
# ours, as scripts/build-wasm compiles the hooks, answers the same (Wasm/Tests/HOOKS-digest.c).
compare() {  # HOOKS
  local hooks="$1" native_digest wasm_digest
  "$work/$hooks-equivalence" | tee "$work/$hooks.txt"
  native_digest="$(sed -n 's/.*digest \([0-9a-f]*\).*/\1/p' "$work/$hooks.txt")"
  "$toolchain/bin/clang" --target=wasm32-unknown-unknown -Os -mbulk-memory -nostdlib -ffreestanding \
    -fno-stack-protector -Wl,--no-entry "Wasm/Tests/$hooks-digest.c" -o "$work/$hooks-digest.wasm"
  wasm_digest="$(node --input-type=module -e "
    import { readFileSync } from 'node:fs';
    const { instance } = await WebAssembly.instantiate(readFileSync('$work/$hooks-digest.wasm'));
    console.log((instance.exports.${hooks}_digest() >>> 0).toString(16).padStart(8, '0'));")"
  if [ -z "$native_digest" ] || [ "$native_digest" != "$wasm_digest" ]; then
    echo "$hooks: the wasm32 compile answers differently (digest $wasm_digest, the standard library's ${native_digest:-none})" >&2
    exit 1
  fi
  echo "$hooks: the wasm32 compile gives the same answers (digest $wasm_digest)"
}
compare normalization

scripts/regenerate-normalization-data --check

scripts/build-wasm
# The link maps (scripts/build-wasm writes them beside the modules). The command line's module compares
# texts canonically: it takes our hooks' object, not the standard library's member. The page compares
# bytes (Wasm/README.md, stage 33 forbids the comparison): it takes neither. A missing map fails; grep
# alone would find nothing in it and pass. Each map is held to a file its link's build writes before
# it (wasm-ld writes the command line's map a few ms before that link's module).
for pair in obj/formkit-cli-linked.map:obj/FormKitWasm.o obj/formkit.map:formkit.wasm; do
  map=".build/wasm/${pair%%:*}" module=".build/wasm/${pair#*:}"
  if [ ! -s "$map" ] || [ "$map" -ot "$module" ]; then
    echo "Unicode hooks: $map is missing, empty or older than the module; scripts/build-wasm should write it" >&2
    exit 1
  fi
  if grep -q "UnicodeNormalization" "$map"; then
    echo "Unicode hooks: $map links the standard library's UnicodeNormalization.cpp.o, not Wasm/Runtime's" >&2
    exit 1
  fi
done
cli_map=.build/wasm/obj/formkit-cli-linked.map
if ! grep -qF "obj/normalization.o:(_swift_stdlib_getNormData)" "$cli_map"; then
  echo "Unicode hooks: formkit-cli.wasm does not take _swift_stdlib_getNormData from Wasm/Runtime's normalization.o ($cli_map)" >&2
  exit 1
fi
if grep -qF "obj/normalization.o:(_swift_stdlib_getNormData)" .build/wasm/obj/formkit.map; then
  echo "Unicode hooks: formkit.wasm links the normalisation hooks, though the page compares texts by their bytes" >&2
  exit 1
fi
echo "Unicode hooks: formkit-cli.wasm links Wasm/Runtime/normalization.c; formkit.wasm links no normalisation"
