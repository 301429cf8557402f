#ifndef SPECSHEET_FUZZ_DRIVER_H
#define SPECSHEET_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// A fuzz target's whole `main`: runs libFuzzer's driver on `callback` when the program was linked
/// with -sanitize=fuzzer; otherwise (a plain `swift build`) says how to build it and returns 2.
int specsheet_fuzz_main(int argc, char **argv, int (*callback)(const uint8_t *data, size_t size));

#endif
