#!/usr/bin/env bash
# Numbering plans loaded at run time (`--metadata FILE`, issue 27), through one `formkit` binary:
# - a bundle built from phonenumbers 9.0.30 agrees with phonenumbers 9.0.30 on every input of the info
#   oracle corpus (seed 3), and without --metadata the same binary agrees with the pinned release;
# - a bundle of CH, DE, AT, FR, IT and LI alone answers those regions' numbers as the full plans do,
#   and refuses, never misreads, the rest (Tools/oracle/regional_check.py);
# - `phone metadata` names each bundle's version, region count and checksum;
# - a damaged or missing bundle makes every phone command exit 2 with one line naming the file, and
#   print no row;
# - the same under node (formkit-cli.mjs on the WebAssembly module, scripts/build-wasm): the 9.0.30 and
#   regional bundles give the oracle's answers and the native rows byte for byte, and a bad bundle is
#   refused with the native CLI's very line and exit status.
# Closes with "metadata load: N passed, M failed".
set -euo pipefail
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

out=.build/metadata-load
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"
binary_before="$(sha256sum <"$bin")"
source Tools/oracle/totals.sh
check() {  # NAME CONDITION...: one check, counted as one comparison
  local name="$1"; shift
  if "$@"; then total_passed=$((total_passed + 1)); else total_failed=$((total_failed + 1)); echo "FAIL: $name"; fi
}

old=9.0.30
if [ ! -f "$out/phonenumbers-$old/phonenumbers/__init__.py" ]; then
  pip download --quiet --no-deps "phonenumbers==$old" -d "$out/download"
  python3 -m zipfile -e "$out/download/phonenumbers-$old-py2.py3-none-any.whl" "$out/phonenumbers-$old"
fi
PYTHONPATH="$out/phonenumbers-$old" scripts/build-metadata-bundle "$out/plans-$old.bin" >/dev/null
scripts/build-metadata-bundle "$out/regional.bin" --regions CH,DE,AT,FR,IT,LI >/dev/null

python3 Tools/oracle/corpus.py --seed 3 --output "$out/corpus.txt"
rows=25306  # seed 3's corpus, as stage 20
python3 Tools/oracle/oracle_tsv.py <"$out/corpus.txt" >"$out/expected.tsv"
PYTHONPATH="$out/phonenumbers-$old" python3 Tools/oracle/oracle_tsv.py <"$out/corpus.txt" >"$out/expected-$old.tsv"
check "the $old oracle answers otherwise than the pinned one (else this stage proves nothing)" \
  [ "$(diff "$out/expected.tsv" "$out/expected-$old.tsv" | grep -c '^<')" -gt 100 ]

formkit=("$bin")  # the command line run_info runs: the native one, then formkit-cli.mjs under node
run_info() {  # OUTPUT [--metadata FILE]: phone info --tsv over the corpus; exit 0 and nothing on stderr
  local output="$1" status=0; shift
  "${formkit[@]}" phone info --tsv "$@" <"$out/corpus.txt" >"$output" 2>"$output.stderr" || status=$?
  check "${formkit[*]##*/} phone info --tsv $* exits 0 ($status) and writes nothing on standard error" \
    [ "$status" -eq 0 ] && [ ! -s "$output.stderr" ]
}
run_info "$out/actual-$old.tsv" --metadata "$out/plans-$old.bin"
run_comparison "$out/info-$old.log" python3 Tools/oracle/compare.py --expect-rows "$rows" \
  "$out/expected-$old.tsv" "$out/actual-$old.tsv"
run_info "$out/actual.tsv"
run_comparison "$out/info.log" python3 Tools/oracle/compare.py --expect-rows "$rows" "$out/expected.tsv" "$out/actual.tsv"
run_info "$out/actual-regional.tsv" --metadata "$out/regional.bin"
run_comparison "$out/regional.log" python3 Tools/oracle/regional_check.py --regions CH,DE,AT,FR,IT,LI \
  --expect-rows "$rows" "$out/expected.tsv" "$out/actual-regional.tsv"
check "one binary for every bundle" [ "$(sha256sum <"$bin")" = "$binary_before" ]
echo "formkit: $binary_before"

"$bin" phone metadata --metadata "$out/plans-$old.bin" >"$out/metadata-$old.txt"
check "phone metadata names $old" grep -qE "^phonenumbers $old	245 regions	checksum [0-9a-f]+$" "$out/metadata-$old.txt"
"$bin" phone metadata >"$out/metadata.txt"
check "phone metadata names the built-in $(cat Tools/phonenumbers-version)" \
  grep -q "^phonenumbers $(cat Tools/phonenumbers-version)	245 regions	" "$out/metadata.txt"
"$bin" phone metadata --metadata "$out/regional.bin" >"$out/metadata-regional.txt"
check "phone metadata counts six regions" grep -q "	6 regions	" "$out/metadata-regional.txt"

# Bad bundles: every phone command refuses them the same way.
head -c 4000 "$out/regional.bin" >"$out/truncated.bin"
python3 -c 'import sys; d = bytearray(open(sys.argv[1], "rb").read()); d[5000] ^= 0x40; open(sys.argv[2], "wb").write(d)' \
  "$out/regional.bin" "$out/flipped.bin"
python3 -c 'import sys, struct; d = open(sys.argv[1], "rb").read(); open(sys.argv[2], "wb").write(d[:4] + struct.pack("<H", 9) + d[6:])' \
  "$out/regional.bin" "$out/version-9.bin"
refuses() {  # FILE REASON COMMAND...: exit 2, no output, one line naming the file and the reason
  local file="$1" reason="$2" status=0; shift 2
  "$bin" "$@" --metadata "$file" >"$out/bad.out" 2>"$out/bad.err" </dev/null || status=$?
  [ "$status" -eq 2 ] && [ ! -s "$out/bad.out" ] && [ "$(wc -l <"$out/bad.err")" -eq 1 ] \
    && grep -q "$file: .*$reason" "$out/bad.err"
}
for command in "phone info --tsv" "phone format" "phone type --tsv" "phone paste --tsv" "phone find" "phone short" \
  "phone lookup" "phone match --tsv" "phone pattern --locale us" "phone metadata"; do
  # shellcheck disable=SC2086  # the command is words
  check "$command refuses a truncated bundle" refuses "$out/truncated.bin" "truncated" $command
  # shellcheck disable=SC2086
  check "$command refuses a flipped byte" refuses "$out/flipped.bin" "checksum mismatch" $command
  # shellcheck disable=SC2086
  check "$command refuses another format version" refuses "$out/version-9.bin" "unsupported format version 9" $command
  # shellcheck disable=SC2086
  check "$command refuses a missing file" refuses "$out/missing.bin" "cannot be read" $command
done

# The same under node: formkit-cli.mjs loads the bundle into the WebAssembly module (loadMetadata).
scripts/build-wasm >/dev/null
node=(node .build/wasm/formkit-cli.mjs)
formkit=("${node[@]}")
run_info "$out/node-$old.tsv" --metadata "$out/plans-$old.bin"
run_comparison "$out/node-info-$old.log" python3 Tools/oracle/compare.py --expect-rows "$rows" \
  "$out/expected-$old.tsv" "$out/node-$old.tsv"
check "formkit-cli.mjs with the $old bundle writes the native rows" cmp -s "$out/node-$old.tsv" "$out/actual-$old.tsv"
run_info "$out/node-regional.tsv" --metadata "$out/regional.bin"
run_comparison "$out/node-regional.log" python3 Tools/oracle/regional_check.py --regions CH,DE,AT,FR,IT,LI \
  --expect-rows "$rows" "$out/expected.tsv" "$out/node-regional.tsv"
check "formkit-cli.mjs with the regional bundle writes the native rows" \
  cmp -s "$out/node-regional.tsv" "$out/actual-regional.tsv"
node_refuses() {  # FILE COMMAND...: exit 2, no output, and the native CLI's line for the same file
  local file="$1" status=0 native_status=0; shift
  "${node[@]}" "$@" --metadata "$file" >"$out/bad.out" 2>"$out/bad.err" </dev/null || status=$?
  "$bin" "$@" --metadata "$file" >/dev/null 2>"$out/bad-native.err" </dev/null || native_status=$?
  [ "$status" -eq 2 ] && [ "$native_status" -eq 2 ] && [ ! -s "$out/bad.out" ] && [ "$(wc -l <"$out/bad.err")" -eq 1 ] \
    && grep -q "$file: " "$out/bad.err" && cmp -s "$out/bad.err" "$out/bad-native.err"
}
# Faults behind a right checksum, so that every case of the reader's error is worded by formkit.mjs
# as natively: record offsets that are not the records', a section outside the bundle, an unknown tag.
python3 - "$out/regional.bin" "$out" <<'PY'
import struct, sys, zlib
data, out = open(sys.argv[1], "rb").read(), sys.argv[2]
def sealed(damaged):
    return damaged[:12] + struct.pack("<I", zlib.crc32(damaged[16:])) + damaged[16:]
def entry(tag):
    at = next(32 + 12 * n for n in range(struct.unpack_from("<H", data, 6)[0]) if data[32 + 12 * n:36 + 12 * n] == tag)
    return at, struct.unpack_from("<I", data, at + 4)[0]
offsets = bytearray(data)
offsets[entry(b"ROFF")[1] + 8] ^= 1  # the second region's offset
outside = bytearray(data)
struct.pack_into("<I", outside, entry(b"RGNS")[0] + 4, 0x7F000000)
unknown = bytearray(data)
unknown[entry(b"NGEO")[0] + 3] = ord("X")
for name, damaged in (("offsets", offsets), ("outside", outside), ("unknown-tag", unknown)):
    open(f"{out}/{name}.bin", "wb").write(sealed(bytes(damaged)))
PY
for command in "phone info --tsv" "phone type --tsv" "phone paste --tsv" "phone type --tsv --strict"; do
  for file in truncated flipped version-9 missing offsets outside unknown-tag; do
    # shellcheck disable=SC2086  # the command is words
    check "formkit-cli.mjs $command refuses $file.bin as the native CLI does" node_refuses "$out/$file.bin" $command
  done
done

close_totals "metadata load"
