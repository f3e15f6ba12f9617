import LineworkCore
import LineworkImage

/// The analysis frames' geometry: the picture inside the bars, cut out for the models, and
/// their results mapped back to the whole frame (normalised, lower-left origin).
struct AnalysisFrames {
    /// The analysis frame's size.
    var width: Int, height: Int
    /// The picture inside the bars, in analysis pixels.
    var picture: PictureRect

    /// The picture's RGB pixels.
    func crop(_ rgb: [UInt8]) -> [UInt8] {
        if picture.isWhole(width: width, height: height) { return rgb }
        var out = [UInt8](repeating: 0, count: picture.width * picture.height * 3)
        rgb.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for row in 0..<picture.height {
                    let s = ((picture.y &+ row) &* width &+ picture.x) &* 3, t = row &* picture.width &* 3
                    for i in 0..<(picture.width &* 3) { target[t &+ i] = source[s &+ i] }
                }
            }
        }
        return out
    }

    /// A box normalised to the picture, normalised to the whole frame.
    func whole(_ box: NormalizedRect) -> NormalizedRect {
        let (w, h) = (Double(width), Double(height))
        let (px, pw, ph) = (Double(picture.x) / w, Double(picture.width) / w, Double(picture.height) / h)
        let bottom = Double(height - picture.y - picture.height) / h
        return NormalizedRect(x: px + box.x * pw, y: bottom + box.y * ph, width: box.width * pw, height: box.height * ph)
    }

    /// A heatmap over the picture, resampled over the whole frame (zero on the bars), at its
    /// own grid size.
    func whole(_ map: FloatImage) -> FloatImage {
        if picture.isWhole(width: width, height: height) { return map }
        let (side, mw, mh) = (map.width, map.width, map.height)
        var out = [Float](repeating: 0, count: map.width * map.height)
        for cy in 0..<map.height {
            // The cell's centre in analysis pixels, then in the picture's map cells.
            let y = (Double(cy) + 0.5) / Double(map.height) * Double(height)
            let my = (y - Double(picture.y)) / Double(picture.height) * Double(mh) - 0.5
            guard my >= -0.5, my <= Double(mh) - 0.5 else { continue }
            for cx in 0..<side {
                let x = (Double(cx) + 0.5) / Double(side) * Double(width)
                let mx = (x - Double(picture.x)) / Double(picture.width) * Double(mw) - 0.5
                guard mx >= -0.5, mx <= Double(mw) - 0.5 else { continue }
                let (x0, y0) = (min(max(Int(mx.rounded(.down)), 0), mw - 1), min(max(Int(my.rounded(.down)), 0), mh - 1))
                let (x1, y1) = (min(x0 + 1, mw - 1), min(y0 + 1, mh - 1))
                let (fx, fy) = (Float(min(max(mx - Double(x0), 0), 1)), Float(min(max(my - Double(y0), 0), 1)))
                let s = map.samples
                let top = s[y0 * mw + x0] * (1 - fx) + s[y0 * mw + x1] * fx
                let low = s[y1 * mw + x0] * (1 - fx) + s[y1 * mw + x1] * fx
                out[cy * side + cx] = top * (1 - fy) + low * fy
            }
        }
        return FloatImage(validWidth: map.width, height: map.height, samples: out)
    }
}
