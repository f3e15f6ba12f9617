import LineworkCore

/// How a contour request turns its working image into a mask.
/// In a document, `global`, `adaptive`, or `adaptive` with its fields (`{adaptive: {window: 41}}`).
public enum Thresholding: Sendable, Hashable, Codable {
    /// Vision's contrast formula with one threshold for the whole image (`ContrastThreshold`):
    /// right for photos, where a region's tone is part of the picture.
    case global
    /// Sauvola's local threshold (`AdaptiveThreshold`): right for pages under uneven light. The
    /// working image is re-levelled so that each pixel's local threshold sits at mid-gray, and
    /// Vision's formula runs on that; at pivot 0.5 (the automatic pivot here) the mask is exactly
    /// Sauvola's, and other pivots and adjustments move the cut relative to it.
    case adaptive(AdaptiveThreshold)

    /// "global" or "adaptive", as statistics and JSON name it.
    public var name: String { self == .global ? "global" : "adaptive" }

    /// The adaptive settings, or nil for global thresholding.
    public var adaptive: AdaptiveThreshold? {
        if case .adaptive(let settings) = self { return settings }
        return nil
    }
}

extension Thresholding {
    public init(from decoder: any Decoder) throws {
        let coded = try CaseCoding(from: decoder, cases: ["global", "adaptive"])
        if coded.name == "global" {
            try coded.checkFields([])
            self = .global
        } else if coded.fields == nil {
            self = .adaptive(AdaptiveThreshold())
        } else {
            let container = try decoder.container(keyedBy: CaseCoding.Key.self)
            self = .adaptive(try container.decode(AdaptiveThreshold.self, forKey: CaseCoding.Key("adaptive")))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .global:
            try CaseCoding.encode("global", to: encoder)
        case .adaptive(let settings):
            var container = encoder.container(keyedBy: CaseCoding.Key.self)
            try container.encode(settings, forKey: CaseCoding.Key("adaptive"))
        }
    }
}
