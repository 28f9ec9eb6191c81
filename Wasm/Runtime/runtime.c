// The few C library functions Embedded Swift's standard library calls, for a WebAssembly module
// with no C library under it: memory allocation, byte copies and a random source.
//
// Allocation is by size class: a request is rounded up, with a 16-byte header, to a power of two;
// freed blocks go on their class's list and are reused first. New memory comes from the end of the
// heap, growing the linear memory a page at a time. Blocks are aligned to 16 bytes, the most
// Swift's types ask for here.
#include <stddef.h>
#include <stdint.h>

#define HEADER 16
#define ENOMEM 12

extern unsigned char __heap_base;

typedef struct free_block { struct free_block *next; } free_block;

static uintptr_t heap_top, heap_end;
static free_block *free_lists[32];

static unsigned size_class(size_t size) {
  unsigned class = 5;
  while (((size_t)1 << class) < size + HEADER) class++;
  return class;
}

static void *take_from_heap(size_t bytes) {
  if (heap_top == 0) {
    heap_top = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
    heap_end = (uintptr_t)__builtin_wasm_memory_size(0) * 65536;
  }
  if (bytes > heap_end - heap_top) {
    size_t pages = (bytes - (heap_end - heap_top) + 65535) / 65536;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    heap_end += pages * 65536;
  }
  void *block = (void *)heap_top;
  heap_top += bytes;
  return block;
}

void *malloc(size_t size) {
  if (size > ((size_t)1 << 30)) return 0;
  unsigned class = size_class(size);
  free_block *block = free_lists[class];
  if (block) {
    free_lists[class] = block->next;
  } else {
    block = take_from_heap((size_t)1 << class);
    if (!block) return 0;
  }
  *(unsigned *)block = class;
  return (unsigned char *)block + HEADER;
}

void free(void *pointer) {
  if (!pointer) return;
  free_block *block = (free_block *)((unsigned char *)pointer - HEADER);
  unsigned class = *(unsigned *)block;
  block->next = free_lists[class];
  free_lists[class] = block;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment > HEADER) return ENOMEM;
  void *pointer = malloc(size);
  if (!pointer) return ENOMEM;
  *result = pointer;
  return 0;
}

// With the bulk-memory feature these builtins are single instructions, not calls back into these.
void *memcpy(void *destination, const void *source, size_t count) {
  __builtin_memcpy(destination, source, count);
  return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
  __builtin_memmove(destination, source, count);
  return destination;
}

void *memset(void *destination, int value, size_t count) {
  __builtin_memset(destination, value, count);
  return destination;
}

int memcmp(const void *left, const void *right, size_t count) {
  const unsigned char *a = left, *b = right;
  for (; count; count--, a++, b++)
    if (*a != *b) return *a - *b;
  return 0;
}

size_t strlen(const char *text) {
  const char *end = text;
  while (*end) end++;
  return (size_t)(end - text);
}

// Halves away from zero. WebAssembly's own rounding instruction rounds halves to even, so the builtin
// would call back into this function; trunc, abs and copysign are single instructions.
double round(double value) {
  double whole = __builtin_trunc(value);
  if (__builtin_fabs(value - whole) >= 0.5) whole += __builtin_copysign(1.0, value);
  return whole;
}

// Hash seeds only (Swift's Hasher): nothing here needs unpredictable numbers, and a fixed
// sequence keeps every run the same.
void arc4random_buf(void *buffer, size_t count) {
  static uint64_t state = 0x9E3779B97F4A7C15ull;
  unsigned char *bytes = buffer;
  while (count--) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    *bytes++ = (unsigned char)state;
  }
}
