import Foundation
@testable import LineworkYAML
import Testing

/// The expanded size is counted from libyaml's events before any tree is built (issue 48,
/// item 11: a spec with an alias bomb as a mapping key took 3–6 s to refuse, because Yams
/// hashes keys while it composes).
struct BoundedYAMLTests {
    /// A mapping (1), keys `a` and `b` (2), the anchored sequence (1 + 2) and the alias standing
    /// for it (3): 9 nodes, as the composed tree holds them.
    @Test func anAliasCountsAsTheNodeItStandsFor() throws {
        let text = "a: &x [1, 2]\nb: *x\n"
        try BoundedYAML.checkExpandedSize(of: text, limit: 9)
        #expect(throws: BoundedYAML.Refusal.tooManyNodes(limit: 8)) {
            try BoundedYAML.checkExpandedSize(of: text, limit: 8)
        }
    }

    @Test func nestedAnchorsMultiply() throws {
        // l0: 1 + 3 scalars = 4; l1: 1 + 3 × 4 = 13; the top sequence: 1 + 4 + 13 = 18.
        let text = "[&l0 [x, x, x], &l1 [*l0, *l0, *l0]]"
        try BoundedYAML.checkExpandedSize(of: text, limit: 18)
        #expect(throws: BoundedYAML.Refusal.self) { try BoundedYAML.checkExpandedSize(of: text, limit: 17) }
    }

    /// A short text may expand to 10,000 values at most, a longer one to no more than its own
    /// length (and never past `maximumNodes`).
    @Test func theLimitFollowsTheTextsLength() {
        #expect(BoundedYAML.Limits.spec.nodeLimit(bytes: 300) == 10_000)
        #expect(BoundedYAML.Limits.spec.nodeLimit(bytes: 150_000) == 150_000)
        #expect(BoundedYAML.Limits.spec.nodeLimit(bytes: 4 << 20) == 200_000)
        #expect(BoundedYAML.Limits.settings.nodeLimit(bytes: 60_000) == 10_000)
    }

    /// An eight-level bomb as a mapping key (43 million values) is refused before Yams composes
    /// and hashes it. The bound is a hang guard, far above the milliseconds it takes: composing
    /// took minutes.
    @Test func aBombAsAMappingKeyIsRefusedBeforeComposing() {
        var items = ["&l0 [x, x, x, x, x, x, x, x, x]"]
        for level in 1..<8 {
            items.append("&l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        let text = "? [" + items.joined(separator: ", ") + "]\n: 1\nimages: a.png\n"
        let start = Date()
        #expect(throws: BoundedYAML.Refusal.tooManyNodes(limit: 10_000)) {
            _ = try BoundedYAML.compose(text, limits: .spec)
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }

    /// Text libyaml cannot read is left to Yams, whose message names the problem.
    @Test func malformedTextKeepsYamsMessage() {
        #expect {
            _ = try BoundedYAML.compose("images: [a.png\ntitle: x", limits: .spec)
        } throws: { error in
            guard case BoundedYAML.Refusal.malformed(let detail) = error else { return false }
            return !detail.isEmpty
        }
    }
}
