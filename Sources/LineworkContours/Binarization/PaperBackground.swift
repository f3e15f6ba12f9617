import LineworkImage

/// The tone of the paper under a page's ink, and the page divided by it (background flattening).
///
/// The paper tone is the gray morphological closing of the image (a maximum filter, then a
/// minimum filter, over squares of side `2 · radius + 1`): dark strokes narrower than the square
/// vanish and the paper's own light falloff remains. The closing is taken on the image area-scaled
/// down by `max(1, radius / 6)` — the paper's tone changes slowly, and a radius of about six
/// pixels there costs little — then scaled back up bilinearly, which also smooths the square
/// plateaus a closing leaves. Dividing by it (`v · 255 / paper`, rounded, at most 255) turns a
/// gradient or a soft shadow into even white paper with the ink's contrast kept. Within `radius`
/// of the image's edge the closing sees only one side of a tone that falls towards the edge, so
/// the paper there is over-estimated by up to radius × the fall per pixel, and flattens a little
/// darker than 255.
///
/// Units: `radius` in pixels of the image given. Dark ink on light paper; invert first for light
/// on dark.
public struct PaperBackground: Sendable, Hashable {
    /// Half the side of the closing's square, in pixels; 1…512 (clamped). Choose it wider than
    /// the widest stroke and narrower than the light's changes.
    public var radius: Int

    /// Creates an estimator whose closing square has half-side `radius` pixels (clamped to 1…512 when used).
    public init(radius: Int) { self.radius = radius }

    /// The estimated paper tone, the size of `gray` (its first channel).
    public func paper(of gray: GrayImage) -> GrayImage {
        let radius = min(max(self.radius, 1), 512)
        guard gray.pixelCount > 0 else { return gray }
        let source = gray.channels == 1 ? gray : Self.firstChannel(gray)
        let factor = max(1, radius / 6)
        let small = source.downscaled(toMaximumDimension: max(1, max(gray.width, gray.height) / factor))
        let reach = max(1, Int((Double(radius) * Double(small.width) / Double(gray.width)).rounded(.up)))
        var closed = small
        for (pass, horizontal) in [(true, true), (true, false), (false, true), (false, false)] {
            closed = Self.extremum(closed, reach: reach, maximum: pass, horizontal: horizontal)
        }
        return closed.resizedBilinear(validWidth: gray.width, height: gray.height)
    }

    /// `gray` divided by its paper tone: paper near 255, ink keeping its contrast to the paper.
    public func flattened(_ gray: GrayImage) -> GrayImage {
        let source = gray.channels == 1 ? gray : Self.firstChannel(gray)
        let paper = paper(of: source)
        var output = source
        output.samples.withUnsafeMutableBufferPointer { out in
            paper.samples.withUnsafeBufferPointer { tone in
                for i in out.indices {
                    let b = max(Int(tone[i]), 1)
                    out[i] = UInt8(truncatingIfNeeded: min(255, (Int(out[i]) &* 255 &+ b / 2) / b))
                }
            }
        }
        return output
    }

    /// The running maximum (or minimum) over `2 · reach + 1` pixels along rows or columns, the
    /// image's edge pixels repeated outward.
    private static func extremum(_ image: GrayImage, reach: Int, maximum: Bool, horizontal: Bool) -> GrayImage {
        let w = image.width, h = image.height
        var output = image
        image.samples.withUnsafeBufferPointer { src in
            output.samples.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    for x in 0..<w {
                        var best = src[y &* w &+ x]
                        for d in -reach...reach {
                            let v = horizontal ? src[y &* w &+ min(max(x &+ d, 0), w &- 1)]
                                               : src[min(max(y &+ d, 0), h &- 1) &* w &+ x]
                            best = maximum ? max(best, v) : min(best, v)
                        }
                        dst[y &* w &+ x] = best
                    }
                }
            }
        }
        return output
    }

    /// The first channel of a multi-channel image.
    static func firstChannel(_ image: GrayImage) -> GrayImage {
        let channels = image.channels
        return GrayImage(validWidth: image.width, height: image.height,
                         samples: (0..<image.pixelCount).map { image.samples[$0 &* channels] })
    }
}

extension PaperBackground {
    /// How unevenly a page is lit: the spread of its paper tone, `(P95 − P5) / P95` over the
    /// pixels of `paper(of:)`, from 0 (evenly lit) towards 1. A scan or a flat-lit page measures
    /// under 0.05; a page whose light falls off by a third across it, or with a shadow over a
    /// twentieth of it, measures 0.3 or more.
    public func lightingVariation(of gray: GrayImage) -> Double {
        let tone = paper(of: gray)
        guard tone.pixelCount > 0 else { return 0 }
        var histogram = [Int](repeating: 0, count: 256)
        for v in tone.samples { histogram[Int(v)] &+= 1 }
        func percentile(_ share: Double) -> Int {
            let rank = Int(share * Double(tone.pixelCount - 1))
            var seen = 0
            for (value, count) in histogram.enumerated() {
                seen += count
                if seen > rank { return value }
            }
            return 255
        }
        let low = percentile(0.05), high = percentile(0.95)
        return high > 0 ? Double(high - low) / Double(high) : 0
    }
}
