#!/usr/bin/env python3
"""Writes the table of CLDR 46 region names the native catalogue uses where Foundation's differ:
Sources/PhoneCountries/Generated/CLDRRegionNames.swift.

Foundation's names on Linux come from swift-foundation-icu's data, Apple's ICU 76.1: CLDR 46 with Apple's
own names (`China mainland`, `Chagos Archipelago` in every language, the short `Hong Kong` and `Macao`,
Apple's Hindi spellings such as अफ़ग़ानिस्तान). The table holds CLDR 46's name wherever Foundation's differs,
so that the native catalogue names regions as CLDR 46 (and the page's Intl.DisplayNames) does.

  python3 Tools/countries/generate_cldr_names.py           # writes the table
  python3 Tools/countries/generate_cldr_names.py --check   # exit 1 when the table differs from what it would write

Inputs, each pinned:
- Foundation's names: Tools/countries/foundation_region_names.swift, run by the toolchain's `swift`
  (Foundation only, not the package), every locale Foundation has;
- CLDR 46's names: babel (its version is scripts/bootstrap's BABEL_VERSION, 2.17.0, which carries CLDR 46);
- the regions: those libphonenumber supports (phonenumbers, pinned in Tools/phonenumbers-version);
- the scope: the locales of every language CLDR rates at modern coverage (coverageLevels.txt of Debian's
  unicode-cldr-core, CLDR 41, the only coverage list at hand; Norwegian Bokmål counts through its CLDR
  parent, no), in every script and region Foundation and CLDR 46 both have: 614 names in 150 locales,
  16 KB of source, 14.5 KB compiled (swiftc -O). Every locale both have would take 2,727 names in 267
  locales, 56 KB compiled, mostly for languages CLDR itself covers only at basic level.

A locale is stored only when its corrections differ from those of the locale it is cut down to (zh_Hant_TW
to zh_Hant, en_GB to en), and then with all of them: the catalogue takes the first stored locale along
that chain (Sources/PhoneCountries/RegionNames.swift).
"""
import argparse
import collections
import pathlib
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import babel
import phonenumbers
from babel import Locale, localedata

ROOT = pathlib.Path(__file__).resolve().parents[2]
SWIFT = ROOT / "Sources/PhoneCountries/Generated/CLDRRegionNames.swift"
FOUNDATION_NAMES = ROOT / "Tools/countries/foundation_region_names.swift"
CLDR41 = pathlib.Path("/usr/share/unicode/cldr/common")

BABEL_VERSION = re.search(r"^BABEL_VERSION=(\S+)$", (ROOT / "scripts/bootstrap").read_text(), re.M).group(1)
PHONENUMBERS_VERSION = (ROOT / "Tools/phonenumbers-version").read_text().strip()


def check_inputs():
    if babel.__version__ != BABEL_VERSION or BABEL_VERSION != "2.17.0":
        sys.exit(f"generate_cldr_names: babel {babel.__version__}, want 2.17.0 (CLDR 46); run scripts/bootstrap")
    if phonenumbers.__version__ != PHONENUMBERS_VERSION:
        sys.exit(f"generate_cldr_names: phonenumbers {phonenumbers.__version__}, want {PHONENUMBERS_VERSION}")


def modern_languages():
    """The languages (and language_Script) CLDR rates at modern coverage, with the languages whose CLDR
    parent locale is one of them (nb: no)."""
    modern = set()
    for line in (CLDR41 / "properties/coverageLevels.txt").read_text().splitlines():
        fields = [field.strip() for field in line.split(";")]
        if len(fields) == 2 and not line.startswith("#") and fields[1] == "modern":
            modern.add(fields[0])
    for element in ElementTree.parse(CLDR41 / "supplemental/supplementalData.xml").iter("parentLocale"):
        if element.get("parent") in modern:
            modern.update(locale for locale in element.get("locales").split() if "_" not in locale)
    return modern


def foundation_names(regions):
    """{key: {region: name}} as Foundation gives them, from the Swift script."""
    result = subprocess.run(["swift", str(FOUNDATION_NAMES), *regions], capture_output=True, text=True,
                            encoding="utf-8", cwd=ROOT)
    if result.returncode != 0:
        sys.exit(f"generate_cldr_names: {FOUNDATION_NAMES.name} exited {result.returncode}: {result.stderr[:500]}")
    names = collections.defaultdict(dict)
    for line in result.stdout.splitlines():
        key, region, name = line.split("\t")
        names[key][region] = name
    return names


def cldr_names(key):
    """CLDR 46's territory names for a key, or None when CLDR has no such locale. A key CLDR has no file
    for is read as CLDR's likely subtags read it (sr_ME: sr_Latn_ME, zh_HK: zh_Hant_HK, az_AZ: az_Latn_AZ),
    as ICU does."""
    likely = babel.core.get_global("likely_subtags")
    candidates = [key]
    parts = key.split("_")
    if len(parts) == 2 and len(parts[1]) == 2:
        if key in likely:
            candidates.append(likely[key])
        language = likely.get(parts[0], "")
        if language.count("_") == 2:
            candidates.append(f"{parts[0]}_{language.split('_')[1]}_{parts[1]}")
    for candidate in candidates:
        if localedata.exists(candidate):
            return Locale.parse(candidate).territories
    return None


def in_scope(key, modern):
    parts = key.split("_")
    return parts[0] in modern or (len(parts) > 1 and "_".join(parts[:2]) in modern)


def parent(key):
    return key.rpartition("_")[0]


def corrections():
    """{key: {region: CLDR 46's name}} for the keys stored in the table."""
    regions = sorted(phonenumbers.SUPPORTED_REGIONS)
    modern = modern_languages()
    every = {}
    for key, names in foundation_names(regions).items():
        cldr = cldr_names(key) if in_scope(key, modern) else None
        if cldr is not None:
            every[key] = {region: cldr[region] for region, name in names.items()
                          if region in cldr and cldr[region] != name}

    def effective(key):
        while key:
            if key in every:
                return every[key]
            key = parent(key)
        return {}

    return {key: fixes for key, fixes in sorted(every.items()) if fixes != effective(parent(key))}


def swift_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def generated():
    table = corrections()
    groups = {}
    for key, fixes in table.items():
        groups.setdefault(tuple(sorted(fixes.items())), []).append(key)
    lines = [
        "// Generated by Tools/countries/generate_cldr_names.py from Foundation's names and CLDR 46's (babel 2.17.0);\n",
        "// do not edit.\n\n",
        "/// CLDR 46's region names where Foundation's (Apple's ICU 76.1 data) differ, in every locale of the\n",
        "/// languages CLDR rates at modern coverage. One line a set of names: the locale keys that share it\n",
        "/// (language, script when not the language's likely one, region; see RegionNames) joined by spaces,\n",
        "/// then a tab and each region's two letters and CLDR's name, tab-separated. A locale not listed takes\n",
        "/// the first listed one it cuts down to (zh_Hant_TW: zh_Hant, en_GB: en); one that cuts down to none\n",
        "/// has no corrections. One string, not an array, so the table costs its bytes and no code.\n",
        f"/// {sum(len(fixes) for fixes in table.values())} names in {len(table)} locales, {len(groups)} sets.\n",
        "enum CLDRRegionNames {\n",
        '    static let table = """\n',
    ]
    for fixes, keys in sorted(groups.items(), key=lambda item: item[1]):
        names = "\\t".join(swift_literal(region + name)[1:-1] for region, name in fixes)
        lines.append(f"    {' '.join(keys)}\\t{names}\n")
    lines += ['    """\n', "}\n"]
    return "".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the table differs from what it would write")
    arguments = parser.parse_args()
    check_inputs()
    text = generated()
    if arguments.check:
        if not SWIFT.exists() or SWIFT.read_text() != text:
            print(f"generate_cldr_names: out of date: {SWIFT.relative_to(ROOT)}; run Tools/countries/generate_cldr_names.py",
                  file=sys.stderr)
            return 1
        print("generate_cldr_names: up to date")
        return 0
    SWIFT.write_text(text)
    print(f"generate_cldr_names: wrote {SWIFT.relative_to(ROOT)} ({len(text.encode())} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
