import Foundation
import Yams

/// YAML read with its cost bounded before anything walks it: presets, device profiles and
/// report specs all come from files a user may have been handed.
///
/// An "alias bomb" is a few hundred bytes whose nested aliases stand for billions of values; the
/// cost comes when something walks, hashes, decodes or prints the tree, and Yams hashes mapping
/// keys while it composes. So `compose(_:limits:)` first counts the expanded size from libyaml's
/// events, one step per token (`checkExpandedSize`), and composes only a document within
/// `Limits.nodeLimit(bytes:)`: a bomb is refused in microseconds, before any tree exists.
public enum BoundedYAML {
    /// How large a document may be.
    public struct Limits: Sendable, Equatable {
        /// The longest text read, in UTF-8 bytes.
        public var maximumBytes: Int
        /// The most nodes (scalars, mappings, sequences, keys included) the document may hold
        /// once every alias is expanded.
        public var maximumNodes: Int

        /// Limits of `maximumBytes` and `maximumNodes`.
        public init(maximumBytes: Int, maximumNodes: Int) {
            self.maximumBytes = maximumBytes
            self.maximumNodes = maximumNodes
        }

        /// The most nodes a text of `bytes` UTF-8 bytes may expand to: `maximumNodes`, and no
        /// more than its own length or 10,000, whichever is larger.
        ///
        /// Without aliases a document holds fewer nodes than bytes (each scalar, and each
        /// separator between nodes, takes at least one), so the rule costs a real document
        /// nothing; it lets aliases repeat a few thousand values but bounds what a short text can
        /// make a reader walk and decode by the text's own size (issue 48: a 200,000-node bomb
        /// under the spec's limit took seconds to decode and refuse).
        public func nodeLimit(bytes: Int) -> Int {
            min(maximumNodes, max(10_000, bytes))
        }

        /// For a preset or a device profile: a few dozen keys. 64 KiB and 10,000 nodes.
        public static let settings = Limits(maximumBytes: 64 << 10, maximumNodes: 10_000)
        /// For a report spec: a list of images and a grid. 4 MiB and 200,000 nodes, room for
        /// tens of thousands of images.
        public static let spec = Limits(maximumBytes: 4 << 20, maximumNodes: 200_000)
    }

    /// Why a document was refused; `description` is one line of at most 200 characters.
    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// The text is longer than `Limits.maximumBytes`.
        case tooLong(bytes: Int, limit: Int)
        /// The expanded tree has more than `Limits.maximumNodes` nodes.
        case tooManyNodes(limit: Int)
        /// libyaml could not read the text; its first line, shortened.
        case malformed(String)

        public var description: String {
            switch self {
            case .tooLong(let bytes, let limit):
                return "is \(bytes) bytes, above the limit of \(limit)"
            case .tooManyNodes(let limit):
                return "expands to more than \(limit) values (nested aliases?); refused before reading it"
            case .malformed(let detail):
                return "is not valid YAML (\(detail))"
            }
        }
    }

    /// The document in `text`, nil for an empty one.
    ///
    /// - Throws: `Refusal` for text over `limits`, a tree that expands past them, or text
    ///   that is not YAML.
    public static func compose(_ text: String, limits: Limits) throws(Refusal) -> Node? {
        let bytes = text.utf8.count
        guard bytes <= limits.maximumBytes else { throw .tooLong(bytes: bytes, limit: limits.maximumBytes) }
        try checkExpandedSize(of: text, limit: limits.nodeLimit(bytes: bytes))
        do {
            return try Yams.compose(yaml: text)
        } catch {
            throw .malformed(shortened(String(describing: error)))
        }
    }

    /// `text`'s first line, at most 120 characters.
    static func shortened(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "unreadable"
        return line.count <= 120 ? line : String(line.prefix(119)) + "…"
    }
}

extension BoundedYAML.Refusal: LocalizedError {
    /// The one-line message (`description`), so that `error.localizedDescription` reads as the
    /// command line prints it rather than "The operation could not be completed".
    public var errorDescription: String? { description }
}
