import LineworkContours
import LineworkCore
import LineworkImage

/// Where a drawing of `DrawOptions.Subject.person` may put ink: the person mask at the working
/// size, thresholded at 0.5 and grown by `DrawOptions.Subject.margin` working pixels, so that the
/// outline traced along the person's edge stays whole and nothing of the background is drawn.
///
/// Points are in working pixels, pixel centres at whole numbers (as `StrokeSet` has them).
struct SubjectMask: Sendable {
    let width: Int
    let height: Int
    /// Row-major, top row first: whether ink may go there.
    private let allowed: [Bool]

    /// The mask of `person` (any size, values in 0…1, at the photo's size) on a working image of
    /// `width` × `height`, grown by `margin` pixels.
    init(person: FloatImage, width: Int, height: Int, margin: Int = DrawOptions.Subject.margin) {
        self.width = width
        self.height = height
        // The working pixel's centre, in the mask's pixels (nearest sample).
        let sx = Double(person.width) / Double(width), sy = Double(person.height) / Double(height)
        var cells = [Bool](repeating: false, count: width * height)
        person.samples.withUnsafeBufferPointer { samples in
            for y in 0..<height {
                let my = min(person.height - 1, Int((Double(y) + 0.5) * sy))
                for x in 0..<width {
                    let mx = min(person.width - 1, Int((Double(x) + 0.5) * sx))
                    cells[y &* width &+ x] = samples[my &* person.width &+ mx] >= 0.5
                }
            }
        }
        // Grown by `margin`: a square of side 2·margin + 1 (separable: rows, then columns).
        for _ in 0..<max(0, margin) { cells = Self.grown(cells, width: width, height: height) }
        allowed = cells
    }

    /// One pixel of growth (3 × 3 maximum).
    private static func grown(_ cells: [Bool], width: Int, height: Int) -> [Bool] {
        var rows = cells
        for y in 0..<height {
            for x in 0..<width where !cells[y &* width &+ x] {
                rows[y &* width &+ x] = (x > 0 && cells[y &* width &+ x &- 1]) || (x + 1 < width && cells[y &* width &+ x &+ 1])
            }
        }
        var out = rows
        for y in 0..<height {
            for x in 0..<width where !rows[y &* width &+ x] {
                out[y &* width &+ x] = (y > 0 && rows[(y &- 1) &* width &+ x]) || (y + 1 < height && rows[(y &+ 1) &* width &+ x])
            }
        }
        return out
    }

    /// Whether ink may go at `point` (working pixels): false outside the image.
    func contains(_ point: Point2) -> Bool {
        let x = Int(point.x.rounded()), y = Int(point.y.rounded())
        guard point.x.isFinite, point.y.isFinite, x >= 0, y >= 0, x < width, y < height else { return false }
        return allowed[y &* width &+ x]
    }

    /// Whether the mask allows no ink at all (no person found).
    var isEmpty: Bool { !allowed.contains(true) }
}
