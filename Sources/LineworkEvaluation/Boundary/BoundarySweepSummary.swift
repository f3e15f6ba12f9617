import LineworkCore

/// A sweep's boundary scores over a dataset, BSDS-style: ODS and OIS.
///
/// The input is a table of counts, `counts[image][setting]`, every image scored at the same
/// settings in the same order (a setting is anything that changes a prediction: a threshold,
/// a pivot × adjustment pair). As in BSDS's `collect_eval_bdry`, F values are never averaged:
/// scores come from counts summed over images.
/// - **ODS** (optimal dataset scale): the one setting whose summed counts give the best F.
/// - **OIS** (optimal image scale): each image at its own best-F setting, those counts summed.
/// Ties go to the lowest setting index. BSDS also interpolates between neighbouring thresholds
/// when locating ODS; settings here need not be ordered, so ODS is taken at the settings only.
public struct BoundarySweepSummary: Sendable, Equatable {
    /// Summed counts per setting, over all images: one point per setting on the dataset's
    /// precision–recall plot.
    public let perSetting: [BoundaryCounts]
    /// The index of the ODS setting.
    public let odsSetting: Int
    /// Summed counts at the ODS setting; its `f` is the ODS F.
    public let ods: BoundaryCounts
    /// For each image, the index of its best setting.
    public let oisSettings: [Int]
    /// Counts summed over images, each at its best setting; its `f` is the OIS F.
    public let ois: BoundaryCounts

    /// Summarises `counts[image][setting]`.
    ///
    /// - Throws: `LineworkError.invalidOption` when there are no images or no settings, or the
    ///   images were scored at different numbers of settings.
    public init(counts: [[BoundaryCounts]]) throws {
        guard let settingCount = counts.first?.count, settingCount > 0 else {
            throw LineworkError.invalidOption(
                name: "counts", value: "\(counts.count) images", allowed: "need at least one image and one setting")
        }
        for (image, row) in counts.enumerated() where row.count != settingCount {
            throw LineworkError.invalidOption(
                name: "counts", value: "image \(image) has \(row.count) settings",
                allowed: "every image needs the \(settingCount) settings of image 0")
        }
        var totals = [BoundaryCounts](repeating: .zero, count: settingCount)
        for row in counts {
            for (setting, value) in row.enumerated() { totals[setting] = totals[setting] + value }
        }
        perSetting = totals
        odsSetting = Self.bestF(totals)
        ods = totals[odsSetting]
        oisSettings = counts.map(Self.bestF)
        ois = zip(counts, oisSettings).reduce(.zero) { $0 + $1.0[$1.1] }
    }

    /// The index of the largest F, the first one on ties.
    private static func bestF(_ row: [BoundaryCounts]) -> Int {
        var best = 0
        for k in row.indices where row[k].f > row[best].f { best = k }
        return best
    }
}
