import Foundation
import LineworkCodecs
import LineworkCore
import LineworkExperimentFixtures
import LineworkImage
import Testing
@testable import LineworkExperiment

/// Boundary ground truth of another size than its photo.
struct BoundaryTruthSizeTests {
    /// Regression: `report` silently accepted boundary truth of another size than the photo
    /// (its contours were rasterised at the truth's size), while `evaluate contours` refuses a
    /// prediction of another size than its truth. The report now refuses it with the same
    /// one-line message: the key, the file, both sizes.
    @Test func reportRefusesBoundaryTruthOfAnotherSize() throws {
        let fixture = try ReportFixture()
        defer { fixture.remove() }
        let path = fixture.folder + "/gt/boundaries/square.png"
        try PNGEncoder.write(Image<UInt8>(validWidth: 10, height: 7, repeating: 0), to: path)
        #expect {
            try fixture.experiment()
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("groundTruth.boundaries '\(path)': is 10×7; it must be the size of its image ")
                && !message.contains("\n")
        }
    }
}
