import Foundation
import LineworkArt
import LineworkCore

/// The JSON the page and the server exchange.
enum StudioMessages {
    /// A live request: draw photo `photo` with `preset` (draw's options by name, read by
    /// `DrawPreset(settings:)`); `id` comes back in the reply.
    struct LiveRequest: Decodable {
        var id: Int
        var photo: Int
        var preset: [String: DrawPreset.Value]
    }

    private struct PhotoEntry: Encodable {
        var id: Int
        var name: String
        var width: Int
        var height: Int
    }

    /// `[{"id", "name", "width", "height"}]`.
    static func photoList(_ photos: [StudioPhoto]) throws -> String {
        let entries = photos.map { PhotoEntry(id: $0.id, name: $0.name, width: $0.pixels.width, height: $0.pixels.height) }
        return String(decoding: try JSONEncoder().encode(entries), as: UTF8.self)
    }

    /// `{"id", "svg", "stats", "seconds": {"draw", "render"}, "cache": {"hits", "misses"}}`:
    /// `stats` is `draw --stats`'s JSON.
    static func drawing(id: Int, svg: String, result: StudioEngine.Result, renderSeconds: Double,
                        cache: (hits: Int, misses: Int)) -> String {
        "{\"id\":\(id),\"seconds\":{\"draw\":\(seconds(result.seconds)),\"render\":\(seconds(renderSeconds))},"
            + "\"cache\":{\"hits\":\(cache.hits),\"misses\":\(cache.misses)},"
            + "\"stats\":\(result.drawing.statsJSONText().trimmingCharacters(in: .whitespacesAndNewlines)),"
            + "\"svg\":\(quoted(svg))}"
    }

    /// `{"id", "error"}`, the error on one line.
    static func failure(id: Int?, _ message: String) -> String {
        "{\"id\":\(id.map(String.init) ?? "null"),\"error\":\(quoted(message))}"
    }

    /// Seconds to 0.1 ms.
    static func seconds(_ value: Double) -> String {
        value.isFinite ? "\((value * 10_000).rounded() / 10_000)" : "0"
    }

    static func quoted(_ text: String) -> String {
        (try? String(decoding: JSONEncoder().encode(text), as: UTF8.self)) ?? "\"\""
    }
}
