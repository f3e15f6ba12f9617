import LineworkTone
import Testing

/// `HatchOptions.costEstimate`: the most a tone layer may cost, from the options alone.
struct HatchCostEstimateTests {
    /// The estimate is the options' arithmetic: at 512 × 512, 5 layers 8 px apart are
    /// 163,840 px of line, cut into at most 163,840 / 5 pieces.
    @Test func costEstimateIsLinesOverSpacing() {
        let estimate = HatchOptions(style: .hatch).costEstimate(width: 512, height: 512)
        #expect(estimate.lineLength == 163_840)
        #expect(abs(estimate.pieces - 32_768) < 1e-6)
        #expect(estimate.bytes == estimate.pieces * HatchCostEstimate.bytesPerPiece)
    }
}
