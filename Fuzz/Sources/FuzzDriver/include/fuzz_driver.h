// SwiftPM links every executable with `main` defined as `<Module>_main`, which would hide
// libFuzzer's own `main`. These entry points hand control to libFuzzer's driver instead.
#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H
int FuzzPNG_main(int argc, char **argv);
int FuzzJPEG_main(int argc, char **argv);
int FuzzJPEGScans_main(int argc, char **argv);
int FuzzBorder_main(int argc, char **argv);
int FuzzIsoline_main(int argc, char **argv);
int FuzzSpec_main(int argc, char **argv);
int FuzzSpecGrid_main(int argc, char **argv);
int FuzzPreset_main(int argc, char **argv);
int FuzzDevice_main(int argc, char **argv);
#endif
