import LineworkCore

/// Draws one window of a source frame into an output frame: copied when it has the output's
/// size, scaled (bilinear) when it has its shape, and fitted inside it and padded when it has
/// another (`ReframePadding`: a colour, or the window's picture enlarged to cover the output,
/// blurred by going through a sixteenth of its size, and darkened to 60 %).
struct FrameFitter {
    /// The source frame's width (RGB, 3 bytes a pixel).
    var sourceWidth: Int
    /// The output's size (RGBA, 4 bytes a pixel).
    var width: Int, height: Int
    var padding: ReframePadding

    func draw(_ rgb: [UInt8], crop: ReframePlan.Crop, into out: inout [UInt8]) {
        let (cw, ch) = (Double(crop.width), Double(crop.height))
        let sameShape = abs(cw / ch - Double(width) / Double(height)) <= 0.01 * Double(width) / Double(height)
        if sameShape {
            scale(rgb, from: (Double(crop.x), Double(crop.y), cw, ch), into: &out, at: (0, 0, width, height), outWidth: width)
            return
        }
        let s = min(Double(width) / cw, Double(height) / ch)
        let (dw, dh) = (max(1, Int((cw * s).rounded())), max(1, Int((ch * s).rounded())))
        let (ox, oy) = ((width - dw) / 2, (height - dh) / 2)
        switch padding {
        case .colour(let r, let g, let b):
            out.withUnsafeMutableBufferPointer { o in
                var i = 0
                while i < o.count { o[i] = r; o[i &+ 1] = g; o[i &+ 2] = b; o[i &+ 3] = 255; i &+= 4 }
            }
        case .blur:
            // The covering part of the window, at a sixteenth, then enlarged: a wide blur for the
            // price of two small resamplings.
            let cover = max(Double(width) / cw, Double(height) / ch)
            let (sw, sh) = (Double(width) / cover, Double(height) / cover)
            let region = (Double(crop.x) + (cw - sw) / 2, Double(crop.y) + (ch - sh) / 2, sw, sh)
            let (tw, th) = (max(2, width / 16), max(2, height / 16))
            var small = [UInt8](repeating: 255, count: tw * th * 4)
            scale(rgb, from: region, into: &small, at: (0, 0, tw, th), outWidth: tw)
            FrameFitter.enlarge(small, width: tw, height: th, into: &out, width: width, height: height)
        }
        scale(rgb, from: (Double(crop.x), Double(crop.y), cw, ch), into: &out, at: (ox, oy, dw, dh), outWidth: width)
    }

    /// Bilinear resampling of the source region into the output rectangle (pixel centres
    /// mapped onto pixel centres).
    private func scale(_ rgb: [UInt8], from region: (x: Double, y: Double, w: Double, h: Double), into out: inout [UInt8],
                       at rect: (x: Int, y: Int, w: Int, h: Int), outWidth: Int) {
        let sourceHeight = rgb.count / (sourceWidth * 3)
        let fx = region.w / Double(rect.w), fy = region.h / Double(rect.h)
        let identity = fx == 1 && fy == 1 && region.x == region.x.rounded() && region.y == region.y.rounded()
        func axis(_ count: Int, _ start: Double, _ factor: Double, _ limit: Int) -> ([Int], [Int], [Float]) {
            var a = [Int](repeating: 0, count: count), b = a, f = [Float](repeating: 0, count: count)
            for i in 0..<count {
                let p = min(max(start + (Double(i) + 0.5) * factor - 0.5, 0), Double(limit - 1))
                a[i] = Int(p.rounded(.down)); b[i] = min(a[i] + 1, limit - 1); f[i] = Float(p - Double(a[i]))
            }
            return (a, b, f)
        }
        let (x0, x1, xf) = axis(rect.w, region.x, fx, sourceWidth)
        let (y0, y1, yf) = axis(rect.h, region.y, fy, sourceHeight)
        rgb.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                for row in 0..<rect.h {
                    var t = ((rect.y &+ row) &* outWidth &+ rect.x) &* 4
                    if identity {
                        var i = (y0[row] &* sourceWidth &+ x0[0]) &* 3
                        for _ in 0..<rect.w {
                            o[t] = s[i]; o[t &+ 1] = s[i &+ 1]; o[t &+ 2] = s[i &+ 2]
                            i &+= 3; t &+= 4
                        }
                        continue
                    }
                    let (ra, rb, wy) = (y0[row] &* sourceWidth, y1[row] &* sourceWidth, yf[row])
                    for col in 0..<rect.w {
                        let (a, b, wx) = (x0[col], x1[col], xf[col])
                        for c in 0..<3 {
                            let p00 = Float(s[(ra &+ a) &* 3 &+ c]), p01 = Float(s[(ra &+ b) &* 3 &+ c])
                            let p10 = Float(s[(rb &+ a) &* 3 &+ c]), p11 = Float(s[(rb &+ b) &* 3 &+ c])
                            let top = p00 + (p01 - p00) * wx, bottom = p10 + (p11 - p10) * wx
                            o[t &+ c] = UInt8(min(max(top + (bottom - top) * wy + 0.5, 0), 255))
                        }
                        t &+= 4
                    }
                }
            }
        }
    }

    /// A small RGBA image enlarged (bilinear) to the whole output and darkened to 60 %.
    private static func enlarge(_ small: [UInt8], width sw: Int, height sh: Int, into out: inout [UInt8], width: Int, height: Int) {
        out.withUnsafeMutableBufferPointer { o in
            for y in 0..<height {
                let py = min(max((Double(y) + 0.5) * Double(sh) / Double(height) - 0.5, 0), Double(sh - 1))
                let y0 = Int(py), y1 = min(y0 + 1, sh - 1), wy = Float(py - Double(y0))
                for x in 0..<width {
                    let px = min(max((Double(x) + 0.5) * Double(sw) / Double(width) - 0.5, 0), Double(sw - 1))
                    let x0 = Int(px), x1 = min(x0 + 1, sw - 1), wx = Float(px - Double(x0))
                    let t = (y &* width &+ x) &* 4
                    for c in 0..<3 {
                        let p00 = Float(small[(y0 * sw + x0) * 4 + c]), p01 = Float(small[(y0 * sw + x1) * 4 + c])
                        let p10 = Float(small[(y1 * sw + x0) * 4 + c]), p11 = Float(small[(y1 * sw + x1) * 4 + c])
                        let v = (p00 + (p01 - p00) * wx) * (1 - wy) + (p10 + (p11 - p10) * wx) * wy
                        o[t + c] = UInt8(min(max(v * 0.6 + 0.5, 0), 255))
                    }
                    o[t + 3] = 255
                }
            }
        }
    }
}
