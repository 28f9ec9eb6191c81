#!/usr/bin/env python3
"""Checks what the typing knows (`formkit phone type --tsv --entry`) against phonenumbers, keystroke by
keystroke, on the as-you-type corpus (generate.py).

After each keystroke the typed digits (with a leading `+`) are parsed by the oracle in the line's
region. Wherever they parse, FormKit's number (E.164), region and calling code must equal the oracle's;
wherever they do not, FormKit must have no number (and so no region). The template must be the
oracle's formatter output with each typed digit, in order, written as `x`.

Prints mismatches per column, the first few, and `N passed, M failed` (one case per keystroke).

    python3 Tools/oracle-aytf/entry_compare.py corpus.tsv entry.tsv
"""

import sys
import unicodedata
from collections import Counter, defaultdict

import phonenumbers
from phonenumbers import NumberParseException, PhoneNumberFormat


def typed_digits(keys):
    """What the formatter accrues: a leading ASCII `+`, then every decimal digit as ASCII."""
    digits = []
    for index, key in enumerate(keys):
        value = unicodedata.digit(key, None) if ord(key) > 0x7F else (int(key) if "0" <= key <= "9" else None)
        if key == "+" and index == 0:
            digits.append("+")
        elif value is not None and 0 <= value <= 9:
            digits.append(str(value))
        yield "".join(digits)


def template(shown, digits):
    """The shown text with the typed digits (in order) as `x`, the `+` kept."""
    result, position = [], 0
    for char in shown:
        if position < len(digits):
            expected = digits[position]
            if expected == "+" and char == "+":
                result.append(char)
                position += 1
                continue
            if expected != "+" and unicodedata.digit(char, None) == int(expected):
                result.append("x")
                position += 1
                continue
        result.append(char)
    return "".join(result)


def main():
    corpus_path, ours_path = sys.argv[1:3]
    with open(corpus_path, encoding="utf-8", newline="\n") as handle:
        corpus = [line.removesuffix("\n").split("\t") for line in handle]
    with open(ours_path, encoding="utf-8", newline="\n") as handle:
        ours = [line.removesuffix("\n").split("\t") for line in handle]
    header = ours[0] if ours else []
    if header != ["keystrokes", "region", "calling_code", "international", "number_region", "template", "e164"]:
        print(f"header differs: {header}")
        print(f"0 passed, {len(corpus)} failed")
        sys.exit(1)
    mismatches, examples = Counter(), defaultdict(list)
    passed = failed = parsed = 0
    for index, (keys, region, outputs) in enumerate(corpus):
        row = ours[index + 1] if index + 1 < len(ours) else None
        shown = outputs.split("|") if outputs else []
        if row is None or len(row) != 7:
            mismatches["(row)"] += 1
            failed += max(len(shown), 1)
            continue
        columns = {name: row[i].split("|") for i, name in enumerate(header) if i >= 2}
        default = None if region == "ZZ" else region
        for step, digits in enumerate(typed_digits(keys)):
            problems = []
            got = {name: (values[step] if step < len(values) else "<missing>") for name, values in columns.items()}
            try:
                number = phonenumbers.parse(digits, default)
            except NumberParseException:
                number = None
            if number is None:
                want = {"e164": "", "number_region": ""}
            else:
                parsed += 1
                want = {"e164": phonenumbers.format_number(number, PhoneNumberFormat.E164),
                        "number_region": phonenumbers.region_code_for_number(number) or "",
                        "calling_code": str(number.country_code)}
            if step < len(shown):
                want["template"] = template(shown[step], digits)
            for name, value in want.items():
                if got[name] != value:
                    problems.append(name)
                    mismatches[name] += 1
                    if len(examples[name]) < 5:
                        examples[name].append(f"  line {index + 1} key {step + 1} ({region}): "
                                              f"expected {value!r}, got {got[name]!r}")
            passed += not problems
            failed += bool(problems)
    for name in ["(row)", "calling_code", "number_region", "template", "e164"]:
        print(f"{name:>14}: {mismatches[name]} mismatches")
    for name, lines in examples.items():
        print(f"first mismatches in {name}:")
        print("\n".join(lines))
    print(f"keystrokes whose digits parse: {parsed}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
