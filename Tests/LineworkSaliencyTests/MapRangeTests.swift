import Foundation
import LineworkCodecs
import LineworkImage
import Testing
@testable import LineworkSaliency

/// Maps that are never blank for an image with content, never peak on an empty frame, and span
/// the same range for every model (issue: blank attention maps on displays of equal items, a
/// corner peak with nothing there, boolean-map heatmaps peaking at 0.54).
struct MapRangeTests {
    static let photos: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Gallery/inputs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    /// Index of the heatmap's maximum and whether it lies on the outermost ring of cells.
    static func peakIsOnFrame(_ heatmap: FloatImage) -> Bool {
        var best = 0
        for i in heatmap.samples.indices where heatmap.samples[i] > heatmap.samples[best] { best = i }
        let x = best % heatmap.width, y = best / heatmap.width
        return x == 0 || y == 0 || x == heatmap.width - 1 || y == heatmap.height - 1
    }

    /// Displays of equal items (no singleton) on several grounds: N(·) suppresses every cue,
    /// yet the map must mark the items, peak 1, and stay off the empty frame (items keep a 6 %
    /// margin).
    @Test(arguments: SearchDisplay.Kind.allCases)
    func attentionOnDisplaysWithoutASingletonIsNeitherBlankNorOnTheFrame(kind: SearchDisplay.Kind) throws {
        let request = try SaliencyRequest(model: .attention)
        for seed in 0..<12 {
            let display = SearchDisplay(kind: kind, seed: UInt64(seed) &* 104_729 &+ 17, withSingleton: false)
            let heatmap = request.perform(on: .uint8(display.image)).heatmap
            #expect(heatmap.range.max == 1, "\(kind.rawValue) seed \(seed): blank map")
            #expect(!Self.peakIsOnFrame(heatmap), "\(kind.rawValue) seed \(seed): peak on the frame")
        }
    }

    /// Every model's heatmap spans exactly [0, 1] on every bundled photo, and attention's peak
    /// is never on the frame there.
    @Test func everyModelsHeatmapSpansTheUnitRangeOnThePhotos() throws {
        #expect(Self.photos.count >= 8)
        for path in Self.photos {
            let pixels = try ImageDecoder().decode(path: path).pixels
            for model in SaliencyModel.allCases {
                let heatmap = try SaliencyRequest(model: model).perform(on: pixels).heatmap
                let (lo, hi) = heatmap.range
                #expect(lo == 0 && hi == 1, "\(model.rawValue) on \(path): [\(lo), \(hi)]")
                if model == .attention { #expect(!Self.peakIsOnFrame(heatmap), "attention on \(path)") }
            }
        }
    }
}
