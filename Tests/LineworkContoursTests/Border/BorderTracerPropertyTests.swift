import LineworkContours
import PropertyBased
import Testing

/// Structural properties of the border tracer on random masks.
@Suite struct BorderTracerPropertyTests {
    static let sizes = Gen.int(in: 1 ... 24)
    static let densities = Gen.int(in: 0 ... 100)
    static let seeds = Gen.int(in: 0 ... Int.max)

    @Test func everyForegroundComponentHasExactlyOneOuterBorder() async {
        await propertyCheck(count: 200, input: Self.sizes, Self.sizes, Self.densities, Self.seeds) { w, h, p, seed in
            let mask = TestGrids.randomMask(width: w, height: h, percent: p, seed: UInt64(seed))
            let (labels, components) = Components.label(mask, eightConnected: true, foreground: true)
            let trace = BorderTracer.trace(mask)
            var outer = [Int](repeating: 0, count: components)
            for (i, contour) in trace.contours.enumerated() where !contour.isHole {
                let start = trace[i].first!
                outer[labels[Int(start.y) * w + Int(start.x)]] += 1
            }
            #expect(outer.allSatisfy { $0 == 1 })
        }
    }

    @Test func everyEnclosedBackgroundRegionHasExactlyOneHoleBorder() async {
        await propertyCheck(count: 200, input: Self.sizes, Self.sizes, Self.densities, Self.seeds) { w, h, p, seed in
            let mask = TestGrids.randomMask(width: w, height: h, percent: p, seed: UInt64(seed))
            let holes = Components.enclosedBackgroundRegions(mask)
            let trace = BorderTracer.trace(mask)
            #expect(trace.contours.filter(\.isHole).count == holes)
        }
    }

    @Test func hierarchyAlternatesAndParentsComeFirst() async {
        await propertyCheck(count: 200, input: Self.sizes, Self.sizes, Self.densities, Self.seeds) { w, h, p, seed in
            let mask = TestGrids.randomMask(width: w, height: h, percent: p, seed: UInt64(seed))
            let trace = BorderTracer.trace(mask)
            for (i, contour) in trace.contours.enumerated() {
                if let parent = contour.parent {
                    #expect(parent < i)
                    #expect(trace.contours[parent].isHole != contour.isHole)
                } else {
                    #expect(!contour.isHole)
                }
            }
        }
    }

    @Test func pointsLieInsideAndStepToEightNeighbours() async {
        await propertyCheck(count: 200, input: Self.sizes, Self.sizes, Self.densities, Self.seeds) { w, h, p, seed in
            let mask = TestGrids.randomMask(width: w, height: h, percent: p, seed: UInt64(seed))
            for retrieval in ContourRetrieval.allCases {
                let trace = BorderTracer.trace(mask, retrieval: retrieval)
                for i in trace.contours.indices {
                    let points = Array(trace[i])
                    #expect(points.allSatisfy { $0.x >= 0 && $0.x < w && $0.y >= 0 && $0.y < h && mask[Int($0.x), Int($0.y)] })
                    for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) where points.count > 1 {
                        #expect(max(abs(a.x - b.x), abs(a.y - b.y)) == 1)
                    }
                }
            }
        }
    }

    @Test func externalAndListAgreeWithTree() async {
        await propertyCheck(count: 200, input: Self.sizes, Self.sizes, Self.densities, Self.seeds) { w, h, p, seed in
            let mask = TestGrids.randomMask(width: w, height: h, percent: p, seed: UInt64(seed))
            let tree = BorderTracer.trace(mask)
            let external = BorderTracer.trace(mask, retrieval: .external)
            let list = BorderTracer.trace(mask, retrieval: .list)
            let topLevel = tree.contours.indices.filter { tree.contours[$0].parent == nil }.map { Array(tree[$0]) }
            #expect(external.contours.indices.map { Array(external[$0]) } == topLevel)
            let treeSet = Set(tree.contours.indices.map { Array(tree[$0]) })
            #expect(Set(list.contours.indices.map { Array(list[$0]) }) == treeSet)
            #expect(list.contours.count == tree.contours.count)
        }
    }
}

/// Reference connected-component counting by flood fill, independent of the tracer.
enum Components {
    /// Labels the pixels equal to `foreground`; returns labels (-1 elsewhere) and the count.
    static func label(_ mask: BinaryMask, eightConnected: Bool, foreground: Bool) -> ([Int], Int) {
        let w = mask.width, h = mask.height
        var labels = [Int](repeating: -1, count: w * h)
        var count = 0
        for start in 0 ..< w * h where labels[start] < 0 && mask[start % w, start / w] == foreground {
            labels[start] = count
            var stack = [start]
            while let i = stack.popLast() {
                let x = i % w, y = i / w
                for dy in -1 ... 1 {
                    for dx in -1 ... 1 where (dx != 0 || dy != 0) && (eightConnected || dx == 0 || dy == 0) {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0 && nx < w && ny >= 0 && ny < h else { continue }
                        let n = ny * w + nx
                        if labels[n] < 0 && mask[nx, ny] == foreground {
                            labels[n] = count
                            stack.append(n)
                        }
                    }
                }
            }
            count += 1
        }
        return (labels, count)
    }

    /// Number of 4-connected background regions that do not touch the image edge.
    static func enclosedBackgroundRegions(_ mask: BinaryMask) -> Int {
        let (labels, count) = label(mask, eightConnected: false, foreground: false)
        var touchesEdge = [Bool](repeating: false, count: count)
        for y in 0 ..< mask.height {
            for x in 0 ..< mask.width where x == 0 || y == 0 || x == mask.width - 1 || y == mask.height - 1 {
                let l = labels[y * mask.width + x]
                if l >= 0 { touchesEdge[l] = true }
            }
        }
        return touchesEdge.filter { !$0 }.count
    }
}
