#!/usr/bin/env bash
# Prepares the standard library's own normalisation code for a native C program to link against, so
# the program can ask it for its answers: the generator of Wasm/Runtime/normalization-data.h and the
# equivalence test both compare with it.
#
#   Tools/unicode/standard-normalization.sh DIR
#
# Takes this toolchain's x86_64 Embedded Swift libswiftUnicodeDataTables.a (the same tables the
# wasm32 archive carries), extracts its normalisation and lookup objects into DIR, and makes one
# file-local array global: `_swift_stdlib_nfc_comp_indices`, whose entries each start with a scalar
# that can be the second element of a composition. `_swift_stdlib_getComposition` looks only there,
# so those scalars are every `y` it can answer for (see normalization-equivalence.c). Prints the two
# objects to link, then `-DSTANDARD_COMPOSITION_MARKS=N` with the array's length.
set -euo pipefail
out="$1"
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
archive="$toolchain/lib/swift/embedded/x86_64-unknown-linux-gnu/libswiftUnicodeDataTables.a"
array=_ZL30_swift_stdlib_nfc_comp_indices
if [ ! -f "$archive" ]; then
  echo "standard-normalization: $archive is missing (this toolchain has no x86_64 Embedded Swift)" >&2
  exit 1
fi
mkdir -p "$out"
(cd "$out" && "$toolchain/bin/llvm-ar" x "$archive" UnicodeNormalization.cpp.o UnicodeData.cpp.o)
for symbol in _swift_stdlib_getNormData _swift_stdlib_nfd_decompositions _swift_stdlib_getDecompositionEntry \
  _swift_stdlib_getComposition "$array"; do
  if ! "$toolchain/bin/llvm-nm" "$out/UnicodeNormalization.cpp.o" | grep -q " $symbol\$"; then
    echo "standard-normalization: $symbol is not in $archive's UnicodeNormalization.cpp.o; the tables changed shape" >&2
    exit 1
  fi
done
"$toolchain/bin/llvm-objcopy" --globalize-symbol="$array" "$out/UnicodeNormalization.cpp.o" "$out/normalization.o"
size="$("$toolchain/bin/llvm-nm" -S "$out/normalization.o" | awk -v s="$array" '$4 == s { print $2 }')"
echo "$out/normalization.o $out/UnicodeData.cpp.o -DSTANDARD_COMPOSITION_MARKS=$((16#$size / 8))"
