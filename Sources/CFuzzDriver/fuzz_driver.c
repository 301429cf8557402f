#include "fuzz_driver.h"

// Weak: defined only when libFuzzer is linked in (-sanitize=fuzzer).
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

int specsheet_fuzz_run(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) {
    if (!LLVMFuzzerRunDriver) return -1;
    return LLVMFuzzerRunDriver(argc, argv, callback);
}
