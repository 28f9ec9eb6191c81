#!/usr/bin/env python3
"""Writes the seeded number-match corpus: one `A<TAB>B` line per pair (`--seed`, default 5).

For every plan (245 regions and the non-geographic calling codes), numbers drawn from each type's
pattern and the example numbers, each paired with:
- itself in another style (E.164, international, national, with the trunk prefix, bare national,
  an IDD, `tel:`, punctuated, vanity letters, other digits, text around it);
- itself with an extension, the same extension, or a different one;
- the same national number under another calling code, and under another region of a shared code;
- near misses: one digit changed, the national number shortened from the front (a short NSN), digits
  appended, an Italian-style leading zero added or dropped;
- garbage: empty, letters, punctuation, random odd inputs (see odd_inputs.py), and numbers without
  `+` on both sides (matched with no calling code at all).

Every pair is written; none is skipped (the summary, tally.py, says so, and fails on an empty corpus).

    python3 Tools/oracle/match_corpus.py --seed 5 --output pairs.txt   # summary on standard output
    python3 Tools/oracle/match_corpus.py --seed 5 > pairs.txt           # summary on standard error
"""

import argparse
import random

import phonenumbers
from phonenumbers import PhoneMetadata

from corpus import plans
from input_styles import ALL_STYLES, Number
from odd_inputs import HAND_PICKED, odd_inputs
from regex_sampler import sample
from tally import Tally, add_output_argument

_GARBAGE = ["", " ", "abc", "+", "++", "tel:", "1", "12", "123", "+1", "x", "ext. 12", "phone", "+999 123 4567",
            "0", "00", "+0 123 456", "1-800-FLOWERS", "\uff0b\uff14\uff14", "(", "#", "*123#"]


def numbers_of(region, plan, rng, per_type):
    """Example numbers and numbers drawn from the type patterns of one plan, as `Number`s."""
    code = plan.country_code
    found = []
    for name in ("fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "personal_number",
                 "voip", "pager", "uan", "voicemail"):
        desc = getattr(plan, name)
        if desc is None or not desc.national_number_pattern:
            continue
        if desc.example_number:
            found.append(Number(code, desc.example_number, region))
        for _ in range(per_type):
            found.append(Number(code, sample(desc.national_number_pattern, rng), region))
    return found


def styled(number, rng):
    """One way of writing the number (text only: pairs carry no region)."""
    for _ in range(6):
        result = rng.choice(ALL_STYLES)(number, rng)
        if result and "\t" not in result[0] and "\n" not in result[0]:
            return result[0]
    return number.e164


def near_miss(number, rng):
    national = number.national
    kind = rng.randrange(5)
    if kind == 0 and national:
        i = rng.randrange(len(national))
        national = national[:i] + str((int(national[i]) + rng.randint(1, 9)) % 10) + national[i + 1:]
    elif kind == 1 and len(national) > 3:
        national = national[rng.randint(1, len(national) - 3):]
    elif kind == 2:
        national += "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 3)))
    elif kind == 3:
        national = "0" + national
    elif national.startswith("0"):
        national = national[1:] or "0"
    return Number(number.calling_code, national, number.region)


def with_extension(text, rng, digits=None):
    digits = digits or "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 6)))
    return text + rng.choice([" ext. {}", " x{}", ";ext={}", " #{}", " extension {}"]).format(digits)


def pairs_for(number, rng, codes, regions_by_code):
    a = styled(number, rng)
    yield a, styled(number, rng)
    yield number.e164, styled(number, rng)
    ext = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 5)))
    yield with_extension(a, rng, ext), styled(number, rng)
    yield with_extension(a, rng, ext), with_extension(number.e164, rng, ext)
    yield with_extension(a, rng, ext), with_extension(styled(number, rng), rng)
    other = rng.choice(codes)
    yield a, styled(Number(other, number.national, regions_by_code[other][0]), rng)
    shared = regions_by_code.get(number.calling_code, [])
    if len(shared) > 1:
        yield a, styled(Number(number.calling_code, number.national, rng.choice(shared)), rng)
    yield a, styled(near_miss(number, rng), rng)
    yield styled(near_miss(number, rng), rng), a
    yield number.national, styled(number, rng)
    yield number.national, near_miss(number, rng).national
    yield a, rng.choice(_GARBAGE)
    yield rng.choice(_GARBAGE), a


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--per-type", type=int, default=2)
    add_output_argument(parser)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    regions_by_code = {code: list(regions) for code, regions in phonenumbers.COUNTRY_CODE_TO_REGION_CODE.items()}
    codes = sorted(regions_by_code)
    tally = Tally("match corpus", max_skipped_share=0.0)
    out = tally.open(args.output)
    for region, plan in plans():
        for number in numbers_of(region, plan, rng, args.per_type):
            for a, b in pairs_for(number, rng, codes, regions_by_code):
                out.write(f"{a}\t{b}\n")
                tally.made()
    odd = [text for text, _ in odd_inputs(rng)]
    for _ in range(2000):
        a, b = rng.choice(odd), rng.choice(odd)
        out.write(f"{a}\t{b}\n" if rng.random() < 0.9 else f"{a}\n")
        tally.made()
    for text, _ in HAND_PICKED:
        out.write(f"{text}\t+1 650 253 0000\n")
        tally.made()
    tally.finish(f"pairs; seed {args.seed}, phonenumbers {phonenumbers.__version__}")


if __name__ == "__main__":
    main()
