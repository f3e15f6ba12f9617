import LineworkContours
import LineworkCore
import LineworkPlotter

/// Which edge end of a skeleton graph each edge end continues into, and the strokes that follow.
///
/// Edge ends are numbered as in `SkeletonGraph.Node.ends` (`2 * edge` for the start,
/// `2 * edge + 1` for the end). Links are made at junctions (`continueThroughJunctions`) and
/// across gaps between free ends (`joinGaps`); a stroke is then a maximal chain of edges linked
/// end to end, and a chain that comes back to where it started is a closed stroke.
struct StrokeLinks {
    /// The edge end that `end` continues into, or -1 where a stroke ends.
    var partner: [Int]

    /// No links: every edge is a stroke of its own.
    init(_ graph: SkeletonGraph) {
        partner = [Int](repeating: -1, count: 2 * graph.edges.count)
    }

    mutating func link(_ a: Int, _ b: Int) {
        partner[a] = b
        partner[b] = a
    }

    /// The strokes of `graph` along the links, dropping every connected piece of the drawing
    /// (edges sharing a node or joined across a gap) whose total length is below `minimumLength`.
    ///
    /// Open strokes come first, each from its first unlinked end in edge order, then closed
    /// ones in the order of their first edge, then dots (single points).
    /// Points of a closed stroke do not repeat the first point. Linked edges that meet at a
    /// node share its point, which appears once; across a gap the stroke steps straight over it.
    func strokes(of graph: SkeletonGraph, minimumLength: Double) -> [PlotterOrder.Stroke] {
        let edges = graph.edges
        var pieces = UnionFind(count: edges.count)
        for node in graph.nodes { for end in node.ends.dropFirst() { pieces.union(end >> 1, node.ends[0] >> 1) } }
        for end in partner.indices where partner[end] >= 0 { pieces.union(end >> 1, partner[end] >> 1) }
        var pieceLength = [Double](repeating: 0, count: edges.count)
        for k in edges.indices { pieceLength[pieces.find(k)] += edges[k].length }

        var used = [Bool](repeating: false, count: edges.count)
        var strokes: [PlotterOrder.Stroke] = []
        func follow(from first: Int) {
            var points: [Point2] = []
            var end = first
            while true {
                let index = end >> 1
                used[index] = true
                let edge = edges[index].points
                let walked = end & 1 == 0 ? edge : edge.reversed()
                points += walked.dropFirst(points.last == walked.first ? 1 : 0)
                end = partner[end ^ 1]
                if end < 0 { break }
                if end == first {
                    if points.count > 1, points.first == points.last { points.removeLast() }
                    break
                }
            }
            if pieceLength[pieces.find(first >> 1)] >= minimumLength { strokes.append((points, end >= 0)) }
        }
        for end in partner.indices where !used[end >> 1] && partner[end] < 0 && edges[end >> 1].start != nil {
            follow(from: end)
        }
        for index in edges.indices where !used[index] {
            if edges[index].start != nil {
                follow(from: 2 * index)
            } else if edges[index].length >= minimumLength {
                strokes.append((edges[index].points, true))
            }
        }
        if minimumLength <= 0 {
            for node in graph.nodes where node.ends.isEmpty { strokes.append(([node.position], false)) }
        }
        return strokes
    }
}
