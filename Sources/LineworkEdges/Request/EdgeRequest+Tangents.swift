import LineworkImage

extension EdgeRequest {
    /// The edge tangent flow of an 8-bit working image: the refined tangents FDoG follows
    /// (stages 1–3 of `perform(on:)`: Lab, the colour structure tensor, Kang's ETF), for
    /// drawing along the image's structure (LineworkTone's `flow` streamlines).
    ///
    /// - Parameter image: gray, gray + alpha, RGB or RGBA, sRGB-encoded, at the size wanted;
    ///   alpha is composited over white first.
    /// - Returns: unit tangents `(tx, ty)` in image axes (x right, y down), row-major, the
    ///   image's size; their sign carries no meaning. Empty for an empty image.
    public func tangents(of image: Image<UInt8>) -> [SIMD2<Float>] {
        guard image.width > 0, image.height > 0 else { return [] }
        let lab = LabImage(AlphaCompositing.overWhite(image), scheduler: .parallel)
        let chromaWeight = lab.isGray ? 0 : Float(options.chromaWeight)
        return StructureTensor.flow(of: lab, sigma: options.tensorSigma, chromaWeight: chromaWeight, scheduler: .parallel)
            .refined(iterations: options.flowIterations, radius: options.flowRadius, scheduler: .parallel)
            .tangents
    }
}
