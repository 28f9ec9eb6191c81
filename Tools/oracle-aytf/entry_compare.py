#!/usr/bin/env python3
"""Checks what the typing knows (`formkit phone type --tsv --entry`) against phonenumbers, keystroke by
keystroke, on the as-you-type corpus (generate.py).

FormKit's rows are first lined up with the corpus's by keystrokes and region (Tools/oracle/rows.py): a
wrong header, a row count other than `--expect-rows N` (default: at least one), a missing, extra or
out-of-line row fails, and so does a row without one value per keystroke in every column.

After each keystroke the typed digits (with a leading `+`) are parsed by the oracle in the line's
region. Wherever they parse, FormKit's number (E.164), region and calling code must equal the oracle's;
wherever they do not, FormKit must have no number (and so no region), and its calling code must be the
one typed after `+` or the region's international prefix, else the region's. `international` must say
whether the digits start with `+` or that prefix (as phonenumbers strips it). The template must be the
oracle's formatter output with each typed digit, in order, written as `x`.

Prints mismatches per column, the first few, and `N passed, M failed` (one case per keystroke).

    python3 Tools/oracle-aytf/entry_compare.py --expect-rows 5880 corpus.tsv entry.tsv
"""

import argparse
import os
import sys
import unicodedata
from collections import Counter, defaultdict

import phonenumbers
from phonenumbers import CountryCodeSource, NumberParseException, PhoneMetadata, PhoneNumberFormat
# The oracle's own reading of a leading `+` or international prefix, and of the calling code after it.
from phonenumbers.phonenumberutil import _extract_country_code, _maybe_strip_i18n_prefix_and_normalize

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))
import rows  # noqa: E402  (Tools/oracle/rows.py)

HEADER = ["keystrokes", "region", "calling_code", "international", "number_region", "template", "e164"]
SHOW = 5


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


def international_and_code(digits, region):
    """(whether the digits are typed in international form, the calling code typed or implied), as the
    oracle reads them: after `+`, or after the region's international prefix when the next digit is not 0
    (phonenumbers' own prefix stripping); the code after it, else the region's ("" when none)."""
    plan = PhoneMetadata.metadata_for_region(region) if region != "ZZ" else None
    idd = plan.international_prefix if plan is not None else None
    source, rest = CountryCodeSource.FROM_DEFAULT_COUNTRY, digits
    if digits.startswith("+") or idd:
        source, rest = _maybe_strip_i18n_prefix_and_normalize(digits, idd)
    if source == CountryCodeSource.FROM_DEFAULT_COUNTRY:
        return "false", str(phonenumbers.country_code_for_region(region) or "")
    return "true", str(_extract_country_code(rest)[0] or "")


def expected_steps(keys, region, outputs):
    """What the oracle says after each keystroke: {column: value} for every column of HEADER after the
    region, and how many of the keystrokes' digits parse."""
    default = None if region == "ZZ" else region
    steps, parsed = [], 0
    for shown, digits in zip(outputs, typed_digits(keys)):
        international, code = international_and_code(digits, region)
        want = {"calling_code": code, "international": international, "number_region": "", "e164": "",
                "template": template(shown, digits)}
        try:
            number = phonenumbers.parse(digits, default)
        except NumberParseException:
            number = None
        if number is not None:
            parsed += 1
            want.update(e164=phonenumbers.format_number(number, PhoneNumberFormat.E164),
                        number_region=phonenumbers.region_code_for_number(number) or "",
                        calling_code=str(number.country_code))
        steps.append(want)
    return steps, parsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus")
    parser.add_argument("entry")
    rows.add_arguments(parser)
    args = parser.parse_args()
    corpus = rows.read(args.corpus)
    broken = [line for line, row in enumerate(corpus, start=1)
              if len(row) != 3 or len(row[2].split("|")) != len(row[0])]
    if broken:
        print(f"corpus: {len(broken)} lines without one output per keystroke, from line {broken[0]}")
        print(f"0 passed, {len(broken)} failed")
        sys.exit(1)
    # The corpus's first two columns are the keys FormKit's rows must echo.
    alignment = rows.align([HEADER] + corpus, rows.read(args.entry), ["keystrokes", "region"], args.expect_rows,
                           HEADER)
    alignment.report()
    if alignment.fatal:
        print(f"0 passed, {max(sum(len(row[0]) for row in corpus), 1)} failed")
        sys.exit(1)
    mismatches, examples = Counter(), defaultdict(list)
    aligned = {line for line, _, _ in alignment.pairs}
    unaligned = [row for line, row in enumerate(corpus, start=1) if line not in aligned]
    # A missing or out-of-line row fails each of its keystrokes; an extra row counts once.
    failed = sum(len(row[0]) for row in unaligned) + alignment.failed - len(unaligned)
    mismatches["(row)"] = alignment.failed
    passed = parsed = 0
    for line, (keys, region, outputs), got_row in alignment.pairs:
        steps, parsed_here = expected_steps(keys, region, outputs.split("|"))
        parsed += parsed_here
        got_columns = {name: got_row[i].split("|") for i, name in enumerate(HEADER) if i >= 2}
        if any(len(values) != len(keys) for values in got_columns.values()):
            mismatches["(keystroke count)"] += 1
            failed += len(keys)
            if len(examples["(keystroke count)"]) < SHOW:
                examples["(keystroke count)"].append(
                    f"  line {line} ({region}): {len(keys)} keystrokes, values per column "
                    f"{ {name: len(values) for name, values in got_columns.items()} }")
            continue
        for step, want in enumerate(steps):
            problems = [name for name, value in want.items() if got_columns[name][step] != value]
            for name in problems:
                mismatches[name] += 1
                if len(examples[name]) < SHOW:
                    examples[name].append(f"  line {line} key {step + 1} ({region}): "
                                          f"expected {want[name]!r}, got {got_columns[name][step]!r}")
            passed += not problems
            failed += bool(problems)
    for name in ["(row)", "(keystroke count)", *HEADER[2:]]:
        print(f"{name:>17}: {mismatches[name]} mismatches")
    for name, lines in examples.items():
        print(f"first mismatches in {name}:")
        print("\n".join(lines))
    print(f"keystrokes whose digits parse: {parsed}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
