#!/usr/bin/env python3
"""Lists the public symbols of FormKit's modules that have no documentation comment.

Reads the symbol graphs that `swift package generate-documentation` extracted (one folder per
module, given as arguments) and prints `Module  kind  path  file:line` for every public symbol
without a doc comment of its own, then `N documented, M undocumented`; exits 1 if any is missing.
Extension blocks, symbols the compiler makes (synthesized conformances) and members that implement a protocol
requirement or override a superclass member are skipped: DocC shows the protocol's or the
superclass's documentation for them.

    python3 Tools/docs/undocumented.py .build/x86_64-unknown-linux-gnu/extracted-symbols/*/PhoneNumbers
"""
import json
import pathlib
import sys


def main(folders):
    documented = 0
    missing = []
    for folder in map(pathlib.Path, folders):
        for graph_file in sorted(folder.glob("*.symbols.json")):
            graph = json.loads(graph_file.read_text())
            module = graph["module"]["name"]
            inherited = {r["source"] for r in graph.get("relationships", [])
                         if r["kind"] in ("requirementOf", "defaultImplementationOf", "overrides")
                         or r.get("sourceOrigin")}
            for symbol in graph["symbols"]:
                identifier = symbol["identifier"]["precise"]
                if symbol.get("accessLevel") not in ("public", "open") or "::SYNTHESIZED::" in identifier:
                    continue
                if symbol["kind"]["identifier"] == "swift.extension":  # a block, documented by its members
                    continue
                if identifier in inherited and not symbol.get("docComment"):
                    continue
                if symbol.get("docComment", {}).get("lines"):
                    documented += 1
                    continue
                location = symbol.get("location", {})
                where = "%s:%s" % (location.get("uri", "?").rsplit("/", 1)[-1],
                                   location.get("position", {}).get("line", 0) + 1)
                missing.append("%s\t%s\t%s\t%s" % (module, symbol["kind"]["identifier"],
                                                   ".".join(symbol["pathComponents"]), where))
    for line in sorted(set(missing)):
        print(line)
    print("%d documented, %d undocumented" % (documented, len(set(missing))))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
