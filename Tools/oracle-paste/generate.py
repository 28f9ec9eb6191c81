#!/usr/bin/env python3
"""Writes the paste corpus and what phonenumbers says a phone field shows after each paste.

The numbers: every region's example number of each type, every non-geographic calling code's
example numbers, and `--random N` random valid numbers a region (drawn from the type patterns, kept
when `is_valid_number` accepts them). Each number is written in every spelling of issue 29: E.164,
international, national, the national number alone, with the trunk prefix, "(0)" after the calling
code, the calling code without "+", the field's own international prefix (and another region's),
tel: URIs, extensions in libphonenumber's spellings, labels and surrounding text, digits of other
scripts, no-break spaces, vanity letters; then a few odd inputs (empty, NULs, 10,000 characters, an
unknown region).

Writes `--input FILE` (`TEXT<TAB>REGION` lines, what `formkit phone paste --tsv` reads) and
`--expected FILE` (the header `text region field country e164 extension` and one row per line, as
the oracle answers: the field's text after TEXT is pasted into an empty field for REGION, ...).

    python3 Tools/oracle-paste/generate.py --seed 29 --input pastes.tsv --expected expected.tsv
"""

import argparse
import os
import random
import sys
import unicodedata

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))

import phonenumbers as pn  # noqa: E402
from phonenumbers import PhoneMetadata, PhoneNumberFormat as F, PhoneNumberType as T  # noqa: E402
from phonenumbers.phonenumber import CountryCodeSource  # noqa: E402

import input_styles as styles  # noqa: E402
from input_styles import Number, NO_REGION  # noqa: E402
from regex_sampler import sample  # noqa: E402

HEADER = ["text", "region", "field", "country", "e164", "extension"]
TYPES = [T.FIXED_LINE, T.MOBILE, T.TOLL_FREE, T.PREMIUM_RATE, T.SHARED_COST, T.VOIP, T.PERSONAL_NUMBER,
         T.PAGER, T.UAN, T.VOICEMAIL]
DESCRIPTIONS = ["fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "voip", "personal_number",
                "pager", "uan", "voicemail"]


def numbers(rng, random_count):
    """Every region's (and non-geographic code's) example numbers, then random valid ones."""
    found = []
    for region in sorted(pn.SUPPORTED_REGIONS):
        seen = set()
        for kind in TYPES:
            example = pn.example_number_for_type(region, kind)
            if example is not None and pn.is_valid_number(example):
                seen.add(pn.national_significant_number(example))
        metadata = PhoneMetadata.metadata_for_region(region)
        target = len(seen) + random_count
        tries = 0
        while len(seen) < target and tries < 50 * random_count:
            tries += 1
            description = getattr(metadata, rng.choice(DESCRIPTIONS))
            if description is None or description.national_number_pattern is None:
                continue
            number = parse_or_none(f"+{metadata.country_code}{sample(description.national_number_pattern, rng)}")
            if number is not None and pn.is_valid_number(number) and pn.region_code_for_number(number) == region:
                seen.add(pn.national_significant_number(number))
        found += [Number(metadata.country_code, national, region) for national in sorted(seen)]
    for code in sorted(pn.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        example = pn.example_number_for_non_geo_entity(code)
        if example is not None and pn.is_valid_number(example):
            found.append(Number(code, pn.national_significant_number(example), "001"))
    return found


def parse_or_none(text, region=None):
    try:
        return pn.parse(text, region, keep_raw_input=True)
    except pn.NumberParseException:
        return None


def with_zero_in_brackets(number, rng):
    """`+44 (0)20 7946 0958`: the trunk prefix in brackets after the calling code."""
    prefix = styles.metadata(number).national_prefix
    if not number.is_geographic or not prefix:
        return None
    national = styles._format(number, F.NATIONAL) or number.national
    if national.startswith(prefix):
        national = national[len(prefix):].lstrip(" -")
    return f"+{number.calling_code} ({prefix}){national}", rng.choice([number.region, NO_REGION, "US"])


def without_plus(number, rng):
    """Autofill's calling code and number without "+" (FROM_NUMBER_WITHOUT_PLUS_SIGN), in its own region."""
    if not number.is_geographic:
        return None
    return f"{number.calling_code}{number.national}", number.region


def own_idd(number, rng):
    """The field's own international prefix, then the calling code: `011 44 …` in a US field."""
    field = rng.choice(styles.ALL_REGIONS)
    metadata = PhoneMetadata.metadata_for_region(field)
    idd = metadata.preferred_international_prefix or (metadata.international_prefix and sample(metadata.international_prefix, rng))
    if not idd or not idd.isdigit():
        return None
    return f"{idd} {number.calling_code} {number.national}", field


def no_break_spaces(number, rng):
    text, region = (number.is_geographic and styles.national(number, rng)) or styles.international(number, rng)
    return text.replace(" ", rng.choice(["\u00a0", "\u202f", "\u2007"])), region


def labelled(number, rng):
    text, region = (number.is_geographic and rng.random() < 0.5 and styles.national(number, rng)) or styles.international(number, rng)
    return rng.choice(["Tel: ", "Tel.: ", "Phone: ", "Mobile: ", "T ", "tel ", "Fax: "]) + text, region


SPELLINGS = styles.ALL_STYLES + [with_zero_in_brackets, without_plus, own_idd, no_break_spaces, labelled]

ODD = [("", "US"), ("\x00", "GB"), ("+44\x0020 7946 0958", "GB"), ("\x00\x00\x00", NO_REGION),
       ("9" * 10000, "US"), ("+1 650 253 0000 " + "x" * 9980, "US"), ("650 253 0000", "QQ"),
       ("+44 20 7946 0958", "QQ"), ("(650) 253-0000 ext. 12", "US"), ("1-800-FLOWERS", "US"),
       ("+44 (0)20 7946 0958", "US"), ("447400123456", "GB"), ("011 44 20 7946 0958", "US"),
       ("tel:+1-650-253-0000;ext=12", NO_REGION), ("\u0660\u0665\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667", "EG")]


def normalized_digits(text):
    """Every decimal digit (any script) as its ASCII digit, the rest unchanged."""
    return "".join(str(unicodedata.decimal(ch)) if unicodedata.decimal(ch, None) is not None else ch for ch in text)


def tsv_safe(text):
    return text.replace("\t", " ").replace("\r", " ").replace("\n", " ")


def answer(text, region):
    """The oracle's row for TEXT pasted into an empty field for REGION."""
    default = None if region == NO_REGION else region
    number = parse_or_none(text, default)
    if number is not None and pn.is_valid_number(number):
        style = F.NATIONAL if number.country_code_source == CountryCodeSource.FROM_DEFAULT_COUNTRY else F.INTERNATIONAL
        return [tsv_safe(text), region, tsv_safe(pn.format_number(number, style)), pn.region_code_for_number(number),
                pn.format_number(number, F.E164), tsv_safe(number.extension or "")]
    return [tsv_safe(text), region, tsv_safe(normalized_digits(text)), "" if region == NO_REGION else region, "", ""]


def usable(text):
    """Whether a text can be one TSV cell of one line."""
    return not any(ch in text for ch in "\t\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--random", type=int, default=2, help="random valid numbers a region (default 2)")
    parser.add_argument("--input", required=True)
    parser.add_argument("--expected", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    lines = []
    for number in numbers(rng, args.random):
        for spelling in SPELLINGS:
            made = spelling(number, rng)
            if made is None:
                continue
            text, region = made
            if usable(text) and text.strip():
                lines.append((text, region))
    lines += ODD
    with open(args.input, "w", encoding="utf-8", newline="\n") as source, \
            open(args.expected, "w", encoding="utf-8", newline="\n") as expected:
        expected.write("\t".join(HEADER) + "\n")
        for text, region in lines:
            source.write(f"{text}\t{region}\n")
            expected.write("\t".join(answer(text, region)) + "\n")
    print(len(lines))


if __name__ == "__main__":
    main()
