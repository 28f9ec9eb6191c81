#!/usr/bin/env python3
"""`formkit time ago --tsv` against CLDR 46 as babel 2.17.0 carries it, in 30 locales, 3 styles, with
and without named words. Prints the TSV input for the CLI, or compares the CLI's output with what
the checks expect, closing with "N passed, M failed".

    python3 Tools/timestamps/differential.py rows > rows.tsv            # words (no cut-off)
    python3 Tools/timestamps/differential.py dates > dates.tsv          # cut-off dates
    formkit time ago --tsv --cutoff-minutes 1000000000 < rows.tsv > rows-out.tsv
    formkit time ago --tsv < dates.tsv > dates-out.tsv
    python3 Tools/timestamps/differential.py compare --named-words PATH rows.tsv rows-out.tsv dates.tsv dates-out.tsv

What each row must say, worked out here independently of FormKit's data and code:
- the unit and count of Rails' distance_of_time_in_words for the pair of instants (written out below
  from Rails' rules, year arithmetic included);
- English in the long style: Rails' words with "ago" / "in";
- otherwise CLDR's pattern from babel's date fields for the unit, direction and style (narrow falls
  back to short, short to long, as CLDR's root aliases say), chosen by babel's own plural rule for the
  count, with the count in the locale's default digits; under a minute, "now";
- with named words, a count of one day, month or year is the named word (from ICU 76, which
  Tools/timestamps/named-words.swift prints: babel does not carry these);
- a cut-off date is babel.dates.format_date(date, 'short', locale), with "on " before it in English
  long. babel writes every locale's dates in 0-9; ICU and FormKit write them in the locale's
  digits, so babel's digits are mapped to the locale's (ar_EG, fa_IR and bn_BD here).
"""
import datetime
import subprocess
import sys
import unicodedata

import babel
from babel import Locale
from babel.dates import format_date

LOCALES = ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "es_MX", "it_IT", "pt_BR", "pt_PT", "nl_NL",
           "sv_SE", "pl_PL", "ru_RU", "uk_UA", "cs_CZ", "tr_TR", "el_GR", "he_IL", "ar_EG", "fa_IR",
           "hi_IN", "bn_BD", "ja_JP", "zh_CN", "zh_TW", "ko_KR", "th_TH", "vi_VN", "lt_LT", "cy_GB"]
STYLES = ["long", "short", "narrow"]
NOWS = ["2026-01-09T12:00:00Z", "2024-02-29T06:30:00Z", "2031-07-15T23:59:59Z"]
MINUTE, HOUR, DAY = 60, 3600, 86400
# Distances in seconds: under a minute, then counts of each unit that meet every plural category
# of these locales (1, 2, 3, 5, 11, 21, 22 …), then years across leap days.
DISTANCES = [10, 20, 45, 100] + [m * MINUTE for m in (3, 5, 11, 21, 22, 25, 44)] \
    + [50 * MINUTE] + [h * HOUR for h in (2, 3, 5, 11, 21, 22, 24)] \
    + [30 * HOUR] + [d * DAY for d in (2, 3, 5, 11, 21, 22, 29)] \
    + [d * DAY for d in (40, 50, 100, 160, 330)] \
    + [d * DAY for d in (400, 560, 700, 760, 1830, 4025, 7677, 8043, 36600)]
DATE_DISTANCES = [9 * DAY, 40 * DAY, 400 * DAY, 4025 * DAY]
ZERO_DIGITS = {"latn": "0", "arab": "\u0660", "arabext": "\u06f0", "beng": "\u09e6", "deva": "\u0966"}


def parse_utc(text):
    return datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)


def utc_text(instant):
    return instant.strftime("%Y-%m-%dT%H:%M:%SZ")


def pairs(distances):
    for now_text in NOWS:
        now = parse_utc(now_text)
        for seconds in distances:
            for sign in (-1, 1):
                yield utc_text(now + datetime.timedelta(seconds=sign * seconds)), now_text


def rows(distances):
    for locale in LOCALES:
        for style in STYLES:
            for named in ("false", "true"):
                for timestamp, now in pairs(distances):
                    yield "\t".join([timestamp, now, locale, style, named])


def ruby_round(value):
    return int(value + 0.5)


def rails_words(earlier, later):
    """Rails' distance_of_time_in_words: (qualifier, unit, count), unit None for under a minute."""
    minutes = ruby_round((later - earlier).total_seconds() / 60)
    if minutes == 0:
        return None, None, 0
    if minutes <= 44:
        return "", "minute", minutes
    if minutes <= 89:
        return "about", "hour", 1
    if minutes <= 1439:
        return "about", "hour", ruby_round(minutes / 60)
    if minutes <= 2519:
        return "", "day", 1
    if minutes <= 43199:
        return "", "day", ruby_round(minutes / 1440)
    if minutes <= 86399:
        return "about", "month", ruby_round(minutes / 43200)
    if minutes <= 525599:
        return "", "month", ruby_round(minutes / 43200)
    from_year = earlier.year + (1 if earlier.month >= 3 else 0)
    to_year = later.year - (1 if later.month < 3 else 0)
    leap_years = sum(1 for year in range(from_year, to_year + 1)
                     if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0))
    minutes -= leap_years * 1440
    years, remainder = divmod(minutes, 525600)
    if remainder < 131400:
        return "about", "year", years
    if remainder < 394200:
        return "over", "year", years
    return "almost", "year", years + 1


def english_rails(qualifier, unit, count, is_past):
    words = "less than a minute" if unit is None else f"{count} {unit}{'' if count == 1 else 's'}"
    if qualifier:
        words = f"{qualifier} {words}"
    return f"{words} ago" if is_past else f"in {words}"


def cldr_pattern(locale, unit, style, is_past):
    fields = locale._data["date_fields"]
    chain = {"long": [""], "short": ["-short", ""], "narrow": ["-narrow", "-short", ""]}[style]
    for suffix in chain:
        patterns = fields.get(unit + suffix) or {}
        if patterns.get("past") and patterns.get("future"):
            return patterns["past" if is_past else "future"]
    raise ValueError(f"{locale}: no {unit} patterns")


def localized_digits(text, locale):
    zero = ZERO_DIGITS[locale.default_numbering_system]
    return "".join(chr(ord(zero) + int(c)) if c.isascii() and c.isdigit() else c for c in text)


def expected_text(locale_id, style, named, timestamp, now, named_words):
    locale = Locale.parse(locale_id)
    date, reference = parse_utc(timestamp), parse_utc(now)
    is_past = date <= reference
    english_long = locale.language == "en" and style == "long"
    words = named_words[(locale_id, style)]
    if not is_past and (date - reference).total_seconds() <= 30:
        return "just now" if english_long else words[0]
    qualifier, unit, count = rails_words(min(date, reference), max(date, reference))
    if named and count == 1 and unit in ("day", "month", "year"):
        slot = {"day": 1, "month": 3, "year": 5}[unit] + (0 if is_past else 1)
        return words[slot]
    if english_long:
        return english_rails(qualifier, unit, count, is_past)
    if unit is None:
        return words[0]
    patterns = cldr_pattern(locale, unit, style, is_past)
    pattern = patterns.get(locale.plural_form(count)) or patterns["other"]
    return pattern.replace("{0}", localized_digits(str(count), locale))


def expected_date(locale_id, style, timestamp):
    locale = Locale.parse(locale_id)
    text = localized_digits(format_date(parse_utc(timestamp).date(), "short", locale=locale), locale)
    return ("on " + text) if locale.language == "en" and style == "long" else text


def read_named_words(tool):
    output = subprocess.run([tool], input="\n".join(LOCALES) + "\n", capture_output=True, text=True, check=True).stdout
    words = {}
    for line in output.splitlines():
        locale, style, *fields = line.split("\t")
        words[(locale, style)] = fields
    return words


def compare(named_words, inputs, outputs, expect, label, failures):
    passed = 0
    header, *rows_out = outputs
    if header != "timestamp\tnow\tlocale\tstyle\tnamed\ttext\tnext_change":
        failures.append(f"{label}: header {header!r}")
    if len(rows_out) != len(inputs):
        failures.append(f"{label}: {len(inputs)} rows in, {len(rows_out)} out")
    for row_in, row_out in zip(inputs, rows_out):
        timestamp, now, locale, style, named = row_in.split("\t")
        want = expect(locale, style, named == "true", timestamp, now, named_words)
        got = row_out.split("\t")
        if got[:5] == row_in.split("\t") and got[5] == want and len(got) == 7:
            passed += 1
        else:
            failures.append(f"{label}: {row_in!r}\n  expected {want!r}\n  got      {got[5:] if len(got) > 5 else got!r}")
    return passed


def main():
    if babel.__version__ != "2.17.0":
        sys.exit(f"differential.py: babel {babel.__version__} is installed; the checks are pinned to 2.17.0 (CLDR 46)")
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "rows":
        print("\n".join(rows(DISTANCES)))
    elif command == "dates":
        print("\n".join(rows(DATE_DISTANCES)))
    elif command == "compare" and len(sys.argv) == 8 and sys.argv[2] == "--named-words":
        named_words = read_named_words(sys.argv[3])
        read = lambda path: open(path, encoding="utf-8").read().splitlines()
        failures = []
        passed = compare(named_words, read(sys.argv[4]), read(sys.argv[5]), expected_text, "words", failures)
        passed += compare(named_words, read(sys.argv[6]), read(sys.argv[7]),
                          lambda locale, style, named, timestamp, now, words: expected_date(locale, style, timestamp),
                          "dates", failures)
        expected_rows = len(LOCALES) * len(STYLES) * 2 * len(NOWS) * 2 * (len(DISTANCES) + len(DATE_DISTANCES))
        if passed + len(failures) < expected_rows:
            failures.append(f"compared {passed + len(failures)} rows, expected {expected_rows}")
        for failure in failures[:20]:
            print("MISMATCH " + failure)
        print(f"time ago against CLDR 46 (babel {babel.__version__}): {passed} passed, {len(failures)} failed")
        sys.exit(1 if failures else 0)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
