#!/usr/bin/env bash
# The DocC documentation of every library module, built with warnings treated as errors (a broken
# symbol link or article reference fails the stage), then every public symbol checked for a doc
# comment of its own (Tools/docs/undocumented.py). First, a catalog with a broken link must fail,
# so the flag is known to work.
set -euo pipefail
cd "$(dirname "$0")/../.."

modules=(FormKit PhoneNumbers PhoneNumberLookup TextInput Timestamps Suggestions Sampling)
out=.build/docs-check
rm -rf "$out"
mkdir -p "$out/Broken.docc"
failed=0

# Self-test: docc must refuse a catalog whose only article links to a symbol that does not exist.
printf '# Broken\n\nLinks to ``NoSuchSymbol``.\n' >"$out/Broken.docc/Broken.md"
if docc convert "$out/Broken.docc" --warnings-as-errors --output-path "$out/Broken.doccarchive" >"$out/broken.log" 2>&1; then
  echo "FAIL: docc accepted a broken symbol link with --warnings-as-errors"
  failed=$((failed + 1))
fi

targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
if ! swift package generate-documentation "${targets[@]}" --warnings-as-errors >"$out/docc.log" 2>&1; then
  grep -E "^(warning|error)|[Ee]rror:" "$out/docc.log" || tail -40 "$out/docc.log"
  echo "FAIL: the documentation build reported warnings or errors"
  failed=$((failed + 1))
fi

graphs=()
for module in "${modules[@]}"; do
  graph="$(ls -td .build/*/extracted-symbols/*/"$module" 2>/dev/null | head -1)"
  [ -n "$graph" ] && graphs+=("$graph")
done
if [ "${#graphs[@]}" -ne "${#modules[@]}" ]; then
  echo "FAIL: symbol graphs found for ${#graphs[@]} of ${#modules[@]} modules"
  failed=$((failed + 1))
elif ! python3 Tools/docs/undocumented.py "${graphs[@]}"; then
  failed=$((failed + 1))
fi

checks=3
echo "$((checks - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
