// Unsigned LEB128, the number encoding of the generated Unicode data (Tools/unicode/leb128.py writes
// it): seven bits a byte, least significant first, the high bit set on every byte but the last.
#ifndef FORMKIT_LEB128_H
#define FORMKIT_LEB128_H
#include <stdint.h>

/// Reads one number at `stream` into `number`; returns where the next one starts.
static inline const uint8_t *read_leb128(const uint8_t *stream, uint32_t *number) {
  uint32_t value = 0;
  unsigned shift = 0;
  uint8_t byte;
  do {
    byte = *stream++;
    value |= (uint32_t)(byte & 0x7F) << shift;
    shift += 7;
  } while (byte & 0x80);
  *number = value;
  return stream;
}

#endif
