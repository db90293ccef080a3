#ifndef THRESHOLD_CFUZZDRIVER_H
#define THRESHOLD_CFUZZDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, linked by -sanitize=fuzzer). threshold-fuzz calls it from its
/// own entry point, because SwiftPM renames an executable's main; only FUZZING builds call it.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// Always 1; it exists so the C target has an object file (SwiftPM needs a source).
int threshold_fuzz_driver_available(void);

#endif
