import Foundation
import Testing

/// `docs/CLI.md` is the command's reference, rendered from `linework --experimental-dump-help`;
/// these tests keep it from drifting from the command it describes.
struct CLIReferenceTests {
    static let referenceFile = CLI.packageRoot.appendingPathComponent("docs/CLI.md")

    /// The reference rendered from the built binary's own description of itself.
    func renderedReference() throws -> String {
        let dump = try CLI.run(["--experimental-dump-help"])
        #expect(dump.status == 0, "\(dump.stderr)")
        return try CLIReference.markdown(fromDump: Data(dump.stdout.utf8))
    }

    /// Fails, naming the first line that differs, when `docs/CLI.md` is not what the command
    /// renders; with LINEWORK_UPDATE_CLI_REFERENCE=1 it rewrites the file instead, and fails
    /// saying so (as swift-argument-parser's snapshot tests do), so a run with the variable
    /// left set never passes without comparing anything.
    @Test func committedReferenceMatchesTheCommand() throws {
        let rendered = try renderedReference()
        if ProcessInfo.processInfo.environment["LINEWORK_UPDATE_CLI_REFERENCE"] == "1" {
            try rendered.write(to: Self.referenceFile, atomically: true, encoding: .utf8)
            Issue.record("recorded docs/CLI.md; run again without LINEWORK_UPDATE_CLI_REFERENCE to compare against it")
            return
        }
        guard let committed = try? String(contentsOf: Self.referenceFile, encoding: .utf8) else {
            Issue.record("docs/CLI.md is missing; generate it: \(CLIReference.regenerateCommand)")
            return
        }
        let firstDifference = Self.firstDifferingLine(committed, rendered)
        #expect(
            firstDifference == nil,
            "docs/CLI.md differs from `linework --experimental-dump-help` at line \(firstDifference ?? 0); regenerate it: \(CLIReference.regenerateCommand)"
        )
    }

    /// Every subcommand the tool shows has a section, and the page names no path of this machine.
    @Test func referenceCoversEveryCommandAndNoLocalPath() throws {
        let dump = try CLI.run(["--experimental-dump-help"])
        let tool = try JSONDecoder().decode(CLIReference.Tool.self, from: Data(dump.stdout.utf8))
        #expect(tool.serializationVersion == 0)
        func paths(_ command: CLIReference.Command) -> [String] {
            [command.path] + command.shownSubcommands.flatMap(paths)
        }
        let commands = paths(tool.command)
        #expect(commands.contains("linework draw"))
        #expect(commands.contains("linework evaluate saliency"))
        let rendered = try CLIReference.markdown(fromDump: Data(dump.stdout.utf8))
        for command in commands {
            #expect(rendered.contains("## `\(command)`\n"), "no section for \(command)")
        }
        #expect(!rendered.contains(CLI.packageRoot.path))
        #expect(!rendered.contains(FileManager.default.homeDirectoryForCurrentUser.path + "/"))
    }

    /// The renderer on a literal two-level tree: sections, usage, defaults, values, escaping.
    @Test func rendersALiteralTree() throws {
        let dump = #"""
            {"serializationVersion": 0, "command": {
              "commandName": "tool", "abstract": "Does things.",
              "subcommands": [{
                "commandName": "run", "superCommands": ["tool"], "abstract": "Runs <input>.",
                "arguments": [
                  {"kind": "positional", "shouldDisplay": true, "isOptional": false, "isRepeating": false,
                   "parsingStrategy": "default", "valueName": "input", "abstract": "The input."},
                  {"kind": "option", "shouldDisplay": true, "isOptional": true, "isRepeating": false,
                   "parsingStrategy": "default", "names": [{"kind": "short", "name": "m"}, {"kind": "long", "name": "mode"}],
                   "valueName": "mode", "defaultValue": "fast", "allValues": ["fast", "slow"],
                   "allValueDescriptions": {"slow": "careful", "fast": "quick"}, "abstract": "How *fast*."},
                  {"kind": "flag", "shouldDisplay": false, "isOptional": true, "isRepeating": false,
                   "parsingStrategy": "default", "names": [{"kind": "long", "name": "secret"}]}
                ]}]}}
            """#
        let expected = """
            # `tool` command-line reference

            <!-- Generated from `tool --experimental-dump-help` by Tests/LineworkCLITests/CLIReferenceTests.swift; do not edit by hand. Regenerate with: \(CLIReference.regenerateCommand) -->

            Every subcommand, its arguments and its options, as `--help` shows them. The contract that scripts rely on (flags, JSON keys, exit codes) is [CONTRACT.md](CONTRACT.md).

            - [`tool`](#tool): Does things.
              - [`tool run`](#tool-run): Runs \\<input\\>.

            ## `tool`

            Does things.

            ```
            tool <subcommand>
            ```

            ### Subcommands

            - [`run`](#tool-run): Runs \\<input\\>.

            ## `tool run`

            Runs \\<input\\>.

            ```
            tool run <input> [<options>]
            ```

            ### Arguments

            - `<input>` (required): The input.

            ### Options

            - `-m`, `--mode <mode>`: How \\*fast\\*.

              Default: `fast`. Values: `fast` (quick), `slow` (careful).

            """
        #expect(try CLIReference.markdown(fromDump: Data(dump.utf8)) == expected)
    }

    /// The 1-based number of the first line where `a` and `b` differ, or nil when they are equal.
    static func firstDifferingLine(_ a: String, _ b: String) -> Int? {
        guard a != b else { return nil }
        let linesA = a.split(separator: "\n", omittingEmptySubsequences: false)
        let linesB = b.split(separator: "\n", omittingEmptySubsequences: false)
        let common = zip(linesA, linesB).prefix { $0 == $1 }.count
        return common + 1
    }
}
