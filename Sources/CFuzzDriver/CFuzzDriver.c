#include "CFuzzDriver.h"

int threshold_fuzz_driver_available(void) {
#ifdef THRESHOLD_FUZZING
    return 1;
#else
    return 0;
#endif
}
