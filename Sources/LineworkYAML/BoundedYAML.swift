import Foundation
import Yams

/// YAML read with its cost bounded before anything walks it: presets, device profiles and
/// report specs all come from files a user may have been handed.
///
/// libyaml shares an anchored node among its aliases, so composing an "alias bomb" (a few
/// hundred bytes whose nested aliases stand for billions of values) is cheap, and the cost
/// comes later, when a reader walks, decodes or prints the tree. `compose(_:limits:)`
/// walks it once first, stopping as soon as the expanded tree passes `Limits.maximumNodes`:
/// a bomb is refused after at most that many steps, in microseconds.
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
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw .malformed(shortened(String(describing: error)))
        }
        if let node { try checkSize(of: node, limit: limits.maximumNodes) }
        return node
    }

    /// Walks `node` depth first with an explicit stack, counting every node an alias stands
    /// for as often as it appears, and stops at the first node past `limit`.
    static func checkSize(of node: Node, limit: Int) throws(Refusal) {
        var pending = [node]
        var count = 0
        while let next = pending.popLast() {
            count += 1
            if count > limit { throw .tooManyNodes(limit: limit) }
            switch next {
            case .scalar, .alias: continue
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            case .sequence(let sequence):
                pending.append(contentsOf: sequence)
            }
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
