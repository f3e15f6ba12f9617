import LineworkCore
import Testing

/// `finiteMean()`: the one "mean over finite values" the evaluation scores and the report share.
struct FiniteMeanTests {
    @Test func skipsNaNAndInfinities() {
        #expect([1, .nan, 2, .infinity, 6, -.infinity].finiteMean() == 3)
        #expect([-2.5].finiteMean() == -2.5)
    }

    @Test func isNilWhenNothingIsFinite() {
        #expect([Double]().finiteMean() == nil)
        #expect([.nan, .infinity].finiteMean() == nil)
    }

    /// Bit for bit the sum in order from 0 over the count, as the three copies it replaced
    /// computed it (the evaluation fixtures compare to the last bit).
    @Test func addsInOrderFromZero() {
        var generator = SplitMix64(seed: 35)
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 1...40, using: &generator)).map { _ -> Double in
                Int.random(in: 0..<8, using: &generator) == 0 ? .nan : Double.random(in: -1e6...1e6, using: &generator)
            }
            let finite = values.filter(\.isFinite)
            let expected = finite.isEmpty ? nil : finite.reduce(0, +) / Double(finite.count)
            #expect(values.finiteMean()?.bitPattern == expected?.bitPattern)
        }
    }
}
