import LineworkCore
import LineworkImage

/// Draws the lines of an image: coherent line drawing (Kang, Lee & Chui 2007) with the XDoG
/// threshold (Winnemöller, Kyprianidis & Olsen 2012), on colour as well as lightness.
///
/// The pipeline, stage by stage:
/// 1. `LabImage`: sRGB → CIE L\*a\*b\* (D65); gray input has L\* only;
/// 2. `StructureTensor`: the Di Zenzo colour structure tensor, Gaussian-smoothed; its minor
///    eigenvectors are the initial edge tangents;
/// 3. `TangentFlow.refined`: Kang's edge tangent flow iterations;
/// 4. `FlowDoG`: a DoG across the flow, then a Gaussian along it, on L\*, a\* and b\*;
/// 5. `LineTone`: luminance and chroma responses combined, then XDoG's soft threshold
///    (`XDoGThreshold`), its sharpening raised on low-contrast images (`EdgeContrastGain`:
///    weak edges or a narrow tonal range),
///    whose blank regions step 4 skips along the flow (`BlankRegions`);
/// 6. `LineInteriors`: the middle left between the two walls of a dark line wider than the band
///    (about 8 px), and a light line between its walls, are inked, so each thins to one line;
/// 7. pinholes of at most `pinholeArea` pixels in the line mask are filled: a colour edge's
///    band is centred on the boundary, where the DoG crosses zero, and a zero crossing through
///    a pixel centre leaves a hole that thinning would turn into a small loop;
/// 8. `SolidShapes`: a small dark shape inked solid is hollowed to a ring, so it is drawn by
///    its outline rather than its medial axis.
/// Cost is O(pixels · (flowRadius · flowIterations + σc·k + σm)); every stage is row-parallel
/// and its output does not depend on the number of threads.
public struct EdgeRequest: Sendable {
    /// The request's settings; checked when the request is made.
    public let options: EdgeOptions
    /// The largest hole in the line mask that is filled, in pixels: 6, a one-pixel zero
    /// crossing along a few pixels of a slanted boundary; real gaps between lines are larger.
    static let pinholeArea = 6

    /// Creates a request with the given options (default `EdgeOptions()`), after checking them.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the first field out of range.
    public init(options: EdgeOptions = EdgeOptions()) throws {
        try options.validate()
        self.options = options
    }

    /// The line drawing of an 8-bit working image.
    ///
    /// - Parameter image: gray, gray + alpha, RGB or RGBA, sRGB-encoded, at the size wanted
    ///   (nothing is rescaled: use `downscaled(toMaximumDimension:)` first for Vision's 512 px).
    ///   Alpha is composited over white paper first, Linework's convention. Any size from 1 × 1 up
    ///   works; a uniform image gives an empty map.
    /// - Returns: a map of the image's size.
    public func perform(on image: Image<UInt8>) -> EdgeMap {
        perform(on: image, scheduler: .parallel)
    }

    /// `perform(on:)` with the contrast gain (`EdgeContrastGain`) measured on `reference`
    /// instead of on `image`: the part of the image whose contrast the line test should follow,
    /// such as the face in a face crop whose corners hold a busy background (`FaceDetail`).
    package func perform(on image: Image<UInt8>, gainFrom reference: Image<UInt8>) -> EdgeMap {
        perform(on: image, scheduler: .parallel, gainFrom: reference)
    }

    /// `perform(on:)` with an explicit row scheduler (tests compare `.serial` with `.parallel`).
    /// `skippingBlank: false` runs the pass along the flow on every pixel (tests check that
    /// skipping `BlankRegions` changes nothing).
    func perform(on image: Image<UInt8>, scheduler: RowScheduler, skippingBlank: Bool = true,
                 gainFrom reference: Image<UInt8>? = nil) -> EdgeMap {
        let lab = LabImage(AlphaCompositing.overWhite(image),
                           border: FlowDoG.borderNeeded(sigmaC: options.sigmaC, k: options.k), scheduler: scheduler)
        let chromaWeight = lab.isGray ? 0 : Float(options.chromaWeight)
        let flow = StructureTensor.flow(of: lab, sigma: options.tensorSigma, chromaWeight: chromaWeight,
                                        scheduler: scheduler)
            .refined(iterations: options.flowIterations, radius: options.flowRadius, scheduler: scheduler)
        // Low-contrast images are sharpened more, so the line test is relative to the image's
        // own edges and tonal range (`EdgeContrastGain`), or the reference's.
        let gain: Float
        if let reference {
            let labR = LabImage(AlphaCompositing.overWhite(reference), border: 0, scheduler: scheduler)
            let flowR = StructureTensor.flow(of: labR, sigma: options.tensorSigma, chromaWeight: chromaWeight,
                                             scheduler: scheduler)
            gain = EdgeContrastGain.gain(contrast: flowR.contrast,
                                         spread: EdgeContrastGain.spread(of: labR, chromaWeight: chromaWeight))
        } else {
            gain = EdgeContrastGain.gain(contrast: flow.contrast, spread: EdgeContrastGain.spread(of: lab, chromaWeight: chromaWeight))
        }
        let threshold = XDoGThreshold(sharpening: gain * Float(options.sharpening), chromaWeight: chromaWeight,
                                      epsilon: Float(options.epsilon), phi: Float(options.phi))
        let dog = FlowDoG(lab: lab, flow: flow, sigmaC: options.sigmaC, k: options.k, sigmaM: options.sigmaM,
                          threshold: skippingBlank ? threshold : nil, scheduler: scheduler)
        var map = LineTone.map(dog, threshold: threshold, scheduler: scheduler)
        map.lines = SolidShapes.hollowing(LineInteriors.filling(map.lines, lab: lab, flow: flow, scheduler: scheduler)
            .fillingHoles(maximumArea: Self.pinholeArea))
        return map
    }
}
