import Foundation
import LineworkArt
import Testing

/// The flag ↔ property ↔ default table of the DocC catalogue (`DrawFlagsAndFields.md`) is
/// `DrawOptions.flagTable`, and every drawing option of `linework draw` has a row.
struct DrawFlagTableTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/LineworkArt/LineworkArt.docc/DrawFlagsAndFields.md").standardized
    static let recordVariable = "LINEWORK_UPDATE_FLAG_TABLE"

    /// Draw's options that choose outputs and limits rather than the drawing.
    static let notDrawingOptions: Set<String> = [
        "svg", "png", "pdf", "json", "stats", "gcode", "hpgl", "device", "layers", "split-distance", "video",
        "preset", "force", "max-pixels", "lenient", "help", "version",
    ]

    @Test func everyDrawingOptionHasAFieldAndADefault() {
        for row in DrawOptions.flagTable {
            #expect(!row.property.isEmpty && !row.defaultValue.isEmpty, "\(row.flag) has no row in DrawOptions.flagTable")
        }
    }

    /// Adding an option to `draw` without a row (in `DrawOptions.flagNames` and the table)
    /// fails here.
    @Test func everyOptionOfDrawIsInTheTableOrAnOutput() throws {
        let dump = try CLI.run(["draw", "--experimental-dump-help"])
        let tool = try JSONDecoder().decode(CLIReference.Tool.self, from: Data(dump.stdout.utf8))
        let names = (tool.command.arguments ?? []).flatMap { $0.names ?? [] }.filter { $0.kind == "long" }.map(\.name)
        #expect(!names.isEmpty)
        let tabled = Set(DrawOptions.flagTable.map { String($0.flag.dropFirst(2)) })
        // A switch's inversion (`--no-curves`) is its row's.
        let switches = names.filter { $0.hasPrefix("no-") && tabled.contains(String($0.dropFirst(3))) }
        for name in names where !Self.notDrawingOptions.contains(name) && !switches.contains(name) {
            #expect(tabled.contains(name), "draw's --\(name) has no row in DrawOptions.flagTable (DrawFlagsAndFields.md)")
        }
        for name in tabled { #expect(names.contains(name), "the table's --\(name) is not an option of draw") }
    }

    /// The article holds the table as the library renders it; with LINEWORK_UPDATE_FLAG_TABLE=1
    /// the article is rewritten and the test fails, saying so.
    @Test func articleHoldsTheTable() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let begin = "<!-- flag-table:begin -->\n", end = "<!-- flag-table:end -->"
        let start = try #require(text.range(of: begin)), stop = try #require(text.range(of: end))
        let committed = String(text[start.upperBound ..< stop.lowerBound])
        if ProcessInfo.processInfo.environment[Self.recordVariable] == "1" {
            let updated = text.replacingCharacters(in: start.upperBound ..< stop.lowerBound, with: DrawOptions.flagTableMarkdown)
            try updated.write(to: Self.article, atomically: true, encoding: .utf8)
            Issue.record("recorded the table in DrawFlagsAndFields.md; run again without \(Self.recordVariable) to compare")
            return
        }
        #expect(committed == DrawOptions.flagTableMarkdown,
                "DrawFlagsAndFields.md's table differs from DrawOptions.flagTable; rewrite it with \(Self.recordVariable)=1")
    }
}
