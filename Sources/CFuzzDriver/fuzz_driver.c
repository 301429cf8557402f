#include "fuzz_driver.h"

#include <stdio.h>
#include <string.h>

// Weak: defined only when libFuzzer is linked in (-sanitize=fuzzer).
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

int specsheet_fuzz_main(int argc, char **argv, int (*callback)(const uint8_t *data, size_t size)) {
    if (!LLVMFuzzerRunDriver) {
        const char *name = argc > 0 && argv[0] ? argv[0] : "fuzz target";
        const char *slash = strrchr(name, '/');
        fprintf(stderr, "%s: built without libFuzzer; run `make fuzz`\n", slash ? slash + 1 : name);
        return 2;
    }
    return LLVMFuzzerRunDriver(&argc, &argv, callback);
}
