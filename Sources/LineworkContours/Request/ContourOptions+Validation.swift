import LineworkCore

extension ContourOptions {
    /// The smallest allowed `maximumImageDimension` (Vision's lower bound).
    public static let minimumImageDimension = 64
    /// Largest accepted blur σ, in pixels: beyond this the image is a uniform smear.
    public static let maximumBlurSigma = 100.0

    /// Checks every option against its allowed range.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the field (`contrastPivot`,
    ///   `contrastAdjustment`, `maximumImageDimension`, `blurSigma`, `minimumPointCount`,
    ///   `minimumArea`, or the adaptive threshold's `window`, `k`, `flattening`), the value and
    ///   what is allowed. NaN and infinities are always rejected.
    public func validate() throws {
        if case .fixed(let pivot) = contrastPivot {
            try Self.check(pivot, in: 0...1, field: "contrastPivot", allowed: "must be a number in 0…1, or `.automatic`")
        }
        try Self.check(contrastAdjustment, in: 0...3, field: "contrastAdjustment", allowed: "must be a number in 0…3")
        guard maximumImageDimension >= Self.minimumImageDimension else {
            throw LineworkError.invalidOption(
                name: "maximumImageDimension", value: "\(maximumImageDimension)",
                allowed: "must be an integer ≥ \(Self.minimumImageDimension)")
        }
        try Self.check(blurSigma, in: 0...Self.maximumBlurSigma, field: "blurSigma",
                       allowed: "must be a number in 0…\(Int(Self.maximumBlurSigma)) (0 = no blur)")
        guard minimumPointCount >= 1 else {
            throw LineworkError.invalidOption(
                name: "minimumPointCount", value: "\(minimumPointCount)", allowed: "must be an integer ≥ 1")
        }
        try Self.check(minimumArea, in: 0...Double.greatestFiniteMagnitude, field: "minimumArea",
                       allowed: "must be a number ≥ 0")
        try threshold.adaptive?.validate()
    }

    static func check(_ value: Double, in range: ClosedRange<Double>, field: String, allowed: String) throws {
        guard value.isFinite, range.contains(value) else {
            throw LineworkError.invalidOption(name: field, value: "\(value)", allowed: allowed)
        }
    }
}
