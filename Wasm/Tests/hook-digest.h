// What the Unicode hook tests share: the digest of every answer, which the native and the wasm32
// compile of the same hooks must agree on (FNV-1a over each 32-bit answer, a byte at a time), and,
// natively, the time since a start.
#ifndef FORMKIT_HOOK_DIGEST_H
#define FORMKIT_HOOK_DIGEST_H
#include <stdint.h>

#define DIGEST_START 2166136261u

static inline uint32_t digest_mix(uint32_t digest, uint32_t value) {
  for (int byte = 0; byte < 4; byte++, value >>= 8) digest = (digest ^ (value & 0xFF)) * 16777619u;
  return digest;
}

#ifndef __wasm__
#include <time.h>

static inline double seconds_since(struct timespec start) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)(now.tv_sec - start.tv_sec) + (double)(now.tv_nsec - start.tv_nsec) / 1e9;
}
#endif

#endif
