#!/usr/bin/env python3
"""Prints the sections of a WebAssembly module and their sizes, so a size report can say what
dominates: code (the functions) or data (tables and strings).

usage: wasm_sections.py FILE.wasm
"""
import sys


def leb128(data, index):
    value = shift = 0
    while True:
        byte = data[index]
        index += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, index


NAMES = {0: "custom", 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global",
         7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "datacount"}


def sections(data):
    if data[:4] != b"\0asm":
        raise SystemExit("not a WebAssembly module")
    index = 8
    while index < len(data):
        kind = data[index]
        size, index = leb128(data, index + 1)
        yield NAMES.get(kind, str(kind)), size
        index += size


def main():
    data = open(sys.argv[1], "rb").read()
    for name, size in sections(data):
        print(f"{name}\t{size}")
    print(f"total\t{len(data)}")


if __name__ == "__main__":
    main()
