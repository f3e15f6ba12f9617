/// A bipartite graph of boundary pixels within a radius, as compressed adjacency rows: row `u`
/// lists the column pixels joined to row pixel `u`, nearest first.
///
/// `BoundaryMatcher` builds it with the larger map's pixels as rows, each joined to at most
/// `maximumDegree` pixels of the other map: its nearest ones, found by scanning the offsets of
/// the tolerance disc nearest first (ties by row, then column, so the graph is deterministic) in a
/// `width × height` table of column indices and stopping at the `maximumDegree`-th hit. The scan
/// costs at most `rows × disc offsets` probes (`BoundaryMatcher.maximumProbes` bounds it); the
/// graph holds at most `rows × maximumDegree` edges, whatever the radius. `transposed()` gives
/// the same edges with the roles swapped, for searching from the smaller map.
///
/// Owns unsafe buffers (freed by `deallocate()`) so that the matcher's inner loops neither
/// allocate nor check bounds.
struct PixelGraph {
    /// The most pixels of the other map a row pixel is joined to: 32.
    ///
    /// Why a cap: with every pixel of the disc as an edge, a Hopcroft–Karp phase on a dense map
    /// costs O(P · r²) (random 1000² maps at the default tolerance: ≈ 350 probes per pixel per
    /// phase, about two minutes in all). Why 32, not fewer: a thin boundary crosses the default
    /// disc (radius ≈ 3.6 px on a BSDS image) in at most about 2r + 1 ≈ 8 pixels, so the cap binds
    /// only on thick or noisy maps; there, fewer edges mean longer augmenting paths — at 16, random
    /// 1000² maps needed 159 phases and lost 24 matches; at 32, 38 phases and none. Where it binds,
    /// the matching on the capped graph can fall short of the unrestricted maximum (never exceed it).
    static let maximumDegree = 32

    /// Number of row pixels (the search side of `HopcroftKarp`).
    let leftCount: Int
    /// Number of column pixels.
    let rightCount: Int
    /// Row `u` of the adjacency is `targets[starts[u] ..< starts[u + 1]]`.
    private let starts: UnsafeMutableBufferPointer<Int32>
    private let targets: UnsafeMutableBufferPointer<Int32>

    /// The number of disc offsets within `radius` (the probes per predicted pixel, at most).
    static func discSize(radius: Double) -> Int {
        let reach = Int(radius.rounded(.down))
        var count = 0
        for dy in 0...reach {
            // Columns with dx² + dy² ≤ r², both signs of dx; rows ±dy.
            let span = Int((radius * radius - Double(dy * dy)).squareRoot().rounded(.down))
            count += (2 * span + 1) * (dy == 0 ? 1 : 2)
        }
        return count
    }

    /// Joins each pixel of `rows` to its `maximumDegree` nearest pixels of `columns` within
    /// `radius`, nearest first.
    init(rows: BoundaryMap, columns: BoundaryMap, radius: Double) {
        let width = columns.width, height = columns.height
        leftCount = rows.count
        rightCount = columns.count
        let reach = Int(radius.rounded(.down))
        var disc: [(dx: Int, dy: Int, squared: Int)] = []
        for dy in -reach...reach {
            for dx in -reach...reach where Double(dx * dx + dy * dy) <= radius * radius {
                disc.append((dx, dy, dx * dx + dy * dy))
            }
        }
        disc.sort { ($0.squared, $0.dy, $0.dx) < ($1.squared, $1.dy, $1.dx) }

        let owner = UnsafeMutableBufferPointer<Int32>.allocate(capacity: width * height)
        defer { owner.deallocate() }
        owner.initialize(repeating: -1)
        for (k, index) in columns.indices.enumerated() { owner[index] = Int32(k) }

        starts = .allocate(capacity: leftCount + 1)
        var edges: [Int32] = []
        edges.reserveCapacity(min(leftCount * Self.maximumDegree, leftCount * disc.count))
        for (u, index) in rows.indices.enumerated() {
            starts[u] = Int32(edges.count)
            let x = index % width, y = index / width
            var degree = 0
            for offset in disc {
                let nx = x &+ offset.dx, ny = y &+ offset.dy
                guard nx >= 0 && nx < width && ny >= 0 && ny < height else { continue }
                let t = owner[ny &* width &+ nx]
                guard t >= 0 else { continue }
                edges.append(t)
                degree &+= 1
                if degree == Self.maximumDegree { break }
            }
        }
        starts[leftCount] = Int32(edges.count)
        targets = .allocate(capacity: edges.count)
        _ = targets.initialize(from: edges)
    }

    private init(leftCount: Int, rightCount: Int, starts: UnsafeMutableBufferPointer<Int32>,
                 targets: UnsafeMutableBufferPointer<Int32>) {
        self.leftCount = leftCount
        self.rightCount = rightCount
        self.starts = starts
        self.targets = targets
    }

    /// The same edges with rows and columns swapped (each new row in ascending order of the old
    /// rows); the caller deallocates both graphs.
    func transposed() -> PixelGraph {
        let starts = UnsafeMutableBufferPointer<Int32>.allocate(capacity: rightCount + 1)
        starts.initialize(repeating: 0)
        for e in 0..<targets.count { starts[Int(targets[e]) + 1] &+= 1 }
        for v in 0..<rightCount { starts[v + 1] &+= starts[v] }
        let targets = UnsafeMutableBufferPointer<Int32>.allocate(capacity: self.targets.count)
        var fill = Array(starts)
        for u in 0..<leftCount {
            for e in Int(self.starts[u])..<Int(self.starts[u + 1]) {
                let v = Int(self.targets[e])
                targets[Int(fill[v])] = Int32(u)
                fill[v] &+= 1
            }
        }
        return PixelGraph(leftCount: rightCount, rightCount: leftCount, starts: starts, targets: targets)
    }

    func deallocate() {
        starts.deallocate()
        targets.deallocate()
    }

    /// The next column neighbour of row pixel `left` at or after position `cursor` of its
    /// adjacency row, advancing the cursor past it; -1 when the row is exhausted.
    @inline(__always)
    func nextNeighbour(of left: Int, cursor: inout Int) -> Int {
        let index = Int(starts[left]) &+ cursor
        guard index < Int(starts[left &+ 1]) else { return -1 }
        cursor &+= 1
        return Int(targets[index])
    }
}
