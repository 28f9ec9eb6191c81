// The numbering-plan bundle compiled into the library (Sources/PhonePlanBundle/PhonePlanBundle.docc/
// BundleFormat.md is its format), as plain bytes in read-only data: read in place, never copied, and
// the same on every platform, WebAssembly included. scripts/regenerate-metadata writes plans.c.
#ifndef FORMKIT_PHONE_PLAN_DATA_H
#define FORMKIT_PHONE_PLAN_DATA_H

/// The first byte of the built-in bundle.
const unsigned char *formkit_plan_bundle_bytes(void);
/// The number of bytes of the built-in bundle.
unsigned int formkit_plan_bundle_length(void);

#endif
