import Foundation
import LineworkArt
import LineworkCodecs
import LineworkContours
import LineworkRender
import LineworkSaliency
import LineworkTone
import Testing

/// A drawing made with a `DrawingCache` is the drawing made without one, whichever options
/// changed since the cache was filled; and the cache is used.
struct DrawingCacheTests {
    static let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Gallery/inputs/astronaut.png")

    @Test func cachedDrawingsEqualFreshOnesAcrossOptionChanges() throws {
        let pixels = try ImageDecoder().decode(path: Self.photo.path).pixels
        let cache = DrawingCache(traceCapacity: 3)
        var sequence: [DrawOptions] = []
        var options = DrawOptions()
        sequence.append(options)                                   // edges
        options.art.strokeWidth = 2.5; sequence.append(options)    // look only: the trace is reused
        options.weight = .saliency; sequence.append(options)       // the saliency map is made once…
        options.art.strokeWidth = 1.5; sequence.append(options)    // …and reused
        options = DrawOptions(lines: .contours); sequence.append(options)
        options.contour.contrastPivot = .fixed(0.35); sequence.append(options)   // a new mask, same working image
        options.tone = HatchOptions(style: .hatch); sequence.append(options)
        options = DrawOptions(lines: .levels); sequence.append(options)
        options = DrawOptions(lines: .centerline); sequence.append(options)
        sequence.append(DrawOptions())                             // back to the first: evicted (capacity 3), traced again
        for (step, options) in sequence.enumerated() {
            let cached = try LineDrawing(pixels, options: options, cache: cache)
            let fresh = try LineDrawing(pixels, options: options)
            #expect(cached.strokes == fresh.strokes, "step \(step)")
            #expect(try SceneRenderer.render(cached.art.scene, as: .svg) == SceneRenderer.render(fresh.art.scene, as: .svg),
                    "step \(step)")
        }
        let counts = cache.counts
        // Hits: the trace at steps 1–3 and 6, the saliency map at step 3, working images throughout.
        #expect(counts.hits >= 8, "\(counts)")
        #expect(counts.misses >= 7, "\(counts)")
    }

    /// The salient region and the saliency weight share one saliency observation: a drawing with
    /// both computes it once (one miss for it), and the next drawing of either kind reuses it.
    @Test func salientRegionAndSaliencyWeightShareOneObservation() throws {
        let pixels = try ImageDecoder().decode(path: Self.photo.path).pixels
        let cache = DrawingCache(traceCapacity: 1)
        var options = DrawOptions()
        options.contour.maximumImageDimension = 200
        _ = try LineDrawing(pixels, options: options, cache: cache)
        let plain = cache.counts                                  // working images and trace
        options.weight = .saliency
        options.keepsSalientRegionOnly = true
        let both = try LineDrawing(pixels, options: options, cache: cache)
        #expect(cache.counts.misses == plain.misses + 1, "one observation for weight and region: \(cache.counts)")
        options.weight = .none
        let regionOnly = try LineDrawing(pixels, options: options, cache: cache)
        #expect(cache.counts.misses == plain.misses + 1, "the region reuses it: \(cache.counts)")
        #expect(both.strokes.count == regionOnly.strokes.count)
        #expect(try LineDrawing(pixels, options: options).strokes == regionOnly.strokes)
    }
}
