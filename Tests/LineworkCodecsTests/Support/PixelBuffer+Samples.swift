import LineworkImage

extension PixelBuffer {
    /// The stored bit depth (8 or 16) and every sample widened to `Int`, row by row with the
    /// channels interleaved: the form the decoder fixtures record.
    var bitDepthAndSamples: (bitDepth: Int, samples: [Int]) {
        switch self {
        case .uint8(let image): return (8, image.samples.map(Int.init))
        case .uint16(let image): return (16, image.samples.map(Int.init))
        }
    }
}
