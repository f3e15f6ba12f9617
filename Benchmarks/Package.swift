// swift-tools-version: 6.1
//
// Linework's micro-benchmarks on ordo-one/benchmark, with its malloc interposer so every
// benchmark reports allocation counts next to wall-clock time: the hot loops must allocate
// nothing per pixel, and these counts show it (they stay flat as the image grows).
//
// Run: Scripts/run-benchmarks --swift   (or: cd Benchmarks && swift package --disable-sandbox benchmark)
// The OpenCV / scikit-image comparison lives in Scripts/run-benchmarks; this package is separate
// from the main one so its dependencies are never built by the test suite.

import PackageDescription

let package = Package(
    name: "LineworkBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Linework", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LineworkBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LineworkArt", package: "Linework"),
                .product(name: "LineworkCodecs", package: "Linework"),
                .product(name: "LineworkEdges", package: "Linework"),
                .product(name: "LineworkContours", package: "Linework"),
                .product(name: "LineworkSweep", package: "Linework"),
                .product(name: "LineworkSaliency", package: "Linework"),
            ],
            path: "Benchmarks/LineworkBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ]
)
