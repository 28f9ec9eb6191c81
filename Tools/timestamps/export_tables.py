#!/usr/bin/env python3
"""Writes each words table of Sources/Timestamps/CLDR/CLDRRelativeTimeData.swift to OUT_DIR/N.txt, the
files the page's time module fetches when a locale is first used (scripts/build-wasm).

    python3 Tools/timestamps/export_tables.py Sources/Timestamps/CLDR/CLDRRelativeTimeData.swift OUT_DIR
"""
import json
import os
import re
import sys

source, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
count = 0
for number, literal in re.findall(r'^        case (\d+): (".*")$', open(source, encoding="utf-8").read(), re.M):
    # The generator writes the literals with JSON's escapes only (\\ \" \t \n).
    with open(os.path.join(out, f"{number}.txt"), "w", encoding="utf-8") as file:
        file.write(json.loads(literal))
    count += 1
if count == 0:
    sys.exit("export_tables.py: no words tables found")
print(f"export_tables.py: {count} words tables in {out}", file=sys.stderr)
