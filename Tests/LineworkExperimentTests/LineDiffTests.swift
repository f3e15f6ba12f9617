import LineworkExperiment
import Testing

struct LineDiffTests {
    @Test func theSpecDiffKeepsCommonLinesAndOrdersRemovalsFirst() {
        let diff = LineDiff("a\nb\nc\nd", "a\nx\nc\nd\ne")
        #expect(diff.lines.map { "\($0.kind):\($0.text)" } == ["same:a", "removed:b", "added:x", "same:c", "same:d", "added:e"])
        #expect(LineDiff("same\n", "same\n").isEmpty && !diff.isEmpty)
    }
}
