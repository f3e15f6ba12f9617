import LineworkContours
import LineworkCore

extension SkeletonGraph {
    /// The graph without spurs: short side branches that thinning grows from bumps on a stroke's
    /// outline and from the corners of its thick ends.
    ///
    /// At a junction whose stroke radius is r (`StrokeRadius`), an end branch (an edge from an
    /// end node to the junction) or a loop through the junction is a spur when it is shorter than
    /// `length + factor · r`: a bump on the outline of a stroke r wide grows a branch about r
    /// long, so only branches clearly longer than the stroke is wide are drawn. If the junction
    /// keeps at least one other branch every spur goes — the thick end of a stroke forks into two
    /// spurs, and the stroke then ends at the fork. If every branch is a spur (a small star), the
    /// two longest stay. A junction left with two branches joins them into one edge, and one
    /// left with a single branch becomes an end. This repeats until nothing changes, since
    /// removing a spur can turn the next edge into an end branch.
    ///
    /// - Parameters:
    ///   - radius: the stroke radius at a node's position.
    ///   - length: the constant part of the threshold, in pixels.
    ///   - factor: the multiple of the radius added to it.
    func withoutSpurs(radius: (Point2) -> Double, length: Double, factor: Double) -> SkeletonGraph {
        var nodes = self.nodes.map { Optional($0) }
        var edges = self.edges.map { Optional($0) }
        var lengths = self.edges.map(\.length)
        var changed = true
        while changed {
            changed = false
            for id in nodes.indices {
                guard let node = nodes[id], node.ends.count >= 3 else { continue }
                let threshold = length + factor * radius(node.position)
                var spurs: [(edge: Int, length: Double, degree: Int)] = []
                var kept = 0
                for end in node.ends {
                    let index = end >> 1, edge = edges[index]!
                    let far = end & 1 == 0 ? edge.end! : edge.start!
                    if far == id {
                        guard end & 1 == 0 else { continue }  // a loop is looked at from its start
                        if lengths[index] < threshold { spurs.append((index, lengths[index], 2)) } else { kept += 2 }
                    } else if nodes[far]!.ends.count == 1 && lengths[index] < threshold {
                        spurs.append((index, lengths[index], 1))
                    } else {
                        kept += 1
                    }
                }
                guard !spurs.isEmpty else { continue }
                var degree = node.ends.count
                // Shortest first, so that when all are spurs the longest are the ones kept.
                let shortestFirst = spurs.sorted { ($0.length, $0.edge) < ($1.length, $1.edge) }
                for spur in shortestFirst where kept > 0 || degree - spur.degree >= 2 {
                    let edge = edges[spur.edge]!
                    if spur.degree == 1 { nodes[edge.start == id ? edge.end! : edge.start!] = nil }
                    nodes[id]!.ends.removeAll { $0 >> 1 == spur.edge }
                    edges[spur.edge] = nil
                    degree -= spur.degree
                    changed = true
                }
                if degree == 2 { Self.join(at: id, nodes: &nodes, edges: &edges, lengths: &lengths) }
            }
        }
        return Self.compacted(nodes: nodes, edges: edges)
    }

    /// Joins the two edge ends at a node of degree 2 into one edge and removes the node; a loop
    /// through the node becomes a closed loop with no node.
    private static func join(at id: Int, nodes: inout [Node?], edges: inout [Edge?], lengths: inout [Double]) {
        let a = nodes[id]!.ends[0], b = nodes[id]!.ends[1]
        nodes[id] = nil
        if a >> 1 == b >> 1 {
            edges[a >> 1]!.points.removeLast()
            (edges[a >> 1]!.start, edges[a >> 1]!.end) = (nil, nil)
            return
        }
        // The first edge is turned to end at the node, the second to start there.
        var first = edges[a >> 1]!, second = edges[b >> 1]!
        if a & 1 == 0 { first = first.reversed() }
        if b & 1 == 1 { second = second.reversed() }
        let joined = a >> 1
        edges[joined] = Edge(points: first.points + second.points.dropFirst(), start: first.start, end: second.end)
        edges[b >> 1] = nil
        lengths[joined] += lengths[b >> 1]
        // The far ends keep their nodes but now belong to the joined edge.
        let farA = a ^ 1, farB = b ^ 1
        nodes[first.start!]!.ends = nodes[first.start!]!.ends.map { $0 == farA ? 2 * joined : $0 }
        nodes[second.end!]!.ends = nodes[second.end!]!.ends.map { $0 == farB ? 2 * joined + 1 : $0 }
    }

    /// The graph of the nodes and edges still present, renumbered in their order.
    static func compacted(nodes: [Node?], edges: [Edge?]) -> SkeletonGraph {
        var nodeIndex = [Int](repeating: -1, count: nodes.count)
        var edgeIndex = [Int](repeating: -1, count: edges.count)
        var count = 0
        for k in nodes.indices where nodes[k] != nil { nodeIndex[k] = count; count += 1 }
        count = 0
        for k in edges.indices where edges[k] != nil { edgeIndex[k] = count; count += 1 }
        return SkeletonGraph(
            nodes: nodes.compactMap { node in
                node.map { Node(position: $0.position, ends: $0.ends.map { 2 * edgeIndex[$0 >> 1] + ($0 & 1) }) }
            },
            edges: edges.compactMap { edge in
                edge.map { Edge(points: $0.points, start: $0.start.map { nodeIndex[$0] }, end: $0.end.map { nodeIndex[$0] }) }
            })
    }
}

extension SkeletonGraph.Edge {
    /// The same edge walked the other way.
    func reversed() -> Self { Self(points: points.reversed(), start: end, end: start) }
}
