// Generated from Sources/LineworkStudio/LineworkStudio.docc/LineworkStudio.md (its snippet 1) by Tests/LineworkTests/ArticleSnippetTests.swift.
// Do not edit: edit the article, then LINEWORK_UPDATE_SNIPPETS=1 swift test --filter ArticleSnippetTests
import LineworkStudio

enum LineworkStudio_LineworkStudio_1 {
    static func run() async throws {
        let configuration = StudioConfiguration()          // 127.0.0.1, any free port, a random token
        let session = StudioSession(configuration: configuration)
        try session.open(path: "Gallery/inputs/coins.png")
        let server = try StudioServer(configuration: configuration, session: session,
                                      engine: StudioEngine())
        // Serves until its task is cancelled or the process gets SIGINT or SIGTERM; here, two seconds.
        let serving = Task { try await server.run { port in print(server.url(port: port)) } }
        try await Task.sleep(for: .seconds(2))
        serving.cancel()
        try await serving.value
    }
}
