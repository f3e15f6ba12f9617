import LineworkContours
import LineworkCore

/// Turns a closed chain of border-pixel centres into the lattice path along the pixel edges
/// ("cracks") that separate those pixels from the background: the path potrace traces.
///
/// Why: Selinger's straightness test (2003, §2.2.1) and its vertex squares are defined for
/// 4-connected paths on the lattice of pixel corners. Linework's border tracer gives
/// 8-connected pixel centres instead, which can also double back (a one-pixel-wide line is
/// walked out and back) and collapse a single pixel to one point. Rebuilding the crack path
/// handles all of these exactly, with no guesswork about which lattice corner a diagonal step
/// should go around, and makes the fit an outline of the pixels like potrace's. (Merely
/// inserting a corner per diagonal step keeps the out-and-back chains and the half-pixel
/// shrink on straight edges but not on diagonals.)
///
/// Convention: the chain runs with its region on the left as seen on screen (x right, y down),
/// which is how ``BorderTracer`` gives both outer borders (counter-clockwise) and hole borders
/// (clockwise). Every step between consecutive pixels then sweeps only background neighbours
/// on the right, and each background 4-neighbour swept contributes the crack between it and
/// the pixel. Crack corners are at half-integer pixel-centre coordinates: pixel (x, y) is the
/// square [x − ½, x + ½] × [y − ½, y + ½].
enum CrackBoundary {
    /// The eight neighbour steps in the order of a quarter turn (x, y) → (y, −x) per two
    /// entries: east, north-east, north, … as seen on screen.
    private static let steps: [SIMD2<Int>] = [
        [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1], [0, 1], [1, 1],
    ]

    /// The crack path around `chain`, starting at its topmost-leftmost corner (a convex turn,
    /// so a natural polygon vertex), or `nil` when `chain` is not a closed 8-connected chain of
    /// integer points or its cracks do not join up (a chain wound the other way).
    /// - Complexity: O(n) for n chain points.
    static func trace(_ chain: [Point2]) -> [Point2]? {
        guard !chain.isEmpty, chain.count < Int(Int32.max) else { return nil }
        var pixels = [SIMD2<Int>]()
        pixels.reserveCapacity(chain.count)
        for point in chain {
            guard point.x.rounded() == point.x, point.y.rounded() == point.y,
                  abs(point.x) < 1e9, abs(point.y) < 1e9 else { return nil }
            pixels.append(SIMD2(Int(point.x), Int(point.y)))
        }
        let n = pixels.count
        var directions = [Int](repeating: 0, count: n)  // direction index from pixel k to k + 1
        if n > 1 {
            for k in 0..<n {
                guard let index = steps.firstIndex(of: pixels[(k + 1) % n] &- pixels[k]) else { return nil }
                directions[k] = index
            }
        }
        // Corners are stored doubled (integer lattice) and halved at the end.
        var corners = [SIMD2<Int>]()
        corners.reserveCapacity(2 * n + 4)
        for k in 0..<n {
            // A lone pixel sweeps the full turn; otherwise from the step back to the previous
            // pixel round to the step on to the next one.
            let back = n > 1 ? (directions[(k + n - 1) % n] + 4) % 8 : 0
            let onward = n > 1 ? directions[k] : 0
            var index = (back + 1) % 8
            while true {
                if index % 2 == 0 {
                    let normal = steps[index], turned = steps[(index + 2) % 8]
                    corners.append(2 &* pixels[k] &+ normal &+ turned)
                }
                if index == onward { break }
                index = (index + 1) % 8
            }
            // The sweep above also visits `onward` itself; a 4-neighbour there is foreground.
            if onward % 2 == 0 && n > 1 { corners.removeLast() }
        }
        guard corners.count >= 4 else { return nil }
        for k in 0..<corners.count {
            let step = corners[(k + 1) % corners.count] &- corners[k]
            guard abs(step.x) + abs(step.y) == 2, step.x == 0 || step.y == 0 else { return nil }
        }
        let first = corners.indices.min { (corners[$0].y, corners[$0].x) < (corners[$1].y, corners[$1].x) }!
        return (corners[first...] + corners[..<first]).map { Point2(Double($0.x), Double($0.y)) / 2 }
    }
}
