import LineworkCore

/// A range of values written `FROM:TO:STEP`, with Swift's `stride(from:to:by:)` semantics:
/// FROM, FROM + STEP, … while below TO (TO is exclusive).
///
/// Values are computed as `from + i · step` (not by repeated addition), exactly as `stride`
/// does, so `0.2:0.7:0.1` gives 0.2, 0.3, 0.4, 0.5, 0.6 — five values — on every platform.
public struct StrideSpec: Sendable, Equatable, CustomStringConvertible {
    public var from: Double
    public var to: Double
    public var step: Double

    public init(from: Double, to: Double, step: Double) {
        self.from = from
        self.to = to
        self.step = step
    }

    /// Parses `FROM:TO:STEP`.
    ///
    /// - Parameters:
    ///   - text: the user's text.
    ///   - flag: the option name, for errors.
    ///   - range: the allowed range of every value.
    /// - Throws: `LineworkError.invalidOption` for malformed text, non-finite numbers, a step
    ///   that is not positive, a reversed or empty range, or values outside `range`.
    public init(parsing text: String, flag: String, range: ClosedRange<Double>) throws {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        let form = "must be FROM:TO:STEP with FROM < TO and STEP > 0 (TO exclusive), values in "
            + "\(range.lowerBound)…\(range.upperBound)"
        guard parts.count == 3, let from = parts[0], let to = parts[1], let step = parts[2],
              from.isFinite, to.isFinite, step.isFinite else {
            throw LineworkError.invalidOption(name: flag, value: text, allowed: form)
        }
        guard step > 0 else {
            throw LineworkError.invalidOption(name: flag, value: text, allowed: "STEP must be positive; " + form)
        }
        guard from < to else {
            throw LineworkError.invalidOption(name: flag, value: text, allowed: "the range is reversed or empty; " + form)
        }
        self.init(from: from, to: to, step: step)
        let values = self.values
        guard values.count <= 10_000 else {
            throw LineworkError.invalidOption(name: flag, value: text, allowed: "gives \(values.count) values, at most 10000 are allowed")
        }
        guard values.allSatisfy({ range.contains($0) }) else {
            throw LineworkError.invalidOption(name: flag, value: text, allowed: form)
        }
    }

    /// The values, in ascending order.
    public var values: [Double] { Array(stride(from: from, to: to, by: step)) }

    public var description: String { "\(from):\(to):\(step)" }
}
