#!/usr/bin/env bash
# The budget stage's own test, run at the end of scripts/test.d/33-wasm-budget.sh after scripts/build-wasm
# (about 30 s): the stage must
#   - fail on the real build with FORMKIT_WASM_GZIP_BUDGET=100000, naming the biggest contributors;
#   - pass on a variant of the page's link with a probe call that keeps texts in an array
#     (Wasm/Tests/BudgetProbe.swift), and fail, naming hashing, on the same variant with a Set<String>.
# The variants are linked as scripts/build-wasm links the page, without wasm-opt (the gzip budget is
# lifted for them: what is checked is the forbidden functions).
set -euo pipefail
cd "$(dirname "$0")/../.."

toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
objects=.build/wasm/obj
stage=scripts/test.d/33-wasm-budget.sh
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Runs the stage on DIR with BUDGET; its exit status to `status`, its output to $work/out.
status=0
run_stage() {  # DIR BUDGET
  status=0
  FORMKIT_WASM_DIR="$1" FORMKIT_WASM_GZIP_BUDGET="$2" bash "$stage" > "$work/out" 2>&1 || status=$?
}
expect() {  # WHAT EXPECTED_STATUS(0|fail) PATTERN
  local what="$1" expected="$2" pattern="$3"
  if { [ "$expected" = 0 ] && [ "$status" != 0 ]; } || { [ "$expected" = fail ] && [ "$status" = 0 ]; } \
    || ! grep -q -- "$pattern" "$work/out"; then
    echo "budget probe: $what: expected $expected and output matching '$pattern', got exit $status:" >&2
    cat "$work/out" >&2
    exit 1
  fi
  echo "budget probe: $what: as expected (exit $status): $(grep -m1 -- "$pattern" "$work/out" | cut -c1-150)"
}

run_stage .build/wasm 100000
expect "the build with a budget of 100,000" fail "biggest contributors"

# The page's link as scripts/build-wasm makes it (its inputs, and formkit.wasm's exports), plus the probe.
mapfile -t inputs < "$objects/link-inputs"
mapfile -t exports < <(node -e '
  const module = new WebAssembly.Module(require("fs").readFileSync(".build/wasm/formkit.wasm"));
  for (const { name } of WebAssembly.Module.exports(module)) if (name.startsWith("fk_")) console.log(name);')
flags=(--export=fk_budget_probe)
for export in "${exports[@]}"; do flags+=("--export=$export"); done
for probe in ARRAY_PROBE SET_PROBE; do
  mkdir -p "$work/$probe/obj"
  swiftc -parse-as-library -swift-version 6 -wmo -module-name BudgetProbe -D "$probe" -target wasm32-unknown-none-wasm \
    -enable-experimental-feature Embedded -Osize -lto=llvm-full -Xcc -fno-stack-protector \
    -Xfrontend -disable-stack-protector -c -o "$work/$probe/probe.o" Wasm/Tests/BudgetProbe.swift
  "$toolchain/bin/wasm-ld" --no-entry --gc-sections "${flags[@]}" -o "$work/$probe/obj/formkit-named.wasm" \
    "${inputs[@]}" "$work/$probe/probe.o"
  "$toolchain/bin/wasm-ld" --no-entry --gc-sections --strip-all "${flags[@]}" -o "$work/$probe/formkit.wasm" \
    "${inputs[@]}" "$work/$probe/probe.o"
done
run_stage "$work/ARRAY_PROBE" 100000000
expect "the page with an array probe" 0 "none of the forbidden functions"
run_stage "$work/SET_PROBE" 100000000
expect "the page with a Set<String> probe" fail "links hashing"
