/// Maximum-cardinality bipartite matching (Hopcroft & Karp, SIAM J. Comput. 1973) on a
/// `PixelGraph`, started from a greedy matching.
///
/// `BoundaryMatcher` runs it on the transposed graph, searching from the smaller map: its free
/// pixels are few, and most have a short augmenting path. Searching from the larger map instead,
/// its surplus pixels (which can never match) spread every phase's search over the whole graph:
/// random 1000² maps at the default tolerance took 41 s that way, 1.4 s this way (release build).
///
/// Each phase finds, by breadth-first search from the free predicted pixels, the length of the
/// shortest augmenting paths, then augments along a maximal set of vertex-disjoint shortest
/// paths by depth-first search. The depth-first search is iterative (paths along a boundary can
/// be thousands of pixels long, too deep for recursion on a worker thread's stack).
struct HopcroftKarp {
    private let graph: PixelGraph
    private static let unreached = Int32.max

    init(graph: PixelGraph) {
        self.graph = graph
    }

    /// Each row pixel of `graph`, in order, takes the first free column pixel of its row.
    ///
    /// - Returns: the column matched to each row (-1 for none), the row matched to each column,
    ///   and the number of pairs.
    static func greedy(_ graph: PixelGraph) -> (rows: [Int32], columns: [Int32], count: Int) {
        var rows = [Int32](repeating: -1, count: graph.leftCount)
        var columns = [Int32](repeating: -1, count: graph.rightCount)
        var count = 0
        for u in 0..<graph.leftCount {
            var cursor = 0
            while case let t = graph.nextNeighbour(of: u, cursor: &cursor), t >= 0 {
                if columns[t] < 0 {
                    columns[t] = Int32(u)
                    rows[u] = Int32(t)
                    count &+= 1
                    break
                }
            }
        }
        return (rows, columns, count)
    }

    /// Grows the matching `start` (the column of each left pixel and the left pixel of each
    /// column, -1 for none, `count` pairs) to a maximum one.
    ///
    /// - Returns: the number of matched pairs.
    func run(start: (left: [Int32], right: [Int32], count: Int)) -> Int {
        let leftCount = graph.leftCount
        let matchLeft = UnsafeMutableBufferPointer<Int32>.allocate(capacity: leftCount)
        let matchRight = UnsafeMutableBufferPointer<Int32>.allocate(capacity: graph.rightCount)
        let hasNeighbour = UnsafeMutableBufferPointer<Bool>.allocate(capacity: leftCount)
        let layer = UnsafeMutableBufferPointer<Int32>.allocate(capacity: leftCount)
        let queue = UnsafeMutableBufferPointer<Int32>.allocate(capacity: leftCount)
        let stackLeft = UnsafeMutableBufferPointer<Int32>.allocate(capacity: leftCount)
        let stackCursor = UnsafeMutableBufferPointer<Int>.allocate(capacity: leftCount)
        let stackRight = UnsafeMutableBufferPointer<Int32>.allocate(capacity: leftCount)
        defer {
            for buffer in [matchLeft, matchRight, layer, queue, stackLeft, stackRight] { buffer.deallocate() }
            hasNeighbour.deallocate()
            stackCursor.deallocate()
        }
        _ = matchLeft.initialize(from: start.left)
        _ = matchRight.initialize(from: start.right)
        var matched = start.count
        for u in 0..<leftCount {
            var cursor = 0
            hasNeighbour[u] = graph.nextNeighbour(of: u, cursor: &cursor) >= 0
        }

        while true {
            // Breadth-first layers from the free predicted pixels that have any neighbour.
            var head = 0, tail = 0
            for u in 0..<leftCount {
                if matchLeft[u] < 0 && hasNeighbour[u] {
                    layer[u] = 0
                    queue[tail] = Int32(u)
                    tail &+= 1
                } else {
                    layer[u] = Self.unreached
                }
            }
            var limit = Self.unreached  // layer + 1 at which a free truth pixel is first reached
            while head < tail {
                let u = Int(queue[head])
                head &+= 1
                if layer[u] &+ 1 > limit { continue }
                var cursor = 0
                while case let t = graph.nextNeighbour(of: u, cursor: &cursor), t >= 0 {
                    let v = Int(matchRight[t])
                    if v < 0 {
                        if limit == Self.unreached { limit = layer[u] &+ 1 }
                    } else if layer[v] == Self.unreached {
                        layer[v] = layer[u] &+ 1
                        queue[tail] = Int32(v)
                        tail &+= 1
                    }
                }
            }
            if limit == Self.unreached { return matched }

            // Depth-first augmentation along the layers, one root at a time.
            var augmented = 0
            for root in 0..<leftCount where matchLeft[root] < 0 && layer[root] == 0 {
                var top = 0
                stackLeft[0] = Int32(root)
                stackCursor[0] = 0
                var found = false
                while top >= 0 {
                    let u = Int(stackLeft[top])
                    var cursor = stackCursor[top]
                    var descended = false
                    while case let t = graph.nextNeighbour(of: u, cursor: &cursor), t >= 0 {
                        let v = Int(matchRight[t])
                        if v < 0 {
                            if layer[u] &+ 1 == limit {
                                stackRight[top] = Int32(t)
                                found = true
                                break
                            }
                        } else if layer[v] == layer[u] &+ 1 && layer[v] < limit {
                            stackRight[top] = Int32(t)
                            stackCursor[top] = cursor
                            top &+= 1
                            stackLeft[top] = Int32(v)
                            stackCursor[top] = 0
                            descended = true
                            break
                        }
                    }
                    if found { break }
                    if descended { continue }
                    layer[u] = Self.unreached  // a dead end for the rest of this phase
                    top &-= 1
                }
                if found {
                    for level in 0...top {
                        matchLeft[Int(stackLeft[level])] = stackRight[level]
                        matchRight[Int(stackRight[level])] = stackLeft[level]
                    }
                    augmented &+= 1
                }
            }
            if augmented == 0 { return matched }
            matched &+= augmented
        }
    }
}
