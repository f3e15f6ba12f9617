// One call from an image file to a result: decoding is the only step the stages leave to the
// caller, because LineworkCodecs (libpng, libjpeg) is a stage of its own.

extension ContourRequest {
    /// Decodes the PNG or JPEG at `path` (upright, by its EXIF orientation) and runs the request
    /// on it.
    ///
    /// - Parameters:
    ///   - path: the image file, a PNG or JPEG.
    ///   - decoder: the decoder and its resource limits; default `ImageDecoder()`.
    /// - Throws: the decoder's `LineworkError`s (`.fileNotFound`, `.unsupportedFormat`,
    ///   `.corruptImage`, `.imageTooLarge` …).
    public func perform(onImageAt path: String, decoder: ImageDecoder = ImageDecoder()) throws -> ContoursObservation {
        perform(on: try decoder.decode(path: path).pixels)
    }
}

extension LineDrawing {
    /// Decodes the PNG or JPEG at `path` and draws it: `linework draw`'s pipeline in one call.
    /// Render the result with `drawing.rendered(as: .svg)`: byte for byte what `linework draw
    /// --svg` writes for the same options (SVG without the backdrop unless
    /// `DrawOptions.drawsBackdropInSVG`).
    ///
    /// - Parameters:
    ///   - path: the image file, a PNG or JPEG.
    ///   - options: the drawing; default `DrawOptions()`, `linework draw`'s defaults.
    ///   - decoder: the decoder and its resource limits; default `ImageDecoder()`.
    /// - Throws: the decoder's `LineworkError`s, and `LineworkError.invalidOption` for an option
    ///   out of range; with `weight == .pose`, `PoseError` when the body-pose model is not
    ///   installed.
    public init(imageAt path: String, options: DrawOptions = DrawOptions(),
                decoder: ImageDecoder = ImageDecoder()) throws {
        try self.init(try decoder.decode(path: path).pixels, options: options)
    }
}
