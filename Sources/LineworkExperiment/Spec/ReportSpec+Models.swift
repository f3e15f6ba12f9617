extension ReportSpec {
    /// One of the researcher's own models as the spec's `models:` block writes it: its name (the
    /// block's key), what its maps predict, where they are, its parameters and what a missing map
    /// means.
    ///
    /// ```yaml
    /// models:
    ///   mynet-v2: {kind: saliency, maps: runs/v2/maps}
    ///   sweep-net: {kind: saliency, maps: "runs/lr{lr}_bs{bs}/maps"}   # one model per matching folder
    ///   tuned: {kind: object, maps: sod/tuned, params: {lr: 0.1}, missing: skip}
    /// ```
    public struct ModelEntry: Sendable, Equatable {
        /// The model's name, the key in `models:`.
        public var name: String
        /// `saliency`, `boundary` or `object` (`OwnModel.Kind`), as written.
        public var kind: String?
        /// The maps' folder relative to the spec, or a pattern whose `{name}` parts each match
        /// one folder-name part and capture a parameter.
        public var maps: String?
        /// Parameters given explicitly (`params:`), in the spec's order, values as written.
        public var params: [(name: String, value: String)]
        /// `error` (default) or `skip`: what an image without a map is (`OwnModel.MissingMaps`).
        public var missing: String?

        /// The keys a model's entry allows.
        static let keys: Set<String> = ["kind", "maps", "params", "missing"]

        /// Creates an entry.
        public init(name: String, kind: String? = nil, maps: String? = nil,
                    params: [(name: String, value: String)] = [], missing: String? = nil) {
            self.name = name
            self.kind = kind
            self.maps = maps
            self.params = params
            self.missing = missing
        }

        /// Entries are equal when every field is, parameters in order.
        public static func == (a: ModelEntry, b: ModelEntry) -> Bool {
            a.name == b.name && a.kind == b.kind && a.maps == b.maps && a.missing == b.missing
                && a.params.map(\.name) == b.params.map(\.name) && a.params.map(\.value) == b.params.map(\.value)
        }
    }

    /// `models:` as read and written: a mapping from names to entries, whose order (the spec's)
    /// is kept, as the page lists the models in it.
    struct ModelList: Codable {
        var entries: [ModelEntry]

        init(entries: [ModelEntry]) { self.entries = entries }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NameKey.self)
            entries = try container.allKeys.map { key in
                let body = try container.nestedContainer(keyedBy: NameKey.self, forKey: key)
                func text(_ name: String) throws -> String? { try body.decodeIfPresent(String.self, forKey: NameKey(name)) }
                var params: [(name: String, value: String)] = []
                if body.contains(NameKey("params")) {
                    let list = try body.nestedContainer(keyedBy: NameKey.self, forKey: NameKey("params"))
                    params = try list.allKeys.map { ($0.stringValue, try list.decode(String.self, forKey: $0)) }
                }
                return ModelEntry(name: key.stringValue, kind: try text("kind"), maps: try text("maps"),
                                  params: params, missing: try text("missing"))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: NameKey.self)
            for entry in entries {
                var body = container.nestedContainer(keyedBy: NameKey.self, forKey: NameKey(entry.name))
                try body.encodeIfPresent(entry.kind, forKey: NameKey("kind"))
                try body.encodeIfPresent(entry.maps, forKey: NameKey("maps"))
                if !entry.params.isEmpty {
                    var list = body.nestedContainer(keyedBy: NameKey.self, forKey: NameKey("params"))
                    for (name, value) in entry.params { try list.encode(value, forKey: NameKey(name)) }
                }
                try body.encodeIfPresent(entry.missing, forKey: NameKey("missing"))
            }
        }
    }

    /// A key that is any text: a model's or a parameter's name.
    struct NameKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
