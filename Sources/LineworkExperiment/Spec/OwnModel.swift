import LineworkEvaluation

/// One of the researcher's own models in a report (spec key `models:`): a folder of maps, one
/// PNG per image stem, of one kind, scored exactly as `linework evaluate` scores that folder.
///
/// A pattern entry (`maps: "runs/lr{lr}_bs{bs}/maps"`) becomes one `OwnModel` per matching
/// folder, named `entry[lr=0.1,bs=32]`, its captures its `parameters`.
public struct OwnModel: Sendable, Equatable {
    /// What a model's maps predict, and so how they are scored.
    public enum Kind: String, Sendable, Equatable, CaseIterable, Codable {
        /// Where people look: a saliency map, scored against `groundTruth.fixations` as
        /// `linework evaluate saliency` scores it (sAUC against the report's other images).
        case saliency
        /// Boundaries, binary or soft (0…255), scored against `groundTruth.boundaries` as
        /// `linework evaluate contours` scores them: non-zero pixels are boundary, runs along the
        /// frame dropped, thinned, matched within the tolerance.
        case boundary
        /// A salient-object map, scored against `groundTruth.objects` as
        /// `linework evaluate objects` scores it.
        case object
    }

    /// What an image without a map in the model's folder is (`missing:`).
    public enum MissingMaps: String, Sendable, Equatable, CaseIterable {
        /// The spec is refused, naming the model and the image (the default: a missing map is
        /// far more often a wrong folder or a failed run than an intended gap).
        case error
        /// The image is shown without that model's scores, and the page lists the gap; means,
        /// intervals and pairs use the images the model has maps for.
        case skip
    }

    /// The model's name: the `models:` key, followed for a pattern entry by its captured
    /// parameters, `sweep-net[lr=0.1,bs=32]`. The `model` of results.csv and results.json.
    public var name: String
    /// The `models:` key the model comes from (a pattern entry's models share it).
    public var entry: String
    /// What the maps predict.
    public var kind: Kind
    /// The folder of maps (`MapFolder`: PNG files only, named by image stem).
    public var maps: MapFolder
    /// The folder as the spec names it, relative to the spec's folder (a pattern's match).
    public var mapsName: String
    /// The model's parameters in order: the entry's `params:`, then the pattern's captures.
    public var parameters: [Parameter]
    /// What an image without a map is.
    public var missing: MissingMaps

    /// One named parameter value, as written in the spec or in the folder's name.
    public struct Parameter: Sendable, Equatable {
        /// The parameter's name (`lr`).
        public var name: String
        /// Its value as text (`0.1`).
        public var value: String

        /// Creates a parameter.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The value of parameter `name`, or nil when the model has none of that name.
    public func parameter(_ name: String) -> String? { parameters.first { $0.name == name }?.value }

    /// The longest model name, in characters: names are headings, table cells and folder names
    /// of the scored maps (`maps/<model>/`).
    public static let maximumNameLength = 120

    /// What is wrong with `name` as a model's name, or nil when it is valid: 1…
    /// `maximumNameLength` characters, no control character, no `/` or `\\` and not starting
    /// with `.`, so that it is a safe folder name for the scored maps (`maps/<model>/`). The
    /// spec's names and the cache's are checked by this one rule.
    static func nameProblem(_ name: String) -> String? {
        guard !name.isEmpty, name.count <= maximumNameLength else {
            return "a model name has 1 to \(maximumNameLength) characters"
        }
        guard !name.hasPrefix("."),
              !name.unicodeScalars.contains(where: { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control })
        else {
            return "a model name must not start with '.' nor hold '/', '\\' or control characters"
        }
        return nil
    }
}
