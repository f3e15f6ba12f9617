import Foundation
import LineworkCodecs
import LineworkEvaluation
import LineworkImage
import Testing

/// Golden files written by `Scripts/make-evaluation-fixtures` (pysaliency's scores).
enum SaliencyFixtures {
    struct Manifest: Decodable {
        let sigma: Double
        let cases: [Case]
    }

    /// One prediction / fixations / density triple with pysaliency's scores.
    struct Case: Decodable, CustomTestStringConvertible {
        let name: String
        let width: Int
        let height: Int
        let bitDepth: Int
        let fixationCount: Int
        /// All five scores with the stored density.
        let given: [String: Double]
        /// CC, SIM and KLD with the fixations blurred by the manifest's σ.
        let blurred: [String: Double]

        var testDescription: String { name }

        func path(_ role: String) -> String {
            folder.appendingPathComponent("\(name)-\(role).png").path
        }

        func map(_ role: String) throws -> FloatImage {
            try #require(try ImageDecoder().decode(path: path(role)).pixels.unitGrayImage)
        }
    }

    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/saliency")

    static let manifest: Manifest = {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/saliency.json")
        return try! JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    }()

    /// The agreement each score is held to: 1e-6 for the three AUCs, whose ties Linework resolves
    /// on the doubles pysaliency sees (the script scores AUC-Judd with `general_roc`, without
    /// `AUC_Judd`'s jitter), and 1e-3 for the others.
    static func tolerance(_ metric: String) -> Double {
        ["AUC-Judd", "sAUC", "AUC-Borji"].contains(metric) ? 1e-6 : 1e-3
    }
}
