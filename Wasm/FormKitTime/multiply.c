// The one compiler helper the time module needs that the runtime (Wasm/Runtime/runtime.c) does not
// give: a 128-bit product, which LLVM calls to check a 64-bit multiplication for overflow on wasm32
// (the calendar arithmetic of Timestamps). The toolchain ships no compiler-rt for wasm32.
typedef unsigned long long u64;
typedef __int128 i128;

i128 __multi3(i128 a, i128 b) {
    u64 a_low = (u64)a, b_low = (u64)b;
    u64 a_high = (u64)(a >> 64), b_high = (u64)(b >> 64);
    // The low halves' full product, from 32-bit pieces.
    u64 a0 = a_low & 0xffffffffu, a1 = a_low >> 32, b0 = b_low & 0xffffffffu, b1 = b_low >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    u64 low = (middle << 32) | (p00 & 0xffffffffu);
    u64 high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
    high += a_low * b_high + a_high * b_low;
    return (i128)(((unsigned __int128)high << 64) | low);
}
