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

    @Test func tokensCompareWholly() {
        #expect(ConstantTime.equal("abc", "abc"))
        #expect(!ConstantTime.equal("abc", "abd"))
        #expect(!ConstantTime.equal("abc", "abcd"))
        #expect(!ConstantTime.equal("", "abc"))
    }
}
