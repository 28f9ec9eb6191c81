#!/usr/bin/env python3
"""The strict-typing corpora of issue 29 (`formkit phone type --tsv --strict`), from phonenumbers.

`--valid FILE`: `KEYSTROKES<TAB>REGION<TAB>TYPES` lines typing valid numbers (every region's example
numbers and random valid ones) in every spelling (national, bare national, trunk prefix, E.164,
international, the field's international prefix, the calling code without "+"), with allowed types
that hold the number's type (FIXED_LINE_OR_MOBILE: fixed_line or mobile). No keystroke may be refused:
the stage compares the strict rows with the plain ones.

`--dead FILE`: `KEYSTROKES<TAB>REGION<TAB>TYPES<TAB>VERDICTS` lines of digits (valid numbers with a digit
changed, digits added, random digits), VERDICTS one letter a keystroke: `r` when the oracle reads the
digits typed so far as dead, so the keystroke is refused, `a` when it is taken. The oracle reads the
digits as libphonenumber's parse does (after "+"; nationally, with or without the national prefix for
parsing and its transform rule; after the region's international prefix; after the region's calling
code without "+") and a reading is alive while a partial match (Python's `regex`, `partial=True`) of
an allowed type's pattern, and the general pattern, in a plan of the calling code, is possible within
the type's longest length. `check-dead` compares those letters with the CLI's rows.

`--wrong-type FILE`: `KEYSTROKES<TAB>REGION<TAB>TYPES` lines typing a valid number whose only type is
outside TYPES; `check-wrong-type` reads the CLI's rows and fails a row whose last text is a valid
number of a type outside TYPES unless its digits are still the start of a valid number of an allowed
type (which strict typing must never refuse: the field's verdict, WRONG_TYPE, says why it is not
acceptable); it counts those rows.

    python3 Tools/oracle-paste/strict.py --seed 29 --valid valid.tsv --dead dead.tsv --wrong-type wrong.tsv
    python3 Tools/oracle-paste/strict.py check-dead dead.tsv rows.txt
"""

import argparse
import os
import random
import sys
import unicodedata

import regex

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))

import phonenumbers as pn  # noqa: E402
from phonenumbers import PhoneMetadata, PhoneNumberFormat as F, PhoneNumberType as T  # noqa: E402

from regex_sampler import sample  # noqa: E402

NAMES = ["fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "voip", "personal_number", "pager",
         "uan", "voicemail"]
TYPE_NAMES = {T.FIXED_LINE: ["fixed_line"], T.MOBILE: ["mobile"], T.FIXED_LINE_OR_MOBILE: ["fixed_line", "mobile"],
              T.TOLL_FREE: ["toll_free"], T.PREMIUM_RATE: ["premium_rate"], T.SHARED_COST: ["shared_cost"],
              T.VOIP: ["voip"], T.PERSONAL_NUMBER: ["personal_number"], T.PAGER: ["pager"], T.UAN: ["uan"],
              T.VOICEMAIL: ["voicemail"]}
SHOW = 10


def plan(region, code=None):
    if region == "001":
        return PhoneMetadata.metadata_for_nongeo_region(code)
    return PhoneMetadata.metadata_for_region(region.upper()) if region else None


# The oracle's reading of the digits typed so far (strings of ASCII digits).

def alive_in(description, digits, general=None):
    if description is None or description.national_number_pattern is None:
        return False
    if tuple(description.possible_length or ()) == (-1,):
        return False
    lengths = description.possible_length or (general.possible_length if general is not None else ())
    if lengths and len(digits) > max(lengths):
        return False
    return regex.fullmatch(description.national_number_pattern, digits, partial=True) is not None


def number_alive(digits, metadata, types):
    general = metadata.general_desc
    if not alive_in(general, digits):
        return False
    for name in types:
        if alive_in(getattr(metadata, name), digits, general):
            return True
        if name == "mobile" and metadata.same_mobile_and_fixed_line_pattern and alive_in(metadata.fixed_line, digits, general):
            return True
    return False


def first_match_alive(digits, metadata, types):
    """The digits after the prefix the parser would strip now, rewritten when the last group matched."""
    match = regex.match(metadata.national_prefix_for_parsing, digits)
    if match is None:
        return False
    if match.re.groups == 0 or match.group(match.re.groups) is None:
        return number_alive(digits[match.end():], metadata, types)
    rule = metadata.national_prefix_transform_rule
    transformed = regex.sub(r"\\(\d)", lambda m: match.group(int(m.group(1))) or "", rule)
    return number_alive(transformed + digits[match.end():], metadata, types)


def top_level_alternatives(pattern):
    depth, start, parts = 0, 0, []
    for index, ch in enumerate(pattern):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(pattern[start:index])
            start = index + 1
    return parts + [pattern[start:]]


def partial_alive(digits, metadata, types):
    """The digits read through each alternative of a rewriting prefix pattern: one without groups
    they start (one that is not a fixed string of classes counts as started), or start with and then
    a number; or `(...)$` rewritten by `<digits>\\1`, the rule's digits and then these."""
    literal = regex.fullmatch(r"(\d*)\\1", metadata.national_prefix_transform_rule)
    for alternative in top_level_alternatives(metadata.national_prefix_for_parsing):
        if "(" not in alternative:
            if regex.search(r"[?*+|]|\{\d*,", alternative):
                return True
            if regex.fullmatch(alternative, digits, partial=True) and not regex.fullmatch(alternative, digits):
                return True
            matched = regex.match(alternative, digits)
            if matched and number_alive(digits[matched.end():], metadata, types):
                return True
            continue
        if not (literal and regex.fullmatch(r"\((?!\?).*\)\$", alternative)):
            return True
        if number_alive(literal.group(1) + digits, metadata, types):
            return True
    return False


def plan_alive(digits, metadata, types):
    if number_alive(digits, metadata, types):
        return True
    pattern = metadata.national_prefix_for_parsing
    if pattern is None:
        return False
    if metadata.national_prefix_transform_rule:
        return first_match_alive(digits, metadata, types) or partial_alive(digits, metadata, types)
    for k in range(1, len(digits) + 1):
        if regex.fullmatch(pattern, digits[:k], partial=True) is None:
            return False
        if regex.fullmatch(pattern, digits[:k]) and number_alive(digits[k:], metadata, types):
            return True
    return True


def national_alive(digits, code, first, types):
    if first is not None and plan_alive(digits, first, types):
        return True
    for region in pn.COUNTRY_CODE_TO_REGION_CODE.get(code, ()):
        metadata = plan(region, code)
        if metadata is None or metadata is first:
            continue
        if plan_alive(digits, metadata, types):
            return True
    return False


def international_alive(digits, types, only=None):
    if not digits:
        return True
    if digits[0] == "0":
        return False
    for length in (1, 2, 3):
        if len(digits) < length:
            codes = [only] if only is not None else pn.COUNTRY_CODE_TO_REGION_CODE
            return any(len(str(code)) > len(digits) and str(code).startswith(digits) for code in codes)
        code = int(digits[:length])
        if code in pn.COUNTRY_CODE_TO_REGION_CODE:
            if only is not None and only != code:
                return False
            return national_alive(digits[length:], code, None, types)
    return False


def can_become_valid(typed, region, types):
    if typed.startswith("+"):
        return international_alive(typed[1:], types)
    metadata = plan(region) if region and region.upper() in pn.SUPPORTED_REGIONS else None
    if metadata is None:
        return typed == ""
    if not typed:
        return True
    if national_alive(typed, metadata.country_code, metadata, types):
        return True
    idd = metadata.international_prefix
    if idd:
        for k in range(0, len(typed) + 1):
            if regex.fullmatch(idd, typed[:k]) and international_alive(typed[k:], types):
                return True
            if k == len(typed):
                return True
            if regex.fullmatch(idd, typed[:k + 1], partial=True) is None:
                break
    return international_alive(typed, types, only=metadata.country_code)


def meaningful(text):
    """A field's meaningful characters: the digits (as ASCII) and a "+" first."""
    kept = ""
    for ch in text:
        if ch in "+\uff0b":
            kept += "+" if not kept else ""
        elif unicodedata.decimal(ch, None) is not None:
            kept += str(unicodedata.decimal(ch))
    return kept


def verdicts(keys, region, types):
    """`a` or `r` for each keystroke typed at the end of a strict field."""
    typed, letters = "", []
    for key in keys:
        if key in "+\uff0b":
            meaningful = "+" if not typed else ""
        else:
            value = unicodedata.decimal(key, None)
            meaningful = "" if value is None else str(value)
        if meaningful and not can_become_valid(typed + meaningful, region, types or NAMES):
            letters.append("r")
            continue
        typed += meaningful
        letters.append("a")
    return "".join(letters)


# The corpora.

def numbers(rng, random_count):
    """(number, region) for every region's example numbers and `random_count` random valid ones."""
    found = []
    for region in sorted(pn.SUPPORTED_REGIONS):
        metadata = PhoneMetadata.metadata_for_region(region)
        seen = {}
        for kind in TYPE_NAMES:
            example = pn.example_number_for_type(region, kind)
            if example is not None and pn.is_valid_number(example):
                seen[pn.national_significant_number(example)] = example
        target, tries = len(seen) + random_count, 0
        while len(seen) < target and tries < 50 * random_count:
            tries += 1
            description = getattr(metadata, rng.choice(NAMES))
            if description is None or description.national_number_pattern is None:
                continue
            try:
                number = pn.parse(f"+{metadata.country_code}{sample(description.national_number_pattern, rng)}")
            except pn.NumberParseException:
                continue
            if pn.is_valid_number(number) and pn.region_code_for_number(number) == region:
                seen[pn.national_significant_number(number)] = number
        found += [(number, region) for _, number in sorted(seen.items())]
    return found


def spellings(number, region, rng):
    """(keystrokes, field region) for the ways a person types the number."""
    metadata = PhoneMetadata.metadata_for_region(region)
    national = pn.national_significant_number(number)
    code = number.country_code
    out = [(pn.format_number(number, F.NATIONAL), region), (national, region),
           (pn.format_number(number, F.E164), rng.choice([region, "ZZ", "US", "DE"])),
           (pn.format_number(number, F.INTERNATIONAL), region), (f"{code}{national}", region)]
    if metadata.national_prefix:
        out.append((metadata.national_prefix + national, region))
    field = rng.choice(sorted(pn.SUPPORTED_REGIONS))
    field_metadata = PhoneMetadata.metadata_for_region(field)
    idd = field_metadata.preferred_international_prefix or (
        field_metadata.international_prefix and sample(field_metadata.international_prefix, rng))
    if idd and idd.isdigit():
        out.append((f"{idd}{code}{national}", field))
    return out


def allowed_with(number, rng):
    """Allowed types holding the number's type: empty (any), its own, or its own and others."""
    own = TYPE_NAMES[pn.number_type(number)]
    choice = rng.random()
    if choice < 0.3:
        return []
    kept = [rng.choice(own)]
    if choice > 0.7:
        kept += rng.sample(NAMES, 2)
    return sorted(set(kept), key=NAMES.index)


def dead_lines(found, rng, count):
    lines = []
    regions = sorted(pn.SUPPORTED_REGIONS)
    while len(lines) < count:
        number, region = rng.choice(found)
        digits = pn.national_significant_number(number)
        how = rng.random()
        field = region
        if how < 0.35:
            spot = rng.randrange(len(digits))
            digits = digits[:spot] + rng.choice("0123456789") + digits[spot + 1:]
        elif how < 0.6:
            digits += "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 4)))
        elif how < 0.75:
            digits = f"+{number.country_code}{digits}"[:rng.randint(2, 6)] + "".join(rng.choice("0123456789") for _ in range(8))
        else:
            field = rng.choice(regions + ["ZZ"])
            digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(3, 14)))
        types = [] if rng.random() < 0.4 else sorted(rng.sample(NAMES, rng.randint(1, 3)), key=NAMES.index)
        lines.append((digits, field, ",".join(types), verdicts(digits, field, types)))
    return lines


def wrong_type_lines(found, rng):
    lines = []
    for number, region in found:
        kind = pn.number_type(number)
        if kind == T.FIXED_LINE_OR_MOBILE:
            continue
        allowed = [name for name in NAMES if name not in TYPE_NAMES[kind]]
        if kind == T.FIXED_LINE or kind == T.MOBILE:
            allowed = [name for name in allowed if name not in ("fixed_line", "mobile")] or allowed
        for keys, field in spellings(number, region, rng)[:3]:
            lines.append((keys, field, ",".join(allowed)))
    return lines


def check_dead(corpus, ours):
    expected = [line.split("\t") for line in open(corpus, encoding="utf-8").read().splitlines()]
    got = open(ours, encoding="utf-8").read().split("\n")
    if got and got[-1] == "":
        got.pop()
    if len(got) != len(expected) or not expected:
        print(f"row count: expected {len(expected)}, got {len(got)}")
    passed = failed = refused = 0
    for line, (keys, region, types, letters) in enumerate(expected, start=1):
        texts = got[line - 1].split("|") if line <= len(got) else []
        seen = "".join("r" if text == (texts[i - 1] if i else "") else "a" for i, text in enumerate(texts))
        refused += letters.count("r")
        if seen == letters:
            passed += 1
            continue
        failed += 1
        if failed <= SHOW:
            print(f"MISMATCH line {line} {keys!r} {region} [{types}]\n  oracle {letters}\n  ours   {seen}")
    failed += max(len(got) - len(expected), 0)
    print(f"refused keystrokes in the oracle's verdicts: {refused}")
    print(f"strict-dead: {passed} passed, {failed} failed")
    return failed == 0 and refused > 0


def check_wrong_type(corpus, ours):
    lines = [line.split("\t") for line in open(corpus, encoding="utf-8").read().splitlines()]
    got = open(ours, encoding="utf-8").read().split("\n")
    if got and got[-1] == "":
        got.pop()
    passed = failed = 0
    if len(got) != len(lines):
        print(f"row count: expected {len(lines)}, got {len(got)}")
        failed += abs(len(got) - len(lines))
    prefixes = 0
    for line, ((keys, region, types), row) in enumerate(zip(lines, got), start=1):
        last = row.split("|")[-1]
        try:
            number = pn.parse(last, None if region == "ZZ" else region)
            wrong = pn.is_valid_number(number) and not set(TYPE_NAMES.get(pn.number_type(number), [])) & set(types.split(","))
        except pn.NumberParseException:
            wrong = False
        if wrong and can_become_valid(meaningful(last), region, types.split(",")):
            prefixes += 1
        elif wrong:
            failed += 1
            if failed <= SHOW:
                print(f"ENDS VALID line {line} ({region}, allowed {types}): a number of another type, no allowed one after it")
            continue
        passed += 1
    print(f"rows ending on a number of another type that starts a valid allowed one: {prefixes}")
    print(f"strict-wrong-type: {passed} passed, {failed} failed")
    return failed == 0


def main():
    if len(sys.argv) > 1 and sys.argv[1] in ("check-dead", "check-wrong-type"):
        check = check_dead if sys.argv[1] == "check-dead" else check_wrong_type
        sys.exit(0 if check(sys.argv[2], sys.argv[3]) else 1)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--random", type=int, default=2)
    parser.add_argument("--dead-count", type=int, default=6000)
    parser.add_argument("--valid", required=True)
    parser.add_argument("--dead", required=True)
    parser.add_argument("--wrong-type", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    found = numbers(rng, args.random)
    with open(args.valid, "w", encoding="utf-8", newline="\n") as out:
        count = 0
        for number, region in found:
            for keys, field in spellings(number, region, rng):
                out.write(f"{keys}\t{field}\t{','.join(allowed_with(number, rng))}\n")
                count += 1
    with open(args.dead, "w", encoding="utf-8", newline="\n") as out:
        for line in dead_lines(found, rng, args.dead_count):
            out.write("\t".join(line) + "\n")
    wrong = wrong_type_lines(found, rng)
    with open(args.wrong_type, "w", encoding="utf-8", newline="\n") as out:
        for line in wrong:
            out.write("\t".join(line) + "\n")
    print(f"{count} {args.dead_count} {len(wrong)}")


if __name__ == "__main__":
    main()
