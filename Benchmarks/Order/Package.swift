// swift-tools-version: 6.1
//
// Times plotter ordering (issues #35 and #38): PlotterOrder.merge + sort of 500,000 random
// segments, and sort of the strokes `draw` traces from a 12 MP noise photo at 3200 px.
// A package of its own, like ../Package.swift, so the test suite never builds it, and it builds
// only the few modules it needs. Run through Scripts/run-order-benchmark.

import PackageDescription

let package = Package(
    name: "OrderBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Linework", path: "../..")],
    targets: [
        .executableTarget(
            name: "OrderBenchmark",
            dependencies: [
                .product(name: "LineworkPlotter", package: "Linework"),
                .product(name: "LineworkContours", package: "Linework"),
                .product(name: "LineworkCore", package: "Linework"),
            ]),
    ]
)
