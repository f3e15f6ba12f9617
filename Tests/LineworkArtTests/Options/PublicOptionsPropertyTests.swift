import LineworkContours
import LineworkCore
import LineworkEdges
import LineworkImage
import LineworkPose
import LineworkRender
import LineworkSaliency
import LineworkSweep
import LineworkTone
import LineworkVector
import PropertyBased
import Synchronization
import Testing

@testable import LineworkArt

/// Issue 20: the public API never traps on what a caller passes in. Random option values —
/// NaN, ±infinity, zeros, negatives, huge and tiny magnitudes, arbitrary bit patterns next to
/// ordinary values — go to every public request's initialiser or `validate()`. Each must
/// either accept them or throw `LineworkError.invalidOption` naming a field (never a
/// command-line flag); a trap would end the test process. Where a request accepts its options
/// it is also run, on a tiny image, so that accepted values are shown to be usable too.
///
/// These live here because `LineworkArt` sits on top of every stage whose options it carries
/// (contours, sweeps, edges, saliency, vector paths); pose and face requests are added.
@Suite struct PublicOptionsPropertyTests {
    /// Draws hostile values from a seed, so a failing case is reproduced by its seed alone.
    struct Hostile {
        var random: SplitMix64

        init(_ seed: Int) { random = SplitMix64(seed: UInt64(bitPattern: Int64(seed))) }

        static let specialDoubles: [Double] = [
            .nan, -.nan, .infinity, -.infinity, 0, -0.0, 1, -1, 0.5, 2, 3, 1e-300, -1e-300,
            .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e12, -1e12,
        ]
        static let specialInts = [Int.min, Int.max, Int.min + 1, Int.max - 1, 0, -1, 1, 2, 3, 31, 64, 1 << 40]

        mutating func double() -> Double {
            switch random.next() % 4 {
            case 0: return Self.specialDoubles[Int(random.next() % UInt64(Self.specialDoubles.count))]
            case 1: return Double(bitPattern: random.next())
            case 2: return Double.random(in: -5 ... 5, using: &random)
            default: return Double.random(in: -1e4 ... 1e4, using: &random)
            }
        }

        mutating func int() -> Int {
            switch random.next() % 4 {
            case 0: return Self.specialInts[Int(random.next() % UInt64(Self.specialInts.count))]
            case 1: return Int(bitPattern: UInt(random.next()))
            case 2: return Int.random(in: -10 ... 40, using: &random)
            default: return Int.random(in: -1000 ... 100_000, using: &random)
            }
        }

        /// A hostile value one time in three, else `ordinary` (a default), so that some cases
        /// pass validation and run.
        mutating func double(or ordinary: Double) -> Double { random.next() % 3 == 0 ? double() : ordinary }

        mutating func int(or ordinary: Int) -> Int { random.next() % 3 == 0 ? int() : ordinary }

        mutating func bool() -> Bool { random.next() % 2 == 0 }

        mutating func element<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }
    }

    /// How many generated cases a test's requests accepted (`accepted` counts into it).
    final class Tally: Sendable {
        private let count = Mutex(0)
        func accept() { count.withLock { $0 += 1 } }
        var accepted: Int { count.withLock { $0 } }
    }

    @TaskLocal static var tally: Tally?

    /// Runs `body` counting what `accepted` accepts, and fails when nothing was: a property
    /// test whose every generated value is rejected runs nothing and proves nothing (they all
    /// passed that way once, with a generator that only made hostile values).
    static func countingAccepted(sourceLocation: SourceLocation = #_sourceLocation, _ body: () async -> Void) async {
        let tally = Tally()
        await $tally.withValue(tally) { await body() }
        #expect(tally.accepted > 0, "every generated case was rejected: the property ran nothing", sourceLocation: sourceLocation)
    }

    /// The value `make` returns, or nil when it threw `invalidOption` naming a field; any
    /// other error is recorded.
    static func accepted<T>(_ what: String, _ make: () throws -> T) -> T? {
        do {
            let value = try make()
            tally?.accept()
            return value
        } catch LineworkError.invalidOption(let name, let value, _) {
            #expect(!name.isEmpty && !name.hasPrefix("--"), "\(what) named \(name) for \(value)")
            return nil
        } catch LineworkError.nothingFound(let subject, _) where subject == "pose" || subject == "person" {
            // A pose weight (or --subject person) on a picture with nobody in it: a clear refusal.
            return nil
        } catch is PoseError {
            // A pose weight without the pose model installed: the model's own error.
            return nil
        } catch {
            Issue.record("\(what): unexpected \(error)")
            return nil
        }
    }

    /// A 24 × 18 gray picture: a dark square and a ramp, so that every stage finds something.
    static let tinyGray: Image<UInt8> = Image(validWidth: 24, height: 18, channels: 1, samples: (0 ..< 24 * 18).map { i in
        let (x, y) = (i % 24, i / 24)
        return (6 ..< 14).contains(x) && (4 ..< 12).contains(y) ? 20 : UInt8(120 + x * 5)
    })
    static let tiny = PixelBuffer.uint8(tinyGray)
    static let tinyRGB: Image<UInt8> = Image(validWidth: 24, height: 18, channels: 3,
                                             samples: tinyGray.samples.flatMap { [$0, 255 - $0, $0 / 2] })

    static func contourOptions(_ h: inout Hostile) -> ContourOptions {
        var options = ContourOptions()
        options.contrastPivot = h.bool() ? .fixed(h.double(or: 0.5)) : .automatic
        options.contrastAdjustment = h.double(or: options.contrastAdjustment)
        options.detectsDarkOnLight = h.bool()
        options.maximumImageDimension = h.int(or: options.maximumImageDimension)
        options.blurSigma = h.double(or: options.blurSigma)
        options.minimumPointCount = h.int(or: options.minimumPointCount)
        options.minimumArea = h.double(or: options.minimumArea)
        options.threshold = h.bool() ? .global : .adaptive(AdaptiveThreshold(window: h.int(or: 31), k: h.double(or: 0.2), flattening: h.int(or: 0)))
        options.tracer = h.element(ContourOptions.Tracer.allCases)
        options.retrieval = h.element(ContourRetrieval.allCases)
        return options
    }

    static func stride(_ h: inout Hostile) -> StrideSpec? {
        if h.bool() { return StrideSpec(values: (0 ..< Int(h.random.next() % 4)).map { _ in h.double() }) }
        let (from, to, step) = (h.double(or: 0.2), h.double(or: 0.7), h.double(or: 0.1))
        return accepted("StrideSpec(from: \(from), to: \(to), step: \(step))") { try StrideSpec(from: from, to: to, step: step) }
    }

    static func grid(_ h: inout Hostile) -> SweepGrid {
        // A mostly ordinary grid, with one hostile axis or cap at a time.
        var grid = SweepGrid.default
        switch h.random.next() % 3 {
        case 0: if let spec = stride(&h) { grid.pivots = spec }
        case 1: if let spec = stride(&h) { grid.adjustments = spec }
        default: grid.maxSettings = h.int(or: grid.maxSettings)
        }
        return grid
    }

    @Test func contourRequestsThrowOrTrace() async {
        await Self.countingAccepted {
            await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
                var h = Hostile(seed)
                let options = Self.contourOptions(&h)
                guard let request = Self.accepted("ContourRequest \(options)", { try ContourRequest(options: options) }) else { return }
                #expect(request.perform(on: Self.tiny).imageSize == PixelSize(width: 24, height: 18))
            }
        }
    }

    @Test func adaptiveThresholdsThrowOrThreshold() async {
        await Self.countingAccepted {
            await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
                var h = Hostile(seed)
                let settings = AdaptiveThreshold(window: h.int(or: 31), k: h.double(or: 0.2), flattening: h.int(or: 0))
                guard Self.accepted("AdaptiveThreshold \(settings)", { try settings.validate() }) != nil else { return }
                #expect(settings.mask(Self.tinyGray).width == 24)
            }
        }
    }

    @Test func sweepRequestsThrowOrSweep() async {
        await Self.countingAccepted {
            await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
                var h = Hostile(seed)
                let options = h.bool() ? ContourOptions() : Self.contourOptions(&h)
                let grid = Self.grid(&h)
                _ = Self.accepted("SweepGrid \(grid)") { try grid.validate() }
                guard let request = Self.accepted("SweepRequest \(grid)", { try SweepRequest(options: options, grid: grid) }),
                      grid.count <= 100 else { return }
                #expect(request.perform(on: Self.tiny).0.settings.count == grid.count)
            }
        }
    }

    @Test func strideTextNeverTraps() async {
        await Self.countingAccepted {
            await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
                var h = Hostile(seed)
                let text = h.bool() ? "\(h.double()):\(h.double()):\(h.double())" : "[\(h.double()), \(h.double())]"
                _ = Self.accepted("StrideSpec(parsing: \(text))") { try StrideSpec(parsing: text, flag: "pivots", range: 0 ... 1) }
            }
        }
    }

    @Test func saliencyRequestsThrowOrMap() async {
        await Self.countingAccepted {
            await propertyCheck(count: 60, input: Gen.int(in: 0 ... Int.max)) { seed in
                var h = Hostile(seed)
                let dimension = h.int(or: SaliencyRequest.defaultAnalysisDimension)
                _ = Self.accepted("AnalysisImage \(dimension)") { try AnalysisImage(Self.tiny, maximumDimension: dimension) }
                let model = h.element(SaliencyModel.allCases)
                guard var request = Self.accepted("SaliencyRequest \(dimension)", {
                    try SaliencyRequest(model: model, analysisDimension: dimension)
                }) else { return }
                request.faces = [FaceBox(boundingBox: NormalizedRect(x: h.double(), y: h.double(), width: h.double(), height: h.double()),
                                         confidence: h.double())]
                #expect(request.perform(on: Self.tiny).heatmap.width == SaliencyObservation.heatmapSide)
            }
        }
    }

    @Test func edgeRequestsThrowOrDetect() async {
        await Self.countingAccepted {
            await propertyCheck(count: 100, input: Gen.int(in: 0 ... Int.max)) { seed in
                var h = Hostile(seed)
                var options = EdgeOptions()
                options.tensorSigma = h.double(or: options.tensorSigma)
                options.chromaWeight = h.double(or: options.chromaWeight)
                options.flowIterations = h.int(or: options.flowIterations)
                options.flowRadius = h.int(or: options.flowRadius)
                options.sigmaC = h.double(or: options.sigmaC)
                options.k = h.double(or: options.k)
                options.sigmaM = h.double(or: options.sigmaM)
                options.sharpening = h.double(or: options.sharpening)
                options.epsilon = h.double(or: options.epsilon)
                options.phi = h.double(or: options.phi)
                guard let request = Self.accepted("EdgeRequest \(options)", { try EdgeRequest(options: options) }) else { return }
                #expect(request.perform(on: Self.tinyRGB).width == 24)
            }
        }
    }

    @Test func centerlineOptionsThrowOrTrace() async {
        await Self.countingAccepted {
            await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
                var h = Hostile(seed)
                var options = CenterlineOptions()
                options.spurLength = h.double(or: options.spurLength)
                options.spurFactor = h.double(or: options.spurFactor)
                options.crossingFactor = h.double(or: options.crossingFactor)
                options.maximumTurn = h.double(or: options.maximumTurn)
                options.tangentLength = h.double(or: options.tangentLength)
                options.gapLength = h.double(or: options.gapLength)
                options.gapFactor = h.double(or: options.gapFactor)
                options.gapAngle = h.double(or: options.gapAngle)
                options.minimumLength = h.double(or: options.minimumLength)
                let mask = BinaryMask(Self.tinyGray, threshold: ContrastThreshold(pivot: 0.5, adjustment: 1, darkOnLight: true))
                _ = Self.accepted("Centerlines \(options)") { try Centerlines.trace(mask, options: options) }
            }
        }
    }

    static func artOptions(_ h: inout Hostile) -> ArtOptions {
        var art = ArtOptions()
        art.style = h.element([.ink, .settings, .depth])
        art.strokeWidth = h.double(or: art.strokeWidth)
        art.minimumWeight = h.double(or: art.minimumWeight)
        art.keepsFrame = h.bool()
        art.backdrop = h.bool() ? .white : .photo(fade: h.double(or: 0.5))
        switch h.random.next() % 3 {
        case 0: art.sheet = .image(scale: h.double(or: 1))
        case 1: art.sheet = .working(scale: h.double(or: 1))
        default:
            var page = Page(size: .a4)
            page.marginMillimetres = h.double(or: page.marginMillimetres)
            art.sheet = .page(page)
        }
        art.vector.simplifyEpsilon = h.double(or: art.vector.simplifyEpsilon)
        art.vector.minimumLength = h.double(or: art.vector.minimumLength)
        art.vector.mergeTolerance = h.bool() ? nil : h.double(or: 1.5)
        art.vector.curves = h.bool() ? nil : try? CurveFitter(alphaMax: h.double(or: 1))
        return art
    }

    @Test func lineArtThrowsOrRenders() async {
        let observation = ContourRequest(validOptions: ContourOptions()).perform(on: Self.tiny)
        await Self.countingAccepted {
            await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
                var h = Hostile(seed)
                let options = Self.artOptions(&h)
                _ = Self.accepted("LineArt \(options)") {
                    try LineArt(StrokeSet(observation), options: options, photo: Self.tinyGray)
                }
            }
        }
    }

    @Test func drawOptionsThrowOrDraw() async {
        await Self.countingAccepted {
            await propertyCheck(count: 100, input: Gen.int(in: 0 ... Int.max)) { seed in
                var h = Hostile(seed)
                var options = DrawOptions()
                options.lines = h.element(DrawOptions.Lines.allCases)
                options.weight = h.element([.none, .edge, .stroke, .saliency, .pose])
                options.contour.maximumImageDimension = 64
                // One group of fields hostile at a time, so that many cases also draw.
                switch h.random.next() % 8 {
                case 0:
                    options.contour = Self.contourOptions(&h)
                case 1:
                    options.unevenLighting = h.double(or: options.unevenLighting)
                    options.sweepSupport = h.double(or: options.sweepSupport)
                    options.sweepLevelGap = h.double(or: options.sweepLevelGap)
                case 2:
                    options.levelCount = h.int(or: options.levelCount)
                    options.pens = h.int(or: options.pens)
                    options.separatesColours = h.bool()
                case 3:
                    options.grid = Self.grid(&h)
                case 4:
                    options.bundles = h.bool() ? nil : BundleMerger(tolerance: h.double(or: 2), minimumRunLength: h.double(or: 6),
                                                                    minimumSupport: h.double(or: 0), minimumLevelGap: h.double(or: 0))
                case 5:
                    var hatch = HatchOptions(style: h.element(HatchOptions.Style.allCases))
                    hatch.spacing = h.double(or: hatch.spacing)
                    hatch.levels = h.int(or: hatch.levels)
                    hatch.widthFactor = h.double(or: hatch.widthFactor)
                    hatch.angle = h.double(or: hatch.angle)
                    hatch.clearance = h.double(or: hatch.clearance)
                    hatch.minimumLength = h.double(or: hatch.minimumLength)
                    hatch.paper = h.double(or: hatch.paper)
                    options.tone = hatch
                case 6:
                    options.art = Self.artOptions(&h)
                default:
                    break
                }
                _ = Self.accepted("DrawOptions \(options)") { try options.validate() }
                _ = Self.accepted("LineDrawing \(options)") { try LineDrawing(Self.tiny, options: options) }
            }
        }
    }

    @Test func poseAndFaceRequestsThrowOrHoldTheirValues() async {
        await Self.countingAccepted {
            await propertyCheck(count: 300, input: Gen.int(in: 0 ... Int.max)) { seed in
                var h = Hostile(seed)
                let (joint, detection, presence, people) = (h.double(), h.double(), h.double(), h.int())
                if let request = Self.accepted("PoseRequest", {
                    try PoseRequest(minimumJointConfidence: joint, minimumDetectionScore: detection,
                                    minimumPresence: presence, maximumPeople: people)
                }) {
                    #expect((0 ... 1).contains(request.minimumJointConfidence) && request.maximumPeople >= 1)
                }
                let (confidence, faces) = (h.double(), h.int())
                if let request = Self.accepted("FaceRequest", { try FaceRequest(minimumConfidence: confidence, maximumFaces: faces) }) {
                    #expect((0 ... 1).contains(request.minimumConfidence) && request.maximumFaces >= 1)
                }
            }
        }
    }
}
