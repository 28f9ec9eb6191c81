// The standard library's own normalisation hooks, natively (the x86_64 Embedded Swift tables, which
// Tools/unicode/standard-normalization.sh prepares): prints the digest of all their answers
// (normalization-digest.h), which scripts/test.d/32-wasm-unicode-hooks.sh compares with the digest of
// Wasm/Runtime/normalization.c's answers, compiled for wasm32 and run under node.
#include <stdio.h>
#include "../../Tools/unicode/standard-normalization.h"

#define NORMALIZATION_HOOK(name) name
#include "normalization-digest.h"

int main(void) {
  uint32_t marks[STANDARD_COMPOSITION_MARKS];
  for (int i = 0; i < STANDARD_COMPOSITION_MARKS; i++) {  // ascending, as normalization.c keeps its own
    uint32_t mark = standard_composition_mark(i);
    int j = i;
    for (; j > 0 && marks[j - 1] > mark; j--) marks[j] = marks[j - 1];
    marks[j] = mark;
  }
  unsigned counts[2] = {0, 0};
  uint32_t digest = normalization_digest(marks, STANDARD_COMPOSITION_MARKS, counts);
  if (counts[0] == 0 || counts[1] == 0) {
    fprintf(stderr, "normalisation: the standard library answered nothing; the comparison is void\n");
    return 1;
  }
  printf("normalisation: the standard library's 1114112 scalars (%u decompose) and %d marks (%u pairs "
         "compose): digest %08x\n", counts[0], STANDARD_COMPOSITION_MARKS, counts[1], digest);
  return 0;
}
