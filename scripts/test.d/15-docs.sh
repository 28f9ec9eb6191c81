#!/usr/bin/env bash
# The DocC documentation of every library module, built with warnings treated as errors (a broken
# symbol link or article reference fails the stage), then every public symbol checked for a doc
# comment of its own (Tools/docs/undocumented.py), module by module, on symbol graphs this run
# extracted, each with at least about three quarters of the documented symbols it has today (an empty
# graph documents nothing and would pass). First, a catalog with a broken link must fail, so the flag
# is known to work.
set -euo pipefail
cd "$(dirname "$0")/../.."

modules=(FormKit PhoneNumbers PhoneNumberLookup TextInput Timestamps Suggestions Sampling)
# The fewest documented public symbols each module's graph may have. FormKit only re-exports the
# others (its catalog holds the articles), so its graph has none of its own.
declare -A floor=([FormKit]=0 [PhoneNumbers]=170 [PhoneNumberLookup]=24 [TextInput]=120 [Timestamps]=60
  [Suggestions]=65 [Sampling]=43)
out=.build/docs-check
rm -rf "$out"
mkdir -p "$out/Broken.docc"
touch "$out/started"
failed=0
checks=0

# Self-test: docc must refuse a catalog whose only article links to a symbol that does not exist.
checks=$((checks + 1))
printf '# Broken\n\nLinks to ``NoSuchSymbol``.\n' >"$out/Broken.docc/Broken.md"
if docc convert "$out/Broken.docc" --warnings-as-errors --output-path "$out/Broken.doccarchive" >"$out/broken.log" 2>&1; then
  echo "FAIL: docc accepted a broken symbol link with --warnings-as-errors"
  failed=$((failed + 1))
elif ! grep -q "NoSuchSymbol" "$out/broken.log"; then
  echo "FAIL: docc refused the broken catalog without naming the broken link:"; tail -20 "$out/broken.log"
  failed=$((failed + 1))
fi

checks=$((checks + 1))
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
if ! swift package generate-documentation "${targets[@]}" --warnings-as-errors >"$out/docc.log" 2>&1; then
  grep -E "^(warning|error)|[Ee]rror:" "$out/docc.log" || tail -40 "$out/docc.log"
  echo "FAIL: the documentation build reported warnings or errors"
  failed=$((failed + 1))
fi

# Each module's symbol graph, written by the build above (an older one is not this code's).
for module in "${modules[@]}"; do
  checks=$((checks + 1))
  graph="$(find .build/*/extracted-symbols/*/"$module" -maxdepth 1 -name "$module.symbols.json" -newer "$out/started" \
    2>/dev/null | head -1)"
  if [ -z "$graph" ]; then
    echo "FAIL: $module: no symbol graph written by this run's documentation build"
    failed=$((failed + 1))
    continue
  fi
  if ! python3 Tools/docs/undocumented.py "$(dirname "$graph")" >"$out/$module.undocumented" 2>&1; then
    echo "FAIL: $module has public symbols without a doc comment:"; cat "$out/$module.undocumented"
    failed=$((failed + 1))
    continue
  fi
  documented="$(sed -n 's/^\([0-9]*\) documented, 0 undocumented$/\1/p' "$out/$module.undocumented")"
  if [ -z "$documented" ] || [ "$documented" -lt "${floor[$module]}" ]; then
    echo "FAIL: $module: ${documented:-no} documented symbols in $(dirname "$graph"), expected at least ${floor[$module]}"
    cat "$out/$module.undocumented"
    failed=$((failed + 1))
  else
    echo "$module: $documented public symbols, each documented"
  fi
done

echo "$((checks - failed)) passed, $failed failed"
[ "$checks" -eq $((2 + ${#modules[@]})) ] && [ "$failed" -eq 0 ]
