import LineworkCore

/// Options given more than once (`--json a.json --json b.json`).
///
/// Every option of `linework` takes one value, and ArgumentParser keeps the last of a repeated
/// one without a word, so a run could write one file where the user asked for two, or crop to
/// one aspect of two (hardening IV, item 10). A long option or flag named twice before a bare
/// `--` is refused instead, naming it.
enum RepeatedOptions {
    /// Throws for the first long option in `arguments` (the subcommand's, after its name) that
    /// is given twice, as `--name VALUE` or `--name=VALUE`.
    ///
    /// - Throws: `LineworkError.invalidOption` naming the option and both values.
    static func refuse(in arguments: [String]) throws {
        var seen: [String: String] = [:]
        let repeatable = arguments.first.flatMap { allowed[$0] } ?? []
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            guard argument.hasPrefix("--"), argument.count > 2 else { continue }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            if repeatable.contains(name) { continue }
            let value = parts.count == 2 ? parts[1]
                : index + 1 < arguments.count && !arguments[index + 1].hasPrefix("-") ? arguments[index + 1] : ""
            if let first = seen[name] {
                throw LineworkError.invalidOption(name: name, value: value, allowed: repeated(name, first: first, in: arguments))
            }
            seen[name] = value
        }
    }

    /// The options a subcommand takes more than once (declared as arrays): `reframe` makes one
    /// output per `--aspect` from one analysis (CONTRACT.md, "Addition: video inputs").
    static let allowed: [String: Set<String>] = ["reframe": ["--aspect", "--output", "--json"]]

    /// Why `name` may not be repeated.
    private static func repeated(_ name: String, first: String, in arguments: [String]) -> String {
        let given = first.isEmpty ? "" : " after '\(first)'"
        return "given twice\(given): give each option once (only one value is used)"
    }
}
