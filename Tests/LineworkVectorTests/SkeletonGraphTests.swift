import LineworkContours
import LineworkCore
import Testing

@testable import LineworkVector

/// The skeleton graph of hand-drawn one-pixel skeletons: nodes, edges and spur pruning.
struct SkeletonGraphTests {
    typealias Node = SkeletonGraph.Node
    typealias Edge = SkeletonGraph.Edge

    func points(_ pixels: [(Int, Int)]) -> [Point2] { pixels.map { Point2(Double($0.0), Double($0.1)) } }

    @Test func teeHasThreeEndsOneJunctionAndThreeEdges() {
        // The bar pixel above the stem connects nothing (its neighbours touch each other), so it
        // goes and the bar dips into the junction at (4, 2).
        let graph = SkeletonGraph(skeleton: CenterlineGrids.mask("""
            .........
            .#######.
            ....#....
            ....#....
            ....#....
            .........
            """))
        #expect(graph.nodes == [
            Node(position: Point2(1, 1), ends: [0]),
            Node(position: Point2(7, 1), ends: [2]),
            Node(position: Point2(4, 2), ends: [1, 3, 4]),
            Node(position: Point2(4, 4), ends: [5]),
        ])
        #expect(graph.edges == [
            Edge(points: points([(1, 1), (2, 1), (3, 1), (4, 2)]), start: 0, end: 2),
            Edge(points: points([(7, 1), (6, 1), (5, 1), (4, 2)]), start: 1, end: 2),
            Edge(points: points([(4, 2), (4, 3), (4, 4)]), start: 2, end: 3),
        ])
    }

    @Test func adjacentJunctionPixelsAreOneNodeAtTheCrossing() {
        // The crossing pixel connects nothing once its four neighbours touch each other, so it
        // goes and leaves a diamond of four junction pixels: one node, placed back on the crossing.
        let graph = SkeletonGraph(skeleton: CenterlineGrids.mask("""
            .......
            ...#...
            ...#...
            .#####.
            ...#...
            ...#...
            .......
            """))
        #expect(graph.nodes.filter { $0.ends.count == 4 }.map(\.position) == [Point2(3, 3)])
        #expect(graph.nodes.filter { $0.ends.count == 1 }.map(\.position) == points([(3, 1), (1, 3), (5, 3), (3, 5)]))
        #expect(graph.edges.count == 4)
    }

    @Test func ringIsOneLoopWithoutNodes() {
        // The corners are redundant; what is left is a diamond, walked from its first pixel.
        let graph = SkeletonGraph(skeleton: CenterlineGrids.mask("""
            .....
            .###.
            .#.#.
            .###.
            .....
            """))
        #expect(graph.nodes.isEmpty)
        #expect(graph.edges == [Edge(points: points([(2, 1), (3, 2), (2, 3), (1, 2)]), start: nil, end: nil)])
        #expect(abs(graph.edges[0].length - 4 * 2.0.squareRoot()) < 1e-12)
    }

    @Test func isolatedPixelIsADot() {
        let graph = SkeletonGraph(skeleton: CenterlineGrids.mask("""
            ...
            .#.
            ...
            """))
        #expect(graph.nodes == [Node(position: Point2(1, 1), ends: [])])
        #expect(graph.edges.isEmpty)
    }

    @Test func shortSpurIsPrunedAndTheLineJoinedThroughTheJunction() {
        let graph = SkeletonGraph(skeleton: CenterlineGrids.mask("""
            ............
            .##########.
            .....#......
            .....#......
            ............
            """))
        #expect(graph.nodes.map(\.ends.count) == [1, 1, 3, 1])
        // Threshold 2 + 1 · 1 = 3 px: the 1 px spur from (5, 2) to (5, 3) goes.
        let pruned = graph.withoutSpurs(radius: { _ in 1 }, length: 2, factor: 1)
        #expect(pruned.nodes == [Node(position: Point2(1, 1), ends: [0]), Node(position: Point2(10, 1), ends: [1])])
        #expect(pruned.edges == [Edge(points: points([(1, 1), (2, 1), (3, 1), (4, 1), (5, 2), (6, 1), (7, 1), (8, 1), (9, 1), (10, 1)]), start: 0, end: 1)])
        // A threshold of 1 px keeps it.
        #expect(graph.withoutSpurs(radius: { _ in 1 }, length: 0, factor: 1) == graph)
    }

    @Test func forkedEndLosesBothProngsAndEndsAtTheFork() {
        let graph = SkeletonGraph(skeleton: CenterlineGrids.mask("""
            ..........
            ......#...
            .#####....
            ......#...
            ..........
            """))
        let pruned = graph.withoutSpurs(radius: { _ in 1 }, length: 2, factor: 1)
        #expect(pruned.edges == [Edge(points: points([(1, 2), (2, 2), (3, 2), (4, 2), (5, 2)]), start: 0, end: 1)])
        #expect(pruned.nodes.map(\.position) == points([(1, 2), (5, 2)]))
    }

    @Test func smallStarKeepsItsTwoLongestArms() {
        let graph = SkeletonGraph(skeleton: CenterlineGrids.mask("""
            .........
            ....#....
            ....#....
            .###.#...
            .........
            """))
        // Every arm is shorter than the threshold of 10 px; the shortest one goes.
        let pruned = graph.withoutSpurs(radius: { _ in 0 }, length: 10, factor: 0)
        #expect(pruned.edges.count == 1)
        #expect(pruned.nodes.map(\.ends.count) == [1, 1])
    }
}
