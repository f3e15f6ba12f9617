/// What the drawing written beside a trace measured: the `art` object of the contract's
/// `contours` and `sweep` JSON.
///
/// Lengths are working pixels. The numbers are rounded as the contract writes them (travel to
/// hundredths, doubled ink to ten-thousandths), so a summary survives a JSON round trip unchanged.
public struct ArtSummary: Codable, Sendable, Equatable {
    /// Pen-up travel before and after joining ends and plotter ordering.
    public struct Travel: Codable, Sendable, Equatable {
        /// Travel in the traced order.
        public var before: Double
        /// Travel in the drawn order.
        public var after: Double

        /// Creates a travel record, rounding both lengths to hundredths of a pixel.
        public init(before: Double, after: Double) {
            self.before = (before * 100).rounded() / 100
            self.after = (after * 100).rounded() / 100
        }
    }

    /// Number of vector paths drawn.
    public var paths: Int
    /// Pen-up travel.
    public var penUpTravel: Travel
    /// The share of ink within 1.5 px of another stroke, in [0, 1].
    public var doubledInk: Double

    /// Creates a summary, rounding `doubledInk` to ten-thousandths.
    public init(paths: Int, penUpTravel: Travel, doubledInk: Double) {
        self.paths = paths
        self.penUpTravel = penUpTravel
        self.doubledInk = (doubledInk * 10_000).rounded() / 10_000
    }
}
