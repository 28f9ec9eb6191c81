#!/usr/bin/env python3
"""Checks the page's WebAssembly module against its budget (scripts/test.d/33-wasm-budget.sh):
its gzip -9 size against the budget, and the functions of its named link (scripts/build-wasm's
obj/formkit-named.wasm) against the forbidden ones listed in Wasm/README.md. On a failure, says what
failed and prints the module's 15 largest functions and its data, the biggest contributors to its size.

usage: budget.py NAMED.wasm --gzip-size N --budget N --forbidden README.md
"""
import argparse
import re
import subprocess
import sys

from wasm_sections import function_sizes, sections


def demangled(names):
    """The names demangled by `swift demangle`; the check cannot be made without it."""
    try:
        result = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names), capture_output=True,
                                text=True, check=False)
    except FileNotFoundError:
        result = None
    lines = result.stdout.splitlines() if result else []
    if not result or result.returncode != 0 or len(lines) != len(names):
        sys.exit("budget: `swift demangle` failed, so the function names cannot be checked")
    return lines


def forbidden_patterns(readme):
    """The rows of the README's forbidden table: (regex, what) from `| `REGEX` | what |` (a `|` in the
    regular expression written `\\|`, as Markdown tables need)."""
    patterns = []
    in_table = False
    for line in open(readme, encoding="utf-8"):
        if "<!-- forbidden functions -->" in line:
            in_table = True
        elif in_table and line.startswith("| `"):
            cells = [cell.strip().replace("\\|", "|") for cell in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
            patterns.append((re.compile(cells[0].strip("`")), cells[1]))
        elif in_table and patterns and not line.startswith("|"):
            break
    if not patterns:
        sys.exit(f"budget: no forbidden functions listed in {readme} (after <!-- forbidden functions -->)")
    return patterns


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("named")
    parser.add_argument("--gzip-size", type=int, required=True)
    parser.add_argument("--budget", type=int, required=True)
    parser.add_argument("--forbidden", required=True)
    arguments = parser.parse_args()

    data = open(arguments.named, "rb").read()
    functions = function_sizes(data)
    names = demangled([name for _, name in functions])
    failures = []
    if arguments.gzip_size > arguments.budget:
        failures.append(f"formkit.wasm is {arguments.gzip_size:,} bytes after gzip -9, over the budget of "
                        f"{arguments.budget:,} (FORMKIT_WASM_GZIP_BUDGET)")
    for pattern, what in forbidden_patterns(arguments.forbidden):
        found = sorted({name for name in names if pattern.search(name)})
        if found:
            failures.append(f"formkit.wasm links {what} (Wasm/README.md forbids it on the page's code path): "
                            + "; ".join(found[:5]) + (f"; and {len(found) - 5} more" if len(found) > 5 else ""))
    if not failures:
        print(f"budget: formkit.wasm {arguments.gzip_size:,} bytes after gzip -9 (budget {arguments.budget:,}); "
              f"none of the forbidden functions among its {len(functions)}")
        return
    for failure in failures:
        print(f"budget: {failure}", file=sys.stderr)
    print("budget: the biggest contributors (the named link, before wasm-opt: bytes, what):", file=sys.stderr)
    data_size = sum(size for name, _, size in sections(data) if name == "data")
    largest = sorted(zip((size for size, _ in functions), names), key=lambda pair: -pair[0])
    for size, name in sorted(largest[:15] + [(data_size, "the data section (tables and texts)")], key=lambda pair: -pair[0]):
        print(f"  {size:>8,}  {name[:150]}", file=sys.stderr)
    sys.exit(1)


if __name__ == "__main__":
    main()
