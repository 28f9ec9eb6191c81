#!/usr/bin/env python3
"""Writes the phone-number differential corpus: one `input<TAB>REGION` line per case.

The corpus covers every region and every non-geographic calling code of the pinned
`phonenumbers` release: all example numbers of every type, random numbers drawn from each
type's national-number pattern, mutated (mostly invalid) numbers, every input style in
input_styles.py, and odd inputs. The seed fixes it: the same seed and release give the same bytes.
A style that does not apply to a number (a national style for a non-geographic number, a trunk
prefix where the plan has none) is skipped; the summary (tally.py) counts the skips by style and
fails when more than MAX_SKIPPED_SHARE of the cases are skipped.

    python3 Tools/oracle/corpus.py --seed 3 --output corpus.txt   # summary on standard output
    python3 Tools/oracle/corpus.py --seed 3 > corpus.txt           # summary on standard error
"""

import argparse
import random

import phonenumbers
from phonenumbers import PhoneMetadata

import input_styles as styles
from input_styles import Number, NO_REGION
from odd_inputs import odd_inputs
from regex_sampler import sample
from tally import Tally, add_output_argument

TYPES = ["fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "voip",
         "personal_number", "pager", "uan", "voicemail"]
EXAMPLE_STYLES = [styles.e164, styles.international, styles.national, styles.bare_national,
                  styles.with_trunk_prefix]
# About 5% of seed 3's cases are styles that do not apply (most of them a trunk prefix where the plan
# has none); twice that means the styles or the metadata changed.
MAX_SKIPPED_SHARE = 0.10


def styled(style, number, rng):
    """(the style's name, its `(text, region)` for the number, or None when it does not apply)."""
    return style.__name__, style(number, rng)


def plans():
    """(region, metadata) for every region, then ("001", metadata) for every non-geographic code."""
    for region in styles.ALL_REGIONS:
        yield region, PhoneMetadata.metadata_for_region(region)
    for code in sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        yield "001", PhoneMetadata.metadata_for_nongeo_region(code)


def example_cases(region, plan, rng):
    """Every example number of every type, in the fixed example styles plus one random style."""
    for kind in TYPES:
        desc = getattr(plan, kind)
        if desc is None or not desc.example_number:
            continue
        number = Number(plan.country_code, desc.example_number, region)
        for style in EXAMPLE_STYLES + [rng.choice(styles.ALL_STYLES)]:
            yield styled(style, number, rng)


def random_valid_cases(region, plan, rng, per_type):
    """Numbers drawn from each type's pattern at one of its possible lengths, each in a random style."""
    for kind in TYPES:
        desc = getattr(plan, kind)
        if desc is None or not desc.national_number_pattern:
            continue
        lengths = set(desc.possible_length or ()) or set(plan.general_desc.possible_length or ())
        for _ in range(per_type):
            digits = sample(desc.national_number_pattern, rng)
            for _ in range(20):
                if len(digits) in lengths:
                    break
                digits = sample(desc.national_number_pattern, rng)
            yield styled(rng.choice(styles.ALL_STYLES), Number(plan.country_code, digits, region), rng)


def invalid_cases(region, plan, rng, count):
    """Near misses (one digit changed, added or removed) and random digit runs."""
    base = plan.general_desc.national_number_pattern or r"\d{8}"
    for i in range(count):
        digits = list(sample(base, rng))
        edit = i % 4
        position = rng.randrange(len(digits) + 1)
        if edit == 0 and digits:
            digits[min(position, len(digits) - 1)] = rng.choice("0123456789")
        elif edit == 1:
            digits.insert(position, rng.choice("0123456789"))
        elif edit == 2 and len(digits) > 1:
            del digits[min(position, len(digits) - 1)]
        else:
            digits = [rng.choice("0123456789") for _ in range(rng.randint(1, 19))]
        number = Number(plan.country_code, "".join(digits), region)
        yield styled(rng.choice(styles.ALL_STYLES), number, rng)


def cases(seed, per_type, tally=None):
    """Every case of the corpus: `(text, region)`, or None where a style does not apply (counted in
    `tally` when given)."""
    for style, case in _styled_cases(seed, per_type):
        if case is None and tally is not None:
            tally.skip(f"{style} (does not apply)")
        yield case


def _styled_cases(seed, per_type):
    """(style name, `(text, region)` or None) for every case of the corpus."""
    rng = random.Random(seed)
    for region, plan in plans():
        yield from example_cases(region, plan, rng)
        yield from random_valid_cases(region, plan, rng, per_type)
        yield from invalid_cases(region, plan, rng, count=14)
        for style in styles.ALL_STYLES:  # every style at least once per plan
            desc = plan.general_desc
            yield styled(style, Number(plan.country_code, sample(desc.national_number_pattern, rng), region), rng)
    for case in odd_inputs(rng):
        yield "odd input", case


def line(text, region, rng):
    if any(c in text for c in "\t\n\r"):
        raise ValueError("corpus inputs must not contain tabs or line breaks")
    if region == NO_REGION and rng.random() < 0.5:
        return text  # no tab at all: the CLI's default (no region) applies
    if region != NO_REGION and rng.random() < 0.02:
        region = region.lower()  # region codes are case-insensitive
    return f"{text}\t{region}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--per-type", type=int, default=10, help="random numbers per type and plan")
    add_output_argument(parser)
    args = parser.parse_args()
    rng = random.Random(args.seed ^ 0x5EED)
    tally = Tally("corpus", MAX_SKIPPED_SHARE)
    out = tally.open(args.output)
    for case in cases(args.seed, args.per_type, tally):
        if case is None:
            continue
        out.write(line(*case, rng) + "\n")
        tally.made()
    tally.finish(f"seed {args.seed}, phonenumbers {phonenumbers.__version__}")


if __name__ == "__main__":
    main()
