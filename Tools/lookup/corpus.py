#!/usr/bin/env python3
"""A seeded corpus for `formkit phone lookup --tsv`: lines NUMBER<TAB>REGION<TAB>LOCALE.

Valid numbers of every region and non-geographic calling code: each type's example number with its
last digits redrawn, and numbers grown from random geocoding, carrier and time-zone prefixes, so that
areas, carriers and zones of every calling code are hit. Each is written in E.164, international or
national form (with its region), in one of the languages below. A few hundred lines are not valid
numbers or not numbers at all. The same seed gives the same corpus.

A redrawn example that is no longer valid, or a prefix that grows no valid number in eight tries, is
skipped and drawn again; the summary (Tools/oracle/tally.py) counts the skips by reason, and fails
when more than MAX_SKIPPED_SHARE of the draws are skipped (drawing stops once the skips outnumber the
numbers asked for).

    python3 Tools/lookup/corpus.py --seed 5 --count 12000 --output corpus.tsv   # summary on stdout
    python3 Tools/lookup/corpus.py --seed 5 --count 12000 > corpus.tsv           # summary on stderr
"""
import argparse
import os
import random
import sys

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from phonenumbers.carrierdata import CARRIER_DATA
from phonenumbers.geodata import GEOCODE_DATA
from phonenumbers.tzdata import TIMEZONE_DATA

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))
from tally import Tally, add_output_argument  # noqa: E402  (Tools/oracle/tally.py)

# Languages with geocoding or carrier data, scripts (zh_Hant), right-to-left (ar, fa, iw), the
# languages without English fallback (zh, ja, ko), and ones with no data of their own (hi? has some; xh none).
LOCALES = ["en", "de", "fr", "it", "es", "pt", "ru", "uk", "be", "kk", "zh", "zh_Hant", "ja", "ko", "ar",
           "fa", "iw", "el", "tr", "sv", "nl", "bg", "hy", "id", "vi", "th", "pl", "hu", "fi", "ro", "sr",
           "cs", "hi", "sq", "bs", "ca", "hr", "sl", "se", "am", "xh"]
TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
         PhoneNumberType.PREMIUM_RATE, PhoneNumberType.SHARED_COST, PhoneNumberType.VOIP,
         PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.PAGER, PhoneNumberType.UAN, PhoneNumberType.VOICEMAIL]
# Seed 5 skips 26% of its draws (most of them prefixes that grow no valid number in eight tries).
MAX_SKIPPED_SHARE = 0.40
ODD = ["", "abc", "+", "12", "+999 123", "0", "+1 000 000 0000", "+44 1", "tel:+41-44-668-18-00", "999999999999999999999"]


def redraw(rng, number, keep):
    """The number with every digit after the first `keep` of its national number drawn at random."""
    national = phonenumbers.national_significant_number(number)
    keep = min(keep, len(national))
    digits = national[:keep] + "".join(rng.choice("0123456789") for _ in national[keep:])
    try:
        return phonenumbers.parse("+%d%s" % (number.country_code, digits), None)
    except phonenumbers.NumberParseException:
        return None


def from_prefix(rng, prefix):
    """A valid number starting with the digits `prefix` (calling code first), or None."""
    for length in range(1, 4):
        code = int(prefix[:length])
        if phonenumbers.region_codes_for_country_code(code) != ("ZZ",):
            break
    else:
        return None
    rest = prefix[length:]
    for _ in range(8):
        total = rng.randint(max(len(rest), 4), 13)
        digits = rest + "".join(rng.choice("0123456789") for _ in range(total - len(rest)))
        try:
            number = phonenumbers.parse("+%d%s" % (code, digits), None)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return number
    return None


def valid_numbers(rng, count, tally):
    numbers = []
    examples = []
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        for kind in TYPES:
            example = phonenumbers.example_number_for_type(region, kind)
            if example is not None:
                examples.append(example)
    for code in sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        example = phonenumbers.example_number_for_non_geo_entity(code)
        if example is not None:
            examples.append(example)
    numbers.extend(examples)
    tables = [sorted(GEOCODE_DATA), sorted(CARRIER_DATA), sorted(TIMEZONE_DATA)]
    while len(numbers) < count and sum(tally.skipped.values()) <= count:
        roll = rng.random()
        if roll < 0.35:
            example = rng.choice(examples)
            number = redraw(rng, example, rng.randint(1, 5))
            reason = "redrawn examples not valid"
        else:
            table = tables[0] if roll < 0.75 else tables[1] if roll < 0.92 else tables[2]
            number = from_prefix(rng, rng.choice(table))
            reason = "prefixes that grew no valid number"
        if number is not None and phonenumbers.is_valid_number(number):
            numbers.append(number)
        else:
            tally.skip(reason)
    return numbers


def written(rng, number):
    """The number as a person might type it, and the region to read it with."""
    region = phonenumbers.region_code_for_number(number) or "ZZ"
    style = rng.random()
    if style < 0.5 or region in ("ZZ", "001"):
        return phonenumbers.format_number(number, PhoneNumberFormat.E164), "ZZ"
    if style < 0.75:
        return phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL), region
    return phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL), region


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--count", type=int, default=12000)
    add_output_argument(parser)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tally = Tally("lookup corpus", MAX_SKIPPED_SHARE)
    out = tally.open(args.output)
    lines = []
    for number in valid_numbers(rng, args.count, tally):
        text, region = written(rng, number)
        lines.append((text, region, rng.choice(LOCALES)))
    for text in ODD:
        lines.append((text, rng.choice(["ZZ", "US", "GB"]), rng.choice(LOCALES)))
    for text, region, locale in lines:
        out.write(f"{text}\t{region}\t{locale}\n")
        tally.made()
    tally.finish(f"seed {args.seed}, phonenumbers {phonenumbers.__version__}")


if __name__ == "__main__":
    main()
