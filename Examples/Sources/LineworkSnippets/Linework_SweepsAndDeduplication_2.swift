// Generated from Sources/Linework/Linework.docc/SweepsAndDeduplication.md (its snippet 2) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Linework

enum Linework_SweepsAndDeduplication_2 {
    static func run() async throws {
        let grid = SweepGrid(pivots: try StrideSpec(from: 0.3, to: 0.7, step: 0.1),
                             adjustments: StrideSpec(values: [1.0, 1.5, 2.5]))
        let request = try SweepRequest(options: ContourOptions(maximumImageDimension: 768), grid: grid)
        print(request.grid.count, "settings")                           // 4 pivots × 3 adjustments: 12
    }
}
