import Foundation
import Testing

/// The test suite's two tiers (issue 51).
///
/// The first tier is what every submission must pass: `Scripts/run-tests`, which `.ci/run`
/// runs, in at most 15 minutes on two cores. The second tier adds the slow checks — browsers
/// driving pages, long or many videos, held-out families of hundreds of generated scenes,
/// OCR, a cluster, installs — which a developer runs with `Scripts/run-heavy-tests` before
/// resolving an issue that touches them. A heavy test is marked `.heavy` and shows as skipped
/// in the first tier, so a run says what it left out.
package enum Tier {
    /// Whether this run includes the second tier: `LINEWORK_TESTS=all`, which
    /// `Scripts/run-heavy-tests` sets.
    package static let includesHeavy = ProcessInfo.processInfo.environment["LINEWORK_TESTS"] == "all"
}

extension Trait where Self == ConditionTrait {
    /// Runs in the second tier only (`Scripts/run-heavy-tests`, `LINEWORK_TESTS=all`).
    package static var heavy: Self {
        .enabled(if: Tier.includesHeavy, "second tier: run Scripts/run-heavy-tests (LINEWORK_TESTS=all)")
    }
}
