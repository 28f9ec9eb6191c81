#!/usr/bin/env python3
"""The main numbering plans of `phonenumbers` as lines of text, which Tools/metadata/export_tables.py
writes and Tools/metadata/AutomataCompiler --bundle packs into a numbering-plan bundle (its typed
records; the text never reaches the library).

Every region (and non-geographic calling code) becomes one line of text: fields separated by ';',
sub-fields by '/', list items by '@' and formats by '!'. None of these characters occur in the
upstream data (the script checks). The output depends only on the installed phonenumbers version,
so regenerating with the same version is byte-for-byte reproducible.
"""
import phonenumbers
from phonenumbers import PhoneMetadata
from phonenumbers.data import _ALT_NUMBER_FORMATS

SEPARATORS = set(";/@!\"")
DESC_FIELDS = ("general_desc", "fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost",
               "personal_number", "voip", "pager", "uan", "voicemail", "no_international_dialling")


def text(value):
    if value is None:
        return ""
    assert value != "", "empty string would be read back as absent"
    assert not (set(value) & SEPARATORS), value
    return value


def lengths(values):
    return ",".join(str(v) for v in (values or ()))


class Automata:
    """Numbers the distinct patterns that run as automata (compiled by Tools/metadata/AutomataCompiler).

    A record refers to a pattern by number. Most patterns belong to one record only; those are numbered
    record after record in the order each record names them, and the record names them `+k`: its own
    k-th pattern, the record's base (its last field) + k, so a record's own references read +0, +1, +2…
    The patterns several lines share (every pattern of the alternate formats, most leading-digit
    patterns) come first, by first use, and are named by their number, the same text wherever they
    recur. Against numbers in the patterns' sorted order this takes the region records from 18.4 KB of
    gzip to 15.8 KB. Before them all come the grouping patterns (a format's `(\\d{3})(\\d{4})`), the
    most used first (ties by first use; 45 bytes of gzip fewer in the module than first use alone),
    named by their number even when one record alone uses them: a format names its grouping pattern
    only by that number, and PhoneNumbers reads the text from their own small table
    (GroupingPatterns.swift, the first `grouping_count` patterns), not from every format.

    The numbering needs every use first: `record`, `number_format` run once to collect (`collecting`),
    then again to write."""

    def __init__(self):
        self.collecting = True
        self.line = None  # the record being written: its own patterns are relative to its base
        self.users = {}  # pattern -> the lines that name it, in first-use order of the patterns
        self.number = {}
        self.base = {}  # line -> the number of its first own pattern
        self.grouping = {}  # grouping pattern -> how many formats name it, in first-use order

    def begin(self, line):
        self.line = line

    def ref(self, pattern):
        if pattern is None:
            return ""
        if self.collecting:
            self.users.setdefault(text(pattern), set()).add(self.line)
            return ""
        number = self.number[pattern]
        if pattern in self.grouping or self.owner(pattern) is None:
            return str(number)
        return f"+{number - self.base[self.line]}"

    def grouping_ref(self, pattern):
        """A format's grouping pattern: always by its number, which is also its line in GroupingPatterns."""
        if self.collecting:
            self.grouping[text(pattern)] = self.grouping.get(text(pattern), 0) + 1
        return self.ref(pattern)

    @property
    def grouping_count(self):
        return len(self.grouping)

    def owner(self, pattern):
        """The one record line that names the pattern, or None when it is shared (or an alternate format's)."""
        users = self.users[pattern]
        line = next(iter(users))
        return line if len(users) == 1 and line is not None else None

    def finish(self):
        """Numbers the patterns collected: the grouping ones first, then the other shared ones, then each
        record's own."""
        grouping = sorted(self.grouping, key=lambda p: -self.grouping[p])
        shared = [p for p in self.users if self.owner(p) is None and p not in self.grouping]
        own = [p for p in self.users if self.owner(p) is not None and p not in self.grouping]
        self.patterns = grouping + shared + own
        self.number = {p: i for i, p in enumerate(self.patterns)}
        for p in reversed(own):
            self.base[self.owner(p)] = self.number[p]
        self.collecting = False

    def base_field(self):
        """The record's base: the number of its first own pattern, empty when it has none."""
        return str(self.base[self.line]) if self.line in self.base else ""


def desc(d):
    if d is None:
        return ""
    return "/".join([AUTOMATA.ref(d.national_number_pattern), lengths(d.possible_length),
                     lengths(d.possible_length_local_only), text(d.example_number)])


def number_format(f):
    """format/leading digits/national prefix rule/optional/carrier code rule/grouping pattern's number:
    the grouping pattern's text is not written here but read from GroupingPatterns by that number."""
    optional = "1" if f.national_prefix_optional_when_formatting else "0"
    return "/".join([text(f.format), "@".join(AUTOMATA.ref(p) for p in f.leading_digits_pattern),
                     text(f.national_prefix_formatting_rule), optional,
                     text(f.domestic_carrier_code_formatting_rule), AUTOMATA.grouping_ref(f.pattern)])


def record(m):
    flags = ("m" if m.main_country_for_code else "") + ("s" if m.same_mobile_and_fixed_line_pattern else "") \
        + ("z" if m.leading_zero_possible else "") + ("p" if m.mobile_number_portable_region else "")
    fields = [m.id, str(m.country_code), text(m.international_prefix), text(m.preferred_international_prefix),
              text(m.national_prefix), text(m.preferred_extn_prefix), text(m.national_prefix_for_parsing),
              text(m.national_prefix_transform_rule), flags, AUTOMATA.ref(m.leading_digits)]
    fields += [desc(getattr(m, name)) for name in DESC_FIELDS]
    fields.append("!".join(number_format(f) for f in m.number_format))
    fields.append("!".join(number_format(f) for f in m.intl_number_format))
    fields.append(AUTOMATA.ref(m.national_prefix_for_parsing))
    fields.append(AUTOMATA.ref(m.international_prefix))
    fields.append(AUTOMATA.base_field())
    return ";".join(fields)


def tables(selected=None):
    """The tables' lines, and the patterns numbered (AUTOMATA): every region and non-geographic code, or
    only the regions in `selected` (then no non-geographic code, and only their calling codes)."""
    regions = sorted(phonenumbers.SUPPORTED_REGIONS)
    non_geo = sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS)
    if selected is not None:
        regions = [r for r in regions if r in selected]
        non_geo = []
    codes_used = {phonenumbers.country_code_for_region(r) for r in regions} | set(non_geo)
    global AUTOMATA
    AUTOMATA = Automata()

    def write():
        """The lines of the three tables that name patterns (alternate formats have no own patterns)."""
        region_lines, non_geo_lines, alternate_lines = [], [], []
        for r in regions:
            AUTOMATA.begin(r)
            region_lines.append(record(PhoneMetadata.metadata_for_region(r)))
        for c in non_geo:
            AUTOMATA.begin(c)
            non_geo_lines.append(f"{c}:" + record(PhoneMetadata.metadata_for_nongeo_region(c)))
        AUTOMATA.begin(None)
        for code in sorted(_ALT_NUMBER_FORMATS):
            if selected is None or code in codes_used:
                alternate_lines.append(f"{code}:" + "!".join(number_format(f) for f in _ALT_NUMBER_FORMATS[code]))
        return region_lines, non_geo_lines, alternate_lines

    write()
    AUTOMATA.finish()
    region_lines, non_geo_lines, alternate_lines = write()
    codes = []
    for code in sorted(phonenumbers.COUNTRY_CODE_TO_REGION_CODE):
        listed = phonenumbers.COUNTRY_CODE_TO_REGION_CODE[code]
        if selected is not None:
            listed = [r for r in listed if r in regions]
            if not listed:
                continue
        codes.append(f"{code}:" + ",".join(listed))
    return {"regions": regions, "non_geo": non_geo, "region_lines": region_lines, "non_geo_lines": non_geo_lines,
            "alternate_lines": alternate_lines, "codes": codes, "patterns": AUTOMATA.patterns,
            "grouping_count": AUTOMATA.grouping_count}

