extension ImageResult {
    /// The setting outlined on the contact sheet and highlighted in the settings table: the
    /// largest defined `score` (the page's charted score), the first on ties; nil when no
    /// setting has it defined (F without this image's boundary map).
    func bestSetting(by score: ChartScore) -> Int? {
        let values = settings.map { ReportSummary.imageValue(score, $0) }
        return values.indices.filter { values[$0].isFinite }.max { (values[$0], -$0) < (values[$1], -$1) }
    }

    /// The model that scores best on this image alone by `family`'s lead metric (NSS for
    /// saliency, max F for salient objects; larger is better for both); nil without that
    /// family's ground truth or without a defined score. On a tie, the first in the spec's order.
    ///
    /// This is the image's own winner, which may differ from the dataset-wide best model
    /// (`ScoreMeans.best`): a model that wins on average can do worst on a given image.
    func bestModel(_ family: ScoreFamily) -> String? {
        MetricScores.best(
            of: models.compactMap { model in family.scores(model).map { (model.model.rawValue, $0) } },
            by: family.lead)
    }

    /// The family whose lead metric picks the image's outlined model card: saliency (NSS) when
    /// fixations are given, else salient objects (max F); nil without either.
    var cardFamily: ScoreFamily? {
        ScoreFamily.allCases.first { family in models.contains { family.scores($0) != nil } }
    }
}
