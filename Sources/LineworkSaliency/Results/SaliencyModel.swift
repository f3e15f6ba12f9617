/// The saliency models Linework offers, each a classical, weight-free algorithm.
///
/// `attention` and `objectness` are the two Vision requests (`VNGenerateAttentionBasedSaliencyImageRequest`
/// and `VNGenerateObjectnessBasedSaliencyImageRequest`); the others are the published models they
/// are built from, exposed on their own so they can be compared and tested against references.
///
/// Each model runs with its paper's parameters (working sizes, blur widths, MB+'s passes …),
/// tuned against the references in the tests. They are fixed: the model types that hold them
/// (`AttentionModel`, `MinimumBarrier` …) are internal, because `SaliencyRequest` builds them
/// from this enum and a public knob that nothing could pass to a request would only mislead.
public enum SaliencyModel: String, CaseIterable, Sendable, Equatable, Codable {
    /// Where people look: colour, luminance, orientation and size pop-out, with signature and
    /// surroundedness cues and a mild centre prior (see `AttentionModel`). One box.
    case attention
    /// Which objects stand out from the background: MB+ fused with Boolean-map surroundedness
    /// (see `ObjectnessModel`). Zero to three boxes.
    case objectness
    /// Hou & Zhang 2007, on the gray image (see `SpectralResidual`).
    case spectralResidual = "spectral-residual"
    /// Hou, Harel & Koch 2012, on CIE Lab (see `ImageSignature`).
    case imageSignature = "image-signature"
    /// Zhang et al. 2015, MB+ (see `MinimumBarrier`).
    case minimumBarrier = "minimum-barrier"
    /// Zhang & Sclaroff 2013, Boolean map saliency (see `BooleanMap`).
    case booleanMap = "boolean-map"

    /// Whether the model reports separate objects (0–3 boxes) rather than one attention box.
    public var findsObjects: Bool {
        switch self {
        case .objectness, .minimumBarrier, .booleanMap: return true
        case .attention, .spectralResidual, .imageSignature: return false
        }
    }

    /// The names accepted on the command line, comma-separated, for error messages and help.
    public static var namesList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
