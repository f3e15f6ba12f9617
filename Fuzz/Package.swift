// swift-tools-version: 6.1
//
// libFuzzer targets for Linework, built with the Swift toolchain's `-sanitize=fuzzer`.
// Build and run them with Scripts/run-fuzz; each executable is a libFuzzer binary:
//   FuzzPNG      PNG decoding through ImageDecoder (libpng shim, alpha, EXIF orientation)
//   FuzzJPEG     JPEG decoding through ImageDecoder, and the EXIF reader on raw bytes
//   FuzzJPEGScans progressive JPEGs with fuzzed scan scripts (scan bombs, bad Ss/Se/Ah/Al)
//   FuzzBorder   the border tracer and the contour request on random masks and images
//   FuzzIsoline  the isoline tracer and the contour request on random images
//   FuzzSpec     report spec parsing (YAML) and planning on arbitrary text
//   FuzzSpecGrid report specs whose sweep grid (strides, lists, caps) is built from the input
//   FuzzPreset   draw presets (YAML): typed values, no argument but the preset's own keys
//   FuzzDevice   plotter device profiles (YAML): one-line names, sane speeds
// Each checks the invariants the README states and traps (a finding) when one breaks.

import PackageDescription

let package = Package(
    name: "LineworkFuzz",
    dependencies: [.package(name: "Linework", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "LineworkCodecs", package: "Linework"),
                .product(name: "LineworkContours", package: "Linework"),
                .product(name: "LineworkCore", package: "Linework"),
            ]),
        // SwiftPM defines an executable's `main` as `<Module>_main`; this C target's entry
        // points pass control to libFuzzer's driver.
        .target(name: "FuzzDriver"),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", "FuzzDriver"]),
        .executableTarget(name: "FuzzJPEG", dependencies: ["FuzzSupport", "FuzzDriver"]),
        .executableTarget(name: "FuzzJPEGScans", dependencies: ["FuzzSupport", "FuzzDriver"]),
        .executableTarget(name: "FuzzBorder", dependencies: ["FuzzSupport", "FuzzDriver"]),
        .executableTarget(name: "FuzzIsoline", dependencies: ["FuzzSupport", "FuzzDriver"]),
        .executableTarget(
            name: "FuzzSpec",
            dependencies: [
                "FuzzSupport", "FuzzDriver", .product(name: "LineworkCore", package: "Linework"),
                .product(name: "LineworkExperiment", package: "Linework"),
            ]),
        .executableTarget(
            name: "FuzzSpecGrid",
            dependencies: [
                "FuzzSupport", "FuzzDriver", .product(name: "LineworkCore", package: "Linework"),
                .product(name: "LineworkExperiment", package: "Linework"), .product(name: "LineworkSweep", package: "Linework"),
            ]),
        .executableTarget(
            name: "FuzzPreset",
            dependencies: [
                "FuzzSupport", "FuzzDriver", .product(name: "LineworkCore", package: "Linework"),
                .product(name: "LineworkArt", package: "Linework"),
            ]),
        .executableTarget(
            name: "FuzzDevice",
            dependencies: [
                "FuzzSupport", "FuzzDriver", .product(name: "LineworkCore", package: "Linework"),
                .product(name: "LineworkPlotter", package: "Linework"),
            ]),
    ]
)
