#!/usr/bin/env python3
"""Writes the numbering plans' tables as plain text files, one entry a line, for a numbering-plan bundle
(Tools/metadata/AutomataCompiler --bundle packs them; scripts/build-metadata-bundle runs both). The
lines are those of Tools/metadata/generate.py and generate_short.py, from whatever phonenumbers this
python3 imports.

    python3 Tools/metadata/export_tables.py OUT_DIR [--regions CH,DE,...]

With --regions only those regions' plans are written: no non-geographic calling code, and only their
calling codes, alternate formats and short numbers.
"""
import argparse
import os

import phonenumbers

import generate
import generate_short


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir")
    parser.add_argument("--regions", help="comma-separated region codes (default: every region)")
    args = parser.parse_args()
    selected = None
    if args.regions is not None:
        selected = {r.strip().upper() for r in args.regions.split(",") if r.strip()}
        unknown = sorted(selected - set(phonenumbers.SUPPORTED_REGIONS))
        if unknown or not selected:
            raise SystemExit(f"export_tables.py: not regions of phonenumbers {phonenumbers.__version__}: "
                             f"{','.join(unknown) or '(none given)'}")
    main_tables = generate.tables(selected)
    grouping = main_tables["grouping_count"]
    _, short_records, short_patterns = generate_short.tables(selected)
    files = {
        "version.txt": [phonenumbers.__version__],
        "RGNS.txt": main_tables["region_lines"],
        "NGEO.txt": main_tables["non_geo_lines"],
        "CODE.txt": main_tables["codes"],
        "ALTF.txt": main_tables["alternate_lines"],
        "GPAT.txt": main_tables["patterns"][:grouping],
        "OPAT.txt": main_tables["patterns"][grouping:],
        "SREC.txt": short_records,
        "SPAT.txt": short_patterns,
    }
    os.makedirs(args.out_dir, exist_ok=True)
    for name, lines in files.items():
        for line in lines:
            if "\n" in line or not line.isascii():
                raise SystemExit(f"export_tables.py: {name}: an entry that is not one line of ASCII")
        with open(os.path.join(args.out_dir, name), "w", encoding="ascii", newline="\n") as handle:
            handle.write("\n".join(lines))


if __name__ == "__main__":
    main()
