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
/// A shot's first frames are drawn from a picture the denoiser has averaged over few frames,
/// and their noise would stay in the held ink as specks. So a tile drawn before the
/// denoiser's mean age under it reached half of `settledAge` is redrawn, alone, once that age
/// nears `settledAge` (nine tenths of it), and not again while the picture stays still.
/// (Redrawing at every doubling of the age, 2, 4, 8 and 16, cleaned as well but doubled a
/// still shot's flicker, to 0.68 gray levels a frame.)
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
    /// The denoiser's age from which a still tile is no longer redrawn as its noise falls
    /// (`TemporalDenoiser.maximumAge`).
    var settledAge: Float = 16

    /// Where a working pixel lands in the output frame: `origin + scale × working`.
    struct Placement: Equatable {
        var scale: Double, originX: Double, originY: Double
    }

    let width: Int, height: Int
    let frameWidth: Int, frameHeight: Int
    private var reference: [Float] = []
    /// Per tile, the denoiser's mean age under it when it was last drawn.
    private var drawnAge: [Float] = []
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
    /// the held frame elsewhere. `noise` is the input's noise level and `ages` the denoiser's
    /// ages, when the input is denoised.
    ///
    /// - Returns: the tiles redrawn, out of all.
    @discardableResult
    mutating func hold(picture: [UInt8], fresh: [UInt8], placement: Placement, noise: Float?, ages: [UInt8]?,
                       into frame: inout [UInt8]) -> (redrawn: Int, tiles: Int) {
        Self.luma(of: picture, into: &luma)
        let (columns, rows) = ((width + tileSize - 1) / tileSize, (height + tileSize - 1) / tileSize)
        let age = tileAges(ages, columns: columns, rows: rows)
        guard reference.count == luma.count, held.count == fresh.count else {
            (reference, held, frame, drawnAge) = (luma, fresh, fresh, age)
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
                let tile = row * columns + column
                let settling = drawnAge[tile] < settledAge / 2 && age[tile] >= settledAge * 0.9
                guard near || settling else { continue }
                redrawn += 1
                drawnAge[tile] = age[tile]
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

    /// The mean of `ages` over each tile; `settledAge` everywhere without ages (nothing settles).
    private func tileAges(_ ages: [UInt8]?, columns: Int, rows: Int) -> [Float] {
        guard let ages, ages.count == width * height else { return [Float](repeating: settledAge, count: columns * rows) }
        var sums = [Float](repeating: 0, count: columns * rows), counts = sums
        for y in 0..<height {
            for x in 0..<width {
                let tile = (y / tileSize) * columns + x / tileSize
                sums[tile] += Float(ages[y * width + x])
                counts[tile] += 1
            }
        }
        return zip(sums, counts).map { $0 / $1 }
    }

    /// Rec. 601 luma of 8-bit RGB.
    static func luma(of rgb: [UInt8], into plane: inout [Float]) {
        for p in 0..<plane.count {
            let i = p * 3
            plane[p] = 0.299 * Float(rgb[i]) + 0.587 * Float(rgb[i + 1]) + 0.114 * Float(rgb[i + 2])
        }
    }
}
