// Writes, to standard output, every answer of the standard library's normalisation hooks (see
// standard-normalization.h), for Tools/unicode/normalization-data.py to encode:
//   R first value        a run: the scalars from `first` to the next run's have normalisation data `value`
//   D scalar byte...     the scalar's canonical decomposition, as the UTF-8 bytes of its record
//   C x y composite      `x` then `y` compose to `composite`
// All numbers hexadecimal. Every scalar 0...0x10FFFF is asked for its data and decomposition, and
// every `x` with every `y` that can be a composition's second element.
// Built and run by scripts/regenerate-normalization-data.
#include <stdio.h>
#include "standard-normalization.h"

int main(void) {
  unsigned previous = 0x10000;
  for (uint32_t scalar = 0; scalar <= 0x10FFFF; scalar++) {
    unsigned value = _swift_stdlib_getNormData(scalar);
    if (value != previous) printf("R %X %X\n", scalar, value);
    previous = value;
  }
  for (uint32_t scalar = 0; scalar <= 0x10FFFF; scalar++) {
    if (!standard_decomposes(scalar)) continue;
    const uint8_t *record = standard_decomposition(scalar);
    printf("D %X", scalar);
    for (unsigned i = 1; i <= record[0]; i++) printf(" %02X", record[i]);
    printf("\n");
  }
  for (int mark = 0; mark < STANDARD_COMPOSITION_MARKS; mark++) {
    uint32_t y = standard_composition_mark(mark);
    for (uint32_t x = 0; x <= 0x10FFFF; x++) {
      uint32_t composite = _swift_stdlib_getComposition(x, y);
      if (composite != UINT32_MAX) printf("C %X %X %X\n", x, y, composite);
    }
  }
  return 0;
}
