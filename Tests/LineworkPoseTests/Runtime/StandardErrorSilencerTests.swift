import Foundation
@testable import LineworkPose
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Two overlapping silenced sections on different threads must leave standard error where it
/// was. (A silencer that saved and restored per call left it on /dev/null for good when the
/// sections interleaved as below, and a whole test run's results went unprinted.)
@Suite struct StandardErrorSilencerTests {
    static func identity() -> (UInt, UInt) {
        var info = stat()
        fstat(2, &info)
        return (UInt(info.st_dev), UInt(info.st_ino))
    }

    @Test func overlappingSectionsRestoreTheRealStandardError() {
        let before = Self.identity()
        let original = dup(2)
        defer { close(original) }
        let firstInside = DispatchSemaphore(value: 0), secondInside = DispatchSemaphore(value: 0)
        let firstLeft = DispatchSemaphore(value: 0), done = DispatchGroup()
        nonisolated(unsafe) var insideIdentity: (UInt, UInt) = (0, 0)
        // First enters, second enters, first leaves, second leaves.
        DispatchQueue.global().async(group: done) {
            StandardErrorSilencer.run {
                insideIdentity = Self.identity()
                firstInside.signal()
                secondInside.wait()
            }
            firstLeft.signal()
        }
        DispatchQueue.global().async(group: done) {
            firstInside.wait()
            StandardErrorSilencer.run {
                secondInside.signal()
                firstLeft.wait()
            }
        }
        done.wait()
        let after = Self.identity()
        // Put a lost stderr back so that this failure, and the rest of the run, still print.
        if after != before { dup2(original, 2) }
        #expect(insideIdentity != before, "stderr was not redirected inside the section")
        #expect(after == before, "stderr was left redirected")
    }
}
