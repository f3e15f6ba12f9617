import LineworkCore
import LineworkImage

extension MapFolder {
    /// The map of `stem` as unit-range floats (`PixelBuffer.unitGrayImage`), checked the way
    /// `linework evaluate` and `linework report` read predictions and ground truth: a PNG, gray,
    /// and when `size` is given exactly that size. Every error is one line naming this folder's
    /// option and the file.
    ///
    /// Decoding is passed in (`ImageDecoder.decode(path:)` from LineworkCodecs), so this module
    /// stays free of the C codecs.
    ///
    /// - Parameters:
    ///   - stem: an image stem this folder has a map for (see `file(for:)`).
    ///   - size: the size the map must have; nil to accept any size.
    ///   - sizeName: what has that size ("mask", "image photo.png" …), for the message.
    ///   - decode: reads the file at a path.
    /// - Returns: the map and its path.
    /// - Throws: `LineworkError.invalidOption` for a missing stem, a JPEG, a colour map or a
    ///   wrong size, and whatever `decode` throws for an unreadable or corrupt file.
    public func map(
        for stem: String, size: (width: Int, height: Int)? = nil, sizeName: String = "",
        decode: (String) throws -> DecodedImage
    ) throws -> (image: FloatImage, path: String) {
        guard let path = file(for: stem) else {
            throw LineworkError.invalidOption(name: option, value: self.path, allowed: "has no map \(stem).png")
        }
        let decoded = try decode(path)
        guard decoded.format == .png else {
            throw LineworkError.invalidOption(name: option, value: path, allowed: "is a JPEG; maps must be PNG files")
        }
        guard let image = decoded.pixels.unitGrayImage else {
            throw LineworkError.invalidOption(
                name: option, value: path, allowed: "is a colour image; maps must be gray (one-channel) PNGs")
        }
        if let size, size != (image.width, image.height) {
            throw LineworkError.invalidOption(
                name: option, value: path,
                allowed: "is \(image.width)×\(image.height); it must be the size of its \(sizeName), \(size.width)×\(size.height)")
        }
        return (image, path)
    }
}
