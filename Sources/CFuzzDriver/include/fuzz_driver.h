#ifndef SPECSHEET_FUZZ_DRIVER_H
#define SPECSHEET_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver on `callback` when the program was linked with -sanitize=fuzzer;
/// returns -1 without doing anything otherwise (a plain `swift build` of the fuzz targets).
int specsheet_fuzz_run(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
