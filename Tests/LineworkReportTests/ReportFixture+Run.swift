import LineworkExperiment
import LineworkExperimentFixtures
import LineworkReport
import Testing

extension ReportFixture {
    /// Runs the spec into `output` (or another folder) without a progress bar, then audits the
    /// page and its section files for injected event handlers (`PageAudit`).
    @discardableResult
    func run(output: String? = nil, shard: Shard? = nil, merge: Bool = false, force: Bool = false,
             prune: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws -> ReportRunner.Outcome {
        let folder = output ?? self.output
        let outcome = try ReportRunner(plan: plan(), output: folder, shard: shard, merge: merge,
                                       progress: .silent, force: force, prune: prune).run()
        let problems = PageAudit.problems(inReportFolder: folder)
        #expect(problems.isEmpty, "markup the page did not write: \(problems)", sourceLocation: sourceLocation)
        return outcome
    }
}
