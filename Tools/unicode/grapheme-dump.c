// Writes, to standard output, every answer of the standard library's three grapheme-breaking hooks
// (declared in the Swift repository's stdlib/public/SwiftShims/swift/shims/UnicodeData.h), as linked
// from this toolchain's x86_64 Embedded Swift libswiftUnicodeDataTables.a, for
// Tools/unicode/grapheme-data.py to encode:
//   R first property consonant pictographic
// a run: the scalars from `first` (hexadecimal) to the next run's have these three answers (decimal).
// Every scalar 0...0x10FFFF is asked. Built and run by scripts/regenerate-grapheme-data.
#include <stdio.h>
#include "standard-grapheme.h"

int main(void) {
  unsigned previous[3] = {0x100, 2, 2};
  for (uint32_t scalar = 0; scalar <= 0x10FFFF; scalar++) {
    unsigned answers[3] = {_swift_stdlib_getGraphemeBreakProperty(scalar), _swift_stdlib_isInCB_Consonant(scalar),
                           _swift_stdlib_isExtendedPictographic(scalar)};
    if (answers[0] != previous[0] || answers[1] != previous[1] || answers[2] != previous[2]) {
      printf("R %X %u %u %u\n", scalar, answers[0], answers[1], answers[2]);
    }
    for (int i = 0; i < 3; i++) previous[i] = answers[i];
  }
  return 0;
}
