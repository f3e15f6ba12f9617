import LineworkEvaluation

/// How sure a report's comparisons are: every model's, baseline's and drawing's dataset mean
/// with a 95 % bootstrap interval over the images, and for every pair of models (and of drawings,
/// and the ODS setting against the runner-up setting) the paired difference's interval and a
/// sign test. A winner is *resolved* only when its difference from the runner-up excludes zero.
///
/// The intervals resample images (`PairedBootstrap`: 2,000 resamples, seed
/// `PairedBootstrap.defaultSeed`, percentile intervals), so they say how much the conclusion
/// would move on another sample of images like these; they do not cover the models' own
/// randomness (there is none) or the truth's. Images without a family's ground truth, or where a
/// score is undefined, are left out of that score's numbers (and of a pair's, when either side
/// lacks it).
public struct DatasetStatistics: Sendable {
    /// One subject's mean of one score, with its interval.
    public struct Interval: Sendable, Equatable {
        /// `saliency`, `objects` (`ScoreFamily.key`) or `boundary`.
        public var family: String
        /// The score's JSON name (`NSS`, `maxF`, `F`, …).
        public var metric: String
        /// A model's name, `baseline:centre`, `draw:edges`, or `setting 12` (by sweep position).
        public var name: String
        /// The mean over images and its interval.
        public var interval: BootstrapInterval
    }

    /// Two subjects compared image by image on one score, in the spec's order.
    public struct Pair: Sendable, Equatable {
        /// `saliency`, `objects` or `boundary`.
        public var family: String
        /// The score's JSON name.
        public var metric: String
        /// The subject first in the spec's order (models as the spec lists them; the ODS
        /// setting before the runner-up).
        public var first: String
        /// The other subject.
        public var second: String
        /// The mean of `first − second` per image, and its paired interval.
        public var difference: BootstrapInterval
        /// Images where `first` was better (`wins`; the lower value for KLD and the MAEs), worse
        /// (`losses`) and tied, and the exact two-sided p-value.
        public var sign: SignTest
        /// Whether a larger value of the score is the better one.
        public var higherIsBetter: Bool
        /// The sign test's p-value Holm-adjusted (`HolmBonferroni`) over every pair of the same
        /// family and score: the comparisons one table makes at once. A pair whose `holmP` is at
        /// most 0.05 differs with family-wise error at most 5 % (`holmSignificant`).
        public var holmP: Double = .nan

        /// Whether the sign test still rejects equality at 5 % after Holm's adjustment.
        public var holmSignificant: Bool { holmP <= DatasetStatistics.holmAlpha }

        /// The subject with the better mean (`first` on a tie).
        public var better: String {
            (higherIsBetter ? difference.mean >= 0 : difference.mean <= 0) ? first : second
        }

        /// The other subject.
        public var worse: String { better == first ? second : first }

        /// Whether `better` is better with 95 % confidence: the interval excludes zero, over at
        /// least `DatasetStatistics.minimumImages` images.
        public var resolved: Bool { difference.count >= DatasetStatistics.minimumImages && difference.excludesZero }
    }

    /// The fewest images a pair is resolved over: 5. With fewer, resampling gives too few distinct
    /// means for a percentile interval (35 from 4 images, 3 from 2), and two images that agree
    /// would "resolve" any difference.
    public static let minimumImages = 5

    /// The family-wise error rate of the Holm-marked pairs: 0.05.
    public static let holmAlpha = 0.05

    /// The bootstrap every interval was drawn with.
    public var bootstrap: PairedBootstrap
    /// Every subject's mean of every score it has, in the page's order: models, baselines,
    /// drawings, then the ODS and runner-up settings.
    public var intervals: [Interval]
    /// Every pair of models per score, every pair of drawings and of own boundary models on F,
    /// and the ODS setting against the runner-up, in the spec's order.
    public var pairs: [Pair]

    /// The statistics of a run's results.
    ///
    /// - Parameters:
    ///   - results: the images' results, in the spec's order.
    ///   - summary: the run's summary (for the ODS setting).
    ///   - bootstrap: the resampling (`PairedBootstrap.standard` by default).
    public init(_ results: [ImageResult], summary: ReportSummary, bootstrap: PairedBootstrap) {
        self.bootstrap = bootstrap
        var intervals: [Interval] = []
        var pairs: [Pair] = []
        func add(_ family: String, _ metric: String, _ subjects: [(name: String, values: [Double])], compare: Bool) {
            for (name, values) in subjects {
                if let interval = bootstrap.interval(of: values) {
                    intervals.append(Interval(family: family, metric: metric, name: name, interval: interval))
                }
            }
            guard compare else { return }
            let higher = MetricScores.higherIsBetter(metric)
            for i in subjects.indices {
                for j in subjects.indices where j > i {
                    guard let pair = Self.pair(family, metric, subjects[i], subjects[j], higherIsBetter: higher,
                                               bootstrap: bootstrap) else { continue }
                    pairs.append(pair)
                }
            }
        }
        for family in ScoreFamily.allCases {
            let models = summary.means(family).models.map(\.name)
            let baselines = summary.means(family).baselines.map(\.name)
            for metric in family.metrics {
                let modelValues = models.map { name in
                    (name, results.map { result in
                        family.score(of: name, metric, in: result)
                    })
                }
                add(family.key, metric, modelValues, compare: true)
                let baselineValues = baselines.map { name in
                    ("baseline:" + name, results.map { family.baselines($0).first { $0.name == name }?.scores[metric] ?? .nan })
                }
                add(family.key, metric, baselineValues, compare: false)
            }
        }
        let drawingNames = results.first?.drawings.map(\.lines) ?? []
        let drawingValues = drawingNames.map { name in
            ("draw:" + name, results.map { result in result.drawings.first { $0.lines == name }?.boundary?.f ?? .nan })
        }
        add("boundary", "F", drawingValues, compare: true)
        let boundaryModelValues = summary.boundaryModels.map { name, _ in
            (name, results.map { result in result.boundaryModels.first { $0.model.rawValue == name }?.boundary?.f ?? .nan })
        }
        add("boundary", "F", boundaryModelValues, compare: true)
        if let boundary = summary.boundary, let runnerUp = Self.runnerUp(boundary) {
            let settings = [boundary.odsSetting, runnerUp].map { s in
                ("setting \(s)", results.map { $0.settings.indices.contains(s) ? $0.settings[s].boundary?.f ?? .nan : .nan })
            }
            add("boundary", "F", settings, compare: true)
        }
        self.intervals = intervals
        // Holm's adjustment within each family and score: the pairs one table compares.
        var groups: [String: [Int]] = [:]
        for (k, pair) in pairs.enumerated() { groups["\(pair.family)\u{1f}\(pair.metric)", default: []].append(k) }
        for members in groups.values {
            let raw = members.map { pairs[$0].sign.p }
            guard raw.allSatisfy({ $0 >= 0 && $0 <= 1 }), let adjusted = try? HolmBonferroni.adjusted(raw) else { continue }
            for (k, p) in zip(members, adjusted) { pairs[k].holmP = p }
        }
        self.pairs = pairs
    }

    /// The statistics with the default bootstrap (2,000 resamples, 95 %, the default seed).
    ///
    /// - Parameters:
    ///   - results: the images' results, in the spec's order.
    ///   - summary: the run's summary.
    public init(_ results: [ImageResult], summary: ReportSummary) {
        self.init(results, summary: summary, bootstrap: .standard)
    }

    /// The interval of one subject's score.
    ///
    /// - Parameters:
    ///   - family: `saliency`, `objects` or `boundary`.
    ///   - metric: the score's JSON name.
    ///   - name: the subject's name as `intervals` gives it.
    /// - Returns: its interval; nil when the subject has no defined value of that score.
    public func interval(_ family: String, _ metric: String, of name: String) -> BootstrapInterval? {
        intervals.first { $0.family == family && $0.metric == metric && $0.name == name }?.interval
    }

    /// The best subject of one score against the runner-up: the comparison that says whether a
    /// table's highlighted winner is resolved.
    ///
    /// - Parameters:
    ///   - family: `saliency`, `objects` or `boundary`.
    ///   - metric: the score's JSON name.
    ///   - winner: the subject with the best mean.
    /// - Returns: the pair of `winner` with the subject whose mean is closest to it; nil when
    ///   there is no other subject.
    public func winnerPair(_ family: String, _ metric: String, winner: String) -> Pair? {
        pairs.filter { $0.family == family && $0.metric == metric && $0.better == winner }
            .min { abs($0.difference.mean) < abs($1.difference.mean) }
    }

    /// The setting with the second-best pooled F.
    private static func runnerUp(_ boundary: BoundarySweepSummary) -> Int? {
        boundary.perSetting.indices.filter { $0 != boundary.odsSetting && boundary.perSetting[$0].f.isFinite }
            .max { (boundary.perSetting[$0].f, -$0) < (boundary.perSetting[$1].f, -$1) }
    }

    /// Two subjects' paired comparison, in the order given.
    private static func pair(_ family: String, _ metric: String, _ first: (name: String, values: [Double]),
                             _ second: (name: String, values: [Double]), higherIsBetter: Bool,
                             bootstrap: PairedBootstrap) -> Pair? {
        guard let difference = bootstrap.interval(ofDifference: first.values, second.values) else { return nil }
        return Pair(family: family, metric: metric, first: first.name, second: second.name, difference: difference,
                    sign: SignTest(first.values, second.values, higherIsBetter: higherIsBetter), higherIsBetter: higherIsBetter)
    }
}
