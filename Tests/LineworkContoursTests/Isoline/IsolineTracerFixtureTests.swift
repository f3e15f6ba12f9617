import Foundation
import LineworkContours
import Testing

/// The isoline tracer against scikit-image's find_contours: same lines in the same order, same
/// point order, points within 1e-6 px.
@Suite struct IsolineTracerFixtureTests {
    static let synthetic = Fixtures.isolineCases("isoline-synthetic.json")
    static let photos = Fixtures.isolineCases("isoline-photos.json")

    @Test(arguments: synthetic)
    func matchesScikitImageOnSyntheticGrids(_ fixture: Fixtures.IsolineCase) throws {
        let values = try #require(fixture.values)
        let lines = IsolineTracer.trace(validValues: values, width: fixture.width, height: fixture.height, level: fixture.level)
        expectMatch(lines, fixture)
    }

    @Test(arguments: photos)
    func matchesScikitImageOnPhotosThroughLookup(_ fixture: Fixtures.IsolineCase) throws {
        let bytes = try #require(fixture.gray.flatMap { Data(base64Encoded: $0) })
        let pivot = try #require(fixture.pivot), adjustment = try #require(fixture.adjustment)
        // The same float64 expression the fixture script applies with numpy.
        let lookup = (0 ..< 256).map { v in min(max((Double(v) / 255.0 - pivot) * adjustment + pivot, 0), 1) }
        let samples = [UInt8](bytes)
        let lines = IsolineTracer.trace(validSamples: samples, width: fixture.width, height: fixture.height, lookup: lookup, level: fixture.level)
        expectMatch(lines, fixture)
        let viaValues = IsolineTracer.trace(validValues: samples.map { lookup[Int($0)] }, width: fixture.width,
                                            height: fixture.height, level: fixture.level)
        #expect(viaValues == lines)
    }

    private func expectMatch(_ lines: [Isoline], _ fixture: Fixtures.IsolineCase) {
        #expect(lines.count == fixture.contours.count, "\(fixture.name)")
        for (line, flat) in zip(lines, fixture.contours) {
            #expect(line.points.count * 2 == flat.count, "\(fixture.name)")
            guard line.points.count * 2 == flat.count else { continue }
            let worst = line.points.indices.map { i in
                max(abs(line.points[i].x - flat[2 * i]), abs(line.points[i].y - flat[2 * i + 1]))
            }.max() ?? 0
            #expect(worst <= 1e-6, "\(fixture.name)")
            #expect(line.isClosed == (flat.count > 2 && flat[0] == flat[flat.count - 2] && flat[1] == flat[flat.count - 1]))
        }
    }
}
