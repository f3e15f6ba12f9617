// swift-tools-version: 6.1
//
// The README's library snippet as a program ("Use it as a library"): its main.swift is the
// snippet, word for word, and Scripts/run-tests builds and runs it, so the snippet cannot rot.
// A package of its own, like a library user's, depending on Linework by path.
//
// Run from the repository's root: swift run --package-path Examples LineworkExample

import PackageDescription

let package = Package(
    name: "LineworkExamples",
    dependencies: [
        // Named: a path dependency is otherwise identified by its folder's name, which is a
        // checkout's and varies.
        .package(name: "Linework", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "LineworkExample",
            dependencies: [.product(name: "Linework", package: "Linework")]),
    ]
)
