/// The size checks that `Image` and `BinaryMask` make at the public boundary.
package enum RasterSize {
    /// `width * height * channels`, after checking each against its range.
    ///
    /// - Parameters:
    ///   - width: pixels per row, at least `minimumSide`.
    ///   - height: rows, at least `minimumSide`.
    ///   - channels: samples per pixel, 1…4.
    ///   - minimumSide: the smallest width and height allowed (1 for images, 0 for masks).
    /// - Throws: `LineworkError.invalidOption` naming `width`, `height` or `channels`, or naming
    ///   `width` when the product does not fit in an `Int`.
    package static func sampleCount(width: Int, height: Int, channels: Int = 1,
                                     minimumSide: Int) throws(LineworkError) -> Int {
        for (name, side) in [("width", width), ("height", height)] where side < minimumSide {
            throw LineworkError.invalidOption(name: name, value: "\(side)", allowed: "must be an integer ≥ \(minimumSide)")
        }
        guard (1...4).contains(channels) else {
            throw LineworkError.invalidOption(
                name: "channels", value: "\(channels)",
                allowed: "must be 1 (gray), 2 (gray + alpha), 3 (RGB) or 4 (RGBA)")
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (count, overflow2) = pixels.multipliedReportingOverflow(by: channels)
        guard !overflow, !overflow2 else {
            throw LineworkError.invalidOption(name: "width", value: "\(width) × \(height)",
                                              allowed: "width × height must fit in an Int")
        }
        return count
    }

    /// Checks that `field` holds the `expected` number of samples.
    /// - Throws: `LineworkError.invalidOption` naming `field` when `count` differs.
    package static func require(_ field: String, count: Int, toBe expected: Int) throws(LineworkError) {
        guard count == expected else {
            throw LineworkError.invalidOption(name: field, value: "\(count) samples",
                                              allowed: "must hold width × height × channels = \(expected)")
        }
    }
}
