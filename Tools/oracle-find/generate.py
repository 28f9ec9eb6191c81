#!/usr/bin/env python3
"""Writes the seeded corpus for `formkit phone find --tsv`: one `TEXT<TAB>REGION<TAB>LENIENCY` line per text.

Each text is prose (Latin, accented, Cyrillic, Greek, CJK, emoji) with one to four phone numbers from
the default region or elsewhere, written in many styles (national, international, E.164, tel: URIs,
regrouped, bracketed, with extensions, full-width digits, glued to letters or currency signs), and
decoys: dates, times, time stamps, prices, percentages, ISBNs, page ranges, versions, long digit runs.
The same seed and phonenumbers release give the same bytes. A number whose region has no example
number is left out of its text; the summary (Tools/oracle/tally.py) counts the numbers placed and left
out, and fails when more than MAX_SKIPPED_SHARE are left out.

    python3 Tools/oracle-find/generate.py --seed 14 --count 6000 --output corpus.tsv   # summary on stdout
    python3 Tools/oracle-find/generate.py --seed 14 --count 6000 > corpus.tsv           # summary on stderr
"""

import argparse
import os
import random
import sys

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))
from tally import Tally, add_output_argument  # noqa: E402  (Tools/oracle/tally.py)

LENIENCIES = ["possible", "valid", "strict-grouping", "exact-grouping"]
WORDS = (
    "call ring text me at on or and the office mobile fax desk reach us please thanks "
    "café résumé naïve Zürich São Paulo Ærø straße Ελλάδα Москва телефон 電話 東京 서울 "
    "numéro tél Tel: Ph. Mob: ☎ 📞 → « » „ “ ” — – · … ü ñ ç ø"
).split()
DECOYS = [
    "3/10/2011", "31/10/96", "08/31/95", "2012-01-02 08:00", "2012-01-02 08:00:59", "20120102 08:00",
    "$100.50", "€ 1.234,56", "£12", "¥5000", "45%", "12 %", "ISBN 978-3-16-148410-0", "ISBN 0-306-40615-2",
    "10:30", "7:45pm", "211-227 (2003)", "12(3): 211-227 (2003)", "v2.10.3", "1.000.000", "3.14159",
    "1234567890123456789012345", "No. 42", "Room 1205", "12-15", "1/2", "24/7", "2024", "1,234,567",
    "#12345", "A4", "COVID-19", "100 000", "+", "(", "1-800-FLOWERS", "1 800 SIX FLAGS",
]
TYPES = [
    PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
    PhoneNumberType.PREMIUM_RATE, PhoneNumberType.VOIP, PhoneNumberType.UAN,
]
FULL_WIDTH = str.maketrans("0123456789", "０１２３４５６７８９")
ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
# Seed 14 leaves out no number; a few regions without example numbers may come and go with releases.
MAX_SKIPPED_SHARE = 0.02


def example(rng, region):
    for _ in range(4):
        number = phonenumbers.example_number_for_type(region, rng.choice(TYPES))
        if number is not None:
            break
    else:
        number = phonenumbers.example_number(region)
    if number is None:
        return None
    if rng.random() < 0.35:
        # Change the last digits: sometimes still valid, often only possible, sometimes neither.
        digits = list(str(number.national_number))
        for _ in range(rng.randint(1, 3)):
            digits[-rng.randint(1, min(4, len(digits)))] = str(rng.randint(0, 9))
        number = phonenumbers.PhoneNumber(country_code=number.country_code, national_number=int("".join(digits)))
    return number


def regroup(rng, digits):
    groups, index = [], 0
    while index < len(digits):
        size = rng.randint(1, 5)
        groups.append(digits[index:index + size])
        index += size
    separator = rng.choice([" ", "-", ".", " ", "/", "  ", " - ", "\u00a0", "\u2013", "~"])
    return separator.join(groups)


def written(rng, number, region):
    national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
    international = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    nsn = phonenumbers.national_significant_number(number)
    prefix = phonenumbers.ndd_prefix_for_region(region, True) or "" if region else ""
    style = rng.randrange(16)
    if style == 0:
        text = national
    elif style == 1:
        text = international
    elif style == 2:
        text = e164
    elif style == 3:
        text = phonenumbers.format_number(number, PhoneNumberFormat.RFC3966)
    elif style == 4:
        text = nsn
    elif style == 5:
        text = prefix + nsn
    elif style == 6:
        text = regroup(rng, prefix + nsn)
    elif style == 7:
        text = "+" + str(number.country_code) + " " + regroup(rng, nsn)
    elif style == 8:
        text = "(" + nsn[:3] + ") " + nsn[3:6] + "-" + nsn[6:]
    elif style == 9:
        text = national + rng.choice([" ext. 12", " x123", " #45", ";ext=7", " ext 9876", " - 503#", " extn. 4"])
    elif style == 10:
        text = national.translate(rng.choice([FULL_WIDTH, ARABIC_INDIC]))
    elif style == 11:
        text = national + rng.choice(["/", " / ", "/x", " / x"]) + regroup(rng, nsn)
    elif style == 12:
        idd = {"US": "011", "GB": "00", "DE": "00", "JP": "010", "AU": "0011"}.get(region, "00")
        text = idd + " " + str(number.country_code) + " " + nsn
    elif style == 13:
        text = international.replace(" ", rng.choice(["-", ".", "", "  "]))
    elif style == 14:
        text = "＋" + str(number.country_code) + " " + national.lstrip("0")
    else:
        text = national.replace(" ", rng.choice(["-", "", "/", ". "]))
    return text


def neighbour(rng):
    return rng.choice([" ", " ", " ", ", ", "; ", ": ", " (", ") ", "\"", "'", "a", "é", "$", "%", "€", "x", "/",
                       "-", ".", "。", "：", "tel:", "Tel. ", "\u00a0", "\u3000", "😀", "ж", "字"])


def text_for(rng, region, regions, tally):
    parts = []
    for _ in range(rng.randint(1, 4)):
        parts.extend(rng.choice(WORDS) for _ in range(rng.randint(1, 6)))
        if rng.random() < 0.45:
            parts.append(rng.choice(DECOYS))
        home = region if region and rng.random() < 0.7 else rng.choice(regions)
        number = example(rng, home)
        if number is None:
            tally.skip("numbers left out (their region has no example number)")
        else:
            parts.append(neighbour(rng).strip() + written(rng, number, home) + neighbour(rng).strip())
            tally.made()
    parts.extend(rng.choice(WORDS) for _ in range(rng.randint(0, 4)))
    joiners = [" "] * 6 + ["  ", ", ", " – ", "\u00a0"]
    text = parts[0]
    for part in parts[1:]:
        text += rng.choice(joiners) + part
    return text.replace("\t", " ").replace("\n", " ").replace("\r", " ")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--count", type=int, default=6000)
    add_output_argument(parser)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tally = Tally("find corpus", MAX_SKIPPED_SHARE, unit="numbers")
    out = tally.open(args.output)
    regions = sorted(phonenumbers.SUPPORTED_REGIONS)
    for index in range(args.count):
        region = None if rng.random() < 0.1 else rng.choice(regions[:0] + ["US", "GB", "DE", "FR", "BR", "IN", "JP", "AU", "CH", "IT"] if rng.random() < 0.5 else regions)
        leniency = LENIENCIES[index % 4]
        text = text_for(rng, region, regions, tally)
        fields = [text, region or "ZZ"]
        if index % 5:
            fields.append(leniency)
        out.write("\t".join(fields) + "\n")
    tally.finish(f"in {args.count} texts; seed {args.seed}, phonenumbers {phonenumbers.__version__}")


if __name__ == "__main__":
    main()
