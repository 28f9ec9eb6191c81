#!/usr/bin/env python3
"""Writes the numbering-plan bundle a WebAssembly page compiles in: the built-in bundle without what the
page never reads (BundleFormat.md, "A bundle for a page"): the other and short-number pattern texts
(OPAT, SPAT), the alternate formats (ALTF) and the short-number plans (SREC empty, SAUT a graph of no
pattern), whose record offsets (ROFF) are then none. The main plans, their automata, the grouping
patterns and the other record offsets stay as they are (offsets count from their section's start), so
every main plan answers as in the full bundle.

    python3 Tools/metadata/page_bundle.py Sources/PhonePlanData/plans.c OUT.c
"""
import re
import struct
import sys
import zlib

from bundle_c_source import c_source

EMPTY = {"OPAT": b"", "SPAT": b"", "ALTF": b"", "SREC": b"",
         # one state, the dead one (its one run 0x09), no pattern
         "SAUT": struct.pack("<IIII", 1, 0, 1, 0) + b"\x09"}


def bundle_bytes(path):
    """The bundle's bytes, from a bundle file or from the C source bundle_c_source.py writes."""
    data = open(path, "rb").read()
    if not path.endswith(".c"):
        return data
    body = data.decode("ascii").split("= {", 1)[1].split("};", 1)[0]
    return bytes(int(number) for number in re.findall(r"\d+", body))


def record_offsets(body):
    """ROFF with no record for the sections emptied (SREC, ALTF): per section RGNS, NGEO, SREC, CODE,
    ALTF a count and that many record lengths, LEB128 numbers."""
    at = 0

    def number():
        nonlocal at
        value = shift = 0
        while True:
            byte = body[at]
            at += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                return value

    kept = b""
    for tag in ("RGNS", "NGEO", "SREC", "CODE", "ALTF"):
        start = at
        for _ in range(number()):
            number()
        kept += b"\0" if tag in EMPTY else body[start:at]
    return kept


def strip(data):
    count = struct.unpack_from("<H", data, 6)[0]
    sections = []
    for entry in range(count):
        at = 32 + 12 * entry
        tag = data[at:at + 4].decode("ascii")
        offset, length = struct.unpack_from("<II", data, at + 4)
        body = data[offset:offset + length]
        sections.append((tag, record_offsets(body) if tag == "ROFF" else EMPTY.get(tag, body)))
    offset = 32 + 12 * len(sections)
    table = b""
    for tag, body in sections:
        table += tag.encode("ascii") + struct.pack("<II", offset, len(body))
        offset += len(body)
    rest = data[16:32] + table + b"".join(body for _, body in sections)
    header = data[:6] + struct.pack("<HI", len(sections), 16 + len(rest)) + struct.pack("<I", zlib.crc32(rest))
    return header + rest


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: page_bundle.py BUNDLE|PLANS.c OUT.c")
    stripped = strip(bundle_bytes(sys.argv[1]))
    with open(sys.argv[2], "w") as out:
        out.write(c_source(stripped))


if __name__ == "__main__":
    main()
