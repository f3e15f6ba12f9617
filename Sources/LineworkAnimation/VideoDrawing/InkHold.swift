import LineworkCore

/// Hysteresis on the rendered drawing: where the picture under a tile has not changed since
/// the tile was last drawn, the tile keeps its ink; where it has, the tile (and its eight
/// neighbours) takes the new frame's drawing at once.
///
/// The picture is compared in working-image tiles of `tileSize` pixels: a tile has changed when
/// the 3×3 mean of its luma difference from the picture it was last drawn from reaches
/// `threshold` somewhere in it. Comparing with that reference, not with the previous frame,
/// catches slow changes too (they add up until they show). A line depends on the picture a few
/// pixels around it (the edge filters' support, the stroke's width), so the neighbours of a
/// changed tile are redrawn with it: a subject that moves takes its lines with it and leaves no
/// trail. Output tiles are the working tiles placed by the canvas layout (origin, scale), so a
/// page's margins, which never change, keep their first frame.
///
/// Cost: O(working pixels + output pixels) a frame; state is one luma plane and one RGBA frame.
struct InkHold {
    /// Tile side in working pixels. Default 8: small enough that a moving subject redraws little
    /// beyond itself, large enough that a line's own pixels and their neighbours go together.
    var tileSize = 8
    /// The smallest change that redraws a tile, in gray levels of the 3×3 mean luma difference.
    /// Default 4: above what compression and the denoiser's residue leave on a still shot,
    /// well below the tens of levels a moving edge brings.
    var minimumThreshold: Float = 4
    /// The threshold in units of the input's noise level (`TemporalDenoiser.sigma`), when that
    /// is higher. Default 1.5.
    var noiseFactor: Float = 1.5

    /// Where a working pixel lands in the output frame: `origin + scale × working`.
    struct Placement: Equatable {
        var scale: Double, originX: Double, originY: Double
    }

    let width: Int, height: Int
    let frameWidth: Int, frameHeight: Int
    private var reference: [Float] = []
    private var held: [UInt8] = []
    private var luma: [Float]
    private var difference: [Float]
    private var boxed: [Float]

    /// A hold for `width` × `height` working pictures drawn into `frameWidth` × `frameHeight` frames.
    init(width: Int, height: Int, frameWidth: Int, frameHeight: Int) {
        (self.width, self.height, self.frameWidth, self.frameHeight) = (width, height, frameWidth, frameHeight)
        luma = [Float](repeating: 0, count: width * height)
        (difference, boxed) = (luma, luma)
    }

    /// Forgets the held frame: the next frame is taken whole.
    mutating func reset() {
        reference = []
        held = []
    }

    /// The frame to show for `picture` (the working RGB picture the drawing was made from),
    /// given `fresh`, its drawing rendered as RGBA frames: `fresh` where the picture changed,
    /// the held frame elsewhere. `noise` is the input's noise level, when known.
    ///
    /// - Returns: the tiles redrawn, out of all.
    @discardableResult
    mutating func hold(picture: [UInt8], fresh: [UInt8], placement: Placement, noise: Float?,
                       into frame: inout [UInt8]) -> (redrawn: Int, tiles: Int) {
        Self.luma(of: picture, into: &luma)
        let (columns, rows) = ((width + tileSize - 1) / tileSize, (height + tileSize - 1) / tileSize)
        guard reference.count == luma.count, held.count == fresh.count else {
            (reference, held, frame) = (luma, fresh, fresh)
            return (columns * rows, columns * rows)
        }
        for i in 0..<luma.count { difference[i] = luma[i] - reference[i] }
        BoxMean.three(difference, width: width, height: height, into: &boxed)
        let threshold = max(minimumThreshold, noiseFactor * (noise ?? 0))
        var changed = [Bool](repeating: false, count: columns * rows)
        for y in 0..<height {
            for x in 0..<width where abs(boxed[y * width + x]) >= threshold {
                changed[(y / tileSize) * columns + x / tileSize] = true
            }
        }
        var redrawn = 0
        for row in 0..<rows {
            for column in 0..<columns {
                let near = (max(0, row - 1)...min(rows - 1, row + 1)).contains { r in
                    (max(0, column - 1)...min(columns - 1, column + 1)).contains { changed[r * columns + $0] }
                }
                guard near else { continue }
                redrawn += 1
                redraw(column: column, row: row, fresh: fresh, placement: placement)
            }
        }
        frame = held
        return (redrawn, columns * rows)
    }

    /// Copies one tile's output pixels from `fresh` into the held frame and takes its picture
    /// as the new reference. The last column and row reach the frame's edge (its padding).
    private mutating func redraw(column: Int, row: Int, fresh: [UInt8], placement: Placement) {
        let (x0, y0) = (column * tileSize, row * tileSize)
        let (x1, y1) = (min(width, x0 + tileSize), min(height, y0 + tileSize))
        for y in y0..<y1 {
            for x in x0..<x1 { reference[y * width + x] = luma[y * width + x] }
        }
        func span(_ a: Int, _ b: Int, origin: Double, side: Int, frameSide: Int) -> Range<Int> {
            let from = a == 0 ? 0 : Int((origin + placement.scale * Double(a)).rounded(.down))
            let to = b == side ? frameSide : Int((origin + placement.scale * Double(b)).rounded(.up))
            return max(0, min(from, frameSide))..<max(0, min(to, frameSide))
        }
        let xs = span(x0, x1, origin: placement.originX, side: width, frameSide: frameWidth)
        let ys = span(y0, y1, origin: placement.originY, side: height, frameSide: frameHeight)
        guard !xs.isEmpty else { return }
        for y in ys {
            let start = (y * frameWidth + xs.lowerBound) * 4, end = (y * frameWidth + xs.upperBound) * 4
            held.replaceSubrange(start..<end, with: fresh[start..<end])
        }
    }

    /// Rec. 601 luma of 8-bit RGB.
    static func luma(of rgb: [UInt8], into plane: inout [Float]) {
        for p in 0..<plane.count {
            let i = p * 3
            plane[p] = 0.299 * Float(rgb[i]) + 0.587 * Float(rgb[i + 1]) + 0.114 * Float(rgb[i + 2])
        }
    }
}
