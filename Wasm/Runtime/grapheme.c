// The standard library's three grapheme-breaking hooks, for the WebAssembly module, from the compact
// data in grapheme-data.h: linked before libswiftUnicodeDataTables.a, they keep its
// UnicodeGrapheme.cpp.o and UnicodeEmoji.cpp.o (4.7 KB of tables) out, with the same answers for
// every scalar (scripts/test.d/32-wasm-unicode-hooks.sh compares them all with the standard library's).
// `Character` boundaries in non-ASCII text (String.count, index(after:), the phone field's edits)
// reach them.
//
// The ranges are decoded on first use into the arrays below (about 7 KB of zeroed memory, which the
// module does not carry); each hook then answers by binary search of its table's ranges.
// Freestanding, like runtime.c.
#include <stdbool.h>
#include <stdint.h>
#include "leb128.h"
#include "grapheme-data.h"

// The equivalence test compiles this file natively under other names, beside the real hooks.
#ifndef GRAPHEME_HOOK
#define GRAPHEME_HOOK(name) name
#endif

// Each range's first scalar and its end (one past its last), ascending within each table, and the
// property's answer in it.
static uint32_t range_firsts[GRAPHEME_RANGE_COUNT];
static uint32_t range_ends[GRAPHEME_RANGE_COUNT];
static uint8_t range_values[GRAPHEME_RANGE_COUNT];
static int ranges_decoded;

static void decode_ranges(void) {
  const uint8_t *stream = grapheme_ranges;
  uint32_t end = 0;
  for (int range = 0; range < GRAPHEME_RANGE_COUNT; range++) {
    uint32_t gap, length;
    if (range == grapheme_table_ends[0] || range == grapheme_table_ends[1]) end = 0;
    stream = read_leb128(stream, &gap);
    stream = read_leb128(stream, &length);
    unsigned bits = range < grapheme_table_ends[0] ? 2 : 0;
    range_firsts[range] = end + gap;
    end += gap + (length >> bits) + 1;
    range_ends[range] = end;
    range_values[range] = (uint8_t)(length & 3);
  }
  ranges_decoded = 1;
}

// The range of table `table` that holds `scalar`, or -1.
static int find_range(int table, uint32_t scalar) {
  if (!ranges_decoded) decode_ranges();
  int low = table ? grapheme_table_ends[table - 1] : 0, high = grapheme_table_ends[table] - 1;
  while (low <= high) {
    int middle = low + (high - low) / 2;
    if (scalar < range_firsts[middle]) high = middle - 1;
    else if (scalar >= range_ends[middle]) low = middle + 1;
    else return middle;
  }
  return -1;
}

uint8_t GRAPHEME_HOOK(_swift_stdlib_getGraphemeBreakProperty)(uint32_t scalar) {
  int range = find_range(0, scalar);
  return range < 0 ? 0xFF : range_values[range];
}

bool GRAPHEME_HOOK(_swift_stdlib_isInCB_Consonant)(uint32_t scalar) {
  return find_range(1, scalar) >= 0;
}

bool GRAPHEME_HOOK(_swift_stdlib_isExtendedPictographic)(uint32_t scalar) {
  return find_range(2, scalar) >= 0;
}
