#!/usr/bin/env python3
"""Writes the as-you-type oracle corpus: KEYSTROKES<TAB>REGION<TAB>OUTPUTS lines, where OUTPUTS are
phonenumbers' AsYouTypeFormatter outputs after each keystroke, joined by '|'.

Sequences are built from every region's example numbers (and random variations of them), typed
nationally, with +CC, and with the IDD of another region; some run past the end of the number,
some carry formatting characters, and some are random keys. The seed is fixed, so the corpus is the same on every run.

A sequence the oracle raises on has no answer and is skipped, as are a region's sequences when it has
no example number; the summary (Tools/oracle/tally.py) counts both, and fails when more than
MAX_SKIPPED_SHARE of the sequences are skipped, so an oracle that always raised fails here.

    python3 Tools/oracle-aytf/generate.py --seed 2010 --per-region 24 --output corpus.tsv  # summary on stdout
    python3 Tools/oracle-aytf/generate.py --seed 2010 --per-region 24 > corpus.tsv          # summary on stderr
    python3 Tools/oracle-aytf/generate.py --positions > positions.tsv   # remembered positions
"""
import argparse
import os
import random
import sys

import phonenumbers
from phonenumbers import AsYouTypeFormatter, PhoneNumberType, PhoneNumberFormat
from phonenumbers.phonemetadata import PhoneMetadata

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))
from tally import Tally, add_output_argument  # noqa: E402  (Tools/oracle/tally.py)

TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
         PhoneNumberType.PREMIUM_RATE, PhoneNumberType.SHARED_COST, PhoneNumberType.VOIP,
         PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.PAGER, PhoneNumberType.UAN]
# Seed 2010 skips nothing: every region has an example number and the oracle answers every sequence.
MAX_SKIPPED_SHARE = 0.01


def outputs(region, keys, remember_at=None):
    formatter = AsYouTypeFormatter(region)
    shown, positions = [], []
    for index, key in enumerate(keys):
        shown.append(formatter.input_digit(key, remember_position=(index == remember_at)))
        positions.append(formatter.get_remembered_position())
    return shown, positions


def examples(region, rng):
    numbers = []
    for kind in TYPES:
        number = phonenumbers.example_number_for_type(region, kind)
        if number is not None:
            numbers.append(number)
    variations = []
    for number in numbers:
        nsn = phonenumbers.national_significant_number(number)
        # The same leading digits with random endings: other numbers of the same shape.
        keep = rng.randint(min(3, len(nsn)), len(nsn))
        tail = "".join(rng.choice("0123456789") for _ in range(len(nsn) - keep))
        varied = phonenumbers.parse("+%d%s" % (number.country_code, nsn[:keep] + tail), None)
        variations.append(varied)
    return numbers + variations


def idd_of(region):
    metadata = PhoneMetadata.metadata_for_region(region)
    prefix = metadata.preferred_international_prefix or metadata.international_prefix
    return prefix if prefix and prefix.isdigit() else None


def sequences(rng, per_region, tally):
    regions = sorted(phonenumbers.SUPPORTED_REGIONS)
    idd_regions = [r for r in regions if idd_of(r)]
    for region in regions:
        numbers = examples(region, rng)
        if not numbers:
            for _ in range(per_region):
                tally.skip("sequences of a region without example numbers")
            continue
        for _ in range(per_region):
            number = rng.choice(numbers)
            nsn = phonenumbers.national_significant_number(number)
            cc = number.country_code
            style = rng.random()
            if style < 0.08:
                # Random keys: digits of any length, now and then a plus, another script's digits or punctuation.
                keys = "".join(rng.choice("0123456789" * 6 + "+ -٣５")
                               for _ in range(rng.randint(1, 20)))
                typed_in = rng.choice([region, "ZZ"])
            elif style < 0.4:
                keys = "".join(c for c in phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
                               if c.isdigit())
                typed_in = region
            elif style < 0.7:
                keys = "+%d%s" % (cc, nsn)
                typed_in = rng.choice([region, rng.choice(regions), "ZZ"])
            else:
                typed_in = rng.choice(idd_regions)
                keys = idd_of(typed_in) + str(cc) + nsn
            if rng.random() < 0.25:
                keys += "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 4)))
            if rng.random() < 0.04:
                at = rng.randint(1, len(keys))
                keys = keys[:at] + rng.choice(" -().") + keys[at:]
            yield keys, typed_in


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2010)
    parser.add_argument("--per-region", type=int, default=24)
    parser.add_argument("--positions", action="store_true",
                        help="write KEYSTROKES<TAB>REGION<TAB>REMEMBER_AT<TAB>POSITIONS lines instead")
    add_output_argument(parser)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tally = Tally("oracle-aytf", MAX_SKIPPED_SHARE, unit="sequences")
    out = tally.open(args.output)
    for keys, region in sequences(rng, args.per_region, tally):
        remember_at = rng.randrange(len(keys)) if args.positions else None
        try:
            shown, positions = outputs(region, keys, remember_at)
        except Exception as error:  # phonenumbers raises on a few formats; such sequences have no oracle
            tally.skip(f"sequences phonenumbers raised {type(error).__name__} on")
            continue
        if args.positions:
            out.write("%s\t%s\t%d\t%s\n" % (keys, region, remember_at, ",".join(map(str, positions))))
        else:
            out.write("%s\t%s\t%s\n" % (keys, region, "|".join(shown)))
        tally.made()
    tally.finish(f"seed {args.seed}, phonenumbers {phonenumbers.__version__}")


if __name__ == "__main__":
    main()
