import LineworkContours
import LineworkCore

extension SkeletonGraph {
    /// The graph with every crossing in one node: junctions joined by an edge shorter than the
    /// stroke is wide there are merged.
    ///
    /// Where two strokes cross at an angle other than a right angle, the medial axis of the
    /// overlap is not a point but a short segment along the bisector of the acute angle, with a
    /// three-way junction at each end (about 0.7 pen widths apart at 70°): the X's four arms
    /// meet two at a time, and no arm can go straight on through one junction alone. An edge
    /// between two junctions that is shorter than `factor · max(r₁, r₂)` — by default 2, the
    /// stroke's width at the junctions, r being `radius` there — lies inside the ink the strokes share, so its
    /// two junctions are one crossing. They are merged into one node at the edge's middle
    /// pixel, the edge removed, and every other edge end at either junction extended along the
    /// removed edge's pixels to that middle, so strokes stay 8-connected pixel chains on the
    /// skeleton. Junctions joined by a longer edge are separate meetings (the two sides of an
    /// "H", a ring resting on a line). Repeats until no such edge is left, so a cluster of
    /// three junctions becomes one node too; edges between the two merged junctions other than
    /// the removed one become loops through the node (the waist of an "8").
    ///
    /// - Parameters:
    ///   - radius: the stroke radius at a node's position.
    ///   - factor: the multiple of the larger radius below which an edge is inside a crossing.
    func mergingCrossings(radius: (Point2) -> Double, factor: Double) -> SkeletonGraph {
        var nodes = self.nodes.map { Optional($0) }
        var edges = self.edges.map { Optional($0) }
        var changed = true
        while changed {
            changed = false
            for index in edges.indices {
                guard let edge = edges[index], let a = edge.start, let b = edge.end, a != b,
                      nodes[a]!.ends.count >= 3, nodes[b]!.ends.count >= 3,
                      edge.length < factor * max(radius(nodes[a]!.position), radius(nodes[b]!.position)) else { continue }
                let points = edge.points, middle = points.count / 2
                edges[index] = nil
                nodes[a]!.ends.removeAll { $0 == 2 * index }
                nodes[b]!.ends.removeAll { $0 == 2 * index + 1 }
                // The removed edge's pixels from the middle out to each junction, the
                // junction's own pixel (already the edge end's first or last point) excluded.
                let ways = [(a, Array(points[1...middle].reversed())),
                            (b, Array(points[middle..<(points.count - 1)]))]
                for (node, way) in ways {
                    for end in nodes[node]!.ends {
                        var other = edges[end >> 1]!
                        if end & 1 == 0 {
                            other.points = way + other.points
                            other.start = a
                        } else {
                            other.points += way.reversed()
                            other.end = a
                        }
                        edges[end >> 1] = other
                    }
                }
                nodes[a]!.ends += nodes[b]!.ends
                nodes[a]!.position = points[middle]
                nodes[b] = nil
                changed = true
            }
        }
        return Self.compacted(nodes: nodes, edges: edges)
    }
}
