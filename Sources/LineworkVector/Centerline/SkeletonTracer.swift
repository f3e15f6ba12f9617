import LineworkContours

/// Turns a one-pixel-wide skeleton into open polylines, one per stroke between ends and junctions.
///
/// A skeleton pixel with one 8-neighbour is an end, with three or more a junction. Strokes are
/// walked from every end, then from every junction, along unvisited pixels until the next end
/// or junction; what is left are closed loops (every pixel with two neighbours), walked from
/// their first pixel in raster order and closed. Junction pixels are shared by the strokes that
/// meet there, so the drawing stays connected. Straight (4-connected) steps are preferred over
/// diagonal ones, so a staircase is followed pixel by pixel instead of skipping corners.
public enum SkeletonTracer {
    /// The strokes of `skeleton`, in pixel coordinates, as open (or closed) polylines.
    public static func trace(_ skeleton: BinaryMask) -> [(points: [Point2], closed: Bool)] {
        let w = skeleton.width, h = skeleton.height
        let stride = w + 2
        var on = [Bool](repeating: false, count: stride * (h + 2))
        for y in 0..<h { for x in 0..<w where skeleton.pixels[y * w + x] != 0 { on[(y + 1) * stride + x + 1] = true } }
        // 4-neighbours first, then diagonals.
        let around = [-stride, 1, stride, -1, -stride + 1, stride + 1, stride - 1, -stride - 1]
        // Zhang–Suen can leave redundant pixels where a stroke steps diagonally: elbows (only
        // neighbours N and E, say) and 2×2 stair blocks. Such a pixel's neighbours already touch
        // each other, so it connects nothing; but it gives its neighbours a third neighbour, which
        // would read as a junction. One raster pass removes every pixel with two or more
        // neighbours that form a single 8-connected group around it (a "simple", non-end pixel).
        let ring = [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)]
        for i in on.indices where on[i] {
            let present = ring.filter { on[i + $0.1 * stride + $0.0] }
            guard present.count >= 2 else { continue }
            var group = [present[0]]
            var rest = Array(present.dropFirst())
            var grew = true
            while grew {
                grew = false
                if let k = rest.firstIndex(where: { r in group.contains { max(abs($0.0 - r.0), abs($0.1 - r.1)) == 1 } }) {
                    group.append(rest.remove(at: k))
                    grew = true
                }
            }
            if rest.isEmpty { on[i] = false }
        }
        func degree(_ i: Int) -> Int { around.reduce(0) { $0 + (on[i + $1] ? 1 : 0) } }
        func point(_ i: Int) -> Point2 { Point2(Double(i % stride - 1), Double(i / stride - 1)) }
        var visited = [Bool](repeating: false, count: on.count)
        var degrees = [Int](repeating: 0, count: on.count)
        var ends: [Int] = [], junctions: [Int] = []
        for i in on.indices where on[i] {
            degrees[i] = degree(i)
            if degrees[i] == 1 { ends.append(i) } else if degrees[i] >= 3 || degrees[i] == 0 { junctions.append(i) }
        }
        var strokes: [(points: [Point2], closed: Bool)] = []

        func walk(from start: Int, firstStep: Int) -> [Point2] {
            var path = [point(start)]
            var previous = start, current = firstStep
            while true {
                path.append(point(current))
                if degrees[current] != 2 {  // an end or a junction ends the stroke
                    if degrees[current] == 1 { visited[current] = true }
                    break
                }
                visited[current] = true
                guard let next = around.lazy.map({ current + $0 }).first(where: { on[$0] && $0 != previous && !visited[$0] }) else { break }
                previous = current
                current = next
            }
            return path
        }

        for start in ends + junctions {
            if degrees[start] == 0 {
                strokes.append(([point(start)], false))  // an isolated dot
                continue
            }
            if degrees[start] == 1 && visited[start] { continue }
            visited[start] = degrees[start] == 1
            for offset in around {
                let next = start + offset
                guard on[next], !visited[next] else { continue }
                // Between two junctions: walk each connection once (from the lower index).
                if degrees[next] != 2 && (degrees[next] == 1 ? visited[next] : next < start) { continue }
                let stroke = walk(from: start, firstStep: next)
                strokes.append((stroke, false))
            }
        }
        // Closed loops: pixels of degree 2 not yet visited.
        for i in on.indices where on[i] && !visited[i] && degrees[i] == 2 {
            visited[i] = true
            guard let next = around.lazy.map({ i + $0 }).first(where: { on[$0] && !visited[$0] }) else { continue }
            var loop = walk(from: i, firstStep: next)
            if loop.last != loop.first { loop.append(loop[0]) }
            strokes.append((loop, true))
        }
        return strokes
    }
}
