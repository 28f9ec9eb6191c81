#!/usr/bin/env python3
"""Writes Sources/Timestamps/CLDR/CLDRRelativeTimeData.swift, the relative-time words, plural rules,
digits and short date patterns of CLDR 46, from babel 2.17.0 (which carries CLDR 46) and, for "now"
and the named words that babel does not carry ("yesterday", "next month"), from ICU 76 through this
toolchain's Foundation (Tools/timestamps/named-words.swift, built by scripts/regenerate-relative-time-data).

    python3 Tools/timestamps/generate.py --named-words PATH/named-words > CLDRRelativeTimeData.swift

The Swift file holds two things (RelativeTimeLocale.swift reads them):
- one line per locale: identifier, words table number, zero digit (empty for 0-9), short date pattern
  (or an alias: "zh_TW" and "=zh_Hant_TW");
- the words tables, each shared by every locale with the same words (de, de_AT, de_CH ...), one
  text of lines:
      line 0       plural rules for whole numbers: "one:=1;few:%10=2~4&%100!12~14|..." (see below)
      per style (long, short, narrow), 7 lines:
        now <TAB> yesterday <TAB> tomorrow <TAB> last month <TAB> next month <TAB> last year <TAB> next year
        then one line per unit (second, minute, hour, day, month, year): the past patterns, one per
        plural category in the rules' order then "other", then the future patterns likewise.

Plural rules are CLDR's, folded for whole numbers (the only counts worded): the operands v, w, f, t,
c and e are 0 and n = i, so a rule is alternatives ("|") of conditions ("&") on the count or its
remainder ("%100"), equal ("=") or not ("!") to any of a list of values and ranges ("2~4,9").
Every folded rule is checked here against babel's own rules on 0...2,000 and round numbers.

A locale is left out when ICU has no data for it (it words "3 days ago" in English), or when its
short date pattern needs more than y, M and d (la: the era). ICU's relative-time words differ from
babel's for some locales (swift-foundation-icu carries Apple's changes to CLDR: "3天前" for
zh_Hant's "3 天前"); only "now" and the named words are taken from it.
"""
import argparse
import subprocess
import sys
import unicodedata

import babel
from babel import Locale, localedata

UNITS = ["second", "minute", "hour", "day", "month", "year"]
STYLES = [("long", ""), ("short", "-short"), ("narrow", "-narrow")]
CATEGORIES = ["zero", "one", "two", "few", "many"]
# The zero of each numbering system CLDR 46 makes a locale's default (the digits run on from it).
ZERO_DIGITS = {
    "latn": "0", "arab": "\u0660", "arabext": "\u06f0", "beng": "\u09e6", "deva": "\u0966",
    "mymr": "\u1040", "tibt": "\u0f20", "olck": "\u1c50", "cakm": "\U00011136", "adlm": "\U0001e950",
    "hmnp": "\U0001e140", "nkoo": "\u07c0", "mtei": "\uabf0",
}
DATE_LETTERS = set("yMd")


def fold_plural_rule(node):
    """A babel plural rule's tree, for whole numbers, as a list of alternatives, each a list of
    conditions (modulus, negated, ranges); [] is never true, [[]] always."""
    kind, args = node
    if kind == "or":
        return fold_plural_rule(args[0]) + fold_plural_rule(args[1])
    if kind == "and":
        left, right = fold_plural_rule(args[0]), fold_plural_rule(args[1])
        return [a + b for a in left for b in right]
    if kind == "not":
        inner = fold_plural_rule(args[0])
        # Only a single condition is ever negated in CLDR's rules.
        if inner == [] or inner == [[]]:
            return [[]] if inner == [] else []
        assert len(inner) == 1 and len(inner[0]) == 1, node
        modulus, negated, ranges = inner[0][0]
        return [[(modulus, not negated, ranges)]]
    if kind == "relation":
        method, expression, range_list = args
        assert method == "in", node
        if expression[0] == "mod":
            operand, modulus = expression[1][0][0], expression[1][1][1][0]
        else:
            operand, modulus = expression[0], None
        ranges = [(low[1][0], high[1][0]) for low, high in range_list[1]]
        if operand in ("n", "i"):
            return [[(modulus, False, ranges)]]
        # v, w, f, t, c and e are 0 for a whole number.
        holds = any(low <= 0 <= high for low, high in ranges)
        return [[]] if holds else []
    raise ValueError(f"unexpected plural rule node {kind}")


def evaluate(alternatives, count):
    for conditions in alternatives:
        if all(_holds(condition, count) for condition in conditions):
            return True
    return False


def _holds(condition, count):
    modulus, negated, ranges = condition
    value = count % modulus if modulus else count
    inside = any(low <= value <= high for low, high in ranges)
    return inside != negated


def encode_rule(alternatives):
    def condition_text(condition):
        modulus, negated, ranges = condition
        values = ",".join(str(low) if low == high else f"{low}~{high}" for low, high in ranges)
        return (f"%{modulus}" if modulus else "") + ("!" if negated else "=") + values
    return "|".join("&".join(condition_text(c) for c in conditions) for conditions in alternatives)


def plural_rules(locale):
    """[(category, alternatives)] in CATEGORIES order, checked against babel on many counts."""
    folded = dict((tag, fold_plural_rule(tree)) for tag, tree in locale.plural_form.abstract)
    rules = [(tag, folded[tag]) for tag in CATEGORIES if tag in folded and folded[tag] != []]
    counts = list(range(0, 2001)) + [10 ** k * m for k in range(3, 8) for m in (1, 2, 5, 11)]
    for count in counts:
        ours = next((tag for tag, alternatives in rules if evaluate(alternatives, count)), "other")
        assert ours == locale.plural_form(count), (str(locale), count, ours, locale.plural_form(count))
    return rules


def unit_patterns(locale, unit, suffix):
    """The past and future patterns of a unit in a style, by CLDR's aliases: narrow falls back to
    short and short to long (root.xml), a missing category to "other"."""
    fields = locale._data["date_fields"]
    chain = {"": [""], "-short": ["-short", ""], "-narrow": ["-narrow", "-short", ""]}[suffix]
    for candidate in chain:
        patterns = fields.get(unit + candidate) or {}
        if patterns.get("past") and patterns.get("future"):
            return patterns["past"], patterns["future"]
    raise ValueError(f"{locale}: no patterns for {unit}")


def words_table(locale, rules, named):
    lines = [";".join(f"{tag}:{encode_rule(alternatives)}" for tag, alternatives in rules)]
    categories = [tag for tag, _ in rules] + ["other"]
    for style, suffix in STYLES:
        lines.append("\t".join(named[style]))
        for unit in UNITS:
            past, future = unit_patterns(locale, unit, suffix)
            row = [past.get(tag) or past["other"] for tag in categories]
            row += [future.get(tag) or future["other"] for tag in categories]
            lines.append("\t".join(row))
    text = "\n".join(lines)
    assert all(ord(c) >= 0x20 or c in "\t\n" for c in text), str(locale)
    return text


def date_pattern_letters(pattern):
    letters, quoted = set(), False
    for c in pattern:
        if c == "'":
            quoted = not quoted
        elif not quoted and c.isascii() and c.isalpha():
            letters.add(c)
    return letters


def named_words(tool, identifiers):
    output = subprocess.run([tool], input="\n".join(identifiers) + "\n", capture_output=True, text=True,
                            check=True).stdout
    words = {}
    for line in output.splitlines():
        identifier, style, *fields = line.split("\t")
        words.setdefault(identifier, {})[style] = fields
    return words


def swift_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    return f'"{escaped}"'


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--named-words", required=True, help="the built Tools/timestamps/named-words.swift")
    options = parser.parse_args()
    if babel.__version__ != "2.17.0":
        sys.exit(f"generate.py: babel {babel.__version__} is installed; the data is pinned to 2.17.0 (CLDR 46)")

    identifiers = sorted(localedata.locale_identifiers())
    named = named_words(options.named_words, identifiers)
    tables, table_numbers, locale_lines, left_out = [], {}, [], []
    for identifier in identifiers:
        locale = Locale.parse(identifier)
        pattern = locale.date_formats["short"].pattern
        zero = ZERO_DIGITS[locale.default_numbering_system]
        assert unicodedata.decimal(zero) == 0 and unicodedata.decimal(chr(ord(zero) + 9)) == 9
        rules = plural_rules(locale)
        fields = named[identifier]
        # ICU words a locale it has no data for in English: its named words would be English.
        icu_lacks = locale.language != "en" and named[identifier]["long"][7] == "3 days ago"
        if icu_lacks or not date_pattern_letters(pattern) <= DATE_LETTERS:
            left_out.append(identifier)
            continue
        table = words_table(locale, rules, {style: fields[style][:7] for style, _ in STYLES})
        if table not in table_numbers:
            table_numbers[table] = len(tables)
            tables.append(table)
        locale_lines.append("\t".join([identifier, str(table_numbers[table]), "" if zero == "0" else zero, pattern]))

    locale_count = len(locale_lines)
    # Aliases: "zh_TW" is how people write babel's "zh_Hant_TW" (likely subtags).
    included = {line.split("\t")[0] for line in locale_lines}
    for identifier in sorted(included):
        parts = identifier.split("_")
        if len(parts) != 3 or len(parts[1]) != 4:
            continue
        alias = f"{parts[0]}_{parts[2]}"
        try:
            stands_for = str(Locale.parse(alias))
        except babel.UnknownLocaleError:
            continue
        if alias not in included and stands_for == identifier:
            locale_lines.append(f"{alias}\t={identifier}")
    locale_lines.sort(key=lambda line: line.split("\t")[0].encode())

    print("// Generated by Tools/timestamps/generate.py (scripts/regenerate-relative-time-data) from CLDR 46:")
    print(f"// babel {babel.__version__} and ICU 76. Do not edit. {locale_count} locales, {len(tables)} words tables;")
    print(f"// Left out (no ICU data for the named words, or an era in the short date): {len(left_out)}.")
    print()
    print("extension RelativeTimeLocale {")
    print("    /// One line per locale, sorted by identifier: identifier, words table, zero digit (empty for 0-9),")
    print("    /// short date pattern; or identifier and \"=\" and the locale it stands for.")
    print("    static let localeLines: StaticString = \"\"\"")
    for line in locale_lines:
        print("        " + line.replace("\\", "\\\\").replace("\t", "\\t"))
    print("        \"\"\"")
    print()
    print(f"    static let wordsTableCount = {len(tables)}")
    print()
    print("    /// A words table by number (Tools/timestamps/generate.py says what its lines hold).")
    print("    static func wordsTable(_ number: Int) -> StaticString {")
    print("        switch number {")
    for number, table in enumerate(tables):
        print(f"        case {number}: {swift_string(table)}")
    print('        default: ""')
    print("        }")
    print("    }")
    print("}")


if __name__ == "__main__":
    main()
