import LineworkCodecs
import LineworkImage

/// Ground truth drawn over the photo for the page's A/B slider: boundaries, fixations or an
/// object mask's outline in red over a light gray copy of the photo.
///
/// The backdrop is the photo's luminance lifted into the light half of the range (so red marks
/// stand out whatever the photo's colours) and kept at 15 gray levels; with the red that makes a
/// 16-colour palette, stored as a 4-bit indexed PNG. A JPEG would smear one-pixel red marks
/// (its chroma is half resolution), and an RGB PNG of a photo is several times larger.
///
/// Coordinates: the truth map covers the whole image, whatever its size; its pixel (x, y) marks
/// backdrop pixel (⌊x · w / W⌋, ⌊y · h / H⌋), so shrinking never drops a one-pixel line.
package enum TruthOverlay {
    package enum Kind: String, CaseIterable, Sendable {
        case boundaries, fixations, objects
    }

    /// Gray levels of the backdrop: indices 0 ..< levels; index `levels` is the red.
    static let levels = 15
    static let red: SIMD3<UInt8> = [214, 0, 0]

    /// The picture's file name for `kind`.
    package static func fileName(_ kind: Kind) -> String { "truth-\(kind.rawValue).png" }

    /// The PNG of `truth` (unit range, marked above 0.5) drawn as `kind` over `photo` (gray or
    /// RGB, already shrunk to the picture's size).
    static func png(_ kind: Kind, photo: Image<UInt8>, truth: FloatImage) throws -> [UInt8] {
        let (w, h) = (photo.width, photo.height)
        let gray = photo.channels == 1 ? photo : Luminance.gray(photo)
        var indices = gray.samples.map { UInt8((Int($0) * (levels - 1) + 127) / 255) }
        let marks = Self.marks(kind, truth: truth, width: w, height: h)
        for i in marks.indices where marks[i] { indices[i] = UInt8(levels) }
        let palette = (0..<levels).map { level -> SIMD3<UInt8> in
            // The photo's black is drawn at 150 of 255, its white at white.
            let v = UInt8(150 + (105 * level + (levels - 1) / 2) / (levels - 1))
            return [v, v, v]
        } + [red]
        return try PNGEncoder.encodeIndexed(PaletteQuantizer.Indexed(palette: palette, indices: indices), width: w, height: h)
    }

    /// Which backdrop pixels are red: every truth pixel's image for boundaries, a 5-pixel cross
    /// around each fixation, and for an object mask the pixels on its edge (marked with a
    /// 4-neighbour unmarked), thickened to the cross as well.
    private static func marks(_ kind: Kind, truth: FloatImage, width w: Int, height h: Int) -> [Bool] {
        var marks = [Bool](repeating: false, count: w * h)
        let (tw, th) = (truth.width, truth.height)
        func marked(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && y >= 0 && x < tw && y < th && truth.samples[y * tw + x] > 0.5
        }
        func paint(_ x: Int, _ y: Int, cross: Bool) {
            let offsets = cross ? [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)] : [(0, 0)]
            for (dx, dy) in offsets {
                let (px, py) = (x * w / tw + dx, y * h / th + dy)
                if px >= 0, py >= 0, px < w, py < h { marks[py * w + px] = true }
            }
        }
        for y in 0..<th {
            for x in 0..<tw where marked(x, y) {
                switch kind {
                case .boundaries: paint(x, y, cross: false)
                case .fixations: paint(x, y, cross: true)
                case .objects:
                    let edge = !marked(x - 1, y) || !marked(x + 1, y) || !marked(x, y - 1) || !marked(x, y + 1)
                    if edge { paint(x, y, cross: true) }
                }
            }
        }
        return marks
    }
}
