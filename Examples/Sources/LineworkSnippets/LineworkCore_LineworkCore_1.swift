// Generated from Sources/LineworkCore/LineworkCore.docc/LineworkCore.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import Foundation
import LineworkCore

enum LineworkCore_LineworkCore_1 {
    static func run() async throws {
        let limits = try ResourceLimits.fromEnvironment(ProcessInfo.processInfo.environment)
        do {
            try limits.check(width: 200_000, height: 200_000, path: "bomb.png")
        } catch let error as LineworkError {
            print(error)           // 'bomb.png': 200000×200000 is … pixels, above the limit of 100000000 …
            print(error.exitCode)  // 65
        }
    }
}
