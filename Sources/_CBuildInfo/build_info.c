#include "build_info.h"

#ifndef LINEWORK_BUILD_COMMIT
#define LINEWORK_BUILD_COMMIT "unknown"
#endif

const char *linework_build_commit(void) { return LINEWORK_BUILD_COMMIT; }
