import LineworkExperiment
import Plot

/// Per model, the ROC curve averaged over the images (`SaliencyROCCurves`): hit rate against
/// false-positive rate, with chance's diagonal, each model named in the legend with its mean
/// AUC-Judd.
enum ROCChart {
    /// The chart of `curves`; `areas` holds the mean AUC-Judd per model, for the legend.
    static func chart(_ curves: SaliencyROCCurves, areas: [String: Double]) -> CurveChart {
        CurveChart(
            id: "roc", ariaLabel: "ROC curves of the saliency models", xLabel: "false-positive rate →", yLabel: "hit rate ↑",
            series: curves.curves.map { curve in
                CurveChart.Series(name: curve.model, points: Array(zip(SaliencyROCCurves.rates, curve.hitRates)).map { ($0, $1) },
                                  legend: "\(curve.model): AUC-Judd \(HTMLText.score(areas[curve.model] ?? .nan))",
                                  title: "\(curve.model), over \(curve.images) images")
            },
            diagonal: true)
    }
}
