/// Where a scene lands on one backend's output surface.
///
/// Device units depend on the backend: pixels for PNG, points for PDF, and for SVG CSS pixels
/// (image-size canvas) or points (page canvas). A scene point p maps to
/// `origin + (p + 0.5) · scale`, so the source rectangle's corner (−0.5, −0.5) sits at `origin`.
package struct CanvasLayout: Equatable {
    /// Output surface size in device units.
    package let width: Double
    package let height: Double
    /// Device units per scene pixel.
    package let scale: Double
    /// Device position of the source rectangle's top-left corner.
    package let originX: Double
    package let originY: Double
    /// Device units per PostScript point (1/72 in), for millimetre widths.
    package let unitsPerPoint: Double

    /// The kind of output surface, which fixes the device unit.
    package enum Device {
        /// PNG: pixels; an image-size canvas gives one pixel per source pixel times the scale,
        /// a page is rasterised at its `rasterDPI`.
        case raster
        /// SVG: CSS pixels for an image-size canvas, points for a page.
        case svg
        /// PDF: points.
        case pdf
    }

    /// Points per millimetre: 72 / 25.4.
    package static let pointsPerMillimetre = 72 / 25.4
    /// Points per CSS pixel: 72 / 96.
    package static let pointsPerCSSPixel = 0.75

    package init(scene: Scene, device: Device) {
        let (w, h) = (Double(scene.width), Double(scene.height))
        switch scene.canvas {
        case .imageSize(let s):
            let units = device == .pdf ? 1 : 1 / Self.pointsPerCSSPixel
            unitsPerPoint = units
            scale = s * Self.pointsPerCSSPixel * units
            (originX, originY) = (0, 0)
            if device == .raster {
                // Whole pixels; the tolerance keeps 1000 × 1.1 = 1100.0000000000002 at 1100.
                width = max(1, (w * scale - 1e-6).rounded(.up))
                height = max(1, (h * scale - 1e-6).rounded(.up))
            } else {
                (width, height) = (w * scale, h * scale)
            }
        case .page(let page):
            let units = device == .raster ? page.rasterDPI / 72 : 1
            unitsPerPoint = units
            let (pw, ph) = page.orientedMillimetres
            let toDevice = Self.pointsPerMillimetre * units
            let margin = page.marginMillimetres * toDevice
            if device == .raster {
                (width, height) = ((pw * toDevice).rounded(), (ph * toDevice).rounded())
            } else {
                (width, height) = (pw * toDevice, ph * toDevice)
            }
            // Fit inside the margins, aspect kept, centred.
            scale = min((width - 2 * margin) / w, (height - 2 * margin) / h)
            originX = (width - w * scale) / 2
            originY = (height - h * scale) / 2
        }
    }

    /// A camera's layout: the scene rectangle `window` (left, top, width in scene pixels)
    /// filling a `width` × `height` pixel frame, scaled by the frame's width over the window's.
    package init(window: (left: Double, top: Double, width: Double), frameWidth: Int, frameHeight: Int) {
        width = Double(frameWidth)
        height = Double(frameHeight)
        scale = width / window.width
        unitsPerPoint = 1 / Self.pointsPerCSSPixel
        // p maps to origin + (p + 0.5) · scale = (p − left) · scale.
        originX = -(window.left + 0.5) * scale
        originY = -(window.top + 0.5) * scale
    }

    /// A stroke width in scene pixels. `relative` widths are fractions of the longer side of
    /// the `sceneWidth` × `sceneHeight` source.
    package func scenePixels(_ width: StrokeWidth, sceneWidth: Int, sceneHeight: Int) -> Double {
        switch width {
        case .pixels(let v): return v
        case .millimetres(let v): return v * Self.pointsPerMillimetre * unitsPerPoint / scale
        case .relative(let v): return v * Double(max(sceneWidth, sceneHeight))
        }
    }
}

extension Scene {
    /// Millimetres on the output per scene (working-image) pixel: on a page as printed, on an
    /// image-size canvas at CSS's 96 pixels per inch (the size SVG and PDF declare). Plot-time
    /// estimates use it.
    public var millimetresPerPixel: Double {
        CanvasLayout(scene: self, device: .pdf).scale / CanvasLayout.pointsPerMillimetre
    }
}
