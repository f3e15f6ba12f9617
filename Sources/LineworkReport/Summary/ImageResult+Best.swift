extension ImageResult {
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
