// The standard library's four normalisation hooks (declared in the Swift repository's
// stdlib/public/SwiftShims/swift/shims/UnicodeData.h), as linked from the x86_64 Embedded Swift
// archive by Tools/unicode/standard-normalization.sh, and the one table of theirs it makes global.
#include <stdint.h>

// The scalar's canonical combining class (bits 3-10) and quick-check answers: bit 0 set when NFD_QC
// is No, bits 1-2 NFC_QC (0 Yes, 1 No, 2 Maybe).
uint16_t _swift_stdlib_getNormData(uint32_t scalar);
// Records of a length byte followed by that many bytes of UTF-8: a scalar's full canonical decomposition.
extern const uint8_t *const _swift_stdlib_nfd_decompositions;
// The scalar in bits 0-17 when it has a decomposition (any other value when it has none), and its
// record's offset in `_swift_stdlib_nfd_decompositions` in bits 18-31.
uint32_t _swift_stdlib_getDecompositionEntry(uint32_t scalar);
// The primary composite of `x` followed by `y`, or UINT32_MAX.
uint32_t _swift_stdlib_getComposition(uint32_t x, uint32_t y);

// One array per scalar that can follow in a composition; each starts with that scalar in bits 0-20.
extern const uint32_t *const _ZL30_swift_stdlib_nfc_comp_indices[STANDARD_COMPOSITION_MARKS];

static inline uint32_t standard_composition_mark(int index) {
  return _ZL30_swift_stdlib_nfc_comp_indices[index][0] & 0x1FFFFF;
}

static inline int standard_decomposes(uint32_t scalar) {
  return ((_swift_stdlib_getDecompositionEntry(scalar) << 14) >> 14) == scalar;
}

static inline const uint8_t *standard_decomposition(uint32_t scalar) {
  return _swift_stdlib_nfd_decompositions + (_swift_stdlib_getDecompositionEntry(scalar) >> 18);
}
