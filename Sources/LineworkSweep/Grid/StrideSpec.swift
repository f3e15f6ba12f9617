import Foundation
import LineworkCore

/// A range of values written `FROM:TO:STEP`, with Swift's `stride(from:to:by:)` semantics:
/// FROM, FROM + STEP, … while below TO (TO is exclusive); or an explicit list of values written
/// `[0.3, 0.45]` or `0.3,0.45` (a single number is a list of one), kept ascending and distinct.
///
/// Values are computed as `from + i · step` (one fused multiply-add, not repeated addition),
/// exactly as `stride` does, so `0.2:0.7:0.1` gives 0.2, 0.3, 0.4, 0.5, 0.6 — five values — on
/// every platform.
///
/// How many values a spec gives is computed arithmetically (`count`), never by listing them:
/// `0:1:1e-300` has about 10³⁰⁰ values, and listing them first would spin forever (or, at
/// `0:1:1e-10`, ask for 80 GB) before any cap could be checked.
///
/// Every spec is well formed: `init(from:to:step:)` refuses non-finite numbers, a step ≤ 0 and
/// FROM ≥ TO, and the fields cannot be changed afterwards. Whether it suits an axis (its
/// values' range, the cap on their number) is `validate(flag:range:text:)`'s question, which
/// `SweepGrid.validate` asks for both axes.
public struct StrideSpec: Sendable, Equatable, CustomStringConvertible, Codable {
    /// The first value (a list's smallest).
    public private(set) var from: Double
    /// The exclusive end (a list's largest value).
    public private(set) var to: Double
    /// The distance between values, > 0 (0 for a list).
    public private(set) var step: Double

    /// The most values one axis may have. 10,000: far finer than a contrast setting can be
    /// told apart (an 8-bit threshold has 256 levels), and small enough to list at once.
    public static let maxValues = 10_000

    /// The explicit values, ascending and distinct; nil for a stride. With a list, `from` and
    /// `to` are its first and last values and `step` is 0.
    public private(set) var list: [Double]?

    /// The stride FROM, FROM + STEP, … below TO.
    ///
    /// - Throws: `LineworkError.invalidOption` naming `from`, `to` or `step` when a number is
    ///   not finite, `step` ≤ 0, or `from` ≥ `to` (the stride would give no value).
    public init(from: Double, to: Double, step: Double) throws {
        guard from.isFinite else {
            throw LineworkError.invalidOption(name: "from", value: "\(from)", allowed: "must be a finite number")
        }
        guard to.isFinite, from < to else {
            throw LineworkError.invalidOption(name: "to", value: "\(to)",
                                              allowed: "must be a finite number above from (\(from)); TO is exclusive")
        }
        guard step.isFinite, step > 0 else {
            throw LineworkError.invalidOption(name: "step", value: "\(step)", allowed: "must be a finite number > 0")
        }
        self.init(uncheckedFrom: from, to: to, step: step)
    }

    /// A stride whose numbers the caller has checked (the default grid's constants), or that
    /// `init(parsing:flag:range:)` checks next with its own messages.
    init(uncheckedFrom from: Double, to: Double, step: Double) {
        self.from = from
        self.to = to
        self.step = step
    }

    /// An explicit list: sorted, repeats dropped (NaN stays, for `validate` to refuse).
    public init(values: [Double]) {
        var sorted = values.filter { !$0.isNaN }.sorted()
        sorted = sorted.enumerated().filter { $0.offset == 0 || $0.element != sorted[$0.offset - 1] }.map(\.element)
        list = sorted + values.filter(\.isNaN)
        from = sorted.first ?? 0
        to = sorted.last ?? 0
        step = 0
    }

    /// Parses `FROM:TO:STEP`.
    ///
    /// - Parameters:
    ///   - text: the user's text.
    ///   - flag: the option name, for errors.
    ///   - range: the allowed range of every value.
    /// - Throws: `LineworkError.invalidOption` for malformed text, non-finite numbers, a step
    ///   that is not positive, a reversed or empty range, more than `maxValues` values, or
    ///   values outside `range`.
    public init(parsing text: String, flag: String, range: ClosedRange<Double>) throws {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        let bracketed = trimmed.hasPrefix("[") && trimmed.hasSuffix("]")
        if bracketed { trimmed = String(trimmed.dropFirst().dropLast()) }
        if bracketed || !trimmed.contains(":") {
            let items = trimmed.split(separator: ",", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard !items.isEmpty, items.allSatisfy({ $0 != nil }) else {
                throw LineworkError.invalidOption(name: flag, value: text, allowed: Self.form(range))
            }
            self.init(values: items.map { $0! })
            try validate(flag: flag, range: range, text: text)
            return
        }
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 3, let from = parts[0], let to = parts[1], let step = parts[2] else {
            throw LineworkError.invalidOption(name: flag, value: text, allowed: Self.form(range))
        }
        self.init(uncheckedFrom: from, to: to, step: step)
        try validate(flag: flag, range: range, text: text)
    }

    /// Checks that the spec is a usable axis: finite numbers, STEP > 0, FROM < TO, at most
    /// `maxValues` values (counted arithmetically), every value within `range`.
    ///
    /// - Parameters:
    ///   - flag: the option or key named in errors.
    ///   - range: the values the axis allows.
    ///   - text: the value shown in errors; default the spec as `FROM:TO:STEP`.
    /// - Throws: `LineworkError.invalidOption`.
    public func validate(flag: String, range: ClosedRange<Double>, text: String? = nil) throws {
        let shown = text ?? description
        let form = Self.form(range)
        if let list {
            guard !list.isEmpty, list.count <= Self.maxValues else {
                throw LineworkError.invalidOption(name: flag, value: shown,
                    allowed: "a list needs 1 to \(Self.maxValues) values; " + form)
            }
            guard list.allSatisfy({ $0.isFinite && range.contains($0) }) else {
                throw LineworkError.invalidOption(name: flag, value: shown, allowed: form)
            }
            return
        }
        guard from.isFinite, to.isFinite, step.isFinite else {
            throw LineworkError.invalidOption(name: flag, value: shown, allowed: form)
        }
        guard step > 0 else {
            throw LineworkError.invalidOption(name: flag, value: shown, allowed: "STEP must be positive; " + form)
        }
        guard from < to else {
            throw LineworkError.invalidOption(name: flag, value: shown, allowed: "the range is reversed or empty; " + form)
        }
        guard count <= Self.maxValues else {
            throw LineworkError.invalidOption(name: flag, value: shown,
                allowed: "gives \(Self.describe(count)) values, at most \(Self.maxValues) are allowed; use a larger STEP")
        }
        // Values ascend, so the first and the last bound them all.
        guard range.contains(from), range.contains(value(at: count - 1)) else {
            throw LineworkError.invalidOption(name: flag, value: shown, allowed: form)
        }
    }

    /// The number of values, computed without listing them: the least n ≥ 0 with
    /// from + n · step ≥ to. Saturates at `Int.max` for absurd specs (`0:1:1e-300`). Every
    /// stride has finite numbers, STEP > 0 and FROM < TO (see `init(from:to:step:)`), so the
    /// count is at least 1 and the search below ends.
    public var count: Int {
        if let list { return list.count }
        let estimate = ((to - from) / step).rounded(.up)
        // 2⁵³: beyond it Double no longer counts every integer, and no cap is that high.
        guard estimate < 9_007_199_254_740_992 else { return Int.max }
        // The quotient can be off by one from the fused multiply-add `stride` uses; settle it.
        var n = max(0, Int(estimate))
        while n > 0 && value(at: n - 1) >= to { n -= 1 }
        while value(at: n) < to { n += 1 }
        return n
    }

    /// The values, in ascending order. Call on a spec that `validate` accepted: the list has
    /// `count` elements.
    public var values: [Double] { list ?? (0..<count).map(value(at:)) }

    /// The i-th value, as `stride(from:to:by:)` computes it.
    private func value(at index: Int) -> Double { from.addingProduct(Double(index), step) }

    /// The spec as written on the command line: `FROM:TO:STEP`, or the list as `[a, b, …]`.
    public var description: String {
        list.map { "[" + $0.map { "\($0)" }.joined(separator: ", ") + "]" } ?? "\(from):\(to):\(step)"
    }

    private static func form(_ range: ClosedRange<Double>) -> String {
        "must be FROM:TO:STEP with FROM < TO and STEP > 0 (TO exclusive), or a list such as [0.3, 0.45], "
            + "values in \(range.lowerBound)…\(range.upperBound)"
    }

    /// `count` for a message: "more than 2⁵³" when it saturated.
    static func describe(_ count: Int) -> String { count == Int.max ? "more than 2^53" : "\(count)" }
}

extension StrideSpec {
    /// Reads `FROM:TO:STEP` (as the command line writes it) or a list of numbers. The values
    /// are checked against their axis's range by `SweepGrid.validate()`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let values = try? container.decode([Double].self) {
            self.init(values: values)
        } else if let text = try? container.decode(String.self) {
            do {
                self = try StrideSpec(parsing: text, flag: "stride", range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            } catch {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "must be FROM:TO:STEP (TO exclusive) or a list of numbers")
            }
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "must be FROM:TO:STEP (TO exclusive) or a list of numbers")
        }
    }

    /// Writes `FROM:TO:STEP`, or the list of values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let list { try container.encode(list) } else { try container.encode("\(from):\(to):\(step)") }
    }
}
