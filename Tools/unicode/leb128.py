"""Unsigned LEB128, the number encoding of the generated Unicode data (Wasm/Runtime/leb128.h reads it)."""


def leb128(number):
    """Seven bits a byte, least significant first, the high bit set on every byte but the last."""
    out = bytearray()
    while True:
        low, number = number & 0x7F, number >> 7
        out.append(low | (0x80 if number else 0))
        if not number:
            return out
