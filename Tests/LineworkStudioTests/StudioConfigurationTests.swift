import LineworkCore
import LineworkStudio
import Testing

struct StudioConfigurationTests {
    @Test func defaultsAreLoopbackWithAFreshToken() throws {
        let a = StudioConfiguration(), b = StudioConfiguration()
        #expect(a.host == "127.0.0.1")
        #expect(a.token.count == 32 && a.token != b.token)
        try a.validate()
    }

    @Test func outOfRangeFieldsAreNamed() {
        var configuration = StudioConfiguration()
        configuration.port = 70_000
        #expect(throws: LineworkError.invalidOption(name: "port", value: "70000",
                                                    allowed: "must be a TCP port in 0…65535 (0: any free port)")) {
            try configuration.validate()
        }
        for change in [{ (c: inout StudioConfiguration) in c.host = "a b" },
                       { $0.token = "short" }, { $0.uploadLimit = 10 },
                       { $0.maximumConcurrentRenders = 0 }, { $0.maximumPhotos = 0 }] {
            var configuration = StudioConfiguration()
            change(&configuration)
            #expect(throws: LineworkError.self) { try configuration.validate() }
        }
    }

    @Test func aRefusedUploadIsNotKept() throws {
        let session = StudioSession(configuration: StudioConfiguration())
        // Not a photo: refused by the decoder with its own message, and nothing is added.
        #expect(throws: LineworkError.self) { try session.upload(Array("not an image".utf8), name: "../../etc/passwd") }
        #expect(session.photos.isEmpty)
    }
}

@testable import LineworkStudio

struct UploadNameTests {
    @Test func namesKeepOnlyTheirLastComponentsSafeCharacters() {
        #expect(StudioSession.sanitised("../../etc/passwd") == "passwd")
        #expect(StudioSession.sanitised("my photo (1).jpg") == "myphoto1.jpg")
        #expect(StudioSession.sanitised("...") == "upload")
        #expect(StudioSession.sanitised("") == "upload")
        #expect(StudioSession.sanitised(String(repeating: "a", count: 500)).count == 100)
    }

    /// Regression (hardening III, 12): a `"` in a photo's name (a command-line photo keeps its
    /// file name) broke the export's `Content-Disposition` header.
    @Test func exportFileNamesCannotBreakTheirHeader() {
        #expect(StudioServer.fileNameStem("say \"hi\"; x=1\r\nSet-Cookie: a.png") == "say__hi___x_1__Set-Cookie__a")
        #expect(StudioServer.fileNameStem("coins.png") == "coins")
        #expect(StudioServer.fileNameStem(".png") == "drawing")
        #expect(StudioServer.fileNameStem("é.png") == "_")
        #expect(StudioServer.fileNameStem(String(repeating: "a", count: 300)).count == 64)
    }

    @Test func tokensCompareWholly() {
        #expect(ConstantTime.equal("abc", "abc"))
        #expect(!ConstantTime.equal("abc", "abd"))
        #expect(!ConstantTime.equal("abc", "abcd"))
        #expect(!ConstantTime.equal("", "abc"))
    }
}

import NIOCore
import NIOEmbedded

/// The first request head must come whole and soon (hardening III, 9): a silent connection is
/// closed at its deadline, a flood of header bytes at 64 KiB, and a complete head passes.
struct RequestHeadDeadlineTests {
    @Test func silentConnectionsAreClosedAtTheDeadline() throws {
        let loop = EmbeddedEventLoop()
        let channel = EmbeddedChannel(handler: RequestHeadDeadline(seconds: 30, maximumBytes: 1 << 16), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        loop.advanceTime(by: .seconds(29))
        #expect(channel.isActive)
        loop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive)
    }

    @Test func floodsAreClosedAndCompleteHeadsPass() throws {
        let flood = EmbeddedChannel(handler: RequestHeadDeadline(seconds: 30, maximumBytes: 1 << 16))
        try flood.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        for _ in 0..<10 where flood.isActive {
            try flood.writeInbound(ByteBuffer(string: "X-A: " + String(repeating: "a", count: 8000) + "\r\n"))
        }
        #expect(!flood.isActive)

        let loop = EmbeddedEventLoop()
        let good = EmbeddedChannel(handler: RequestHeadDeadline(seconds: 30, maximumBytes: 1 << 16), loop: loop)
        try good.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        // The blank line split across two reads is still found.
        try good.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: x\r\n\r"))
        try good.writeInbound(ByteBuffer(string: "\n"))
        loop.advanceTime(by: .seconds(60))
        #expect(good.isActive)
        #expect(try good.readInbound(as: ByteBuffer.self)?.readableBytes == 26)
    }
}
