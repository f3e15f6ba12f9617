import CYaml

extension BoundedYAML {
    /// Counts the nodes `text` stands for with every alias expanded, from libyaml's event stream,
    /// without building a tree, and throws as soon as the count passes `limit`.
    ///
    /// Building the tree first is not safe: Yams hashes a mapping's keys as it composes, and
    /// hashing a key that is an alias bomb walks all of its billions of values (issue 48: a
    /// 300-byte spec with a bomb as a key took 6 s to refuse). Events cost one step per token:
    /// an anchored node's size is recorded when it ends, an alias adds that size, and a
    /// collection counts itself and its children (a mapping's keys and values), as
    /// `Yams.compose` would build them. Counts stay at most twice `limit`, so they cannot
    /// overflow however deep the nesting.
    ///
    /// Text that libyaml cannot read ends the count without a refusal: `Yams.compose` then
    /// reports it with its own message.
    static func checkExpandedSize(of text: String, limit: Int) throws(Refusal) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        var refused = false
        bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var sizes: [String: Int] = [:]
            var open: [(count: Int, anchor: String?)] = []
            var total = 0
            /// Adds `n` to the innermost open collection (or the stream); false past the limit.
            func add(_ n: Int) -> Bool {
                if open.isEmpty {
                    total += n
                    return total <= limit
                }
                open[open.count - 1].count += n
                return open[open.count - 1].count <= limit
            }
            func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                anchor.map { String(cString: $0) }
            }
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return }
                defer { yaml_event_delete(&event) }
                var within = true
                switch event.type {
                case YAML_SCALAR_EVENT:
                    if let anchor = name(event.data.scalar.anchor) { sizes[anchor] = 1 }
                    within = add(1)
                case YAML_ALIAS_EVENT:
                    within = add(name(event.data.alias.anchor).flatMap { sizes[$0] } ?? 1)
                case YAML_SEQUENCE_START_EVENT:
                    open.append((1, name(event.data.sequence_start.anchor)))
                case YAML_MAPPING_START_EVENT:
                    open.append((1, name(event.data.mapping_start.anchor)))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { return }
                    if let anchor = closed.anchor { sizes[anchor] = closed.count }
                    within = add(closed.count)
                case YAML_STREAM_END_EVENT:
                    return
                default:
                    continue
                }
                if !within {
                    refused = true
                    return
                }
            }
        }
        if refused { throw .tooManyNodes(limit: limit) }
    }
}
