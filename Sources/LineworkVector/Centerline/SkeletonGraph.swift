import LineworkContours
import LineworkCore

/// The graph of a one-pixel-wide skeleton: nodes where strokes end or meet, edges the pixel
/// chains between them.
///
/// Coordinates are pixel centres at integers, x to the right and y down (the mask's columns and
/// rows). The graph is built in four steps:
/// 1. redundant pixels are removed — elbows and corners of 2×2 blocks that thinning leaves where
///    a stroke steps diagonally (`Neighbourhood.redundant`) — in raster passes until none is left;
/// 2. a pixel with one 8-neighbour is an end node and one with none a dot node; pixels with three
///    or more are junction pixels, and 8-adjacent junction pixels form one junction node. It is
///    placed on the pixel nearest the cluster's centroid if that is a skeleton pixel or one that
///    step 1 removed — where two strokes cross, thinning leaves a ring of junction pixels round
///    the crossing pixel, which step 1 removes, and the strokes should go through it — and else
///    on the cluster pixel nearest the centroid. Either way it is a pixel of the thinned mask;
/// 3. an edge is walked from every node along pixels with two neighbours to the next node. Its
///    points run from its start node's position to its end node's, so the edges that meet at a
///    node share that point; an edge may start and end at the same node (a loop through it);
/// 4. the pixels left are closed loops with no node: one edge each, walked from its first pixel
///    in raster order, with no nodes and its first point not repeated.
///
/// Nodes and edges are numbered in the raster order of their first pixel. Building is
/// O(pixels) for the scan plus O(skeleton pixels) for the walks, with no allocation per pixel.
public struct SkeletonGraph: Sendable, Equatable {
    /// An end, a dot or a junction of the skeleton.
    public struct Node: Sendable, Equatable {
        /// The node's pixel.
        public var position: Point2
        /// The edge ends that meet here: `2 * edge` for an edge's start, `2 * edge + 1` for its
        /// end; a loop through the node appears twice. The count is the node's degree: 0 for a
        /// dot, 1 for an end, 3 or more for a junction.
        public var ends: [Int]

        /// Creates a node at `position` with the given edge ends (`2 * edge` for a start, `2 * edge + 1` for an end).
        public init(position: Point2, ends: [Int]) {
            self.position = position
            self.ends = ends
        }
    }

    /// A chain of skeleton pixels between two nodes, or a closed loop.
    public struct Edge: Sendable, Equatable {
        /// 8-connected pixels from the start node's position to the end node's (for a loop,
        /// once round, the first point not repeated).
        public var points: [Point2]
        /// The node at the first point; nil for a closed loop with no node.
        public var start: Int?
        /// The node at the last point; nil for a closed loop with no node.
        public var end: Int?

        /// Creates an edge through `points` between the nodes `start` and `end` (nil for a loop with no node).
        public init(points: [Point2], start: Int?, end: Int?) {
            self.points = points
            self.start = start
            self.end = end
        }

        /// Length of the polyline in pixels (for a loop, including the closing step).
        public var length: Double {
            guard var previous = points.last else { return 0 }
            var length = 0.0
            for (k, point) in points.enumerated() {
                if k > 0 || start == nil { length += ((point - previous) * (point - previous)).sum().squareRoot() }
                previous = point
            }
            return length
        }
    }

    /// Ends, dots and junctions, in the raster order of their first pixel.
    public var nodes: [Node]
    /// Pixel chains and node-less loops; edge k's ends are listed as 2k and 2k + 1 at its nodes.
    public var edges: [Edge]

    /// Wraps existing nodes and edges; each node's `ends` must list exactly the edge ends whose
    /// `start` or `end` is that node.
    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// The graph of `skeleton`, a one-pixel-wide mask such as `ZhangSuenThinning.thin` makes.
    public init(skeleton: BinaryMask) {
        let w = skeleton.width, h = skeleton.height, stride = w + 2
        var grid = [UInt8](repeating: 0, count: stride * (h + 2))
        for y in 0..<h {
            for x in 0..<w where skeleton.pixels[y * w + x] != 0 { grid[(y + 1) * stride + x + 1] = 1 }
        }
        self.init(paddedSkeleton: grid, width: w)
    }

    /// The graph of a skeleton on a grid padded by one background pixel on every side
    /// (`(width + 2)` bytes a row, non-zero on the skeleton), as `ZhangSuenThinning.thinnedGrid` makes.
    init(paddedSkeleton grid: consuming [UInt8], width: Int) {
        let stride = width + 2
        var pixels: [Int] = []
        var nodes: [Node] = [], edges: [Edge] = []
        var nodeOf: [Int: Int] = [:]
        var nodePixels: [[Int]] = []
        var removed = Set<Int>()  // pixels removed in step 1
        func point(_ index: Int) -> Point2 { Point2(Double(index % stride - 1), Double(index / stride - 1)) }
        let around = Neighbourhood.offsets(stride: stride)
        // Grid bytes after step 1: 0 background, else 1 + degree, with `node` or `visited` or'ed in.
        let node: UInt8 = 0x40, visited: UInt8 = 0x80, degreeBits: UInt8 = 0x0F

        grid.withUnsafeMutableBufferPointer { g in
            NonZeroBytes.append(UnsafeBufferPointer(g), in: g.indices, shift: 0, to: &pixels)
            let redundant = Neighbourhood.redundant
            var removing = true
            while removing {
                removing = false
                for index in pixels where g[index] != 0 && redundant[Neighbourhood.code(g, index, stride: stride)] {
                    g[index] = 0
                    removed.insert(index)
                    removing = true
                }
            }
            pixels.removeAll { g[$0] == 0 }
            for index in pixels { g[index] = UInt8(1 + Neighbourhood.code(g, index, stride: stride).nonzeroBitCount) }

            // Step 2: nodes, in raster order of their first pixel.
            var cluster: [Int] = []
            for index in pixels where g[index] & node == 0 && g[index] & degreeBits != 3 {
                let id = nodes.count
                g[index] |= node
                nodeOf[index] = id
                cluster = [index]
                if g[index] & degreeBits > 3 {
                    var k = 0
                    while k < cluster.count {
                        for offset in around {
                            let next = cluster[k] &+ offset
                            if g[next] & degreeBits > 3 && g[next] & node == 0 {
                                g[next] |= node
                                nodeOf[next] = id
                                cluster.append(next)
                            }
                        }
                        k += 1
                    }
                }
                let centroid = cluster.reduce(Point2.zero) { $0 + point($1) } / Double(cluster.count)
                let middle = Int(centroid.y.rounded() + 1) * stride + Int(centroid.x.rounded() + 1)
                let centre = nodeOf[middle] == id || removed.contains(middle) ? middle
                    : cluster.min { Polygon.distance(point($0), centroid) < Polygon.distance(point($1), centroid) }!
                nodes.append(Node(position: point(centre), ends: []))
                nodePixels.append(cluster)
            }

            func addEdge(_ points: [Point2], from start: Int?, to end: Int?) {
                if let start, let end {
                    nodes[start].ends.append(2 * edges.count)
                    nodes[end].ends.append(2 * edges.count + 1)
                }
                edges.append(Edge(points: points, start: start, end: end))
            }
            /// Steps from `current` to its neighbour other than `previous`; nil when it has none.
            func step(from current: Int, notBack previous: Int) -> Int? {
                for offset in around where g[current &+ offset] != 0 && current &+ offset != previous { return current &+ offset }
                return nil
            }

            // Step 3: the chains leaving every node.
            for id in nodes.indices {
                for pixel in nodePixels[id] {
                    for offset in around {
                        let first = pixel &+ offset
                        guard g[first] != 0, g[first] & visited == 0 else { continue }
                        if g[first] & node != 0 {
                            // Two nodes side by side: one edge of two points, added from the lower id.
                            let other = nodeOf[first]!
                            if other > id { addEdge([nodes[id].position, nodes[other].position], from: id, to: other) }
                            continue
                        }
                        var points = [nodes[id].position]
                        var previous = pixel, current = first
                        // A chain pixel has exactly one neighbour besides the one it was entered
                        // from, so the walk can only stop at a node; `other` starts at `id` only
                        // so that the loop needs no exit that cannot happen.
                        var other = id
                        g[current] |= visited
                        points.append(point(current))
                        while let next = step(from: current, notBack: previous), g[next] & visited == 0 {
                            if g[next] & node != 0 {
                                other = nodeOf[next]!
                                break
                            }
                            g[next] |= visited
                            points.append(point(next))
                            (previous, current) = (current, next)
                        }
                        points.append(nodes[other].position)
                        addEdge(points, from: id, to: other)
                    }
                }
            }

            // Step 4: closed loops, every pixel with two neighbours.
            for start in pixels where g[start] & (node | visited) == 0 {
                var points: [Point2] = []
                var previous = start, current = start
                while true {
                    g[current] |= visited
                    points.append(point(current))
                    guard let next = step(from: current, notBack: previous), g[next] & visited == 0 else { break }
                    (previous, current) = (current, next)
                }
                addEdge(points, from: nil, to: nil)
            }
        }
        self.nodes = nodes
        self.edges = edges
    }
}
