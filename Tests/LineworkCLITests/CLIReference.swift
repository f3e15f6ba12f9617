import Foundation

/// Renders swift-argument-parser's description of the command tree
/// (`linework --experimental-dump-help`, serialisation version 0) as the Markdown of `docs/CLI.md`.
///
/// The rendering is deterministic: commands and arguments keep the order in which the tool
/// declares them (the dump's arrays are ordered), allowed values keep their declared order and
/// their descriptions are looked up by value (the dump's one unordered field, a dictionary), and
/// nothing depends on the date, the machine or the package's path.
enum CLIReference {
    /// How to rewrite `docs/CLI.md` after the command changes.
    static let regenerateCommand = "LINEWORK_UPDATE_CLI_REFERENCE=1 swift test --filter CLIReference"

    /// The dump's top level.
    struct Tool: Decodable {
        let serializationVersion: Int
        let command: Command
    }

    /// One command of the tree (the fields of argument-parser's `CommandInfoV0` that the page shows).
    struct Command: Decodable {
        let commandName: String
        let superCommands: [String]?
        let shouldDisplay: Bool?
        let aliases: [String]?
        let abstract: String?
        let discussion: String?
        let defaultSubcommand: String?
        let subcommands: [Command]?
        let arguments: [Argument]?

        /// The words that run it, `linework evaluate saliency`.
        var path: String { ((superCommands ?? []) + [commandName]).joined(separator: " ") }
        var isShown: Bool { shouldDisplay ?? true }
        var shownSubcommands: [Command] { (subcommands ?? []).filter(\.isShown) }
        var shownArguments: [Argument] { (arguments ?? []).filter(\.shouldDisplay) }
    }

    /// One positional argument, option or flag (the fields of `ArgumentInfoV0` that the page shows).
    struct Argument: Decodable {
        struct Name: Decodable {
            let kind: String
            let name: String

            /// `--long`, `-s` or `-longWithSingleDash`.
            var spelled: String { kind == "long" ? "--" + name : "-" + name }
        }

        let kind: String
        let shouldDisplay: Bool
        let sectionTitle: String?
        let isOptional: Bool
        let isRepeating: Bool
        let names: [Name]?
        let valueName: String?
        let defaultValue: String?
        let allValues: [String]?
        let allValueDescriptions: [String: String]?
        let abstract: String?
        let discussion: String?

        var isPositional: Bool { kind == "positional" }

        /// How it is written on the command line: `<image>`, `` `-o`, `--output <path>` ``.
        var signature: String {
            let value = valueName.map { "<\($0)>" } ?? ""
            if isPositional { return "`\(value)\(isRepeating ? " ..." : "")`" }
            let spellings = (names ?? []).map(\.spelled)
            let valueSuffix = kind == "option" ? " " + value : ""
            return spellings.enumerated()
                .map { index, name in "`\(name)\(index == spellings.count - 1 ? valueSuffix : "")`" }
                .joined(separator: ", ")
        }
    }

    /// The whole page for the dump in `data`.
    /// - Throws: `DecodingError` when `data` is not an argument-parser tool description.
    static func markdown(fromDump data: Data) throws -> String {
        let tool = try JSONDecoder().decode(Tool.self, from: data)
        let root = tool.command
        var lines = [
            "# `\(root.commandName)` command-line reference",
            "",
            "<!-- Generated from `\(root.commandName) --experimental-dump-help` by"
                + " Tests/LineworkCLITests/CLIReferenceTests.swift; do not edit by hand."
                + " Regenerate with: \(regenerateCommand) -->",
            "",
            "Every subcommand, its arguments and its options, as `--help` shows them. The contract that"
                + " scripts rely on (flags, JSON keys, exit codes) is [CONTRACT.md](CONTRACT.md).",
            "",
        ]
        lines += contents(of: root, depth: 0)
        lines.append("")
        lines += section(for: root)
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A nested list linking to every shown command.
    private static func contents(of command: Command, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        let summary = command.abstract.map { ": " + inline($0) } ?? ""
        let entry = "\(indent)- [`\(command.path)`](#\(anchor(command.path)))\(summary)"
        return [entry] + command.shownSubcommands.flatMap { contents(of: $0, depth: depth + 1) }
    }

    /// A command's section, followed by its subcommands' sections.
    private static func section(for command: Command) -> [String] {
        var lines = ["## `\(command.path)`", ""]
        if let abstract = command.abstract { lines += [escaped(abstract), ""] }
        if let discussion = command.discussion { lines += [escaped(discussion), ""] }
        lines += ["```", "\(usage(of: command))", "```", ""]
        if let aliases = command.aliases {
            lines += ["Aliases: " + aliases.map { "`\($0)`" }.joined(separator: ", ") + ".", ""]
        }
        let subcommands = command.shownSubcommands
        if !subcommands.isEmpty {
            lines += ["### Subcommands", ""]
            for sub in subcommands {
                let isDefault = sub.commandName == command.defaultSubcommand ? " (default)" : ""
                let summary = sub.abstract.map { ": " + inline($0) } ?? ""
                lines.append("- [`\(sub.commandName)`](#\(anchor(sub.path)))\(isDefault)\(summary)")
            }
            lines.append("")
        }
        for (title, arguments) in groups(of: command.shownArguments) {
            lines += ["### \(title)", ""]
            lines += arguments.flatMap(entry(for:))
        }
        return lines + subcommands.flatMap(section(for:))
    }

    /// `linework draw <image> [<options>]`, or `linework evaluate <subcommand>`.
    private static func usage(of command: Command) -> String {
        var words = [command.path]
        if !command.shownSubcommands.isEmpty { words.append("<subcommand>") }
        for argument in command.shownArguments where argument.isPositional {
            let value = "<\(argument.valueName ?? "value")>" + (argument.isRepeating ? " ..." : "")
            words.append(argument.isOptional ? "[\(value)]" : value)
        }
        if command.shownArguments.contains(where: { !$0.isPositional }) { words.append("[<options>]") }
        return words.joined(separator: " ")
    }

    /// The arguments in sections: argument-parser's titled groups where the tool declares them,
    /// else "Arguments" for positionals and "Options" for the rest; in order of first appearance.
    private static func groups(of arguments: [Argument]) -> [(String, [Argument])] {
        var order: [String] = []
        var members: [String: [Argument]] = [:]
        for argument in arguments {
            let title = argument.sectionTitle ?? (argument.isPositional ? "Arguments" : "Options")
            if members[title] == nil { order.append(title) }
            members[title, default: []].append(argument)
        }
        return order.map { ($0, members[$0] ?? []) }
    }

    /// One list item: the signature, whether it is required or repeatable, the help, the
    /// default and the allowed values. Every item ends with a blank line (a loose list), so that
    /// items with and without a discussion render alike.
    private static func entry(for argument: Argument) -> [String] {
        var notes: [String] = []
        if !argument.isOptional { notes.append("required") }
        if argument.isRepeating && !argument.isPositional { notes.append("repeatable") }
        let heading = "- " + argument.signature + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
        var lines = [heading + (argument.abstract.map { ": " + inline($0) } ?? "")]
        if let discussion = argument.discussion {
            lines += [""] + escaped(discussion).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "  " + $0 }
        }
        var facts: [String] = []
        if let value = argument.defaultValue { facts.append("Default: `\(value)`.") }
        if let values = argument.allValues {
            let described = values.map { value in
                "`\(value)`" + (argument.allValueDescriptions?[value].map { " (\(inline($0)))" } ?? "")
            }
            facts.append("Values: " + described.joined(separator: ", ") + ".")
        }
        if !facts.isEmpty { lines += ["", "  " + facts.joined(separator: " ")] }
        return lines + [""]
    }

    /// GitHub's heading anchor for `` `linework evaluate saliency` ``: lower case, spaces as hyphens.
    private static func anchor(_ path: String) -> String {
        path.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// Help text on one line (a list item's first line).
    private static func inline(_ text: String) -> String {
        escaped(text).split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Help text as Markdown text: the characters that would start markup (HTML tags from
    /// `<value>` placeholders, emphasis, escapes) are escaped; code spans are left as they are.
    private static func escaped(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            if character == "`" { inCode.toggle() }
            if !inCode, "\\<>*_".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
