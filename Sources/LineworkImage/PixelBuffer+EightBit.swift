extension PixelBuffer {
    /// The pixels at 8 bits per sample: 8-bit images as they are, 16-bit samples rounded to the
    /// nearest of 0…255 (v · 255 / 65535), as drawing and display need.
    public var eightBit: Image<UInt8> {
        switch self {
        case .uint8(let image):
            return image
        case .uint16(let image):
            return Image(validWidth: image.width, height: image.height, channels: image.channels,
                         samples: image.samples.map { UInt8((UInt32($0) &* 255 &+ 32767) / 65535) })
        }
    }
}
