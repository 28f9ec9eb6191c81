// Wasm/Runtime/normalization.c against the standard library's own normalisation hooks, natively:
// every answer either can give is compared, and the first differences are printed. Built and run by
// scripts/test.d/32-wasm-unicode-hooks.sh, which links the x86_64 Embedded Swift tables
// (Tools/unicode/standard-normalization.sh) and compiles normalization.c under the names `ours...`.
//
// It ends by printing a digest of all our answers (normalization-digest.c), which the script compares
// with the same digest from a wasm32 compile of Wasm/Runtime/normalization.c run under node.
//
// What "every answer" is:
// - data and decomposition: every scalar 0...0x10FFFF. A decomposition is compared as Swift reads it
//   (UnicodeData.swift's _DecompositionEntry): whether bits 0-17 of the entry are the scalar asked
//   for, and if so the record's length byte and bytes. Where the offsets point differs and may.
// - composition: every x 0...0x10FFFF with every y that either side can answer for. The standard
//   library's getComposition looks y up in its hash table and answers UINT32_MAX unless y equals the
//   first scalar of the array it lands on, before it looks at x; those first scalars are the
//   STANDARD_COMPOSITION_MARKS entries of _swift_stdlib_nfc_comp_indices, which the script makes
//   readable. Ours answers UINT32_MAX unless y is in its composition_marks, also before it looks at x.
//   So for any y in neither list both answer UINT32_MAX for every x, and the y in either list, with
//   every x, are all the pairs left. As a check on that argument, every y with nonzero data (the only
//   ones Swift's NFC ever asks about: it composes only with a y whose NFC_QC is not Yes) is also tried
//   with every x that composes with anything.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "../../Tools/unicode/standard-normalization.h"

#define NORMALIZATION_HOOK(name) ours##name
#include "normalization-digest.c"

static unsigned long failures;

static double seconds_since(struct timespec start) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)(now.tv_sec - start.tv_sec) + (double)(now.tv_nsec - start.tv_nsec) / 1e9;
}

static void fail(const char *what, uint32_t a, uint32_t b, uint32_t standard, uint32_t ours) {
  if (++failures <= 20) {
    fprintf(stderr, "MISMATCH %s %04X %04X: standard library %X, ours %X\n", what, a, b, standard, ours);
  }
}

static void compare_data(void) {
  for (uint32_t scalar = 0; scalar <= 0x10FFFF; scalar++) {
    uint16_t standard = _swift_stdlib_getNormData(scalar), mine = ours_swift_stdlib_getNormData(scalar);
    if (standard != mine) fail("data", scalar, 0, standard, mine);
  }
}

static void compare_decompositions(unsigned *count) {
  for (uint32_t scalar = 0; scalar <= 0x10FFFF; scalar++) {
    uint32_t mine = ours_swift_stdlib_getDecompositionEntry(scalar);
    int standard_has = standard_decomposes(scalar), ours_has = ((mine << 14) >> 14) == scalar;
    if (standard_has != ours_has) {
      fail("has a decomposition", scalar, 0, (uint32_t)standard_has, (uint32_t)ours_has);
      continue;
    }
    if (!standard_has) continue;
    ++*count;
    const uint8_t *standard = standard_decomposition(scalar);
    const uint8_t *record = ours_swift_stdlib_nfd_decompositions + (mine >> 18);
    for (unsigned i = 0; i <= standard[0]; i++) {
      if (standard[i] != record[i]) {
        fail("decomposition byte", scalar, i, standard[i], record[i]);
        break;
      }
    }
  }
}

static void compare_compositions_with(uint32_t y, unsigned *count) {
  for (uint32_t x = 0; x <= 0x10FFFF; x++) {
    uint32_t standard = _swift_stdlib_getComposition(x, y), mine = ours_swift_stdlib_getComposition(x, y);
    if (standard != mine) fail("composition", x, y, standard, mine);
    if (standard != UINT32_MAX) ++*count;
  }
}

static int is_standard_mark(uint32_t y) {
  for (int i = 0; i < STANDARD_COMPOSITION_MARKS; i++) {
    if (standard_composition_mark(i) == y) return 1;
  }
  return 0;
}

static void compare_compositions(unsigned *count) {
  for (int i = 0; i < STANDARD_COMPOSITION_MARKS; i++) compare_compositions_with(standard_composition_mark(i), count);
  for (int i = 0; i < COMPOSITION_MARK_COUNT; i++) {
    if (!is_standard_mark(composition_marks[i])) compare_compositions_with(composition_marks[i], count);
  }
}

// Every y with nonzero data, with every x that is the first of some composition (ours, which the
// full comparison above has just shown equal to the standard library's).
static void compare_compositions_of_composing_firsts(unsigned *pairs) {
  for (uint32_t y = 0; y <= 0x10FFFF; y++) {
    if (_swift_stdlib_getNormData(y) == 0) continue;
    for (int i = 0; i < COMPOSITE_COUNT; i++) {
      uint32_t x = composite_firsts[i];
      uint32_t standard = _swift_stdlib_getComposition(x, y), mine = ours_swift_stdlib_getComposition(x, y);
      if (standard != mine) fail("composition", x, y, standard, mine);
      ++*pairs;
    }
  }
}

int main(void) {
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  ours_swift_stdlib_getNormData(0xC0);
  ours_swift_stdlib_getComposition(0x41, 0x300);
  double first_use = seconds_since(start);
  unsigned decompositions = 0, compositions = 0, spot_pairs = 0;
  compare_data();
  compare_decompositions(&decompositions);
  compare_compositions(&compositions);
  compare_compositions_of_composing_firsts(&spot_pairs);
  printf("normalisation: 1114112 scalars' data and decompositions (%u decompose), %d marks x 1114112 "
         "firsts (%u compose), %u more pairs; decoding on first use %.0f us, all %.1f s\n",
         decompositions, STANDARD_COMPOSITION_MARKS, compositions, spot_pairs, first_use * 1e6, seconds_since(start));
  if (decompositions == 0 || compositions == 0) {
    fprintf(stderr, "normalisation: the standard library answered nothing; the comparison is void\n");
    return 1;
  }
  if (failures) {
    fprintf(stderr, "normalisation: %lu differences from the standard library\n", failures);
    return 1;
  }
  printf("normalisation: 0 differences from the standard library; digest of our answers %08x\n", normalization_digest());
  return 0;
}
