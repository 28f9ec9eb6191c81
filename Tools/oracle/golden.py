#!/usr/bin/env python3
"""Records Tests/PhoneNumbersTests/Golden/golden.tsv from the phonenumbers oracle (fixed seed).

Every example number of every type of every region and non-geographic code is written in a few
input styles (national digits, national and international layouts, IDD from another region,
extensions, tel: URIs, one digit short or long, vanity letters), parsed with its default region,
and recorded with every property PhoneNumbers exposes. Re-record only on purpose:
    python3 Tools/oracle/golden.py > Tests/PhoneNumbersTests/Golden/golden.tsv
"""
import random
import sys

import phonenumbers as pn
from phonenumbers import PhoneMetadata, PhoneNumberFormat as F, PhoneNumberType as T

SEED = 20261122
TYPES = [("FIXED_LINE", T.FIXED_LINE), ("MOBILE", T.MOBILE), ("TOLL_FREE", T.TOLL_FREE),
         ("PREMIUM_RATE", T.PREMIUM_RATE), ("SHARED_COST", T.SHARED_COST), ("VOIP", T.VOIP),
         ("PERSONAL_NUMBER", T.PERSONAL_NUMBER), ("PAGER", T.PAGER), ("UAN", T.UAN), ("VOICEMAIL", T.VOICEMAIL)]
TYPE_NAMES = {getattr(T, name): name for name in ["FIXED_LINE", "MOBILE", "FIXED_LINE_OR_MOBILE", "TOLL_FREE",
              "PREMIUM_RATE", "SHARED_COST", "VOIP", "PERSONAL_NUMBER", "PAGER", "UAN", "VOICEMAIL", "UNKNOWN"]}
ERRORS = {0: "INVALID_COUNTRY_CODE", 1: "NOT_A_NUMBER", 2: "TOO_SHORT_AFTER_IDD", 3: "TOO_SHORT_NSN", 4: "TOO_LONG"}
HEADER = ["input", "region", "from", "possible", "valid", "number_region", "type", "e164", "international",
          "national", "rfc3966", "out_of_country", "country_code", "national_number", "extension", "error"]


def row(text, region, dial_from):
    try:
        n = pn.parse(text, region)
    except pn.NumberParseException as e:
        return [text, region, dial_from] + [""] * 12 + [ERRORS[e.error_type]]
    return [text, region, dial_from, str(pn.is_possible_number(n)).lower(), str(pn.is_valid_number(n)).lower(),
            pn.region_code_for_number(n) or "", TYPE_NAMES[pn.number_type(n)], pn.format_number(n, F.E164),
            pn.format_number(n, F.INTERNATIONAL), pn.format_number(n, F.NATIONAL), pn.format_number(n, F.RFC3966),
            pn.format_out_of_country_calling_number(n, dial_from), str(n.country_code), str(n.national_number),
            n.extension or "", ""]


def variants(rng, example, region, regions):
    """Input texts for one example number, with the default region each is parsed with."""
    try:
        number = pn.parse(example, region if region != "001" else "ZZ")
    except pn.NumberParseException:
        return [(example, region)]
    other = rng.choice(regions)
    international = pn.format_number(number, F.INTERNATIONAL)
    e164 = pn.format_number(number, F.E164)
    national = pn.format_number(number, F.NATIONAL)
    out = [(example if region != "001" else e164, region if region != "001" else "ZZ")]
    choices = [
        (national, region), (international, "ZZ"), (e164, other),
        (pn.format_out_of_country_calling_number(number, other), other),
        (international + rng.choice([" ext. 123", " x 45", " #12", ";ext=7", ",,99", " ext 2222#"]), "ZZ"),
        ("tel:" + pn.format_number(number, F.RFC3966)[4:] + rng.choice(["", ";isub=12", ";ext=5"]), "ZZ"),
        (e164[:-1], "ZZ"), (e164 + str(rng.randrange(10)), "ZZ"),
        (national[:-1], region), ("00" + e164[1:], other),
        ("\uff0b" + "".join(chr(0xFF10 + int(c)) for c in e164[1:]), "ZZ"),
        (" " + national.replace(" ", "-") + " ", region),
    ]
    out += rng.sample(choices, 4)
    return [(t, r if r != "001" else "ZZ") for t, r in out]


def main():
    rng = random.Random(SEED)
    regions = sorted(pn.SUPPORTED_REGIONS)
    rows = []
    for region in regions:
        metadata = PhoneMetadata.metadata_for_region(region)
        for _, kind in TYPES:
            desc = pn.phonenumberutil._number_desc_by_type(metadata, kind)
            if desc is not None and desc.example_number:
                for text, default in variants(rng, desc.example_number, region, regions):
                    rows.append(row(text, default, rng.choice(regions)))
    for code in sorted(pn.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        metadata = PhoneMetadata.metadata_for_nongeo_region(code)
        for _, kind in TYPES:
            desc = pn.phonenumberutil._number_desc_by_type(metadata, kind)
            if desc is not None and desc.example_number:
                for text, default in variants(rng, "+%d%s" % (code, desc.example_number), "001", regions):
                    rows.append(row(text, default, rng.choice(regions)))
    odd = ["1-800-FLOWERS", "+1 800 FLOWERS", "0800 FLOWERS", "tel:253-0000;phone-context=+1-650",
           "tel:253-0000;phone-context=example.com", "tel:+1-650-253-0000;phone-context=", "abc", "+", "++44 20",
           "+0 123 456", "011 44 20 7031 3000", "0011 61 2 9374 4000", "8~10 7 495 123 45 67", "12", "1",
           "+800 1234 5678", "+979 1234 5678", "033316005 x 123", "(530) 583-6985 x302/x2303", "+39 06 6988 4567",
           "+39 335 123 4567", "+44 0 20 7031 3000", "+54 9 11 1234 5678", "011 15 1234 5678", "٠١٢٣٤٥٦٧٨٩",
           "+1 650 253 0000 ext. 1234567890123456789012", "Tel: +41 44 668 1800.", "+7 800 555 35 35", "00"]
    for text in odd:
        for default in ["ZZ", "US", "GB", "AR", "IT", "AU", "RU"]:
            rows.append(row(text, default, rng.choice(regions)))
    out = sys.stdout
    out.write("# Generated by Tools/oracle/golden.py from phonenumbers %s, seed %d.\n" % (pn.__version__, SEED))
    out.write("\t".join(HEADER) + "\n")
    for r in rows:
        out.write("\t".join(c.replace("\t", " ").replace("\n", " ") for c in r) + "\n")


if __name__ == "__main__":
    main()
