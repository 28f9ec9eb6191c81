// A digest of every answer of a set of normalisation hooks (named by NORMALIZATION_HOOK): the marks
// they compose with (ascending), each scalar's data (as the runs of equal data), each decomposition
// record, and every composition of any first scalar with one of the marks. The standard library's
// hooks (normalization-equivalence.c, natively) and Wasm/Runtime/normalization.c's compiled for wasm32
// (normalization-digest.c) give the same digest exactly when they answer alike (FNV-1a over each
// 32-bit value, a byte at a time); scripts/test.d/32-wasm-unicode-hooks.sh compares the two.
//
// Why those compositions are all: both sides answer UINT32_MAX for a pair whose second scalar is not
// one of their marks, before they look at the first (the standard library looks the second up in its
// hash table and answers only when it equals the first scalar of the array it lands on: those first
// scalars are its marks). Equal digests cover equal marks, so no pair is left out.
#include <stdint.h>

static uint32_t digest_mix(uint32_t digest, uint32_t value) {
  for (int byte = 0; byte < 4; byte++, value >>= 8) digest = (digest ^ (value & 0xFF)) * 16777619u;
  return digest;
}

// `counts` gets how many scalars decompose and how many pairs compose.
static uint32_t normalization_digest(const uint32_t *marks, int mark_count, unsigned counts[2]) {
  uint32_t digest = 2166136261u;
  for (int mark = 0; mark < mark_count; mark++) digest = digest_mix(digest, marks[mark]);
  uint32_t previous = UINT32_MAX;
  for (uint32_t scalar = 0; scalar <= 0x10FFFF; scalar++) {
    uint16_t data = NORMALIZATION_HOOK(_swift_stdlib_getNormData)(scalar);
    if (data != previous) digest = digest_mix(digest_mix(digest, scalar), data);
    previous = data;
    uint32_t entry = NORMALIZATION_HOOK(_swift_stdlib_getDecompositionEntry)(scalar);
    if (((entry << 14) >> 14) != scalar) continue;  // as Swift reads the entry: no decomposition
    const uint8_t *record = NORMALIZATION_HOOK(_swift_stdlib_nfd_decompositions) + (entry >> 18);
    digest = digest_mix(digest, scalar);
    for (unsigned i = 0; i <= record[0]; i++) digest = digest_mix(digest, record[i]);
    counts[0]++;
  }
  for (int mark = 0; mark < mark_count; mark++) {
    for (uint32_t x = 0; x <= 0x10FFFF; x++) {
      uint32_t composite = NORMALIZATION_HOOK(_swift_stdlib_getComposition)(x, marks[mark]);
      if (composite == UINT32_MAX) continue;
      digest = digest_mix(digest_mix(digest_mix(digest, x), marks[mark]), composite);
      counts[1]++;
    }
  }
  return digest;
}
