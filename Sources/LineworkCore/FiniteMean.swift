extension Sequence where Element == Double {
    /// The arithmetic mean of the finite elements, skipping NaN and ±infinity (an undefined
    /// score, such as an AUC on an image without fixations, does not drag the mean); nil when
    /// no element is finite, including an empty sequence.
    ///
    /// The finite elements are added in order, starting from 0, and the sum is divided by
    /// their count once, so the result is the one `filter(\.isFinite).reduce(0, +) / count`
    /// gives, bit for bit. The one definition of "mean over finite values" that the
    /// evaluation scores and the report's metric tables share.
    ///
    /// - Returns: the mean, or nil when nothing is finite.
    public func finiteMean() -> Double? {
        var sum = 0.0, count = 0
        for value in self where value.isFinite {
            sum += value
            count += 1
        }
        return count == 0 ? nil : sum / Double(count)
    }
}
