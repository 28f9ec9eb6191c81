#!/usr/bin/env bash
# Numbering-plan bundles (Sources/PhonePlanBundle/PhonePlanBundle.docc/BundleFormat.md), built with
# scripts/build-metadata-bundle and read back with `phone-automata-compiler --check`:
# - from the installed phonenumbers, twice, equal byte for byte, and naming its version;
# - the bundle compiled into the library (Sources/PhonePlanData/plans.c) is that fresh build, written
#   out by Tools/metadata/bundle_c_source.py (scripts/regenerate-metadata);
# - from phonenumbers 9.0.30 (downloaded into .build, not installed), naming 9.0.30;
# - for CH, DE, AT, FR, IT and LI alone: six regions, at most 12,000 bytes after gzip -9;
# - damaged (flipped bytes, truncations, bytes added, the format version before record offsets):
#   refused every time with exit status 2 and one line that names the file.
# Closes with "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/metadata-bundle
mkdir -p "$out"
passed=0
failed=0
check() {  # NAME CONDITION...: counts a check
  local name="$1"; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $name"; fi
}

swift build --product phone-automata-compiler >/dev/null
tool="$(swift build --show-bin-path)/phone-automata-compiler"
installed="$(python3 -c 'import phonenumbers; print(phonenumbers.__version__)')"

scripts/build-metadata-bundle "$out/plans.bin" >/dev/null
scripts/build-metadata-bundle "$out/plans-again.bin" >/dev/null
check "two builds are equal" cmp -s "$out/plans.bin" "$out/plans-again.bin"
"$tool" --check "$out/plans.bin" >"$out/plans.txt"
check "the bundle names phonenumbers $installed" grep -q "^phonenumbers $installed	" "$out/plans.txt"
check "the full bundle has at least 240 regions" [ "$(cut -f2 "$out/plans.txt" | cut -d' ' -f1)" -ge 240 ]
python3 Tools/metadata/bundle_c_source.py "$out/plans.bin" "$out/plans.c"
check "the built-in bundle equals a fresh build (else run scripts/regenerate-metadata)" \
  cmp -s "$out/plans.c" Sources/PhonePlanData/plans.c

old=9.0.30
if [ ! -f "$out/phonenumbers-$old/phonenumbers/__init__.py" ]; then
  pip download --quiet --no-deps "phonenumbers==$old" -d "$out/download"
  python3 -m zipfile -e "$out/download/phonenumbers-$old-py2.py3-none-any.whl" "$out/phonenumbers-$old"
fi
PYTHONPATH="$out/phonenumbers-$old" scripts/build-metadata-bundle "$out/plans-$old.bin" >/dev/null
"$tool" --check "$out/plans-$old.bin" >"$out/plans-$old.txt"
check "the $old bundle names phonenumbers $old" grep -q "^phonenumbers $old	" "$out/plans-$old.txt"
differ() { ! cmp -s "$1" "$2"; }
check "the $old bundle differs from the $installed one" differ "$out/plans.bin" "$out/plans-$old.bin"

scripts/build-metadata-bundle "$out/regional.bin" --regions CH,DE,AT,FR,IT,LI >/dev/null
"$tool" --check "$out/regional.bin" >"$out/regional.txt"
check "the regional bundle has six regions" grep -q "	6 regions	" "$out/regional.txt"
regional_gzip="$(gzip -9 -c "$out/regional.bin" | wc -c)"
echo "regional bundle: $(wc -c <"$out/regional.bin") bytes, $regional_gzip after gzip -9"
check "the regional bundle is at most 12,000 bytes gzip -9 ($regional_gzip)" [ "$regional_gzip" -le 12000 ]

# Damaged copies of the regional bundle (small, so each damage is a larger share of it).
rm -rf "$out/damaged"
python3 - "$out/regional.bin" "$out/damaged" <<'PY'
import os, random, struct, sys
source, directory = sys.argv[1], sys.argv[2]
data = open(source, "rb").read()
os.makedirs(directory, exist_ok=True)
rng = random.Random(27)
cases = []
for n in range(150):
    at = rng.randrange(len(data)) if n % 2 else rng.randrange(min(len(data), 512))
    damaged = bytearray(data)
    damaged[at] ^= rng.randrange(1, 256)
    cases.append((f"flip-{n}-at-{at}", bytes(damaged)))
for n in range(40):
    cases.append((f"cut-{n}", data[:rng.randrange(len(data))]))
cases.append(("added", data + b"\0"))
cases.append(("version-1", data[:4] + struct.pack("<H", 1) + data[6:]))
cases.append(("empty", b""))
for name, damaged in cases:
    with open(os.path.join(directory, name + ".bin"), "wb") as handle:
        handle.write(damaged)
PY
refused=0
total=0
for file in "$out"/damaged/*.bin; do
  total=$((total + 1))
  status=0
  "$tool" --check "$file" >"$out/damaged.out" 2>"$out/damaged.err" || status=$?
  if [ "$status" -eq 2 ] && [ ! -s "$out/damaged.out" ] && [ "$(wc -l <"$out/damaged.err")" -eq 1 ] \
    && grep -q "^$file: " "$out/damaged.err"; then
    refused=$((refused + 1))
  else
    echo "not refused as it should be (exit $status): $file"; cat "$out/damaged.err"
  fi
done
check "193 damaged bundles written" [ "$total" -eq 193 ]
check "every damaged bundle refused ($refused of $total)" [ "$refused" -eq "$total" ]
version_status=0
"$tool" --check "$out/damaged/version-1.bin" 2>"$out/version.err" || version_status=$?
check "another format version is named as such" grep -q "unsupported format version 1" "$out/version.err"
check "and exits 2 ($version_status)" [ "$version_status" -eq 2 ]
rm -rf "$out/damaged"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
