import Foundation
import LineworkContours
import LineworkCore

extension StrokeLinks {
    /// Pairs the branches at every junction so that the straightest continuations go through.
    ///
    /// A pen line crossing another keeps its direction, so a "+" or an "X" is two strokes and the
    /// bar of a "T" one stroke with the stem ending on it. Each branch's direction is the chord of
    /// `tangentLength` pixels starting one stroke radius (`radius` at the junction) out from the
    /// node, past the bend thinning makes where strokes meet (`Edge.direction`). Going in along
    /// one branch and out along another turns by the angle between the first's reversed direction
    /// and the second's; pairs are taken greedily from the smallest turn, each branch once, while
    /// the turn is below `maximumTurn` degrees. Branches left unpaired end at the junction, whose
    /// point their strokes keep, so the drawing stays connected. Ties go to the lower branch.
    ///
    /// - Parameters:
    ///   - radius: the stroke radius at a node's position.
    ///   - maximumTurn: the largest turn, in degrees, that still continues a stroke.
    ///   - tangentLength: the chord length of a branch's direction, in pixels.
    mutating func continueThroughJunctions(of graph: SkeletonGraph, radius: (Point2) -> Double,
                                           maximumTurn: Double, tangentLength: Double) {
        var turns: [(turn: Double, a: Int, b: Int)] = []
        var paired: [Bool] = []
        for node in graph.nodes where node.ends.count >= 3 {
            let skip = radius(node.position)
            let directions = node.ends.map { end in
                graph.edges[end >> 1].direction(fromStart: end & 1 == 0, skip: skip, length: tangentLength)
            }
            turns.removeAll(keepingCapacity: true)
            for a in directions.indices {
                guard let da = directions[a] else { continue }
                for b in directions.indices.dropFirst(a + 1) {
                    guard let db = directions[b] else { continue }
                    let turn = acos(max(-1, min(1, -(da * db).sum()))) * 180 / .pi
                    if turn < maximumTurn { turns.append((turn, a, b)) }
                }
            }
            turns.sort { ($0.turn, $0.a, $0.b) < ($1.turn, $1.a, $1.b) }
            paired = [Bool](repeating: false, count: directions.count)
            for pair in turns where !paired[pair.a] && !paired[pair.b] {
                paired[pair.a] = true
                paired[pair.b] = true
                link(node.ends[pair.a], node.ends[pair.b])
            }
        }
    }
}
