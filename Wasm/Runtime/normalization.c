// The standard library's four Unicode normalisation hooks, for the WebAssembly module, from the
// compact data in normalization-data.h: linked before libswiftUnicodeDataTables.a, they keep its
// UnicodeNormalization.cpp.o (its tables are the largest part of it) out, with the same answers for
// every scalar and every pair (scripts/test.d/32-wasm-unicode-hooks.sh compares them all with the
// standard library's). `String`'s `==`, `<`, `hasPrefix` and hashing of non-ASCII text reach them.
//
// The data is decoded on first use, from U+00C0 up, into the arrays below (zeroed memory, which the
// module does not carry). Each hook then answers by binary search. Freestanding, like runtime.c.
#include <stdint.h>
#include "normalization-data.h"

// The equivalence test compiles this file natively under other names, beside the real hooks.
#ifndef NORMALIZATION_HOOK
#define NORMALIZATION_HOOK(name) name
#endif

#define NFD_NO 1
#define NFC_QC 6
#define NFC_NO 2
#define UNWRITTEN 0xFFFF

// Runs of equal normalisation data: the first scalar of each, ascending, and its data.
static uint32_t run_firsts[NORM_RUN_COUNT];
static uint16_t run_values[NORM_RUN_COUNT];
// For each block of 256 scalars, the run its first scalar is in: a lookup searches only the runs
// from its block's to the next block's (one to a few), as fast as the standard library's bit arrays.
#define BLOCK_SHIFT 8
#define BLOCK_COUNT (0x110000 >> BLOCK_SHIFT)
static uint16_t block_runs[BLOCK_COUNT + 1];
// Every scalar with a decomposition, ascending, and where its record starts in `records`.
static uint32_t decomposing[DECOMPOSING_COUNT];
static uint16_t record_offsets[DECOMPOSING_COUNT];
// Records as the standard library lays them out: a length byte, then the decomposition in UTF-8.
static uint8_t records[DECOMPOSITION_RECORD_BYTES];
static unsigned records_used;
// The primary composites, ascending, with the first and (as an index into composition_marks) the
// second scalar of the pair each composes from.
static uint32_t composites[COMPOSITE_COUNT];
static uint32_t composite_firsts[COMPOSITE_COUNT];
// Composites grouped by their second scalar, each group ordered by first scalar: group m is
// by_mark[mark_starts[m] ..< mark_starts[m + 1]].
static uint16_t by_mark[COMPOSITE_COUNT];
static uint16_t mark_starts[COMPOSITION_MARK_COUNT + 1];
static int decoded;

const uint8_t *const NORMALIZATION_HOOK(_swift_stdlib_nfd_decompositions) = records;

// Unsigned LEB128 (normalization-data.py writes it): seven bits a byte, least significant first, the
// high bit set on every byte but the last. Reads one number and returns where the next one starts.
static const uint8_t *read_leb128(const uint8_t *stream, uint32_t *number) {
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

// A signed number: zigzag-encoded (0, -1, 1, -2... as 0, 1, 2, 3...).
static const uint8_t *read_signed(const uint8_t *stream, int32_t *number) {
  uint32_t zigzag;
  stream = read_leb128(stream, &zigzag);
  *number = (int32_t)(zigzag >> 1) ^ -(int32_t)(zigzag & 1);
  return stream;
}

// The index of `value` in `sorted`, or -1.
static int find(const uint32_t *sorted, int count, uint32_t value) {
  int low = 0, high = count - 1;
  while (low <= high) {
    int middle = low + (high - low) / 2;
    if (sorted[middle] == value) return middle;
    if (sorted[middle] < value) low = middle + 1; else high = middle - 1;
  }
  return -1;
}

// UTF-8: six bits in each byte after the first, whose high bits tell the length.
static void append_utf8(uint32_t scalar) {
  static const uint8_t leads[5] = {0, 0, 0xC0, 0xE0, 0xF0};
  unsigned length = scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4;
  for (unsigned i = length - 1; i > 0; i--, scalar >>= 6) records[records_used + i] = (uint8_t)(0x80 | (scalar & 0x3F));
  records[records_used] = (uint8_t)(leads[length] | scalar);
  records_used += length;
}

// Appends the full decomposition of `scalar`: its record's bytes if it has one (already written),
// else itself.
static void append_decomposition(uint32_t scalar) {
  int index = find(decomposing, DECOMPOSING_COUNT, scalar);
  if (index < 0) {
    append_utf8(scalar);
    return;
  }
  const uint8_t *record = records + record_offsets[index];
  for (unsigned i = 1; i <= record[0]; i++) records[records_used++] = record[i];
}

// A composite's record is its pair's decompositions one after the other (the generator checked this
// holds for every one). A pair's first may be a composite itself: its record is written first, so
// records never nest.
static void write_record(int index) {
  if (record_offsets[index] != UNWRITTEN) return;
  int composite = find(composites, COMPOSITE_COUNT, decomposing[index]);
  uint32_t first = composite_firsts[composite];
  uint32_t second = composition_marks[composite_marks[composite]];
  int first_index = find(decomposing, DECOMPOSING_COUNT, first);
  if (first_index >= 0) write_record(first_index);
  int second_index = find(decomposing, DECOMPOSING_COUNT, second);
  if (second_index >= 0) write_record(second_index);
  unsigned start = records_used++;
  append_decomposition(first);
  append_decomposition(second);
  records[start] = (uint8_t)(records_used - start - 1);
  record_offsets[index] = (uint16_t)start;
}

static void decode_runs(void) {
  const uint8_t *gaps = norm_run_gaps;
  uint32_t first = 0;
  for (int run = 0; run < NORM_RUN_COUNT; run++) {
    uint32_t gap;
    gaps = read_leb128(gaps, &gap);
    first += gap;
    run_firsts[run] = first;
    run_values[run] = norm_values[norm_run_values[run]];
  }
  int run = 0;
  for (uint32_t block = 0; block < BLOCK_COUNT; block++) {
    while (run + 1 < NORM_RUN_COUNT && run_firsts[run + 1] <= block << BLOCK_SHIFT) run++;
    block_runs[block] = (uint16_t)run;
  }
  block_runs[BLOCK_COUNT] = NORM_RUN_COUNT - 1;
}

// The decomposing scalars are those whose data says NFD_QC = No; of them, the composites are those
// with NFC_QC other than No, and the rest have their decompositions written out in full.
static void decode_decompositions(void) {
  const uint8_t *first_deltas = composite_first_deltas, *parts = excluded_deltas;
  uint32_t first = 0, part = 0;
  int count = 0, composite = 0, excluded = 0;
  for (int run = 0; run < NORM_RUN_COUNT; run++) {
    if (!(run_values[run] & NFD_NO)) continue;
    uint32_t end = run + 1 < NORM_RUN_COUNT ? run_firsts[run + 1] : 0x110000;
    for (uint32_t scalar = run_firsts[run]; scalar < end; scalar++, count++) {
      decomposing[count] = scalar;
      if ((run_values[run] & NFC_QC) != NFC_NO) {
        int32_t delta;
        first_deltas = read_signed(first_deltas, &delta);
        first += (uint32_t)delta;
        composites[composite] = scalar;
        composite_firsts[composite++] = first;
        record_offsets[count] = UNWRITTEN;
        continue;
      }
      unsigned start = records_used++;
      for (int i = 0; i < excluded_lengths[excluded]; i++) {
        int32_t delta;
        parts = read_signed(parts, &delta);
        part += (uint32_t)delta;
        append_utf8(part);
      }
      excluded++;
      records[start] = (uint8_t)(records_used - start - 1);
      record_offsets[count] = (uint16_t)start;
    }
  }
  for (int index = 0; index < DECOMPOSING_COUNT; index++) write_record(index);
}

// Counting sort of the composites by second scalar (each group then in composite order), and an
// insertion sort of each group by first scalar: most groups are nearly in that order already.
static void group_compositions(void) {
  for (int composite = 0; composite < COMPOSITE_COUNT; composite++) mark_starts[composite_marks[composite] + 1]++;
  for (int mark = 0; mark < COMPOSITION_MARK_COUNT; mark++) mark_starts[mark + 1] += mark_starts[mark];
  uint16_t placed[COMPOSITION_MARK_COUNT];
  for (int mark = 0; mark < COMPOSITION_MARK_COUNT; mark++) placed[mark] = mark_starts[mark];
  for (int composite = 0; composite < COMPOSITE_COUNT; composite++) by_mark[placed[composite_marks[composite]]++] = (uint16_t)composite;
  for (int mark = 0; mark < COMPOSITION_MARK_COUNT; mark++) {
    for (int i = mark_starts[mark] + 1; i < mark_starts[mark + 1]; i++) {
      uint16_t moving = by_mark[i];
      int j = i;
      for (; j > mark_starts[mark] && composite_firsts[by_mark[j - 1]] > composite_firsts[moving]; j--) by_mark[j] = by_mark[j - 1];
      by_mark[j] = moving;
    }
  }
}

static void decode(void) {
  decode_runs();
  decode_decompositions();
  group_compositions();
  decoded = 1;
}

uint16_t NORMALIZATION_HOOK(_swift_stdlib_getNormData)(uint32_t scalar) {
  if (scalar < 0xC0) return 0;  // No scalar below has any; the standard library skips them too.
  if (!decoded) decode();
  if (scalar > 0x10FFFF) return 0;
  uint32_t block = scalar >> BLOCK_SHIFT;
  int low = block_runs[block], high = block_runs[block + 1];
  while (low < high) {  // the last run starting at or before `scalar`
    int middle = low + (high - low + 1) / 2;
    if (run_firsts[middle] <= scalar) low = middle; else high = middle - 1;
  }
  return run_values[low];
}

// The scalar in bits 0-17 and its record's offset in bits 18-31. Swift takes a decomposition only
// when bits 0-17 equal the scalar it asked for, so for a scalar without one this answers the scalar
// with its lowest bit flipped (above 0x3FFFF, any value differs).
uint32_t NORMALIZATION_HOOK(_swift_stdlib_getDecompositionEntry)(uint32_t scalar) {
  if (!decoded) decode();
  int index = find(decomposing, DECOMPOSING_COUNT, scalar);
  if (index < 0) return (scalar & 0x3FFFF) ^ 1;
  return (uint32_t)record_offsets[index] << 18 | scalar;
}

uint32_t NORMALIZATION_HOOK(_swift_stdlib_getComposition)(uint32_t x, uint32_t y) {
  if (!decoded) decode();
  int mark = find(composition_marks, COMPOSITION_MARK_COUNT, y);
  if (mark < 0) return UINT32_MAX;
  int low = mark_starts[mark], high = mark_starts[mark + 1] - 1;
  while (low <= high) {
    int middle = low + (high - low) / 2;
    uint32_t first = composite_firsts[by_mark[middle]];
    if (first == x) return composites[by_mark[middle]];
    if (first < x) low = middle + 1; else high = middle - 1;
  }
  return UINT32_MAX;
}
