extension ImageResult {
    /// The image's best setting by one score: the one the page outlines on the contact sheet
    /// and highlights in the settings table.
    ///
    /// - Parameter score: the score to rank by (the page's charted score, `ReportPlan.score`).
    /// - Returns: the position in sweep order of the largest defined value, the first on ties;
    ///   nil when no setting has it defined (F without this image's boundary map).
    public func bestSetting(by score: ChartScore) -> Int? {
        let values = settings.map { ReportSummary.imageValue(score, $0) }
        return values.indices.filter { values[$0].isFinite }.max { (values[$0], -$0) < (values[$1], -$1) }
    }

    /// The model that scores best on this image alone by a family's lead metric.
    ///
    /// The lead metric is NSS for saliency and max F for salient objects (larger is better for
    /// both); on a tie, the first model in the spec's order wins.
    ///
    /// This is the image's own winner, which may differ from the dataset-wide best model
    /// (`ScoreMeans.best`): a model that wins on average can do worst on a given image.
    ///
    /// - Parameter family: the score family.
    /// - Returns: the model's name; nil without that family's ground truth or a defined score.
    public func bestModel(_ family: ScoreFamily) -> String? {
        MetricScores.best(
            of: models.compactMap { model in family.scores(model).map { (model.model.rawValue, $0) } },
            by: family.lead)
    }

    /// The family whose lead metric picks the image's outlined model card: saliency (NSS) when
    /// fixations are given, else salient objects (max F); nil without either.
    public var cardFamily: ScoreFamily? {
        ScoreFamily.allCases.first { family in models.contains { family.scores($0) != nil } }
    }
}
