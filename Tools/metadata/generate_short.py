#!/usr/bin/env python3
"""The short-number plans of `phonenumbers` as lines of text, for a numbering-plan bundle (as
Tools/metadata/generate.py's main plans).

libphonenumber keeps short numbers (emergency numbers, short codes and their cost) in a metadata set
of its own, one record per region. Each becomes one line of text: the region code, its calling code
(which the short-number data leaves out), then eight number descriptions separated by ';' (general, toll free, standard rate, premium rate, short code, emergency,
carrier specific, SMS services), each `pattern/lengths/example` with the pattern as an index into this
set's own pattern list, numbered apart from the main plans' patterns.

The output depends only on the installed phonenumbers version.
"""
import phonenumbers
from phonenumbers import PhoneMetadata
from phonenumbers.shortnumberinfo import SUPPORTED_SHORT_REGIONS

SEPARATORS = set(";/@!\"")
DESC_FIELDS = ("general_desc", "toll_free", "standard_rate", "premium_rate", "short_code", "emergency",
               "carrier_specific", "sms_services")


def text(value):
    if value is None:
        return ""
    assert value != "", "empty string would be read back as absent"
    assert not (set(value) & SEPARATORS), value
    return value


def tables(selected=None):
    """The short-number records and patterns of every region with short numbers, or of those in `selected`."""
    regions = sorted(r for r in SUPPORTED_SHORT_REGIONS if selected is None or r in selected)
    metadata = {region: PhoneMetadata.short_metadata_for_region(region) for region in regions}
    descriptions = [getattr(metadata[r], name) for r in regions for name in DESC_FIELDS]
    patterns = sorted({text(d.national_number_pattern) for d in descriptions
                       if d is not None and d.national_number_pattern})
    index = {pattern: number for number, pattern in enumerate(patterns)}

    def desc(d):
        if d is None:
            return ""
        assert not d.possible_length_local_only, "short numbers have no local-only lengths"
        reference = "" if d.national_number_pattern is None else str(index[d.national_number_pattern])
        return "/".join([reference, ",".join(str(n) for n in d.possible_length or ()), text(d.example_number)])

    records = []
    for region in regions:
        code = str(phonenumbers.country_code_for_region(region))
        records.append(";".join([region, code] + [desc(getattr(metadata[region], name)) for name in DESC_FIELDS]))
    return regions, records, patterns

