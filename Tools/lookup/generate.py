#!/usr/bin/env python3
"""Builds PhoneNumberLookup's binary data from the pinned phonenumbers release.

Usage: generate.py OUTPUT_DIR

Writes, reproducibly (same release, same bytes):
  geocoding/prefixes.bin   the geocoder's prefixes, shared by every language, and its language list
  geocoding/LANG.bin       one file per language: which prefixes it names, and its interned names
  carrier/prefixes.bin     the same for carrier names
  carrier/LANG.bin
  timezones/prefixes.bin   time-zone prefixes
  timezones/zones.bin      each prefix's time zones, one interned string per list, joined by '&'
  countries.bin            country names: regions x languages, '*xx' references resolved

Every file is little-endian and starts with a 12-byte header: a 4-byte magic, a u32 format version and
the FNV-1a (32-bit) checksum of every byte after the header. Sources/PhoneNumberLookup/Data/ reads them;
the layouts are described there and in the module's DocC article.

Nothing is skipped: a prefix, name or zone it cannot store stops it with an error. It closes with a
summary on standard output: the files written and the prefixes, languages and regions in them.
"""
import os
import struct
import sys

from phonenumbers.carrierdata import CARRIER_DATA
from phonenumbers.geodata import GEOCODE_DATA
from phonenumbers.geodata.locale import LOCALE_DATA
from phonenumbers.tzdata import TIMEZONE_DATA

VERSION = 4
NONE = 0xFFFF
MAX_PREFIX_LENGTH = 9
MAX_CALLING_CODE = 999
BLOCK = 16  # prefixes per block of the prefix table's delta stream
STRING_GROUP = 16  # strings per group of a names file's string table
RUN_GROUP = 8  # blocks of a dense names file per offset of its run stream


def fnv1a(data):
    value = 0x811C9DC5
    for byte in data:
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value


def with_header(magic, payload):
    return magic + struct.pack("<II", VERSION, fnv1a(payload)) + payload


def pad4(blob):
    return blob + b"\0" * (-len(blob) % 4)


def sorted_prefixes(prefixes):
    """Prefixes grouped by length, each group in ascending order: the order of the prefix table."""
    for prefix in prefixes:
        if not prefix.isdigit() or prefix[0] == "0" or len(prefix) > MAX_PREFIX_LENGTH:
            raise SystemExit(f"generate.py: unexpected prefix {prefix!r}")
    return sorted(prefixes, key=lambda p: (len(p), int(p)))


def varint(value):
    """LEB128: seven bits a byte, low bits first, the high bit set on every byte but the last."""
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def prefix_blocks(prefixes, starts):
    """Each length's prefixes in blocks of BLOCK: per block its first value and the offset of its deltas
    (u32 each), then the stream of varint deltas from one prefix to the next within a block."""
    index = []
    stream = bytearray()
    for length in range(1, MAX_PREFIX_LENGTH + 1):
        values = [int(p) for p in prefixes[starts[length - 1]:starts[length]]]
        for first in range(0, len(values), BLOCK):
            block = values[first:first + BLOCK]
            index += [block[0], len(stream)]
            for previous, value in zip(block, block[1:]):
                stream += varint(value - previous)
    return struct.pack("<II", len(index) // 2, len(stream)) + struct.pack(f"<{len(index)}I", *index) + bytes(stream)


def prefix_table(prefixes, languages):
    """FKLP: count, start of each length, a length mask per calling code, languages, then the prefixes in
    delta-coded blocks (see prefix_blocks)."""
    starts = [0] * (MAX_PREFIX_LENGTH + 1)
    for prefix in prefixes:
        for length in range(len(prefix), MAX_PREFIX_LENGTH + 1):
            starts[length] += 1
    masks = [0] * (MAX_CALLING_CODE + 1)
    for prefix in prefixes:
        # Calling codes the prefix starts with, and calling codes that start with the prefix.
        codes = {int(prefix[:length]) for length in range(1, min(len(prefix), 3) + 1)}
        if len(prefix) < 3:
            codes.update(code for code in range(1, MAX_CALLING_CODE + 1) if str(code).startswith(prefix))
        for code in codes:
            masks[code] |= 1 << len(prefix)
    names = b"".join(struct.pack("<B", len(lang)) + lang.encode("ascii") for lang in languages)
    payload = struct.pack("<I", len(prefixes))
    payload += struct.pack(f"<{MAX_PREFIX_LENGTH + 1}I", *starts)
    payload += struct.pack(f"<{MAX_CALLING_CODE + 1}H", *masks)
    payload += pad4(struct.pack("<I", len(languages)) + names)
    payload += prefix_blocks(prefixes, [0] + starts[1:])
    return with_header(b"FKLP", payload)


def string_table(strings):
    offsets = [0]
    blob = b""
    for text in strings:
        blob += text.encode("utf-8")
        offsets.append(len(blob))
    return struct.pack(f"<{len(offsets)}I", *offsets) + blob


def grouped_string_table(strings):
    """A names file's strings: a u32 offset per group of STRING_GROUP strings, then the strings, each a
    LEB128 byte length and its UTF-8. Returns the table and the length of its string bytes."""
    offsets = []
    blob = bytearray()
    for position, text in enumerate(strings):
        if position % STRING_GROUP == 0:
            offsets.append(len(blob))
        encoded = text.encode("utf-8")
        blob += varint(len(encoded)) + encoded
    return struct.pack(f"<{len(offsets)}I", *offsets) + bytes(blob), len(blob)


def intern(values):
    """Distinct strings in order of first use, and each value's index."""
    index = {}
    for value in values:
        index.setdefault(value, len(index))
    if len(index) >= NONE:
        raise SystemExit("generate.py: more than 65,534 distinct strings in one file")
    return list(index), index


def run_blocks(ids):
    """A dense names file's string indexes in blocks of BLOCK prefixes: a u32 offset per RUN_GROUP blocks,
    then each block as a u16 mask whose bit j says prefix j starts a run of one value, and that value
    (u16) for each set bit. Returns the body and the length of its block stream."""
    offsets = []
    stream = bytearray()
    for block, first in enumerate(range(0, len(ids), BLOCK)):
        if block % RUN_GROUP == 0:
            offsets.append(len(stream))
        values = ids[first:first + BLOCK]
        starts = [j for j, value in enumerate(values) if j == 0 or value != values[j - 1]]
        mask = sum(1 << j for j in starts)
        stream += struct.pack(f"<{len(starts) + 1}H", mask, *(values[j] for j in starts))
    return struct.pack(f"<{len(offsets)}I", *offsets) + bytes(stream), len(stream)


def names_file(prefix_count, entries):
    """FKLN: the names one language gives to prefixes (index into the prefix table -> string).

    Dense (a u16 per prefix, 0xFFFF for none, in runs: see run_blocks) when a u16 per prefix would be
    smaller than sparse (sorted u32 prefix indexes and a u16 per entry)."""
    strings, index = intern(name for _, name in entries)
    dense = 2 * prefix_count <= 6 * len(entries)
    if dense:
        ids = [NONE] * prefix_count
        for position, name in entries:
            ids[position] = index[name]
        body, length = run_blocks(ids)
        body = pad4(body)
        layout, count = 0, length
    else:
        body = struct.pack(f"<{len(entries)}I", *(position for position, _ in entries))
        body += pad4(struct.pack(f"<{len(entries)}H", *(index[name] for _, name in entries)))
        layout, count = 1, len(entries)
    table, length = grouped_string_table(strings)
    header = struct.pack("<IIIII", prefix_count, layout, count, len(strings), length)
    return with_header(b"FKLN", header + body + table)


def prefix_data(data):
    """The prefix table and one names file per language of a {prefix: {language: name}} table."""
    prefixes = sorted_prefixes(data)
    languages = sorted({lang for names in data.values() for lang in names})
    files = {"prefixes.bin": prefix_table(prefixes, languages)}
    for lang in languages:
        entries = [(i, data[p][lang]) for i, p in enumerate(prefixes) if lang in data[p]]
        files[f"{lang}.bin"] = names_file(len(prefixes), entries)
    return files


def time_zone_data():
    prefixes = sorted_prefixes(TIMEZONE_DATA)
    for zones in TIMEZONE_DATA.values():
        if any("&" in zone for zone in zones):
            raise SystemExit("generate.py: a time zone contains '&'")
    entries = [(i, "&".join(TIMEZONE_DATA[p])) for i, p in enumerate(prefixes)]
    return {"prefixes.bin": prefix_table(prefixes, []), "zones.bin": names_file(len(prefixes), entries)}


def country_names():
    """FKLC: regions (2 ASCII bytes each), languages (8 bytes, NUL-padded), a u16 string per region and
    language, then the interned names. A '*xx' entry is the name in language xx, as phonenumbers reads it."""
    regions = sorted(LOCALE_DATA)
    languages = sorted({lang for names in LOCALE_DATA.values() for lang in names})
    resolved = []
    for region in regions:
        names = LOCALE_DATA[region]
        for lang in languages:
            name = names.get(lang)
            if name is not None and name.startswith("*"):
                name = names.get(name[1:], "")
            resolved.append(name)
    strings, index = intern(name for name in resolved if name is not None)
    if any(len(r) != 2 for r in regions) or any(len(lang) > 8 for lang in languages):
        raise SystemExit("generate.py: unexpected region or language code")
    payload = struct.pack("<II", len(regions), len(languages))
    payload += "".join(regions).encode("ascii")
    payload += b"".join(lang.encode("ascii").ljust(8, b"\0") for lang in languages)
    payload = pad4(payload)
    payload += pad4(struct.pack(f"<{len(resolved)}H", *(NONE if n is None else index[n] for n in resolved)))
    table = string_table(strings)
    payload += struct.pack("<II", len(strings), len(table) - 4 * (len(strings) + 1)) + table
    return with_header(b"FKLC", payload)


def write(path, blob):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as file:
        file.write(blob)


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    out = sys.argv[1]
    written = 0
    for folder, files in (("geocoding", prefix_data(GEOCODE_DATA)), ("carrier", prefix_data(CARRIER_DATA)),
                          ("timezones", time_zone_data())):
        for name, blob in files.items():
            write(os.path.join(out, folder, name), blob)
            written += 1
    write(os.path.join(out, "countries.bin"), country_names())
    languages = {lang for names in LOCALE_DATA.values() for lang in names}
    print(f"lookup data: {written + 1} files, {len(GEOCODE_DATA)} geocoding, {len(CARRIER_DATA)} carrier and "
          f"{len(TIMEZONE_DATA)} time-zone prefixes, {len(LOCALE_DATA)} regions' names in {len(languages)} "
          "languages; 0 skipped")


if __name__ == "__main__":
    main()
