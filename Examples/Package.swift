// swift-tools-version: 6.1
//
// Linework as a library user meets it: a package of its own that depends on Linework by path and
// knows only its public API. Scripts/run-tests builds it and runs all three parts:
//   LineworkExample   the README's library snippet, word for word ("Use it as a library")
//   LineworkSnippets  every ```swift snippet of the DocC articles, each a complete program,
//                     generated from the articles (Tests/LineworkTests/ArticleSnippetTests.swift
//                     fails when an article and its copy here differ) and run in a folder of its own
//   ConsumerTests     what a consumer relies on: errors read as their one-line message, and
//                     `DrawOptions()` draws what `linework draw` draws, byte for byte
//
// Run from the repository's root:
//   swift run --package-path Examples LineworkExample
//   swift run --package-path Examples LineworkSnippets          (LINEWORK_SNIPPET=NAME for one)
//   swift test --package-path Examples                          (after `swift build` of the root)

import PackageDescription

let package = Package(
    name: "LineworkExamples",
    dependencies: [
        // Named: a path dependency is otherwise identified by its folder's name, which is a
        // checkout's and varies. Default traits: the studio article's snippet runs the server.
        // A consumer that needs no studio writes `traits: []` and resolves 3 packages, not 30.
        .package(name: "Linework", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "LineworkExample",
            dependencies: [.product(name: "Linework", package: "Linework")]),
        .executableTarget(
            name: "LineworkSnippets",
            dependencies: [
                .product(name: "Linework", package: "Linework"),
                .product(name: "LineworkCore", package: "Linework"),
                .product(name: "LineworkImage", package: "Linework"),
                .product(name: "LineworkCodecs", package: "Linework"),
                .product(name: "LineworkContours", package: "Linework"),
                .product(name: "LineworkSweep", package: "Linework"),
                .product(name: "LineworkVector", package: "Linework"),
                .product(name: "LineworkEdges", package: "Linework"),
                .product(name: "LineworkSaliency", package: "Linework"),
                .product(name: "LineworkPlotter", package: "Linework"),
                .product(name: "LineworkRender", package: "Linework"),
                .product(name: "LineworkArt", package: "Linework"),
                .product(name: "LineworkVideo", package: "Linework"),
                .product(name: "LineworkPose", package: "Linework"),
                .product(name: "LineworkExperiment", package: "Linework"),
                .product(name: "LineworkReport", package: "Linework"),
                .product(name: "LineworkStudio", package: "Linework"),
            ]),
        .testTarget(
            name: "ConsumerTests",
            dependencies: [.product(name: "Linework", package: "Linework")]),
    ]
)
