#!/usr/bin/env python3
"""Encodes the standard library's normalisation answers (normalization-dump.c's output, on standard
input) as Wasm/Runtime/normalization-data.h, which Wasm/Runtime/normalization.c decodes on first use.

    python3 Tools/unicode/normalization-data.py < dump > Wasm/Runtime/normalization-data.h

What the encoding relies on, each checked here, so a toolchain whose tables break one fails loudly:
- a scalar has a decomposition exactly when its data says NFD_QC = No (bit 0);
- of those, the primary composites are exactly the ones with NFC_QC other than No (bits 1-2 not 01),
  and each is the composition of one pair (x, y), whose decompositions, concatenated, are its own;
  so a composite is stored as its pair, and the composition table is the same pairs read backwards;
- the others (NFC_QC = No: singletons, exclusions, non-starter decompositions) are stored as their
  full decomposition;
- decomposing scalars are below 0x40000 and the records fit 14 bits of offset (the entry's layout).
Each list is a stream of small numbers, the form gzip takes best.
"""
import bisect
import sys

NFD_NO = 1
NFC_QC = 6
NFC_NO = 2


def leb128(number):
    """Unsigned LEB128: seven bits a byte, least significant first, the high bit set on every byte but
    the last (normalization.c's read_leb128 reads it)."""
    out = bytearray()
    while True:
        low, number = number & 0x7F, number >> 7
        out.append(low | (0x80 if number else 0))
        if not number:
            return out


def zigzag(number):
    return number * 2 if number >= 0 else -number * 2 - 1


def read_dump(lines):
    runs, decompositions, compositions = [], {}, {}
    for line in lines:
        kind, *fields = line.split()
        numbers = [int(field, 16) for field in fields]
        if kind == "R":
            runs.append((numbers[0], numbers[1]))
        elif kind == "D":
            decompositions[numbers[0]] = [ord(c) for c in bytes(numbers[1:]).decode("utf-8")]
        elif kind == "C":
            x, y, composite = numbers
            if composite in compositions:
                sys.exit(f"normalization-data: {composite:X} composes from two pairs")
            compositions[composite] = (x, y)
        else:
            sys.exit(f"normalization-data: unknown line {line!r}")
    return runs, decompositions, compositions


def check(runs, decompositions, compositions):
    decomposing = set()
    for index, (first, value) in enumerate(runs):
        end = runs[index + 1][0] if index + 1 < len(runs) else 0x110000
        if value & NFD_NO:
            decomposing.update(range(first, end))
    if decomposing != set(decompositions):
        sys.exit("normalization-data: the scalars with NFD_QC = No are not those with a decomposition")
    starts = [first for first, _ in runs]

    def value_of(scalar):
        return runs[bisect.bisect_right(starts, scalar) - 1][1]

    composites = {s for s in decompositions if value_of(s) & NFC_QC != NFC_NO}
    if composites != set(compositions):
        sys.exit("normalization-data: the composites are not the decompositions with NFC_QC other than No")
    for composite, (x, y) in compositions.items():
        if decompositions[composite] != decompositions.get(x, [x]) + decompositions.get(y, [y]):
            sys.exit(f"normalization-data: {composite:X} does not decompose as its pair {x:X} {y:X}")
    if max(decompositions) >= 0x40000:
        sys.exit("normalization-data: a decomposing scalar does not fit the entry's 18 bits")
    record_bytes = sum(1 + len("".join(map(chr, d)).encode("utf-8")) for d in decompositions.values())
    if record_bytes > 1 << 14:
        sys.exit("normalization-data: the records do not fit the entry's 14-bit offset")
    return record_bytes


def c_array(kind, name, values, comment):
    values = list(values)
    lines = [f"// {comment}", f"static const {kind} {name}[{len(values)}] = {{"]
    per_line = 16 if kind == "uint8_t" else 10
    width = 2 if kind == "uint8_t" else (4 if kind == "uint16_t" else 5)
    for start in range(0, len(values), per_line):
        chunk = values[start:start + per_line]
        lines.append("  " + " ".join(f"0x{v:0{width}X}," for v in chunk))
    lines.append("};")
    return "\n".join(lines)


def main():
    runs, decompositions, compositions = read_dump(sys.stdin)
    record_bytes = check(runs, decompositions, compositions)

    values = sorted({value for _, value in runs})
    gaps, value_indices, previous = bytearray(), [], 0
    for first, value in runs:
        gaps += leb128(first - previous)
        value_indices.append(values.index(value))
        previous = first

    marks = sorted({y for _, y in compositions.values()})
    mark_indices, first_deltas, previous_first = [], bytearray(), 0
    excluded_lengths, excluded_deltas, previous_excluded = [], bytearray(), 0
    for scalar in sorted(decompositions):
        if scalar in compositions:
            x, y = compositions[scalar]
            mark_indices.append(marks.index(y))
            first_deltas += leb128(zigzag(x - previous_first))
            previous_first = x
        else:
            excluded_lengths.append(len(decompositions[scalar]))
            for part in decompositions[scalar]:
                excluded_deltas += leb128(zigzag(part - previous_excluded))
                previous_excluded = part

    print(f"""// Generated by Tools/unicode/normalization-data.py (scripts/regenerate-normalization-data) from the
// answers of the toolchain's standard library (Swift 6.3.1's when committed; stage 32-wasm-unicode-hooks
// checks it is still theirs). Do not edit. Decoded on first use by normalization.c.
// Numbers in streams are LEB128; signed ones zigzag-encoded (0, -1, 1, -2... as 0, 1, 2, 3...).
#include <stdint.h>

#define NORM_RUN_COUNT {len(runs)}
#define DECOMPOSING_COUNT {len(decompositions)}
#define COMPOSITE_COUNT {len(compositions)}
#define EXCLUDED_COUNT {len(excluded_lengths)}
#define DECOMPOSITION_RECORD_BYTES {record_bytes}
#define COMPOSITION_MARK_COUNT {len(marks)}
""")
    print(c_array("uint16_t", "norm_values", values, "Every distinct normalisation data value."))
    print(c_array("uint8_t", "norm_run_gaps", gaps,
                  "Runs of equal data from scalar 0 up: each run's first scalar, less the previous run's."))
    print(c_array("uint8_t", "norm_run_values", value_indices, "Each run's data, as an index into norm_values."))
    print(c_array("uint32_t", "composition_marks", marks,
                  "Every scalar that is the second of a composition's pair, ascending."))
    print(c_array("uint8_t", "composite_marks", mark_indices,
                  "For each composite, ascending, its pair's second, as an index into composition_marks."))
    print(c_array("uint8_t", "composite_first_deltas", first_deltas,
                  "For each composite, ascending, its pair's first, less the previous composite's (signed)."))
    print(c_array("uint8_t", "excluded_lengths", excluded_lengths,
                  "For each other decomposing scalar (NFC_QC = No), ascending, how many scalars it decomposes to."))
    print(c_array("uint8_t", "excluded_deltas", excluded_deltas,
                  "Those scalars, in order, each less the one before it (signed)."))


main()
