// swift-tools-version: 6.1
//
// Linework: Vision-style contours, saliency and line art for Linux.
//
// Module layout (one pipeline stage per module; see README "Architecture"):
//   LineworkCore      errors, resource limits, atomic file output, rectangles and IoU (pure Swift)
//   LineworkImage     image value types, colour, resampling, blur, EXIF   (pure Swift)
//   LineworkCodecs    PNG / JPEG decoding, PNG and JPEG encoding          (libpng, libjpeg, zlib)
//   LineworkContours  binarisation, border and isoline tracers, results   (pure Swift)
//   LineworkSweep     pivot × adjustment sweeps and IoU de-duplication     (pure Swift)
//   LineworkPlotter   plotter order and merging, plot time, device profiles, G-code/HP-GL (pure Swift; YAML)
//   LineworkVector    simplification, smoothing, curves, centerlines, bundles (pure Swift)
//   LineworkEdges     coherent line drawing: Lab flow field, FDoG and XDoG (pure Swift)
//   LineworkSaliency  attention and objectness heatmaps, boxes, cropping   (FFTW)
//   LineworkScene     the scene model: layers, paths, styles, overlays     (pure Swift)
//   LineworkRender    scenes rendered to SVG, PNG and PDF                 (Cairo)
//   LineworkYAML      YAML read with bounded size and alias expansion      (Yams)
//   LineworkTone      tone drawn as hatching: darkness field, hatch lines (pure Swift)
//   LineworkPens      a drawing split into pens by width or by colour     (pure Swift; package API)
//   LineworkArt       the draw pipeline: the stages composed into styled  (pure Swift; YAML for presets)
//                     scenes; its options, presets and style → weight mapping
//   LineworkAnimation drawings set in motion: reveal order, self-drawing  (Cairo through Render's
//                     SVG, video frames, pan videos over an album,        package-level wrappers)
//                     videos drawn frame by frame (shot cuts from Video)
//   LineworkVideo     videos over time: shot cuts, saliency tracked       (ffmpeg subprocesses
//                     within shots, reframing to another aspect ratio,     through Codecs)
//                     person masks of every frame (Pose)
//   LineworkEvaluation saliency, boundary and object metrics (MIT / BSDS)  (pure Swift)
//   LineworkPose      Vision's body joints, faces, face landmarks and     (dlopen at run time)
//                     person masks via mediapipe's models on LiteRT
//   LineworkExperiment experiment specs and plans, per-image runs with a cache, results,
//                     summaries, the results table (JSON / CSV), run comparison (Yams; no HTML)
//   LineworkReport    an experiment's self-contained HTML page, comparison page and charts (Plot)
//   LineworkStudio    the live studio: a local web server that redraws as sliders move (Hummingbird)
//   Linework          umbrella: re-exports Core … Art, so one `import Linework` suffices
//   linework          the command-line tool                               (swift-argument-parser)
// C libraries are reached only through the underscored shim targets.

import PackageDescription

// Modules whose loops run per pixel, per point or per stroke are optimised in debug builds too:
// unoptimised, a photo's edge detection takes 20 s and a saliency map seconds, so the test suite
// (which spawns the debug `linework` hundreds of times) would crawl. Overflow checks stay on
// (-O, not -Ounchecked); only glue (Core, YAML, Report, Studio, the command line) stays -Onone.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "Linework",
    products: [
        .executable(name: "linework", targets: ["linework"]),
        .library(name: "LineworkCore", targets: ["LineworkCore"]),
        .library(name: "LineworkImage", targets: ["LineworkImage"]),
        .library(name: "LineworkCodecs", targets: ["LineworkCodecs"]),
        .library(name: "LineworkContours", targets: ["LineworkContours"]),
        .library(name: "LineworkSweep", targets: ["LineworkSweep"]),
        .library(name: "LineworkVector", targets: ["LineworkVector"]),
        .library(name: "LineworkEdges", targets: ["LineworkEdges"]),
        .library(name: "LineworkSaliency", targets: ["LineworkSaliency"]),
        .library(name: "LineworkScene", targets: ["LineworkScene"]),
        .library(name: "LineworkPlotter", targets: ["LineworkPlotter"]),
        .library(name: "LineworkRender", targets: ["LineworkRender"]),
        .library(name: "LineworkYAML", targets: ["LineworkYAML"]),
        .library(name: "LineworkTone", targets: ["LineworkTone"]),
        .library(name: "LineworkArt", targets: ["LineworkArt"]),
        .library(name: "LineworkAnimation", targets: ["LineworkAnimation"]),
        .library(name: "LineworkVideo", targets: ["LineworkVideo"]),
        .library(name: "LineworkEvaluation", targets: ["LineworkEvaluation"]),
        .library(name: "LineworkPose", targets: ["LineworkPose"]),
        .library(name: "LineworkExperiment", targets: ["LineworkExperiment"]),
        .library(name: "LineworkReport", targets: ["LineworkReport"]),
        .library(name: "LineworkStudio", targets: ["LineworkStudio"]),
        .library(name: "Linework", targets: ["Linework"]),
    ],
    traits: [
        // The studio's web server. On by default, so `swift build` gives `linework studio`; a
        // library-only consumer leaves it out of its graph (Hummingbird, SwiftNIO and their
        // dependencies are then neither resolved nor built) by depending with `traits: []`.
        .trait(name: "Studio", description: "linework studio's local web server (Hummingbird)"),
        .default(enabledTraits: ["Studio"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        // `linework studio`'s local web server and its live-preview WebSocket.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // Documentation only: `Scripts/build-docs` (swift package generate-documentation).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: System-library shims
        .systemLibrary(
            name: "_CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // librsvg draws the report's SVG charts onto Cairo's PDF surface (`SVGFigure`).
        .systemLibrary(
            name: "_CRSVG", pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(
            name: "_CPNG", pkgConfig: "libpng16",
            providers: [.apt(["libpng-dev"])]),
        // zlib comes with libpng-dev; LineworkCodecs deflates large PNGs itself, in parallel blocks.
        .systemLibrary(
            name: "_CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "_CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(
            name: "_CFFTW", pkgConfig: "fftw3f",
            providers: [.apt(["libfftw3-dev"])]),
        // glibc's <malloc.h>, for `HeapPolicy` (no library to link).
        .systemLibrary(name: "_CMalloc"),
        // libpng and libjpeg report errors with setjmp/longjmp, which Swift cannot call;
        // this C target wraps decoding and encoding so that every failure returns a code.
        .target(
            name: "_LineworkCodecsC",
            dependencies: ["_CPNG", "_CJPEG"],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]),

        // MARK: Pipeline stages
        .target(name: "LineworkCore", dependencies: ["_CMalloc"]),
        .target(name: "LineworkImage", dependencies: ["LineworkCore"], swiftSettings: optimisedInDebug),
        .target(name: "LineworkCodecs", dependencies: ["LineworkCore", "LineworkImage", "_LineworkCodecsC", "_CZlib"], swiftSettings: optimisedInDebug),
        .target(name: "LineworkContours", dependencies: ["LineworkCore", "LineworkImage"], swiftSettings: optimisedInDebug),
        .target(name: "LineworkSweep", dependencies: ["LineworkCore", "LineworkImage", "LineworkContours"], swiftSettings: optimisedInDebug),
        // Curve fitting, bundle merging and skeleton tracing walk every point of every stroke:
        // optimised in debug builds too, like LineworkEdges, so that tests run at a usable speed.
        .target(
            name: "LineworkVector", dependencies: ["LineworkCore", "LineworkContours", "LineworkPlotter"],
            swiftSettings: optimisedInDebug),
        // The edge detector's kernels run hundreds of operations per pixel; unoptimised they take
        // 20 s per photo, which would make every debug build's tests crawl. -O in debug too.
        .target(
            name: "LineworkEdges", dependencies: ["LineworkCore", "LineworkImage", "LineworkContours"],
            swiftSettings: optimisedInDebug),
        .target(name: "LineworkSaliency", dependencies: ["LineworkCore", "LineworkImage", "_CFFTW"], swiftSettings: optimisedInDebug),
        // PNG output goes through LineworkCodecs' parallel encoder.
        // The scene model is pure Swift: whatever makes a scene builds without Cairo.
        .target(name: "LineworkScene", dependencies: ["LineworkCore", "LineworkImage"], swiftSettings: optimisedInDebug),
        // Everything a pen plotter needs from a drawing: ordering, merging, devices, programs.
        .target(
            name: "LineworkPlotter",
            dependencies: ["LineworkCore", "LineworkScene", "LineworkYAML", .product(name: "Yams", package: "Yams")],
            // Ordering half a million strokes is a hot loop too: -O in debug, as LineworkVector.
            swiftSettings: optimisedInDebug),
        .target(
            name: "LineworkRender", dependencies: ["LineworkCore", "LineworkImage", "LineworkScene", "LineworkCodecs", "_CCairo", "_CRSVG"],
            swiftSettings: optimisedInDebug),
        // Presets, device profiles and report specs are read through it: sizes checked first.
        .target(name: "LineworkYAML", dependencies: [.product(name: "Yams", package: "Yams")]),
        // Tone drawn as hatching: what a drawing's tone layer holds, apart from how it is composed.
        .target(name: "LineworkTone", dependencies: ["LineworkCore", "LineworkImage"], swiftSettings: optimisedInDebug),
        // A finished scene's strokes regrouped into pens, by width or by the photo's colour. Its
        // entry points are `package`: LineworkArt is its one caller, so it is no product.
        .target(
            name: "LineworkPens",
            dependencies: ["LineworkCore", "LineworkImage", "LineworkScene", "LineworkPlotter"],
            swiftSettings: optimisedInDebug),
        // Composes the stages above into a drawing; holds no stage of its own.
        .target(
            name: "LineworkArt",
            dependencies: [
                "LineworkCore", "LineworkImage", "LineworkContours", "LineworkSweep", "LineworkVector",
                "LineworkEdges", "LineworkSaliency", "LineworkScene", "LineworkRender", "LineworkPlotter",
                "LineworkTone", "LineworkPens", "LineworkYAML", "LineworkPose",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: optimisedInDebug),
        // Drawings and photos set in motion, all of it: the order strokes appear in, the SVG that
        // draws itself, video frames and the pan video over an album, streamed into
        // LineworkCodecs' video sinks. Above LineworkArt, whose drawings it films; the reveal
        // schedule is part of the scene model. Frames are drawn with LineworkRender's Cairo
        // wrappers, which Render opens to this package only (`package`), never as public API.
        .target(
            name: "LineworkAnimation",
            dependencies: ["LineworkCore", "LineworkImage", "LineworkScene", "LineworkRender",
                           "LineworkPlotter", "LineworkSaliency", "LineworkCodecs", "LineworkArt", "LineworkVideo"],
            swiftSettings: optimisedInDebug),
        // Videos over time: shot cuts, saliency tracked through shots, reframing (AutoFlip's job).
        .target(name: "LineworkVideo", dependencies: ["LineworkCore", "LineworkImage", "LineworkCodecs", "LineworkSaliency", "LineworkPose"], swiftSettings: optimisedInDebug),
        .target(name: "LineworkEvaluation", dependencies: ["LineworkCore", "LineworkImage"], swiftSettings: optimisedInDebug),
        .target(name: "LineworkPose", dependencies: ["LineworkCore", "LineworkImage"], swiftSettings: optimisedInDebug),
        // Running an experiment from Swift: spec, plan, per-image runs and cache, typed results,
        // summaries and exports. No HTML and no Plot: the page is LineworkReport's.
        .target(
            name: "LineworkExperiment",
            dependencies: [
                "LineworkCore", "LineworkImage", "LineworkCodecs", "LineworkContours", "LineworkSweep",
                "LineworkSaliency", "LineworkRender", "LineworkArt", "LineworkEvaluation", "LineworkYAML",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: optimisedInDebug,
            plugins: ["BuildCommit"]),
        // Writes the git commit into LineworkExperiment for a run's metadata (`RunInfo`), on every build.
        .plugin(name: "BuildCommit", capability: .buildTool()),
        // An experiment's results written as one self-contained HTML page (and a comparison page).
        .target(
            name: "LineworkReport",
            dependencies: [
                "LineworkExperiment", "LineworkCore", "LineworkCodecs", "LineworkContours", "LineworkEvaluation",
                "LineworkRender", "LineworkSaliency",
                .product(name: "Plot", package: "Plot"),
            ]),

        // The live studio: a local web server (Hummingbird) that redraws as sliders move.
        .target(
            name: "LineworkStudio",
            dependencies: [
                "LineworkCore", "LineworkImage", "LineworkCodecs", "LineworkSaliency", "LineworkRender", "LineworkArt",
                "LineworkTone",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Studio"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket",
                         condition: .when(traits: ["Studio"])),
            ]),

        // MARK: Umbrella
        // One `import Linework` for library users: the stages from decoding to rendering.
        .target(
            name: "Linework",
            dependencies: [
                "LineworkAnimation", "LineworkPlotter", "LineworkScene",
                "LineworkCore", "LineworkImage", "LineworkCodecs", "LineworkContours", "LineworkSweep",
                "LineworkVector", "LineworkEdges", "LineworkSaliency", "LineworkRender", "LineworkTone", "LineworkArt",
                "LineworkPose",
            ]),

        // MARK: Examples: Linework as a library user meets it
        // Built with the package (one build for CI, not a second package with its own .build),
        // and written against the public API only, as a consumer imports it:
        //   LineworkExample   the README's library snippet, word for word ("Use it as a library")
        //   LineworkSnippets  every ```swift snippet of the DocC articles, each a complete program
        //                     (ArticleSnippetTests fails when an article and its copy differ), run
        //                     by Scripts/run-tests in a folder of its own
        //   ConsumerTests     errors read as their one-line message, and `DrawOptions()` draws what
        //                     `linework draw` draws, byte for byte
        // Scripts/run-tests also resolves a separate package that depends on this one with
        // `traits: []`, to check what a library-only consumer pulls in.
        .executableTarget(name: "LineworkExample", dependencies: ["Linework"], path: "Examples/Sources/LineworkExample"),
        .executableTarget(
            name: "LineworkSnippets",
            dependencies: [
                "Linework", "LineworkCore", "LineworkImage", "LineworkCodecs", "LineworkContours", "LineworkSweep",
                "LineworkVector", "LineworkEdges", "LineworkSaliency", "LineworkPlotter", "LineworkRender",
                "LineworkArt", "LineworkVideo", "LineworkPose", "LineworkExperiment", "LineworkReport", "LineworkStudio",
            ],
            path: "Examples/Sources/LineworkSnippets"),
        .testTarget(name: "ConsumerTests", dependencies: ["Linework"], path: "Examples/Tests/ConsumerTests"),

        // MARK: Command-line tool
        .executableTarget(
            name: "linework",
            dependencies: [
                "Linework", "LineworkCore", "LineworkImage", "LineworkCodecs", "LineworkContours",
                "LineworkSweep", "LineworkVector", "LineworkSaliency", "LineworkRender",
                "LineworkTone", "LineworkArt", "LineworkAnimation", "LineworkPlotter", "LineworkEvaluation", "LineworkPose",
                "LineworkExperiment", "LineworkReport", "LineworkStudio", "LineworkVideo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // MARK: Tests
        // The umbrella's own paths, reached through `import Linework` alone.
        .testTarget(name: "LineworkTests", dependencies: ["Linework", "LineworkExperiment", "LineworkYAML", "LineworkPose"]),
        .testTarget(name: "LineworkImageTests", dependencies: ["LineworkImage"]),
        .testTarget(name: "LineworkCoreTests", dependencies: ["LineworkCore"]),
        .testTarget(name: "LineworkYAMLTests", dependencies: ["LineworkYAML"]),
        .testTarget(name: "LineworkSceneTests", dependencies: ["LineworkScene"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LineworkVideoTests", dependencies: ["LineworkVideo", "LineworkCodecs", "LineworkSaliency"]),
        .testTarget(
            name: "LineworkCodecsTests", dependencies: ["LineworkCodecs"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "LineworkContoursTests",
            dependencies: [
                "LineworkContours", "LineworkImage",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "LineworkSweepTests",
            dependencies: [
                "LineworkSweep", "LineworkCodecs",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "LineworkVectorTests",
            dependencies: ["LineworkPlotter", "LineworkVector", "LineworkCodecs", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "LineworkPlotterTests",
            dependencies: ["LineworkPlotter", "LineworkContours", "LineworkCore", "LineworkImage", "LineworkRender",
                           "LineworkTone", "LineworkVector", "LineworkCodecs", "LineworkArt", "LineworkSaliency",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "LineworkAnimationTests",
            dependencies: ["LineworkAnimation", "LineworkArt", "LineworkCodecs", "LineworkCore", "LineworkImage",
                           "LineworkRender", "LineworkSaliency", "LineworkScene",
                           .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "LineworkEdgesTests",
            dependencies: ["LineworkEdges", "LineworkCodecs", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "LineworkSaliencyTests", dependencies: ["LineworkSaliency", "LineworkCodecs", "LineworkTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "LineworkRenderTests", dependencies: ["LineworkRender", "LineworkScene", "LineworkCodecs"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "LineworkArtTests",
            dependencies: ["LineworkAnimation", "LineworkPlotter", "LineworkTone",
                "LineworkArt", "LineworkCodecs", "LineworkVector", "LineworkRender",
                // The public-options property test reaches every stage's request, pose's too.
                "LineworkContours", "LineworkSweep", "LineworkEdges", "LineworkSaliency", "LineworkPose",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "LineworkToneTests", dependencies: ["LineworkTone", "LineworkContours", "LineworkImage"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "LineworkPensTests", dependencies: ["LineworkPens", "LineworkScene", "LineworkImage"]),
        .testTarget(name: "LineworkEvaluationTests", dependencies: ["LineworkEvaluation", "LineworkCodecs"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LineworkPoseTests", dependencies: ["LineworkPose", "LineworkCodecs"], resources: [.copy("Fixtures")]),
        // The tiers of the suite: `.heavy` marks a test of the second tier (Scripts/run-heavy-tests).
        .target(name: "LineworkTestSupport", path: "Tests/LineworkTestSupport"),
        // The throw-away experiment (generated photos, exact ground truth, a spec) that both the
        // experiment's and the page's tests run: a test-helpers target.
        .target(
            name: "LineworkExperimentFixtures", dependencies: ["LineworkExperiment", "LineworkCodecs", "LineworkImage"],
            path: "Tests/LineworkExperimentFixtures"),
        .testTarget(
            name: "LineworkExperimentTests",
            dependencies: ["LineworkExperiment", "LineworkExperimentFixtures", "LineworkCodecs", "LineworkContours",
                           "LineworkCore", "LineworkEvaluation", "LineworkImage", "LineworkSaliency"]),
        .testTarget(
            name: "LineworkReportTests",
            dependencies: ["LineworkReport", "LineworkExperiment", "LineworkExperimentFixtures", "LineworkTestSupport", "LineworkCodecs",
                           "LineworkCore", "LineworkEvaluation", "LineworkImage", "LineworkSaliency"]),
        .testTarget(name: "LineworkStudioTests", dependencies: ["LineworkStudio", "LineworkArt", "LineworkCodecs"]),
        .testTarget(
            name: "LineworkCLITests", dependencies: ["LineworkAnimation", "LineworkExperimentFixtures", "LineworkTestSupport", "LineworkPlotter", "linework", "Linework", "LineworkArt", "LineworkCodecs", "LineworkContours", "LineworkVector", "LineworkExperiment", "LineworkStudio", "LineworkPose"],
            exclude: ["Fixtures"]),
    ]
)
