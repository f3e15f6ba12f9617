import LineworkCore
import Testing

@testable import LineworkEdges

/// The public boundary rejects every out-of-range field by name.
struct EdgeOptionsTests {
    /// The defaults with one change.
    static func changed(_ change: (inout EdgeOptions) -> Void) -> EdgeOptions {
        var options = EdgeOptions()
        change(&options)
        return options
    }

    @Test func defaultsAreValid() throws {
        try EdgeOptions().validate()
    }

    @Test(arguments: [
        ("tensorSigma", changed { $0.tensorSigma = -1 }),
        ("tensorSigma", changed { $0.tensorSigma = .nan }),
        ("chromaWeight", changed { $0.chromaWeight = .infinity }),
        ("flowIterations", changed { $0.flowIterations = -1 }),
        ("flowRadius", changed { $0.flowRadius = 0 }),
        ("sigmaC", changed { $0.sigmaC = 0 }),
        ("k", changed { $0.k = 1 }),
        ("sigmaM", changed { $0.sigmaM = 21 }),
        ("sharpening", changed { $0.sharpening = -0.5 }),
        ("epsilon", changed { $0.epsilon = .nan }),
        ("phi", changed { $0.phi = 0 }),
    ])
    func invalidFieldIsNamed(field: String, options: EdgeOptions) {
        let error = #expect(throws: LineworkError.self) { try EdgeRequest(options: options) }
        guard case .invalidOption(let name, _, let allowed) = error else {
            Issue.record("expected invalidOption, got \(String(describing: error))")
            return
        }
        #expect(name == field)
        #expect(allowed.hasPrefix("must be"))
    }

    @Test func messageStatesTheRange() {
        var options = EdgeOptions()
        options.sigmaC = 11
        #expect(throws: LineworkError.invalidOption(name: "sigmaC", value: "11.0", allowed: "must be a number in 0.3…10")) {
            try options.validate()
        }
    }
}
