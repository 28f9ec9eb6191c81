// A digest of every answer of Wasm/Runtime/normalization.c's hooks, compiled natively into
// normalization-equivalence.c (which compares each answer with the standard library's) and alone for
// wasm32, as scripts/build-wasm compiles the runtime: equal digests show the WebAssembly compile
// answers as the native one does, so the exhaustive native comparison holds for the module too.
// The digest is FNV-1a over each 32-bit answer, a byte at a time.
#include "../Runtime/normalization.c"

static uint32_t digest_mix(uint32_t digest, uint32_t value) {
  for (int byte = 0; byte < 4; byte++, value >>= 8) digest = (digest ^ (value & 0xFF)) * 16777619u;
  return digest;
}

#ifdef __wasm__
__attribute__((export_name("normalization_digest")))
#endif
uint32_t normalization_digest(void) {
  uint32_t digest = 2166136261u;
  for (uint32_t scalar = 0; scalar <= 0x10FFFF; scalar++) {
    digest = digest_mix(digest, NORMALIZATION_HOOK(_swift_stdlib_getNormData)(scalar));
    uint32_t entry = NORMALIZATION_HOOK(_swift_stdlib_getDecompositionEntry)(scalar);
    if (((entry << 14) >> 14) != scalar) continue;
    const uint8_t *record = NORMALIZATION_HOOK(_swift_stdlib_nfd_decompositions) + (entry >> 18);
    digest = digest_mix(digest, scalar);
    for (unsigned i = 0; i <= record[0]; i++) digest = digest_mix(digest, record[i]);
  }
  for (int mark = 0; mark < COMPOSITION_MARK_COUNT; mark++) {
    for (uint32_t x = 0; x <= 0x10FFFF; x++) {
      uint32_t composite = NORMALIZATION_HOOK(_swift_stdlib_getComposition)(x, composition_marks[mark]);
      if (composite != UINT32_MAX) digest = digest_mix(digest_mix(digest_mix(digest, x), composition_marks[mark]), composite);
    }
  }
  return digest;
}
