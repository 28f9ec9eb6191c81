#!/usr/bin/env bash
# The country catalogue (issue 29, section 3), natively and in the page's module:
# - the generated everyday names are what Tools/countries/generate_names.py writes (--check), and the
#   table of CLDR 46's names where Foundation's differ is what Tools/countries/generate_cldr_names.py
#   writes from Foundation's names (a `swift` script) and babel's (--check);
# - `formkit phone countries` in the 30 locales of Tools/countries/locales.txt, and its search over a
#   generated query set, against phonenumbers and CLDR 46 (babel): Tools/countries/check_catalogue.py,
#   closing with "N passed, M failed" (scripts/check-tally, at least 159 cases): names equal to CLDR 46's
#   for at least 98% of the regions in every locale;
# - the same through formkit.mjs and formkit.wasm under node (Tools/countries/formkit-countries.mjs),
#   with node's Intl names (100% equal to CLDR 46's in node 20's ICU);
# - an unknown locale: exit status 2 and a message, and no row lost in --search --tsv (exit 1).
set -euo pipefail
# Whatever stops the stage says so: a CLI that exits non-zero may print nothing.
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

python3 Tools/countries/generate_names.py --check
python3 Tools/countries/generate_cldr_names.py --check
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The checker's exit status and its tally must both say every case passed.
status=0
python3 Tools/countries/check_catalogue.py -- "$bin" > "$work/native.log" || status=$?
sed -n '/^ok/!p' "$work/native.log"
scripts/check-tally "$work/native.log" 159 159
[ "$status" -eq 0 ]

scripts/build-wasm 2>/dev/null
status=0
python3 Tools/countries/check_catalogue.py -- node Tools/countries/formkit-countries.mjs > "$work/page.log" || status=$?
sed -n '/^ok/!p' "$work/page.log"
scripts/check-tally "$work/page.log" 159 159
[ "$status" -eq 0 ]

# Bad input: an unknown locale is an error with a message, natively.
status=0
"$bin" phone countries --locale zz > "$work/out.txt" 2> "$work/err.txt" || status=$?
[ "$status" -eq 2 ] && [ ! -s "$work/out.txt" ] && grep -q 'unknown locale "zz"' "$work/err.txt" \
  || { echo "FAIL: --locale zz: exit $status, $(cat "$work/err.txt")"; exit 1; }
status=0
printf 'zz\tSchweiz\nde\tSchweiz\n' | "$bin" phone countries --search --tsv > "$work/out.txt" 2> "$work/err.txt" || status=$?
[ "$status" -eq 1 ] && [ "$(cat "$work/out.txt")" = "$(printf 'locale\tquery\tregions\nzz\tSchweiz\t\nde\tSchweiz\tCH')" ] \
  || { echo "FAIL: --search --tsv with an unknown locale: exit $status, $(cat "$work/out.txt")"; exit 1; }
echo "34-phone-countries: native and page catalogues pass; an unknown locale is refused"
