#include "fuzz_driver.h"

#include <stddef.h>
#include <stdint.h>

// Provided by libFuzzer (linked by -sanitize=fuzzer) and by each target's Swift code.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }

// Each executable defines LLVMFuzzerTestOneInput and uses only its own entry point; weak so
// that the unused ones do not need one.
__attribute__((weak)) int FuzzPNG_main(int argc, char **argv) { return run(argc, argv); }
__attribute__((weak)) int FuzzJPEG_main(int argc, char **argv) { return run(argc, argv); }
__attribute__((weak)) int FuzzJPEGScans_main(int argc, char **argv) { return run(argc, argv); }
__attribute__((weak)) int FuzzBorder_main(int argc, char **argv) { return run(argc, argv); }
__attribute__((weak)) int FuzzIsoline_main(int argc, char **argv) { return run(argc, argv); }
__attribute__((weak)) int FuzzSpec_main(int argc, char **argv) { return run(argc, argv); }
__attribute__((weak)) int FuzzSpecGrid_main(int argc, char **argv) { return run(argc, argv); }
__attribute__((weak)) int FuzzPreset_main(int argc, char **argv) { return run(argc, argv); }
__attribute__((weak)) int FuzzDevice_main(int argc, char **argv) { return run(argc, argv); }
