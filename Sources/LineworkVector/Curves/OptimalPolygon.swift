import LineworkContours
import LineworkCore

/// Stage 1 of the fit: the polygon with the fewest edges whose every edge stays close to the
/// path it replaces, and among those the one of least total penalty (Selinger 2003, §2.2).
///
/// The path's points are the candidate vertices. An edge from point i to point j is possible
/// when the subpath from i − 1 to j + 1 is straight (``OptimalPolygon/straightRuns(_:count:closed:)``):
/// including one point beyond each end is what later lets every vertex move anywhere in its
/// unit square without the edges leaving the path (§2.2.2). Among the possible polygons a
/// dynamic programme picks the fewest edges, then the least sum of penalties (§2.2.3).
struct OptimalPolygon: Equatable {
    /// Indices of the vertices into the path, increasing. A closed polygon's first vertex is
    /// path point 0 and its last edge runs back to it; an open one's runs from the first to
    /// the last path point.
    var vertexIndices: [Int]

    /// The optimal polygon of a path.
    /// - Parameters:
    ///   - points: the path; for a closed path of `count` points, the points laid out twice so
    ///     that runs may wrap (point k + count equals point k).
    ///   - count: the number of distinct path points, at least 3.
    ///   - closed: whether the path is a cycle.
    ///   - moments: prefix sums over `points`.
    /// - Complexity: O(n · L) for n points whose straight runs are at most L points long.
    init(_ points: UnsafeBufferPointer<Point2>, count n: Int, closed: Bool, moments: PathMoments) {
        let runs = Self.straightRuns(points, count: n, closed: closed)
        // The last node: index n stands for point 0 again on a cycle.
        let last = closed ? n : n - 1
        // An edge may span at most half the cycle so that every closed polygon has at least
        // three vertices; an open polygon may be a single edge.
        let maxSpan = closed ? (n - 1) / 2 : n - 1
        var edges = [Int](repeating: 0, count: last)  // farthest j for an edge from i
        for i in 0..<last {
            // The run must start one point before i (point i itself at an open path's start)
            // and reach one point past j, unless it reaches the open path's last point.
            let reach: Int
            if closed {
                reach = (i == 0 ? runs[n - 1] - n : runs[i - 1]) - 1
            } else {
                let run = runs[max(i - 1, 0)]
                reach = run == n - 1 ? n - 1 : run - 1
            }
            edges[i] = min(max(reach, i + 1), i + maxSpan, last)
        }

        // Shortest path, ties broken by penalty, from node 0 to node `last`: relax forward.
        var segments = [Int](repeating: .max, count: last + 1)
        var penalty = [Double](repeating: .infinity, count: last + 1)
        var previous = [Int](repeating: -1, count: last + 1)
        segments[0] = 0
        penalty[0] = 0
        for i in 0..<last where segments[i] != .max {
            let a = points[i]
            for j in (i + 1)...edges[i] {
                let count = segments[i] + 1
                guard count <= segments[j] else { continue }
                let total = penalty[i] + moments.penalty(from: i, through: j, a: a, b: points[j])
                if count < segments[j] || total < penalty[j] {
                    segments[j] = count
                    penalty[j] = total
                    previous[j] = i
                }
            }
        }
        var indices: [Int] = closed ? [] : [last]
        var node = previous[last]
        while node > 0 {
            indices.append(node)
            node = previous[node]
        }
        indices.append(0)
        vertexIndices = indices.reversed()
    }
}
