// The standard library's three grapheme-breaking hooks (declared in the Swift repository's
// stdlib/public/SwiftShims/swift/shims/UnicodeData.h), as linked from this toolchain's x86_64 Embedded
// Swift libswiftUnicodeDataTables.a (its UnicodeGrapheme.cpp.o, UnicodeEmoji.cpp.o and the
// UnicodeData.cpp.o they call).
#include <stdbool.h>
#include <stdint.h>

// The scalar's Grapheme_Cluster_Break property as Swift's _GraphemeBreakProperty(from:) reads it
// (stdlib/public/core/StringGraphemeBreaking.swift), 0xFF for those it works out itself or that
// have none.
uint8_t _swift_stdlib_getGraphemeBreakProperty(uint32_t scalar);
// Whether the scalar has Indic_Conjunct_Break = Consonant.
bool _swift_stdlib_isInCB_Consonant(uint32_t scalar);
// Whether the scalar has Extended_Pictographic.
bool _swift_stdlib_isExtendedPictographic(uint32_t scalar);
