#include "CFuzzDriver.h"

// SwiftPM needs a source file in a C target; the header's declaration is what threshold-fuzz uses.
int threshold_fuzz_driver_available(void) {
    return 1;
}
