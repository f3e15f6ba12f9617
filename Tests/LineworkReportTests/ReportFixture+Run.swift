import LineworkExperiment
import LineworkExperimentFixtures
import LineworkReport

extension ReportFixture {
    /// Runs the spec into `output` (or another folder) without a progress bar.
    @discardableResult
    func run(output: String? = nil, shard: Shard? = nil, merge: Bool = false, force: Bool = false,
             prune: Bool = false) throws -> ReportRunner.Outcome {
        try ReportRunner(plan: plan(), output: output ?? self.output, shard: shard, merge: merge,
                         progress: .silent, force: force, prune: prune).run()
    }
}
