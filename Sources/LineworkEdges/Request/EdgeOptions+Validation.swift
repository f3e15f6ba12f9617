import LineworkCore

extension EdgeOptions {
    /// Checks every field against its allowed range.
    ///
    /// - Throws: `LineworkError.invalidOption` with the field's name (for example `sigmaC`),
    ///   the value and the allowed range. NaN and infinities are always rejected.
    public func validate() throws {
        try Self.check(tensorSigma, in: 0...20, name: "tensorSigma")
        try Self.check(chromaWeight, in: 0...10, name: "chromaWeight")
        try Self.check(flowIterations, in: 0...10, name: "flowIterations")
        try Self.check(flowRadius, in: 1...20, name: "flowRadius")
        try Self.check(sigmaC, in: 0.3...10, name: "sigmaC")
        try Self.check(k, in: 1.05...10, name: "k")
        try Self.check(sigmaM, in: 0...20, name: "sigmaM")
        try Self.check(sharpening, in: 0...1000, name: "sharpening")
        try Self.check(epsilon, in: -10...10, name: "epsilon")
        try Self.check(phi, in: 0.1...1000, name: "phi")
    }

    static func check(_ value: Double, in range: ClosedRange<Double>, name: String) throws {
        guard value.isFinite, range.contains(value) else {
            throw LineworkError.invalidOption(
                name: name, value: "\(value)",
                allowed: "must be a number in \(range.lowerBound.formatted)…\(range.upperBound.formatted)")
        }
    }

    static func check(_ value: Int, in range: ClosedRange<Int>, name: String) throws {
        guard range.contains(value) else {
            throw LineworkError.invalidOption(
                name: name, value: "\(value)",
                allowed: "must be an integer in \(range.lowerBound)…\(range.upperBound)")
        }
    }
}

private extension Double {
    /// `20` rather than `20.0`, `0.3` as is.
    var formatted: String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
