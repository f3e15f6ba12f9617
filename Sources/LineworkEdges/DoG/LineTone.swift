import LineworkContours
import LineworkImage

/// The line map: `XDoGThreshold` applied to every pixel's FDoG response, and the sharpened
/// luminance response uL the boundaries are read from (`EdgeLocalization`).
enum LineTone {
    static func map(_ dog: FlowDoG, threshold: XDoGThreshold, scheduler: RowScheduler) -> EdgeMap {
        let w = dog.width, h = dog.height
        var strength = [Float](uninitializedCount: w * h)
        var lines = [UInt8](uninitializedCount: w * h)
        var luminance = [Float](uninitializedCount: w * h)
        let scale = threshold.luminanceScale
        dog.response.withUnsafeBufferPointer { src in
            strength.withUnsafeMutableBufferPointer { strength in
                lines.withUnsafeMutableBufferPointer { lines in
                    luminance.withUnsafeMutableBufferPointer { luminance in
                        scheduler.forEachChunk(h, minimumChunk: 16) { rows in
                            for i in (rows.lowerBound &* w)..<(rows.upperBound &* w) {
                                let ink = threshold.ink(src[i])
                                strength[i] = ink
                                lines[i] = ink > 0.5 ? 255 : 0
                                luminance[i] = scale * src[i].x
                            }
                        }
                    }
                }
            }
        }
        return EdgeMap(lines: BinaryMask(validWidth: w, height: h, pixels: lines),
                       strength: Image(validWidth: w, height: h, channels: 1, samples: strength),
                       luminance: Image(validWidth: w, height: h, channels: 1, samples: luminance))
    }
}
