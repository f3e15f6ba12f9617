import ArgumentParser
import LineworkCodecs
import LineworkCore
import LineworkEvaluation
import LineworkImage

/// `linework evaluate saliency|contours`: predictions scored against ground truth, per image
/// stem, with the MIT saliency benchmark's and the BSDS boundary benchmark's metrics.
struct EvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Score folders of predicted maps against ground truth (MIT saliency, BSDS boundary and salient-object metrics).",
        subcommands: [Saliency.self, Contours.self, Objects.self])

    /// `linework evaluate saliency`: AUC-Judd, NSS, CC, SIM, KLD, sAUC, IG and AUC-Borji per image
    /// and their means.
    struct Saliency: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "saliency",
            abstract: "Score saliency maps with AUC-Judd, NSS, sAUC, IG, AUC-Borji (fixations), CC, SIM and KLD (density).",
            discussion: """
                Maps are paired by file stem: DIR/photo1.png in every folder belongs to image photo1. \
                Predictions may have any size and are resized bilinearly to the fixation map's size.

                sAUC (shuffled AUC): the negatives are every fixation of every other image in --fixations, \
                pixel (x, y) of a W'×H' map taken at (floor(x·W/W'), floor(y·H/H')); nothing is sampled. \
                AUC-Borji: every pixel is a negative once, the limit of the MIT code's 100 random splits; no \
                random points and no seed. IG: bits per fixation over the centre-bias baseline (a Gaussian \
                of 0.25 of each side), both maps min-max rescaled and divided by their sum, eps 2.2204e-16.

                AUC-Judd has no jitter: every fixated value is a threshold and tied values are compared \
                exactly (pysaliency's general_roc); pysaliency's AUC_Judd adds noise of 1e-7 to break ties, \
                which on maps of few grey levels moves it (by up to 0.079 in issue 49's example). AUC-Borji \
                uses every value as a threshold, not the MIT code's thresholds in steps of 0.1. Without \
                --densities, --sigma blurs the fixation map with a separable Gaussian truncated at radius \
                ceil(3σ), borders mirrored without repeating the edge pixel (OpenCV's BORDER_REFLECT_101, \
                scipy's gaussian_filter mode "mirror").
                """)

        @Option(help: "Folder of predicted saliency maps: gray PNG, 8- or 16-bit, any size.")
        var predictions: String

        @Option(help: "Folder of binary fixation maps (PNG, non-zero pixels are fixations).")
        var fixations: String

        @Option(help: "Folder of ground-truth density maps (gray PNG, the fixation maps' size).")
        var densities: String?

        @Option(help: ArgumentHelp(
            "Without --densities, blur the fixation maps by a Gaussian of this many pixels.",
            discussion: "The default is about one degree of visual angle for the MIT datasets."))
        var sigma = FixationDensity.defaultSigma

        @Option(help: "Write the scores as JSON to FILE ('-' for standard output).")
        var json: String

        @OptionGroup var bootstrap: IntervalOptions

        @OptionGroup var input: InputOptions

        func validate() throws {
            guard sigma.isFinite, sigma >= 0 else {
                throw LineworkError.invalidOption(name: "--sigma", value: "\(sigma)", allowed: "must be a number of pixels ≥ 0")
            }
        }

        func run() throws {
            let output = OutputFile(path: json)
            try output.checkWritable()
            try EvaluateCommand.checkJSON(json, against: [predictions, fixations, densities])
            let (truth, predicted) = try EvaluateCommand.pairedFolders(
                truth: fixations, option: "--fixations", predictions: predictions)
            let densityFolder = try densities.map { try MapFolder(path: $0, option: "--densities") }
            try densityFolder?.requireSameStems(as: truth)
            let decode = try input.decoder().decode(path:)

            // Every image's fixations first: they are the other images' sAUC negatives.
            let fixationMaps = try truth.stems.map { stem in
                let (fixationImage, fixationPath) = try truth.map(for: stem, decode: decode)
                let fixated = try FixationMap(mask: fixationImage)
                guard fixated.count > 0 else {
                    throw LineworkError.nothingFound(subject: fixationPath, detail: "--fixations: has no fixations (no non-zero pixel)")
                }
                return fixated
            }
            var scores: [(stem: String, score: SaliencyScores)] = []
            for (k, stem) in truth.stems.enumerated() {
                let fixated = fixationMaps[k]
                let density = try densityFolder.map { folder in
                    try folder.map(for: stem, size: (fixated.width, fixated.height),
                                   sizeName: "fixation map", decode: decode).image
                }
                let prediction = try predicted.map(for: stem, decode: decode).image
                var others = fixationMaps
                others.remove(at: k)
                scores.append((stem, try SaliencyScores(
                    prediction: prediction, fixations: fixated, density: density, sigma: sigma, otherFixations: others)))
            }

            try EvaluateCommand.write(SaliencyEvaluationDocument(
                scores: scores, sigma: densities == nil ? sigma : nil,
                intervals: try bootstrap.intervals(of: scores.map(\.score.byName))), to: output)
        }
    }

    /// `linework evaluate contours`: BSDS boundary precision, recall and F per image and overall.
    struct Contours: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "contours",
            abstract: "Score boundary maps with BSDS precision, recall and F (one-to-one pixel matching).",
            discussion: """
                Maps are paired by file stem and must have the same size. A predicted pixel matches at \
                most one truth pixel within the tolerance (maximum bipartite matching, Hopcroft–Karp, each \
                pixel of the larger map offered its 32 nearest of the other). A map whose pixels times the \
                tolerance disc's offsets exceed 2^32, a graph of more than 2^27 candidate pairs, or a \
                tolerance radius above 1024 px is refused. \
                "overall" is computed from counts summed over the images, as BSDS does; "mean" averages \
                the per-image scores.

                The image's frame is not a boundary: a tracer closes a region cut by the image's edge \
                along that edge. Predicted pixels on the outermost row (column) that have a predicted \
                neighbour on that same row (column) form a run along the frame and are ignored: they \
                are neither matched nor counted as predicted. A lone predicted pixel on the frame, \
                where a boundary crosses the image's edge, counts as usual; ground truth is used as it is.

                Predictions are then thinned to one-pixel-wide lines before matching, as the BSDS \
                benchmark does (bwmorph 'thin', Guo-Hall's two-subiteration thinning): a thick line \
                over the truth scores as the line itself. Thinning a one-pixel-wide map removes only \
                its 4-connected corner pixels. Ground truth is not thinned unless --thin-truth is given \
                (BSDS's human boundaries are one pixel wide; truth drawn by a raster library is often two).

                "images", "mean" and "overall" count every non-zero predicted pixel as boundary. \
                --thresholds N sweeps a soft (probabilistic) map as the BSDS benchmark and pyedgeeval do: \
                N thresholds evenly spaced inside 0…1 (99 gives 0.01 … 0.99), a PNG level v read as \
                v/255 (v/65535 for 16-bit), pixels ≥ the threshold are boundary; each binary map has its \
                frame runs dropped, is thinned and matched as above, counts summed over the images per \
                threshold. The JSON then also holds ODS (the best F of the summed counts, interpolated \
                between neighbouring thresholds), OIS (each image at its best threshold, counts summed; \
                per image under images.<stem>.OIS), AP (pyedgeeval's average precision), R50 (recall at \
                50% precision, null when precision never reaches it) and the curve (threshold, precision, \
                recall, F and the summed counts per threshold). A binary map scores the same at every \
                threshold.
                """)

        @Option(help: "Folder of predicted boundary maps (PNG, non-zero pixels are boundary; thinned before matching; runs along the image's frame are ignored).")
        var predictions: String

        @Option(help: "Folder of ground-truth boundary maps of the same stems and sizes.")
        var groundTruth: String

        @Option(help: ArgumentHelp(
            "Largest match distance as a fraction of the image diagonal.",
            discussion: "The default is the BSDS benchmark's maxDist."))
        var tolerance = BoundaryMatcher.defaultTolerance

        @Option(help: ArgumentHelp(
            "Sweep soft maps over N thresholds (1…1000) and add ODS, OIS, AP, R50 and the PR curve.",
            discussion: "BSDS and pyedgeeval use 99 (0.01 … 0.99). Without it, every non-zero pixel is boundary.",
            valueName: "N"))
        var thresholds: Int?

        @Flag(help: "Thin the ground truth too before matching (predictions are always thinned).")
        var thinTruth = false

        @Option(help: "Write the scores as JSON to FILE ('-' for standard output).")
        var json: String

        @OptionGroup var bootstrap: IntervalOptions

        @OptionGroup var input: InputOptions

        func validate() throws {
            guard tolerance.isFinite, tolerance >= 0, tolerance <= 1 else {
                throw LineworkError.invalidOption(
                    name: "--tolerance", value: "\(tolerance)", allowed: "must be a fraction of the diagonal in 0…1")
            }
            if let thresholds {
                do {
                    _ = try BoundaryThresholds(count: thresholds)
                } catch {
                    throw LineworkError.invalidOption(
                        name: "--thresholds", value: "\(thresholds)", allowed: "must be a whole number in 1…\(BoundaryThresholds.maximumCount)")
                }
            }
        }

        func run() throws {
            let output = OutputFile(path: json)
            try output.checkWritable()
            try EvaluateCommand.checkJSON(json, against: [predictions, groundTruth])
            let (truth, predicted) = try EvaluateCommand.pairedFolders(
                truth: groundTruth, option: "--ground-truth", predictions: predictions)
            let decode = try input.decoder().decode(path:)

            let sweepThresholds = try thresholds.map { try BoundaryThresholds(count: $0) }
            let options = BoundaryThresholdSweep.Options(tolerance: tolerance, thinsTruth: thinTruth)
            var counts: [(stem: String, counts: BoundaryCounts)] = []
            var swept: [BoundaryThresholdCounts] = []
            for stem in truth.stems {
                let truthImage = try truth.map(for: stem, decode: decode).image
                let prediction = try predicted.map(
                    for: stem, size: (truthImage.width, truthImage.height), sizeName: "ground truth", decode: decode)
                let truthMap = thinTruth ? try BoundaryMap(truthImage).thinned() : try BoundaryMap(truthImage)
                do {
                    counts.append((stem, try BoundaryMatcher.counts(
                        prediction: BoundaryMap(prediction.image).removingFrameRuns().thinned(), truth: truthMap,
                        tolerance: tolerance)))
                    if let sweepThresholds {
                        swept.append(try BoundaryThresholdSweep.counts(
                            prediction: prediction.image, truth: try BoundaryMap(truthImage), thresholds: sweepThresholds,
                            options: options))
                    }
                } catch LineworkError.resourceLimit(let detail) {
                    throw LineworkError.resourceLimit(detail: "'\(oneLine(prediction.path))': \(detail)")
                }
            }

            let summary = sweepThresholds == nil ? nil : try BoundaryThresholdSummary(images: swept)
            try EvaluateCommand.write(
                BoundaryEvaluationDocument(
                    counts: counts, tolerance: tolerance, sweep: summary, thinnedTruth: thinTruth,
                    intervals: try bootstrap.intervals(of: counts.map {
                        ["precision": $0.counts.precision, "recall": $0.counts.recall, "F": $0.counts.f]
                    })),
                to: output)
        }
    }
}

extension EvaluateCommand {
    /// `linework evaluate objects`: salient-object detection scores per image and their means.
    struct Objects: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "objects",
            abstract: "Score object maps against object masks: MAE, max F-beta, box IoU, S-measure, E-measure and weighted F.",
            discussion: """
                Maps are paired by file stem. Predictions may have any size and are resized bilinearly \
                (pixel centres aligned) to the mask's size, as saliency predictions are. Mask pixels ≥ 0.5 are \
                object. Every score follows pysodmetrics: the map is min–max rescaled to 0…1 first (unless \
                constant) and its thresholds are its 8-bit levels floor(255·value). MAE compares it with the \
                binarised mask; max F-beta (β² = 0.3) is the best over the 256 thresholds; box IoU compares the \
                tight box around the mask's object pixels with the tight box around the map's pixels at its \
                best threshold (0 when either is empty); sMeasure (structure measure, α = 0.5), eMeasure (the \
                mean enhanced-alignment measure over the 256 thresholds) and weightedF (weighted F-measure, \
                β² = 1). unscaledMAE is the MAE of the map as given, not rescaled.

                Also per image, as pysodmetrics computes them: meanF (the mean F-beta over the 256 \
                thresholds), adaptiveF and adaptiveE (F-beta and E-measure of the rescaled map binarised at \
                min(2·mean, 1)) and maxE (the best E-measure over the thresholds). "curves" holds the \
                images' mean precision, recall, F and E per threshold, element k at threshold 255 − k; \
                "dataset" the scores pysodmetrics reports from them (maxF and meanF of the mean F curve, \
                maxE and meanE of the mean E curve, adaptiveF and adaptiveE), so its maxF, the best of the \
                mean curve, is not mean.maxF, the mean of each image's best.
                """)

        @Option(help: "Folder of predicted object maps: gray PNG, 8- or 16-bit, any size.")
        var predictions: String

        @Option(help: "Folder of binary object masks (gray PNG).")
        var masks: String

        @Option(help: "Write the scores as JSON to FILE ('-' for standard output).")
        var json: String

        @OptionGroup var bootstrap: IntervalOptions

        @OptionGroup var input: InputOptions

        func run() throws {
            let output = OutputFile(path: json)
            try output.checkWritable()
            try EvaluateCommand.checkJSON(json, against: [predictions, masks])
            let (truth, predicted) = try EvaluateCommand.pairedFolders(
                truth: masks, option: "--masks", predictions: predictions)
            let decode = try input.decoder().decode(path:)

            var scores: [(stem: String, score: SalientObjectScores)] = []
            for stem in truth.stems {
                let mask = try truth.map(for: stem, decode: decode).image
                let prediction = try predicted.map(for: stem, decode: decode).image
                scores.append((stem, try SalientObjectScores(prediction: prediction, mask: mask)))
            }

            try EvaluateCommand.write(ObjectEvaluationDocument(
                scores: scores,
                intervals: try bootstrap.intervals(of: scores.map { $0.score.byName.merging($0.score.curveScoresByName) { a, _ in a } })),
                to: output)
        }
    }
}
