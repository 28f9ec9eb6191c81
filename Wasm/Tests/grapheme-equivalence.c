// Wasm/Runtime/grapheme.c against the standard library's own grapheme-breaking hooks, natively: every
// scalar 0...0x10FFFF is asked all three questions of both, and the first differences are printed.
// Built and run by scripts/test.d/32-wasm-unicode-hooks.sh, which links this toolchain's x86_64 Embedded
// Swift libswiftUnicodeDataTables.a and compiles grapheme.c under the names `ours...`.
//
// It ends by printing a digest of all our answers (grapheme-digest.c), which the script compares with
// the same digest from a wasm32 compile of Wasm/Runtime/grapheme.c run under node.
#include <stdio.h>
#include <time.h>
#include "../../Tools/unicode/standard-grapheme.h"

#define GRAPHEME_HOOK(name) ours##name
#include "grapheme-digest.c"

static unsigned long failures;

static void fail(const char *what, uint32_t scalar, unsigned standard, unsigned ours) {
  if (++failures <= 20) fprintf(stderr, "MISMATCH %s %04X: standard library %u, ours %u\n", what, scalar, standard, ours);
}

int main(void) {
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  ours_swift_stdlib_getGraphemeBreakProperty(0x300);
  double first_use = seconds_since(start);
  unsigned with_property = 0, consonants = 0, pictographic = 0;
  for (uint32_t scalar = 0; scalar <= 0x10FFFF; scalar++) {
    unsigned standard = _swift_stdlib_getGraphemeBreakProperty(scalar);
    unsigned mine = ours_swift_stdlib_getGraphemeBreakProperty(scalar);
    if (standard != mine) fail("getGraphemeBreakProperty", scalar, standard, mine);
    with_property += standard != 0xFF;
    standard = _swift_stdlib_isInCB_Consonant(scalar);
    mine = ours_swift_stdlib_isInCB_Consonant(scalar);
    if (standard != mine) fail("isInCB_Consonant", scalar, standard, mine);
    consonants += standard;
    standard = _swift_stdlib_isExtendedPictographic(scalar);
    mine = ours_swift_stdlib_isExtendedPictographic(scalar);
    if (standard != mine) fail("isExtendedPictographic", scalar, standard, mine);
    pictographic += standard;
  }
  printf("grapheme breaking: 1114112 scalars x 3 hooks (%u with a property, %u InCB consonants, %u Extended_Pictographic); "
         "decoding on first use %.0f us, all %.2f s\n",
         with_property, consonants, pictographic, first_use * 1e6, seconds_since(start));
  if (with_property == 0 || consonants == 0 || pictographic == 0) {
    fprintf(stderr, "grapheme breaking: the standard library answered nothing; the comparison is void\n");
    return 1;
  }
  if (failures) {
    fprintf(stderr, "grapheme breaking: %lu differences from the standard library\n", failures);
    return 1;
  }
  printf("grapheme breaking: 0 differences from the standard library; digest of our answers %08x\n", grapheme_digest());
  return 0;
}
