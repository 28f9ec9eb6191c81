"""The ways people write one phone number: each style turns a number into an input line.

A style takes a `Number` (calling code, national significant number, home region) and a
random generator, and returns `(text, default_region)` or None when it does not apply
(a national style for a non-geographic number, a trunk prefix where the plan has none).

    >>> number = Number(44, "2070313000", "GB")
    >>> national(number, rng)          # ("020 7031 3000", "GB")
"""

import random
from dataclasses import dataclass

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat

from regex_sampler import sample

NO_REGION = "ZZ"
ALL_REGIONS = sorted(phonenumbers.SUPPORTED_REGIONS)

_KEYPAD = {"2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV", "9": "WXYZ"}
# Zero of several Unicode decimal-digit scripts: full-width, Arabic-Indic, extended Arabic-Indic,
# Devanagari, Bengali, Thai, Myanmar, Mongolian.
_DIGIT_ZEROS = [0xFF10, 0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50, 0x1040, 0x1810]
_EXTENSIONS = [" ext. {}", " ext {}", " x{}", " X {}", " #{}", ";ext={}", " extension {}", ",,{}", ";{}",
               " ext.{}#", " доб. {}", " anexo {}", " int. {}", " ・{}", "#{}#"]
_SEPARATORS = [" ", "-", ".", "/", " - ", "\u00a0", "\u2010", "\u2212", "\u3000", ""]


@dataclass(frozen=True)
class Number:
    """A number as calling code + national significant number (with any leading zeros), and its region."""

    calling_code: int
    national: str
    region: str  # "001" for non-geographic entities

    @property
    def e164(self) -> str:
        return f"+{self.calling_code}{self.national}"

    @property
    def is_geographic(self) -> bool:
        return self.region != "001"

    def parsed(self):
        """The oracle's PhoneNumber for this number, or None when the digits do not parse."""
        try:
            return phonenumbers.parse(self.e164, None)
        except phonenumbers.NumberParseException:
            return None


def metadata(number: Number):
    if number.is_geographic:
        return PhoneMetadata.metadata_for_region(number.region)
    return PhoneMetadata.metadata_for_nongeo_region(number.calling_code)


def _format(number: Number, style):
    parsed = number.parsed()
    return phonenumbers.format_number(parsed, style) if parsed else None


def e164(number, rng):
    return number.e164, _any_or_no_region(rng)


def international(number, rng):
    text = _format(number, PhoneNumberFormat.INTERNATIONAL) or f"+{number.calling_code} {number.national}"
    return text, _any_or_no_region(rng)


def national(number, rng):
    if not number.is_geographic:
        return None
    text = _format(number, PhoneNumberFormat.NATIONAL)
    return (text, number.region) if text else None


def bare_national(number, rng):
    """The national significant number alone: national input without the trunk prefix."""
    return (number.national, number.region) if number.is_geographic else None


def with_trunk_prefix(number, rng):
    prefix = metadata(number).national_prefix
    if not number.is_geographic or not prefix:
        return None
    return f"{prefix}{_separator(rng)}{number.national}", number.region


def idd_from_elsewhere(number, rng):
    """The number as dialled from another region: that region's IDD, the calling code, the number."""
    caller = rng.choice(ALL_REGIONS)
    caller_metadata = PhoneMetadata.metadata_for_region(caller)
    preferred = caller_metadata.preferred_international_prefix
    if preferred and rng.random() < 0.4:
        idd = preferred
    elif caller_metadata.international_prefix:
        idd = sample(caller_metadata.international_prefix, rng)
    else:
        return None
    sep = _separator(rng)
    return f"{idd}{sep}{number.calling_code}{sep}{number.national}", caller


def tel_uri(number, rng):
    if rng.random() < 0.7 or not number.is_geographic:
        text = _format(number, PhoneNumberFormat.RFC3966) or f"tel:{number.e164}"
        return text, _any_or_no_region(rng)
    return f"tel:{number.national};phone-context=+{number.calling_code}", NO_REGION


def with_extension(number, rng):
    base, region = (rng.random() < 0.5 and national(number, rng)) or international(number, rng)
    digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 8)))
    return base + rng.choice(_EXTENSIONS).format(digits), region


def punctuated(number, rng):
    """The digits regrouped at random with mixed separators and brackets."""
    head = f"+{number.calling_code}" if (rng.random() < 0.5 or not number.is_geographic) else ""
    digits = number.national
    if not head and (prefix := metadata(number).national_prefix) and rng.random() < 0.5:
        digits = prefix + digits
    groups, i = [], 0
    while i < len(digits):
        size = rng.randint(1, 4)
        groups.append(digits[i:i + size])
        i += size
    if len(groups) > 1 and rng.random() < 0.4:
        groups[0] = f"({groups[0]})"
    body = "".join(g + _separator(rng) for g in groups).rstrip()
    text = f"{head}{_separator(rng)}{body}" if head else body
    return text, (number.region if number.is_geographic and not head else _any_or_no_region(rng))


def vanity(number, rng):
    """Some keypad digits at the end replaced by letters, as in 1-800-FLOWERS."""
    text, region = (bare_national(number, rng) if number.is_geographic and rng.random() < 0.6
                    else (number.e164, _any_or_no_region(rng)))
    chars = list(text)
    for i in range(len(chars) - 1, max(len(chars) - 8, 0), -1):
        if chars[i] in _KEYPAD and rng.random() < 0.8:
            chars[i] = rng.choice(_KEYPAD[chars[i]])
    if rng.random() < 0.3:
        chars = [c.lower() for c in chars]
    return "".join(chars), region


def other_digits(number, rng):
    """Full-width or another script's decimal digits, and sometimes the full-width plus sign."""
    text, region = (rng.random() < 0.5 and national(number, rng)) or international(number, rng)
    zero = rng.choice(_DIGIT_ZEROS)
    converted = "".join(chr(zero + int(c)) if c.isdigit() else c for c in text)
    if rng.random() < 0.5:
        converted = converted.replace("+", "\uff0b")
    return converted, region


def surrounded(number, rng):
    """The number inside other text, as pasted from a signature or a sentence."""
    text, region = (rng.random() < 0.5 and national(number, rng)) or international(number, rng)
    before = rng.choice(["Tel: ", "Phone ", "call ", "☎ ", "(", "[", "Mob. ", "", "--"])
    after = rng.choice([" (office)", " thanks", ")", "]", ".", " ", "", " 24/7"])
    return before + text + after, region


ALL_STYLES = [e164, international, national, bare_national, with_trunk_prefix, idd_from_elsewhere,
              tel_uri, with_extension, punctuated, vanity, other_digits, surrounded]


def _separator(rng):
    return rng.choice(_SEPARATORS)


def _any_or_no_region(rng):
    return NO_REGION if rng.random() < 0.6 else rng.choice(ALL_REGIONS)
