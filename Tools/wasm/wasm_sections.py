#!/usr/bin/env python3
"""Prints the sections of a WebAssembly module with their sizes, raw and after `gzip -9` each on its
own, so a size report can say what dominates: code (the functions) or data (tables and strings).
With --functions N and a module linked without --strip-all (it keeps the `name` section), also lists
the N largest functions by body size, demangled names when `swift demangle` is on PATH.

usage: wasm_sections.py FILE.wasm [--functions N]
"""
import gzip
import shutil
import subprocess
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
    """(name, payload start, payload size) of each section."""
    if data[:4] != b"\0asm":
        raise SystemExit("not a WebAssembly module")
    index = 8
    while index < len(data):
        kind = data[index]
        size, index = leb128(data, index + 1)
        yield NAMES.get(kind, str(kind)), index, size
        index += size


def function_sizes(data):
    """Body size of each defined function by index, and the function names of the `name` section."""
    imported = 0
    sizes, names = [], {}
    for name, start, size in sections(data):
        payload = data[start:start + size]
        if name == "import":
            count, index = leb128(payload, 0)
            for _ in range(count):
                for _ in range(2):  # module and field names
                    length, index = leb128(payload, index)
                    index += length
                kind = payload[index]
                index += 1
                if kind == 0:
                    imported += 1
                    _, index = leb128(payload, index)
                elif kind == 1:
                    index += 1
                    flags, index = leb128(payload, index)
                    _, index = leb128(payload, index)
                    if flags & 1:
                        _, index = leb128(payload, index)
                elif kind == 2:
                    flags, index = leb128(payload, index)
                    _, index = leb128(payload, index)
                    if flags & 1:
                        _, index = leb128(payload, index)
                else:
                    index += 2
        elif name == "code":
            count, index = leb128(payload, 0)
            for _ in range(count):
                body, index = leb128(payload, index)
                sizes.append(body)
                index += body
        elif name == "custom":
            length, index = leb128(payload, 0)
            if payload[index:index + length] != b"name":
                continue
            index += length
            while index < len(payload):
                kind = payload[index]
                sub, index = leb128(payload, index + 1)
                end = index + sub
                if kind == 1:
                    count, index = leb128(payload, index)
                    for _ in range(count):
                        function, index = leb128(payload, index)
                        length, index = leb128(payload, index)
                        names[function] = payload[index:index + length].decode("utf-8", "replace")
                        index += length
                index = end
    return [(size, names.get(imported + number, f"function {imported + number}")) for number, size in enumerate(sizes)]


def demangled(names):
    if not shutil.which("swift") or not names:
        return names
    result = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names), capture_output=True,
                            text=True, check=False)
    lines = result.stdout.splitlines()
    return lines if len(lines) == len(names) else names


def main():
    arguments = sys.argv[1:]
    if not arguments:
        raise SystemExit(__doc__)
    data = open(arguments[0], "rb").read()
    print("section\traw\tgzip -9")
    for name, start, size in sections(data):
        print(f"{name}\t{size}\t{len(gzip.compress(data[start:start + size], 9))}")
    print(f"total\t{len(data)}\t{len(gzip.compress(data, 9))}")
    if "--functions" in arguments:
        count = int(arguments[arguments.index("--functions") + 1])
        largest = sorted(function_sizes(data), reverse=True)[:count]
        for (size, _), name in zip(largest, demangled([name for _, name in largest])):
            print(f"{size}\t{name[:160]}")


if __name__ == "__main__":
    main()
