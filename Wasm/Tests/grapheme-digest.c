// A digest of every answer of Wasm/Runtime/grapheme.c's hooks, compiled natively into
// grapheme-equivalence.c (which compares each answer with the standard library's) and alone for
// wasm32, as scripts/build-wasm compiles the runtime: equal digests show the WebAssembly compile
// answers as the native one does, so the exhaustive native comparison holds for the module too.
#include "../Runtime/grapheme.c"
#include "hook-digest.h"

#ifdef __wasm__
__attribute__((export_name("grapheme_digest")))
#endif
uint32_t grapheme_digest(void) {
  uint32_t digest = DIGEST_START;
  for (uint32_t scalar = 0; scalar <= 0x10FFFF; scalar++) {
    uint32_t answers = GRAPHEME_HOOK(_swift_stdlib_getGraphemeBreakProperty)(scalar)
      | (uint32_t)GRAPHEME_HOOK(_swift_stdlib_isInCB_Consonant)(scalar) << 8
      | (uint32_t)GRAPHEME_HOOK(_swift_stdlib_isExtendedPictographic)(scalar) << 9;
    digest = digest_mix(digest, answers);
  }
  return digest;
}
