import LineworkArt
import LineworkCodecs
import LineworkImage
import LineworkRender

/// The report's small pictures, encoded: line art as PNG (flat white with thin strokes
/// compresses far better losslessly), photos and overlays as JPEG at quality 80 (a few kB at
/// thumbnail size, artefacts invisible at that scale).
///
/// One setting's line art is gray at 2 bits per pixel (black, two edge blends, white): at
/// thumbnail size it looks the same as 8 bits and takes about a third of the bytes. Pooled line
/// art, a colour per setting, is an indexed PNG of its `pooledColours` most frequent colours
/// (`PaletteQuantizer`), about a quarter of the RGB file. With the crops shown as windows on
/// the photo, this took a 10-image, 65-setting, 5-model page from 5.7 MB to 2.5 MB.
enum Pictures {
    /// Most colours in a pooled drawing's palette: a colour for each of up to 65 settings, the
    /// paper, and the most frequent edge blends. (256 looks the same and is 17 % larger.)
    static let pooledColours = 128

    /// JPEG quality for photos and overlays.
    static let jpegQuality = 80

    /// Line art of `strokes` fitted into `side` pixels, lines about one output pixel wide.
    ///
    /// - Parameters:
    ///   - style: `.ink` for one setting, `.settings` (a colour per setting) for pooled sweeps.
    ///   - smooth: Bézier smoothing; off for thumbnails, where it is invisible and costs time.
    static func lineArt(_ strokes: StrokeSet, side: Int, style: ArtStyle = .ink, smooth: Bool = false) throws -> [UInt8] {
        let longest = Double(max(strokes.imageSize.width, strokes.imageSize.height))
        let working = Double(max(strokes.workingSize.width, strokes.workingSize.height))
        var options = ArtOptions()
        options.style = style
        options.sheet = .image(scale: Double(side) / longest)
        // One output pixel, in working pixels.
        options.strokeWidth = min(100, max(0.5, working / Double(side)))
        if !smooth { options.vector.smoothing = nil }
        let art = try LineArt(strokes, options: options)
        let raster = try SceneRenderer.rasterize(art.scene)
        if style == .ink { return try PNGEncoder.encode(Luminance.gray(raster), grayBitDepth: 2) }
        return raster.channels == 3 ? try PNGEncoder.encodeIndexed(raster, maximumColours: pooledColours) : try PNGEncoder.encode(raster)
    }

    /// A rendered drawing (white paper) shrunk to fit `side` pixels, as a 2-bit gray PNG.
    static func drawing(_ raster: Image<UInt8>, side: Int) throws -> [UInt8] {
        let gray = raster.channels == 1 ? raster : Luminance.gray(raster)
        return try PNGEncoder.encode(gray.downscaled(toMaximumDimension: side), grayBitDepth: 2)
    }

    /// `photo` shrunk to fit `side` pixels.
    static func shrunk(_ photo: Image<UInt8>, side: Int) -> Image<UInt8> {
        photo.downscaled(toMaximumDimension: side)
    }

    static func jpeg(_ image: Image<UInt8>) throws -> [UInt8] {
        try JPEGEncoder.encode(image, quality: jpegQuality)
    }

    static func jpeg(_ scene: Scene) throws -> [UInt8] {
        try jpeg(SceneRenderer.rasterize(scene))
    }

    /// A unit-range map quantised to 16 bits (0 → 0, 1 → 65535, rounded to nearest), the
    /// precision of the scored maps: 1.5 · 10⁻⁵, far below any score's third decimal.
    static func sixteenBit(_ map: FloatImage) -> Image<UInt16> {
        Image(validWidth: map.width, height: map.height,
              samples: map.samples.map { UInt16((min(max($0, 0), 1) * 65535).rounded()) })
    }

    /// A unit-range map as an 8-bit gray PNG (black 0, white 1).
    static func png(_ map: FloatImage) throws -> [UInt8] {
        try PNGEncoder.encode(Image(validWidth: map.width, height: map.height,
                                    samples: map.samples.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }))
    }
}
