#!/usr/bin/env python3
"""The country catalogue against its oracles (issue 29, section 3), through a command that takes
`formkit phone countries`'s arguments (the native CLI, or Tools/countries/formkit-countries.mjs for the
page's module under node):

- in each locale of Tools/countries/locales.txt: 245 rows; the region set, calling codes and flags
  exactly phonenumbers'; the locale's default region first (CLDR's likely subtags, from babel); names
  equal to CLDR 46's (babel 2.17), or one of CLDR's alt forms, for at least --names-percent of the
  regions in every locale (the log gives the share of CLDR 46's main names alone too). Two
  names are equal when they are the same text once written the way CLDR stores a territory name (see
  cldr_form); the alt forms are looked up along CLDR's parent locales (nb inherits from no, zh_Hant
  from root);
- search, over a generated query set: an exact name, ISO code, calling code or folded name first every
  time; a typo or an English name in the first 3 for at least 95%; an endonym or an everyday name in
  the first 3 for at least 90%.

Each check is a case; closes with "N passed, M failed" (scripts/check-tally).

  python3 Tools/countries/check_catalogue.py --seed 29 -- .build/debug/formkit
"""
import argparse
import pathlib
import random
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ElementTree

import babel
import phonenumbers
from babel import Locale
from babel.core import get_global

# The reference names are CLDR 46's, which babel 2.17 carries (scripts/bootstrap pins it).
if not babel.__version__.startswith("2.17."):
    sys.exit(f"check_catalogue: babel {babel.__version__} is not 2.17 (CLDR 46); run scripts/bootstrap")

ROOT = pathlib.Path(__file__).resolve().parents[2]
LOCALES = (ROOT / "Tools/countries/locales.txt").read_text().split()
CLDR = pathlib.Path("/usr/share/unicode/cldr/common/main")
# CLDR's parent locales where they are not the identifier cut short (nb: no; es_MX: es_419; zh_Hant: root).
PARENT_LOCALES = {
    locale: element.get("parent")
    for element in ElementTree.parse(CLDR.parent / "supplemental/supplementalData.xml").iter("parentLocale")
    for locale in element.get("locales").split()
}
# The languages whose apostrophe is the letter U+02BC, where CLDR's input processing turns ' into it.
MODIFIER_APOSTROPHE_LANGUAGES = {"br", "bss", "cad", "cch", "cic", "gn", "ha", "lkt", "mgo", "moh", "mus",
                                 "nnh", "qu", "quc", "uk", "uz"}
REGIONS = sorted(phonenumbers.SUPPORTED_REGIONS)
LIKELY = get_global("likely_subtags")

# Everyday and former names people type, and the region they mean (written for this check).
EVERYDAY = {
    "Turkey": "TR", "Czech Republic": "CZ", "Holland": "NL", "UAE": "AE", "Ivory Coast": "CI",
    "Swaziland": "SZ", "Burma": "MM", "East Timor": "TL", "Cape Verde": "CV", "Macedonia": "MK",
    "Great Britain": "GB", "England": "GB", "USA": "US", "America": "US", "Bosnia": "BA", "Zaire": "CD",
    "Ceylon": "LK", "Persia": "IR", "Vatican": "VA", "Palestine": "PS", "Korea": "KR", "UK": "GB",
    "Congo-Brazzaville": "CG", "Hong Kong": "HK", "Macao": "MO", "Myanmar": "MM", "Scotland": "GB",
}


def cldr_locales(tag):
    """The CLDR locales a tag reads its names from, itself first, along CLDR's parent locales, up to (not
    including) root: nb-NO is nb_NO, nb, no; zh-Hant-TW is zh_Hant_TW, zh_Hant."""
    locale, chain = tag.replace("-", "_"), []
    while locale and locale != "root":
        chain.append(locale)
        locale = PARENT_LOCALES.get(locale, locale.rpartition("_")[0])
    return chain


def alt_names(tag):
    """CLDR's alt forms of the territory names (short, variant) in the locale and its parents, from Debian's
    unicode-cldr-core XML (CLDR 41 on Debian 12, the only CLDR XML its packages ship; babel keeps no alt
    forms): Foundation gives some of these (Hong Kong, Macao, Côte d'Ivoire) instead of the main names."""
    names = {}
    for locale in cldr_locales(tag):
        path = CLDR / (locale + ".xml")
        if path.exists():
            for territory in ElementTree.parse(path).iter("territory"):
                if territory.get("alt") and territory.text:
                    names.setdefault(territory.get("type"), set()).add(territory.text)
    return names


def cldr_form(name, language):
    """A territory name written the way CLDR stores one, so that spellings CLDR or Unicode hold to be the
    same text compare equal:
    - NFC;
    - Unicode's width variants (decomposition <wide> or <narrow>) as their ordinary characters: Foundation's
      Japanese data writes ココス（キーリング）諸島 with U+FF08 and U+FF09 where CLDR has ASCII brackets;
    - what CLDR's own input processing (the Survey Tool's DisplayAndInputProcessor) does to every territory
      name it is given: an ASCII apostrophe after a letter becomes U+2019 (elsewhere U+2018, and U+02BC in
      the languages that write that letter), and square brackets round ones. Foundation's Italian data
      writes Sant'Elena where CLDR stores Sant’Elena, which is what CLDR makes of Sant'Elena."""
    text = ""
    for character in unicodedata.normalize("NFC", name):
        decomposition = unicodedata.decomposition(character)
        if decomposition.startswith(("<wide>", "<narrow>")):
            character = "".join(chr(int(code, 16)) for code in decomposition.split()[1:])
        text += character
    if language in MODIFIER_APOSTROPHE_LANGUAGES:
        text = text.replace("'", "\u02bc")
    else:
        text = "".join(("\u2019" if index and text[index - 1].isalpha() else "\u2018") if character == "'"
                       else character for index, character in enumerate(text))
    return unicodedata.normalize("NFC", text.replace("[", "(").replace("]", ")"))


def flag(region):
    return "".join(chr(0x1F1A5 + ord(letter)) for letter in region)


def babel_tag(tag):
    return tag.replace("-", "_")


def default_region(tag):
    parts = tag.split("-")
    if len(parts) > 1 and len(parts[-1]) == 2:
        return parts[-1]
    return LIKELY[babel_tag(tag)].split("_")[-1]


def folded(text):
    """Without diacritics, typographic apostrophes as ASCII: the way a person types without them."""
    text = unicodedata.normalize("NFD", text).replace("\u2019", "'")
    return unicodedata.normalize("NFC", "".join(c for c in text if unicodedata.category(c) not in ("Mn", "Me")))


def typo(name, rng):
    """One mistake in a name: a letter left out, doubled, changed or two swapped (not the first)."""
    letters = list(name)
    position = rng.randrange(1, len(letters) - 1)
    kind = rng.choice(["omit", "double", "change", "swap"])
    if kind == "omit":
        del letters[position]
    elif kind == "double":
        letters.insert(position, letters[position])
    elif kind == "change":
        letters[position] = rng.choice("aeiourstnl".replace(letters[position].lower(), ""))
    else:
        letters[position], letters[position + 1] = letters[position + 1], letters[position]
    return "".join(letters)


class Tally:
    def __init__(self):
        self.passed = self.failed = 0

    def case(self, ok, message):
        print(("ok    " if ok else "FAIL  ") + message)
        if ok:
            self.passed += 1
        else:
            self.failed += 1


def run(command, arguments, stdin=None):
    result = subprocess.run(command + arguments, input=stdin, capture_output=True, text=True, encoding="utf-8")
    if result.returncode != 0:
        sys.exit(f"check_catalogue: {' '.join(command + arguments)} exited {result.returncode}: {result.stderr[:500]}")
    return result.stdout


def check_listings(command, tally, names_percent):
    names = {}
    for tag in LOCALES:
        lines = run(command, ["phone", "countries", "--locale", tag, "--tsv"]).splitlines()
        header, rows = lines[0], [line.split("\t") for line in lines[1:]]
        tally.case(header == "region\tcalling_code\tname\tflag" and len(rows) == len(REGIONS) == 245,
                   f"{tag}: header and {len(rows)} rows (expected 245)")
        tally.case(sorted(row[0] for row in rows) == REGIONS, f"{tag}: the region set is phonenumbers'")
        wrong = [row[0] for row in rows if int(row[1]) != phonenumbers.country_code_for_region(row[0]) or row[3] != flag(row[0])]
        tally.case(not wrong, f"{tag}: calling codes and flags exact ({len(wrong)} wrong: {wrong[:5]})")
        tally.case(rows[0][0] == default_region(tag), f"{tag}: default region {rows[0][0]} first (expected {default_region(tag)})")
        cldr = Locale.parse(babel_tag(tag)).territories
        alternatives = alt_names(tag)
        language = tag.split("-")[0]
        differ = [(row[0], row[2], cldr.get(row[0])) for row in rows if cldr.get(row[0]) != row[2]]
        strict = 100 * (len(rows) - len(differ)) / len(rows)
        differ = [entry for entry in differ
                  if cldr_form(entry[1], language)
                  not in {cldr_form(name, language) for name in [entry[2] or "", *alternatives.get(entry[0], ())]}]
        percent = 100 * (len(rows) - len(differ)) / len(rows)
        tally.case(percent >= names_percent,
                   f"{tag}: names equal CLDR 46's for {percent:.2f}% counting CLDR's alt forms and spellings, {strict:.2f}% its "
                   f"names alone (at least {names_percent}%; differ: {differ[:3]})")
        names[tag] = {row[0]: row[2] for row in rows}
    return names


def queries(names, seed):
    """(category, locale, query, region) for each query of the set."""
    rng = random.Random(seed)
    english = Locale.parse("en").territories
    out = []
    for tag in LOCALES:
        for region in REGIONS:
            name = names[tag][region]
            out.append(("exact name", tag, name, region))
            if folded(name) != name:
                out.append(("folded name", tag, folded(name), region))
            if tag != "en-US" and english.get(region):
                out.append(("English name", tag, english[region], region))
    for region in REGIONS:
        out.append(("ISO code", rng.choice(LOCALES), rng.choice([region, region.lower()]), region))
        code = phonenumbers.country_code_for_region(region)
        if phonenumbers.region_code_for_country_code(code) == region:
            out.append(("calling code", rng.choice(LOCALES), rng.choice([f"+{code}", str(code)]), region))
        name = english.get(region, "")
        if len(name) >= 5:
            for _ in range(3):
                out.append(("typo", rng.choice(["en-US", "en-GB", "de-DE", "fr-FR"]), typo(name, rng), region))
        language = LIKELY.get(f"und_{region}", "en").split("_")[0]
        try:
            endonym = Locale.parse(language).territories.get(region)
        except Exception:  # a language babel has no data for
            endonym = None
        if endonym:
            for tag in ("en-US", "fr-FR", "ja-JP"):
                out.append(("endonym", tag, endonym, region))
    for name, region in EVERYDAY.items():
        for tag in ("en-US", "de-DE", "es-ES"):
            out.append(("everyday name", tag, name, region))
    return out


def check_search(command, names, seed, tally):
    cases = queries(names, seed)
    stdin = "".join(f"{tag}\t{query}\n" for _, tag, query, _ in cases)
    lines = run(command, ["phone", "countries", "--search", "--tsv"], stdin=stdin).splitlines()
    tally.case(lines[0] == "locale\tquery\tregions" and len(lines) == len(cases) + 1,
               f"search: header and {len(lines) - 1} rows (expected {len(cases)})")
    rows = [line.split("\t") for line in lines[1:]]
    need = {"exact name": (1, 100), "folded name": (1, 100), "ISO code": (1, 100), "calling code": (1, 100),
            "typo": (3, 95), "English name": (3, 95), "endonym": (3, 90), "everyday name": (3, 90)}
    for category, (within, percent) in need.items():
        total = found = 0
        misses = []
        for (kind, tag, query, region), row in zip(cases, rows):
            if kind != category:
                continue
            total += 1
            answer = row[2].split("|") if len(row) > 2 and row[2] else []
            if row[:2] == [tag, query.replace("\t", " ")] and region in answer[:within]:
                found += 1
            elif len(misses) < 5:
                misses.append(f"{tag} {query!r}: {answer[:3]} (want {region})")
        share = 100 * found / total if total else 0
        tally.case(total > 0 and share >= percent,
                   f"search: {category} in the first {within}: {found}/{total} = {share:.2f}% (at least {percent}%); misses: {misses}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--names-percent", type=float, default=98.0)
    parser.add_argument("command", nargs="+", help="the command: the native formkit, or node formkit-countries.mjs")
    arguments = parser.parse_args()
    tally = Tally()
    names = check_listings(arguments.command, tally, arguments.names_percent)
    check_search(arguments.command, names, arguments.seed, tally)
    print(f"{tally.passed} passed, {tally.failed} failed")
    return 1 if tally.failed else 0


if __name__ == "__main__":
    sys.exit(main())
