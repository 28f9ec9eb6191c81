"""Odd inputs: the edges of the parser, hand-picked and random.

Each item is `(text, default_region)`. None of them contains a tab or a line break, which
separate the corpus's fields and lines.
"""

import phonenumbers
from phonenumbers import PhoneMetadata

from input_styles import ALL_REGIONS, NO_REGION
from regex_sampler import sample

HAND_PICKED = [
    ("", NO_REGION), ("", "US"), (" ", "US"), ("+", NO_REGION), ("++1 650 253 0000", NO_REGION),
    ("+-1 650 253 0000", NO_REGION), ("0", "US"), ("00", "GB"), ("011", "US"), ("011 44", "US"),
    ("00 1", "DE"), ("8~10", "RU"), ("+0 1234567", NO_REGION), ("+999 1234567", NO_REGION),
    ("+1", NO_REGION), ("+12", NO_REGION), ("+44", NO_REGION), ("+44 0", NO_REGION), ("+8", NO_REGION),
    ("1-800-FLOWERS", "US"), ("1-800-flowers", "US"), ("+1 800 FLOWERS", NO_REGION), ("ABC", "US"),
    ("1-800-MY-APPLE", "US"), ("0800 REVERSE", "GB"), ("CALL-ME", "US"), ("phone", NO_REGION),
    ("+1 (650) 253-0000 ext", NO_REGION), ("+1 650 253 0000 ext.", NO_REGION),
    ("+1 650 253 0000 ext. 12345678901", NO_REGION), ("+1 650 253 0000;ext=", NO_REGION),
    ("tel:", NO_REGION), ("tel:+", NO_REGION), ("tel:+1-650-253-0000;ext=123", NO_REGION),
    ("tel:253-0000;phone-context=+1-650", NO_REGION), ("tel:253-0000;phone-context=www.example.com", "US"),
    ("tel:253-0000;phone-context=+", "US"), ("tel:+44-20-7031-3000;isub=12", NO_REGION),
    ("TEL:+1 650 253 0000", NO_REGION), ("sip:+16502530000@example.com", NO_REGION),
    ("(650) 253-0000", "US"), ("(650) 253-0000", NO_REGION), ("650.253.0000", "us"),
    ("\uff0b\uff11 \uff16\uff15\uff10 \uff12\uff15\uff13 \uff10\uff10\uff10\uff10", NO_REGION),
    ("\u0661\u0662\u0663", "EG"), ("+\u0662\u0660 \u0661\u0660\u0660 \u0661\u0662\u0663 \u0664\u0665\u0666\u0667", NO_REGION),
    ("6\u0301502530000", "US"), ("\u200b+1 650 253 0000", NO_REGION), ("+1\u00a0650\u00a0253\u00a00000", NO_REGION),
    ("+1 650 253 0000 \U0001f4de", NO_REGION), ("\U0001f4de +1 650 253 0000", NO_REGION),
    ("+1 650 253 0000\u2028", NO_REGION), ("1" * 16, "US"), ("1" * 17, "US"), ("+1" + "2" * 17, NO_REGION),
    ("9" * 251, "US"), ("+" + "9" * 300, NO_REGION), ("1 " * 130, "US"), ("x" * 300, NO_REGION),
    ("+44 (0) 20 7031 3000", NO_REGION), ("+39 02 1234 5678", NO_REGION), ("+39 312 345 6789", NO_REGION),
    ("+225 0102030405", NO_REGION), ("+800 1234 5678", NO_REGION), ("+979 123 456 789", NO_REGION),
    ("+882 1234 5678 90", NO_REGION), ("001 800 1234 5678", "US"), ("0011 61 2 9374 4000", "AU"),
    ("8 10 44 20 7031 3000", "RU"), ("8 (495) 123-45-67", "RU"), ("+7 8 495 123 45 67", NO_REGION),
    ("0 0 44 20 7031 3000", "DE"), ("+ 4 4 2 0 7 0 3 1 3 0 0 0", NO_REGION), ("+(44) 20 7031 3000", NO_REGION),
    ("#123", "US"), ("*100#", "IN"), ("112", "DE"), ("911", "US"), ("1", "US"), ("12", "GB"),
    ("0" * 10, "GB"), ("+1 000 000 0000", NO_REGION), ("2530000", "US"), ("253-0000", "US"),
    ("+1 650 253 0000 x 1 x 2", NO_REGION), ("+1 650 253 0000 #", NO_REGION), ("650 253 0000 / 0001", "US"),
    ("(", "US"), (")", "US"), ("-", NO_REGION), ("+()", NO_REGION), ("\\", NO_REGION), ("%", NO_REGION),
    ("+1 650 253 0000", "XX"), ("650 253 0000", "XX"), ("650 253 0000", "001"), ("+800 1234 5678", "001"),
    ("650 253 0000", "ZZ"), ("+1 650 253 0000", "zz"),
]

_ODD_CHARS = ("0123456789+-.()/ #*xX;,=:~abcdefghijklmnopqrstuvwyz" "ext" "tel:"
              "\u00a0\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u30fc\uff0d\uff0f\u3000\u2060\u00ad"
              "\uff10\uff11\uff15\uff19\uff0b\u0660\u0669\u06f5\u0966\u0e51\u0301"
              "\u00e9\u00df\u4e00\u0410\U0001f600")


def odd_inputs(rng):
    """The hand-picked inputs, then random runs over digits, punctuation and other characters."""
    yield from HAND_PICKED
    for i in range(600):
        length = rng.choice([1, 2, 3, 5, 8, 12, 16, 20, 30]) if i % 50 else rng.randint(240, 260)
        text = "".join(rng.choice(_ODD_CHARS) for _ in range(length))
        if rng.random() < 0.4:
            text = rng.choice(["+", "tel:+", "00", "011 ", "+1 ", ""]) + text
        yield text, rng.choice([NO_REGION, rng.choice(ALL_REGIONS)])
    # A calling code alone, and a calling code with too few digits, for every code.
    for code in sorted(phonenumbers.COUNTRY_CODE_TO_REGION_CODE):
        yield f"+{code}", NO_REGION
        yield f"+{code} {rng.randint(0, 99)}", NO_REGION
    # Per region: its IDD with almost nothing after it, and a national number with no region to read it by.
    for region in ALL_REGIONS:
        idd = PhoneMetadata.metadata_for_region(region).international_prefix
        if idd:
            yield f"{sample(idd, rng)} {rng.randint(0, 9)}", region
        yield "".join(rng.choice("0123456789") for _ in range(rng.randint(4, 12))), NO_REGION
