import LineworkContours
import Testing

/// The border tracer against OpenCV's findContours(…, CHAIN_APPROX_NONE): identical contour
/// order, start points, directions and parents, compared literally.
@Suite struct BorderTracerFixtureTests {
    static let synthetic = Fixtures.borderCases("border-synthetic.json")
    static let photos = Fixtures.borderCases("border-photos.json")

    @Test(arguments: synthetic)
    func matchesOpenCVOnSyntheticMasks(_ fixture: Fixtures.BorderCase) {
        for retrieval in ContourRetrieval.allCases {
            expectMatch(fixture, retrieval)
        }
    }

    @Test(arguments: photos)
    func matchesOpenCVOnPhotoMasks(_ fixture: Fixtures.BorderCase) {
        for retrieval in ContourRetrieval.allCases {
            expectMatch(fixture, retrieval)
        }
    }

    private func expectMatch(_ fixture: Fixtures.BorderCase, _ retrieval: ContourRetrieval) {
        let expected = fixture.result(for: retrieval)
        let trace = BorderTracer.trace(fixture.binaryMask, retrieval: retrieval)
        #expect(trace.contours.count == expected.contours.count, "\(fixture.name) \(retrieval)")
        guard trace.contours.count == expected.contours.count else { return }
        for (i, flat) in expected.contours.enumerated() {
            let points = trace[i].flatMap { [$0.x, $0.y] }
            #expect(points == flat, "\(fixture.name) \(retrieval) contour \(i)")
            let parent = expected.hierarchy[i][3]
            #expect(trace.contours[i].parent == (parent < 0 ? nil : parent), "\(fixture.name) \(retrieval) parent of \(i)")
            if retrieval == .tree {
                // OpenCV has no hole flag; in a tree a contour is a hole exactly at odd depth.
                var depth = 0
                var ancestor = trace.contours[i].parent
                while let a = ancestor {
                    depth += 1
                    ancestor = trace.contours[a].parent
                }
                #expect(trace.contours[i].isHole == (depth % 2 == 1), "\(fixture.name) hole flag of \(i)")
            }
        }
    }
}
