/// The cell pass of marching squares: classifies each 2×2 cell in raster order and hands its
/// segments, in scikit-image's order and direction, to an ``IsolineAssembler``.
///
/// Matching scikit-image bit for bit needs three things. Crossings are interpolated with the
/// same expression, `(level − from) / (to − from)` added to the integer coordinate, so a crossing
/// computed from either adjacent cell is the same double. Segments run with low values on their
/// left, and cells emit them in raster order, two in a saddle cell. And an end point's identity
/// is its coordinates: a crossing that lands exactly on a sample (a sample equal to the level)
/// is the same point for every edge meeting there, so it is keyed by that sample, not the edge.
struct MarchingSquares<Samples: IsolineSamples> {
    let samples: Samples
    let width: Int
    let height: Int
    let level: Double

    /// Runs every cell and assembles the lines.
    func run() -> [Isoline] {
        var assembler = IsolineAssembler(width: width)
        for r in 0 ..< height - 1 {
            assembler.beginBand(r)
            let top = r &* width
            let bottom = top &+ width
            var ul = samples.value(at: top)
            var ll = samples.value(at: bottom)
            for c in 0 ..< width - 1 {
                let ur = samples.value(at: top &+ c &+ 1)
                let lr = samples.value(at: bottom &+ c &+ 1)
                var square = 0
                if ul > level { square |= 1 }
                if ur > level { square |= 2 }
                if ll > level { square |= 4 }
                if lr > level { square |= 8 }
                if square != 0 && square != 15 && !(ul.isNaN || ur.isNaN || ll.isNaN || lr.isNaN) {
                    emit(square, Cell(r: r, c: c, ul: ul, ur: ur, ll: ll, lr: lr), into: &assembler)
                }
                ul = ur
                ll = lr
            }
        }
        return assembler.finish()
    }

    /// The four corner samples of the cell whose top-left sample is at row `r`, column `c`.
    struct Cell {
        let r: Int, c: Int
        let ul: Double, ur: Double, ll: Double, lr: Double
    }

    /// Emits the segments of a cell with case `square` (bit 0 ul, 1 ur, 2 ll, 3 lr set when
    /// above the level). In the saddles 6 and 9 the low corners are joined (`fully_connected='low'`).
    private func emit(_ square: Int, _ cell: Cell, into assembler: inout IsolineAssembler) {
        switch square {
        case 1: assembler.add(top(cell), left(cell))
        case 2: assembler.add(right(cell), top(cell))
        case 3: assembler.add(right(cell), left(cell))
        case 4: assembler.add(left(cell), bottom(cell))
        case 5: assembler.add(top(cell), bottom(cell))
        case 6:
            assembler.add(right(cell), top(cell))
            assembler.add(left(cell), bottom(cell))
        case 7: assembler.add(right(cell), bottom(cell))
        case 8: assembler.add(bottom(cell), right(cell))
        case 9:
            assembler.add(top(cell), left(cell))
            assembler.add(bottom(cell), right(cell))
        case 10: assembler.add(bottom(cell), top(cell))
        case 11: assembler.add(bottom(cell), left(cell))
        case 12: assembler.add(left(cell), right(cell))
        case 13: assembler.add(top(cell), right(cell))
        default: assembler.add(left(cell), top(cell))  // 14
        }
    }

    @inline(__always)
    private func fraction(_ from: Double, _ to: Double) -> Double {
        to == from ? 0 : (level - from) / (to - from)
    }

    private func top(_ cell: Cell) -> IsolineAssembler.Endpoint {
        let x = Double(cell.c) + fraction(cell.ul, cell.ur)
        return IsolineAssembler.horizontal(row: cell.r, column: cell.c, x: x, width: width)
    }

    private func bottom(_ cell: Cell) -> IsolineAssembler.Endpoint {
        let x = Double(cell.c) + fraction(cell.ll, cell.lr)
        return IsolineAssembler.horizontal(row: cell.r + 1, column: cell.c, x: x, width: width)
    }

    private func left(_ cell: Cell) -> IsolineAssembler.Endpoint {
        let y = Double(cell.r) + fraction(cell.ul, cell.ll)
        return IsolineAssembler.vertical(band: cell.r, column: cell.c, y: y, width: width)
    }

    private func right(_ cell: Cell) -> IsolineAssembler.Endpoint {
        let y = Double(cell.r) + fraction(cell.ur, cell.lr)
        return IsolineAssembler.vertical(band: cell.r, column: cell.c + 1, y: y, width: width)
    }
}
