import LineworkCore
import LineworkImage
import _CCairo

/// A Cairo surface, owned: the one place this module creates, finishes and reads surfaces.
///
/// Vector surfaces write into memory through a stream callback (never to a file: every file
/// Linework writes goes through `AtomicFile`), and `finish()` returns the bytes.
///
/// `package`, not public: LineworkAnimation draws its video frames with it (`FrameRenderer`),
/// and Cairo stays out of the public API.
package final class CairoSurface {
    let pointer: OpaquePointer
    /// Where a vector surface's stream goes, retained while the surface lives.
    private let sink: Unmanaged<ByteSink>?
    /// The surface whose memory a tile draws into, kept alive by the tile.
    private let parent: CairoSurface?

    private init(_ pointer: OpaquePointer, sink: Unmanaged<ByteSink>?, parent: CairoSurface? = nil) throws {
        self.pointer = pointer
        self.sink = sink
        self.parent = parent
        try check(cairo_surface_status(pointer), "creating a surface")
    }

    deinit {
        cairo_surface_destroy(pointer)
        sink?.release()
    }

    /// A premultiplied ARGB32 raster surface, cleared to transparent.
    package static func image(width: Int, height: Int) throws -> CairoSurface {
        try CairoSurface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)), sink: nil)
    }

    /// An ARGB32 surface holding `pixels`: premultiplied `0xAARRGGBB` values, row-major, top row first.
    package static func image(width: Int, height: Int, premultipliedARGB pixels: [UInt32]) throws -> CairoSurface {
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

    /// Calls `body` with a raster surface's premultiplied ARGB32 pixels and its row stride in bytes.
    package func withPixels<R>(_ body: (UnsafeRawPointer, Int) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        return try body(UnsafeRawPointer(cairo_image_surface_get_data(pointer)!), Int(cairo_image_surface_get_stride(pointer)))
    }

    /// The raster surface's width and height in pixels.
    var pixelSize: (width: Int, height: Int) {
        (Int(cairo_image_surface_get_width(pointer)), Int(cairo_image_surface_get_height(pointer)))
    }

    /// The pixels of a raster surface as an 8-bit image with straight alpha: RGB when every
    /// pixel is opaque, RGBA otherwise (`PixelConversion.unpremultiply`'s rule and rounding,
    /// which the PNG backend writes too).
    func unpremultipliedImage() -> Image<UInt8> {
        let (width, height) = pixelSize
        return withPixels { data, stride in
            let channels = PixelConversion.isOpaque(data, width: width, height: height, stride: stride) ? 3 : 4
            var samples = [UInt8](repeating: 0, count: width * height * channels)
            samples.withUnsafeMutableBufferPointer { out in
                let out = out.baseAddress!
                Parallel.forEachChunk(height, minimumChunk: 64) { rows in
                    for y in rows {
                        PixelConversion.unpremultiply((data + y &* stride).assumingMemoryBound(to: UInt32.self), width: width,
                                                      channels: channels, into: out + y &* width &* channels)
                    }
                }
            }
            return Image(validWidth: width, height: height, channels: channels, samples: samples)
        }
    }

    /// Lends `body` a maker of surfaces over rectangles of this raster surface's memory:
    /// `tile(x, y, width, height)` draws straight into those pixels, in this surface's
    /// coordinates (a device offset moves its origin). Tiles over disjoint rectangles may be
    /// drawn on from different threads, each with its own context, until `body` returns.
    func withTiles<R>(_ body: (_ tile: (Int, Int, Int, Int) throws -> CairoSurface) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        defer { cairo_surface_mark_dirty(pointer) }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        nonisolated(unsafe) let data = cairo_image_surface_get_data(pointer)!
        return try body { x, y, width, height in
            let tile = try CairoSurface(
                cairo_image_surface_create_for_data(data + y * stride + x * 4, CAIRO_FORMAT_ARGB32,
                                                    Int32(width), Int32(height), Int32(stride)),
                sink: nil, parent: self)
            cairo_surface_set_device_offset(tile.pointer, -Double(x), -Double(y))
            return tile
        }
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
