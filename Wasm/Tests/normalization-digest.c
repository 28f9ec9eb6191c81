// Wasm/Runtime/normalization.c compiled for wasm32 as scripts/build-wasm compiles it, and the digest
// of all its answers (normalization-digest.h), which node prints for the test stage.
#include "../Runtime/normalization.c"
#include "normalization-digest.h"

__attribute__((export_name("normalization_digest")))
uint32_t normalization_digest_of_ours(void) {
  unsigned counts[2] = {0, 0};
  return normalization_digest(composition_marks, COMPOSITION_MARK_COUNT, counts);
}
