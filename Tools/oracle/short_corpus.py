#!/usr/bin/env python3
"""Writes the seeded short-number corpus for `formkit phone short --tsv`, one `NUMBER<TAB>REGION` line each.

Every region with short-number data contributes every example number of its short-number plan (each
type's example), typed plainly, with punctuation, with its calling code, with digits after it and
dialled from another region; numbers drawn from each type's pattern; and near misses. Then random
short strings: digits, punctuation, plus signs, other regions' emergency numbers, numbers too long
to be short, letters and other scripts' digits, with regions in any case, missing or unknown.
The same seed and release give the same bytes.

Every case is written; none is skipped (the summary, tally.py, says so, and fails on an empty corpus).

    python3 Tools/oracle/short_corpus.py --seed 5 --output corpus.txt   # summary on standard output
    python3 Tools/oracle/short_corpus.py --seed 5 > corpus.txt           # summary on standard error
"""

import argparse
import random

import phonenumbers
from phonenumbers import PhoneMetadata
from phonenumbers.shortnumberinfo import SUPPORTED_SHORT_REGIONS

from regex_sampler import sample
from tally import Tally, add_output_argument

DESC_FIELDS = ("toll_free", "standard_rate", "premium_rate", "short_code", "emergency", "carrier_specific",
               "sms_services")
REGIONS = sorted(SUPPORTED_SHORT_REGIONS)
ALL_REGIONS = sorted(phonenumbers.SUPPORTED_REGIONS)
PUNCTUATION = [" ", "-", ".", "(", ")", "/", "\u00a0", "\u2010", "\uff0d"]
OTHER_DIGITS = ["\uff10", "\u0660", "\u06f0", "\u0966"]  # full-width, Arabic-Indic, Persian, Devanagari zeros


def punctuated(digits, rng):
    """The digits with punctuation between some of them."""
    out = []
    for digit in digits:
        out.append(digit)
        if rng.random() < 0.3:
            out.append(rng.choice(PUNCTUATION))
    return "".join(out).strip()


def other_script(digits, rng):
    zero = ord(rng.choice(OTHER_DIGITS))
    return "".join(chr(zero + int(d)) for d in digits)


def styles(digits, region, rng):
    """The ways an example short number is typed in its region, and dialled from elsewhere."""
    code = phonenumbers.country_code_for_region(region)
    yield digits, region
    yield punctuated(digits, rng), region
    yield digits + "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 4))), region
    yield digits[:-1], region
    if code:
        yield f"+{code} {digits}", region
        yield f"+{code}{digits}", rng.choice(ALL_REGIONS)
    yield digits, rng.choice(REGIONS)
    shared = phonenumbers.region_codes_for_country_code(code) if code else ()
    if len(shared) > 1:
        yield digits, rng.choice(shared)
    if rng.random() < 0.2:
        yield other_script(digits, rng), region
    if rng.random() < 0.1:
        yield f"tel:{digits}", region


def region_cases(region, rng):
    plan = PhoneMetadata.short_metadata_for_region(region)
    examples = []
    for name in DESC_FIELDS:
        desc = getattr(plan, name)
        if desc is None:
            continue
        if desc.example_number:
            examples.append(desc.example_number)
            yield from styles(desc.example_number, region, rng)
        if desc.national_number_pattern:
            for _ in range(3):
                drawn = sample(desc.national_number_pattern, rng)
                yield drawn, region
                yield drawn + rng.choice("0123456789"), region
    general = plan.general_desc
    for _ in range(4):  # possible but maybe not valid
        yield sample(general.national_number_pattern, rng), region
    for digits in examples[:2]:  # near misses: one digit changed
        position = rng.randrange(len(digits))
        yield digits[:position] + rng.choice("0123456789") + digits[position + 1:], region


def emergency_numbers():
    found = set()
    for region in REGIONS:
        desc = PhoneMetadata.short_metadata_for_region(region).emergency
        if desc is not None and desc.example_number:
            found.add(desc.example_number)
    return sorted(found)


def random_cases(rng, count):
    emergencies = emergency_numbers()
    chars = "0123456789" * 4 + "+-. ()/#*xX;abcABC\u00a0\uff0b\uff11\u0661"
    for i in range(count):
        region = rng.choice(REGIONS) if rng.random() < 0.85 else rng.choice(["ZZ", "XX", "001", ""])
        kind = i % 6
        if kind == 0:
            text = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 8)))
        elif kind == 1:
            text = punctuated("".join(rng.choice("0123456789") for _ in range(rng.randint(2, 7))), rng)
        elif kind == 2:
            text = rng.choice(["+", "+ ", "\uff0b", "00", "tel:+"]) + rng.choice(emergencies)
        elif kind == 3:
            text = rng.choice(emergencies) + "".join(rng.choice("0123456789") for _ in range(rng.randint(0, 3)))
        elif kind == 4:
            text = "".join(rng.choice("0123456789") for _ in range(rng.randint(9, 22)))
        else:
            text = "".join(rng.choice(chars) for _ in range(rng.randint(0, 10)))
        if rng.random() < 0.05:
            region = region.lower()
        yield text, region


HAND_PICKED = [
    ("112", "FR"), ("1120", "FR"), ("+33 112", "FR"), ("911", "US"), ("9-1-1", "US"), ("9112", "US"),
    ("+1 911", "US"), ("190", "BR"), ("1900", "BR"), ("133", "CL"), ("1330", "CL"), ("118", "NI"),
    ("1180", "NI"), ("112", "ZZ"), ("112", "XX"), ("", "US"), (" ", "DE"), ("+", "GB"), ("tel:112", "DE"),
    ("Tel: 110.", "DE"), ("1 1 2", "IT"), ("\uff11\uff11\uff12", "JP"), ("\u0661\u0661\u0662", "EG"),
    ("112/x3", "PL"), ("999", "GB"), ("000", "AU"), ("211", "US"), ("611", "CA"), ("24280", "US"),
    ("3654", "FR"), ("118777", "FR"), ("114", "FR"), ("12345678901234567890", "US"), ("1" * 300, "DE"),
    ("911", "GQ"), ("112", "TA"), ("+800 1234", "US"), ("0112", "DE"), ("00112", "DE"),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--random", type=int, default=6000, help="random short strings")
    add_output_argument(parser)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tally = Tally("short corpus", max_skipped_share=0.0)
    out = tally.open(args.output)
    cases = list(HAND_PICKED)
    for region in REGIONS:
        cases.extend(region_cases(region, rng))
    cases.extend(random_cases(rng, args.random))
    for text, region in cases:
        assert not any(c in text for c in "\t\n\r"), text
        # Lines without a tab leave the region to the CLI's default (none).
        out.write(text + "\n" if region == "" and rng.random() < 0.5 else f"{text}\t{region}\n")
        tally.made()
    tally.finish(f"seed {args.seed}, phonenumbers {phonenumbers.__version__}")


if __name__ == "__main__":
    main()
