import Foundation
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkContours

struct AdaptiveThresholdTests {
    /// The brute-force reference: every window summed pixel by pixel, mirrored at the edges as
    /// numpy's `reflect` padding does, then Sauvola's formula.
    func bruteForceInk(_ gray: GrayImage, window: Int, k: Double, minimumContrast: Double = 8) -> [UInt8] {
        let w = gray.width, h = gray.height, r = window / 2
        func mirror(_ i: Int, _ n: Int) -> Int {
            guard n > 1 else { return 0 }
            var i = i
            // Reflect step by step (no modular shortcut): the definition, not the implementation.
            while i < 0 || i >= n { i = i < 0 ? -i : 2 * (n - 1) - i }
            return i
        }
        var ink = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum = 0, squares = 0
                for dy in -r...r {
                    for dx in -r...r {
                        let v = Int(gray.samples[mirror(y + dy, h) * w + mirror(x + dx, w)])
                        sum += v
                        squares += v * v
                    }
                }
                let t = AdaptiveThreshold.threshold(sum: sum, squares: squares, count: Double(window * window),
                                                    k: k, range: AdaptiveThreshold.dynamicRange)
                let v = Double(gray.samples[y * w + x])
                ink[y * w + x] = v <= t && Double(sum) / Double(window * window) - v >= minimumContrast ? 255 : 0
            }
        }
        return ink
    }

    func randomImage(width: Int, height: Int, seed: UInt64) -> GrayImage {
        GrayImage(validWidth: width, height: height, samples: TestGrids.randomBytes(count: width * height, seed: seed))
    }

    @Test(arguments: [(13, 9, 3), (40, 31, 5), (64, 48, 15), (7, 5, 31), (1, 30, 7), (30, 1, 9), (97, 61, 51)])
    func equalsTheBruteForceWindowEverywhere(width: Int, height: Int, window: Int) {
        for (seed, k) in [(UInt64(1), 0.2), (2, 0.5), (3, 0.05)] {
            // Smooth the noise a little so windows have structure, not only full-range noise.
            var image = randomImage(width: width, height: height, seed: seed)
            image.samples = image.samples.enumerated().map { i, v in UInt8((Int(v) + Int(image.samples[(i + 1) % image.samples.count])) / 2) }
            for floor in [0.0, 8, 30] {
                let mask = AdaptiveThreshold(window: window, k: k, minimumContrast: floor).mask(image)
                #expect(mask.pixels == bruteForceInk(image, window: window, k: k, minimumContrast: floor),
                        "\(width)×\(height) window \(window) k \(k) floor \(floor)")
            }
        }
    }

    @Test func stripsAcrossCoresAgreeWithTheBruteForce() {
        // 400 rows split into strips of at least 32 rows (Parallel uses up to 4 per core): every
        // strip starts from a direct sum of its first window, and each must match the reference.
        let image = randomImage(width: 71, height: 400, seed: 9)
        #expect(AdaptiveThreshold(window: 21).mask(image).pixels == bruteForceInk(image, window: 21, k: 0.2))
    }

    @Test func matchesScikitImageSauvolaToThePixel() throws {
        let file = try SauvolaFixtures.load()
        #expect(file.cases.count >= 6)
        for fixture in file.cases {
            let gray = GrayImage(validWidth: fixture.width, height: fixture.height, samples: fixture.grayBytes)
            for expected in fixture.masks {
                let mask = AdaptiveThreshold(window: expected.window, k: expected.k, minimumContrast: 0).mask(gray)
                let reference = expected.inkBytes(count: gray.pixelCount)
                let differing = zip(mask.pixels, reference).filter { $0 != $1 }.count
                #expect(differing == 0, "\(fixture.name), window \(expected.window), k \(expected.k): \(differing) pixels differ")
            }
        }
    }

    @Test func normalizedImageCutsAtTheLocalThresholdForEveryPositiveAdjustment() {
        let image = randomImage(width: 80, height: 60, seed: 4)
        let adaptive = AdaptiveThreshold(window: 11, k: 0.3)
        for darkOnLight in [true, false] {
            let levelled = adaptive.normalized(image, darkOnLight: darkOnLight)
            let expected = adaptive.mask(image, darkOnLight: darkOnLight)
            for adjustment in [0.5, 1, 2, 3] {
                let threshold = ContrastThreshold(pivot: 0.5, adjustment: adjustment, darkOnLight: darkOnLight)
                #expect(BinaryMask(levelled, threshold: threshold) == expected, "dark \(darkOnLight) adjustment \(adjustment)")
            }
        }
    }

    @Test func lightOnDarkIsTheMirrorOfTheInvertedImage() {
        let image = randomImage(width: 50, height: 40, seed: 5)
        let inverted = GrayImage(validWidth: 50, height: 40, samples: image.samples.map { 255 - $0 })
        let adaptive = AdaptiveThreshold(window: 9)
        #expect(adaptive.mask(image, darkOnLight: false) == adaptive.mask(inverted, darkOnLight: true))
    }

    @Test func aShadowedPageKeepsItsStrokesAndLosesItsShadow() {
        // Paper falling from 230 to 90 left to right, 3-px strokes at 45 % of the paper's tone.
        let w = 240, h = 120
        var samples = [UInt8](repeating: 0, count: w * h)
        var strokes = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let paper = 230 - 140 * Double(x) / Double(w - 1)
                let inStroke = (y % 30 >= 14 && y % 30 < 17 && x % 60 < 45) || (x % 60 >= 28 && x % 60 < 31 && y % 30 < 20)
                strokes[y * w + x] = inStroke
                samples[y * w + x] = UInt8((inStroke ? paper * 0.45 : paper).rounded())
            }
        }
        let page = GrayImage(validWidth: w, height: h, samples: samples)
        let global = BinaryMask(page, threshold: ContrastThreshold(pivot: 0.5, adjustment: 2, darkOnLight: true))
        let local = AdaptiveThreshold().mask(page)
        func errors(_ mask: BinaryMask) -> Int { zip(mask.pixels, strokes).filter { ($0.0 != 0) != $0.1 }.count }
        #expect(errors(local) == 0)
        #expect(errors(global) > w * h / 10)   // the dark half of the paper turns to ink
        let flattened = AdaptiveThreshold(window: 31, flattening: 12).mask(page)
        #expect(errors(flattened) == 0)
    }

    @Test func flatteningEvensOutAGradientAndKeepsInkContrast() {
        let w = 200, h = 100
        var samples = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { samples[y * w + x] = UInt8(220 - 120 * x / (w - 1)) } }
        for y in 48..<52 { for x in 0..<w { samples[y * w + x] /= 2 } }   // a 4-px line at half the paper's tone
        let page = GrayImage(validWidth: w, height: h, samples: samples)
        let background = PaperBackground(radius: 10)
        let flat = background.flattened(page)
        // Within the radius of the image's edge the closing sees only the brighter side of a
        // falling tone, so the paper there flattens a little darker (by up to radius × slope).
        let paperValues = (0..<h).filter { !(44..<56).contains($0) }.flatMap { y in (10..<(w - 10)).map { flat.samples[y * w + $0] } }
        #expect(paperValues.min()! >= 250)
        #expect(flat.samples.min()! >= 100)
        let lineValues = (10..<(w - 10)).map { flat.samples[50 * w + $0] }
        #expect(lineValues.allSatisfy { (120...135).contains($0) })
        #expect(background.lightingVariation(of: page) > 0.4)
        #expect(background.lightingVariation(of: GrayImage(validWidth: w, height: h, repeating: 200)) == 0)
    }

    @Test func fieldsOutOfRangeAreNamedAndNeverTrap() {
        for (settings, field) in [(AdaptiveThreshold(window: 4), "window"), (AdaptiveThreshold(window: 1), "window"),
                                  (AdaptiveThreshold(window: 1003), "window"), (AdaptiveThreshold(k: -0.1), "k"),
                                  (AdaptiveThreshold(k: .nan), "k"), (AdaptiveThreshold(flattening: -1), "flattening"),
                                  (AdaptiveThreshold(minimumContrast: 256), "minimumContrast"),
                                  (AdaptiveThreshold(minimumContrast: -.infinity), "minimumContrast")] {
            #expect {
                try settings.validate()
            } throws: { error in
                guard case LineworkError.invalidOption(let name, _, _) = error else { return false }
                return name == field
            }
            // The image methods clamp instead of trapping.
            let image = randomImage(width: 9, height: 4, seed: 6)
            #expect(settings.mask(image).pixels.count == 36)
        }
        var options = ContourOptions()
        options.threshold = .adaptive(AdaptiveThreshold(window: 8))
        #expect(throws: LineworkError.self) { try ContourRequest(options: options) }
        let rgb = GrayImage(validWidth: 3, height: 2, channels: 3, repeating: 90)
        #expect(AdaptiveThreshold().mask(rgb).pixels.count == 6)
    }

    @Test func aContourRequestTracesTheAdaptiveMask() throws {
        let image = randomImage(width: 60, height: 40, seed: 8)
        var options = ContourOptions()
        options.blurSigma = 0
        options.minimumPointCount = 1
        options.threshold = .adaptive(AdaptiveThreshold(window: 15))
        options.contrastPivot = .automatic
        let request = try ContourRequest(options: options)
        let observation = request.perform(onWorkingImage: image, imageSize: PixelSize(width: 60, height: 40))
        #expect(observation.pivot == 0.5)
        let mask = request.mask(of: image, threshold: observation.threshold)
        #expect(mask == AdaptiveThreshold(window: 15).mask(image))
        #expect(observation.geometry == .pixels(BorderTracer.trace(mask, retrieval: .tree)))
    }
}

/// `Fixtures/sauvola.json`, written by `Scripts/make-threshold-fixtures` from scikit-image.
struct SauvolaFixtures: Decodable {
    struct Mask: Decodable {
        let window: Int
        let k: Double
        /// Base64 of the mask packed eight pixels a byte, most significant bit first.
        let ink: String

        func inkBytes(count: Int) -> [UInt8] {
            let packed = [UInt8](Data(base64Encoded: ink) ?? Data())
            return (0..<count).map { i in
                i / 8 < packed.count && packed[i / 8] & (0x80 >> UInt8(i % 8)) != 0 ? 255 : 0
            }
        }
    }

    struct Case: Decodable {
        let name: String
        let width: Int
        let height: Int
        let gray: String
        let masks: [Mask]

        var grayBytes: [UInt8] { [UInt8](Data(base64Encoded: gray) ?? Data()) }
    }

    let versions: [String: String]
    let cases: [Case]

    static func load() throws -> SauvolaFixtures {
        let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent("sauvola.json")
        return try JSONDecoder().decode(SauvolaFixtures.self, from: Data(contentsOf: url))
    }
}
