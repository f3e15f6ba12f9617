import LineworkCore
import LineworkImage
import _CCairo

/// A Cairo surface, owned: the one place this module creates, finishes and reads surfaces.
///
/// Vector surfaces write into memory through a stream callback (never to a file: every file
/// Linework writes goes through `AtomicFile`), and `finish()` returns the bytes.
final class CairoSurface {
    let pointer: OpaquePointer
    /// Where a vector surface's stream goes, retained while the surface lives.
    private let sink: Unmanaged<ByteSink>?

    private init(_ pointer: OpaquePointer, sink: Unmanaged<ByteSink>?) throws {
        self.pointer = pointer
        self.sink = sink
        try check(cairo_surface_status(pointer), "creating a surface")
    }

    deinit {
        cairo_surface_destroy(pointer)
        sink?.release()
    }

    /// A premultiplied ARGB32 raster surface, cleared to transparent.
    static func image(width: Int, height: Int) throws -> CairoSurface {
        try CairoSurface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)), sink: nil)
    }

    /// An ARGB32 surface holding `pixels`: premultiplied `0xAARRGGBB` values, row-major, top row first.
    static func image(width: Int, height: Int, premultipliedARGB pixels: [UInt32]) throws -> CairoSurface {
        let surface = try image(width: width, height: height)
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let data = cairo_image_surface_get_data(surface.pointer)!
        pixels.withUnsafeBytes { source in
            let rowBytes = width * 4
            for y in 0..<height {
                let row: UnsafeRawPointer = source.baseAddress! + y * rowBytes
                UnsafeMutableRawPointer(data + y * stride).copyMemory(from: row, byteCount: rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }

    /// An SVG surface of `width` × `height` user units, streamed into memory.
    ///
    /// - Parameter fallbackResolution: pixels per inch (of 72 user units) at which Cairo
    ///   rasterises what SVG 1.1 cannot express, such as a hue blend. Cairo's default, 300,
    ///   turns a 512-pixel photo into a 2134-pixel image; callers pass the source resolution.
    static func svg(width: Double, height: Double, fallbackResolution: Double) throws -> CairoSurface {
        let sink = Unmanaged.passRetained(ByteSink())
        let surface = try CairoSurface(
            cairo_svg_surface_create_for_stream(ByteSink.write, sink.toOpaque(), width, height), sink: sink)
        cairo_surface_set_fallback_resolution(surface.pointer, fallbackResolution, fallbackResolution)
        return surface
    }

    /// A one-page PDF surface of `width` × `height` points, streamed into memory, without a
    /// creation date so that the same scene gives the same bytes.
    static func pdf(width: Double, height: Double) throws -> CairoSurface {
        let sink = Unmanaged.passRetained(ByteSink())
        let surface = try CairoSurface(
            cairo_pdf_surface_create_for_stream(ByteSink.write, sink.toOpaque(), width, height), sink: sink)
        // Cairo stamps the current time by default; an empty date is dropped from the Info dictionary.
        cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATE_DATE, "")
        cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_MOD_DATE, "")
        return surface
    }

    /// Finishes a vector surface and returns everything it wrote.
    func finish() throws -> [UInt8] {
        cairo_surface_finish(pointer)
        try check(cairo_surface_status(pointer), "finishing the document")
        return sink?.takeUnretainedValue().bytes ?? []
    }

    /// PNG bytes of a raster surface, from Cairo's own writer: it un-premultiplies ARGB32 and
    /// writes 8-bit RGB when every pixel is opaque, RGBA otherwise; no time stamp.
    func pngBytes() throws -> [UInt8] {
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(pointer, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        }
        try check(status, "encoding PNG")
        return sink.bytes
    }

    /// Calls `body` with a raster surface's premultiplied ARGB32 pixels and its row stride in bytes.
    func withPixels<R>(_ body: (UnsafeRawPointer, Int) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        return try body(UnsafeRawPointer(cairo_image_surface_get_data(pointer)!), Int(cairo_image_surface_get_stride(pointer)))
    }

    /// The pixels of a raster surface as an 8-bit image with straight alpha: RGB when every
    /// pixel is opaque, RGBA otherwise (the same rule and rounding as `pngBytes()`).
    func unpremultipliedImage() -> Image<UInt8> {
        cairo_surface_flush(pointer)
        let width = Int(cairo_image_surface_get_width(pointer))
        let height = Int(cairo_image_surface_get_height(pointer))
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
        func pixel(_ x: Int, _ y: Int) -> UInt32 { data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
        let opaque = (0..<height).allSatisfy { y in (0..<width).allSatisfy { pixel($0, y) >> 24 == 0xFF } }
        let channels = opaque ? 3 : 4
        var samples = [UInt8](repeating: 0, count: width * height * channels)
        samples.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<width {
                    let p = pixel(x, y)
                    let a = p >> 24
                    let o = (y * width + x) * channels
                    // Cairo's rounding, c = (c·255 + a/2) / a, so this matches `pngBytes()` exactly.
                    func straight(_ c: UInt32) -> UInt8 {
                        a == 0xFF ? UInt8(c) : (a == 0 ? 0 : UInt8((c * 255 + a / 2) / a))
                    }
                    out[o] = straight((p >> 16) & 0xFF)
                    out[o + 1] = straight((p >> 8) & 0xFF)
                    out[o + 2] = straight(p & 0xFF)
                    if !opaque { out[o + 3] = UInt8(a) }
                }
            }
        }
        return Image(validWidth: width, height: height, channels: channels, samples: samples)
    }
}

/// Accumulates the bytes Cairo writes to a stream.
final class ByteSink {
    var bytes: [UInt8] = []

    /// Cairo's `cairo_write_func_t`: the closure is an unretained `ByteSink`.
    static let write: cairo_write_func_t = { closure, data, length in
        let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}

/// Turns a Cairo status into a `LineworkError` (Cairo fails only on exhausted memory, invalid
/// numbers the validation missed, or a stream error).
func check(_ status: cairo_status_t, _ action: String) throws {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw LineworkError.resourceLimit(detail: "Cairo failed \(action): \(String(cString: cairo_status_to_string(status)))")
}
