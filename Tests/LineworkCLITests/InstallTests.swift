import Foundation
import Testing

/// Issue 24's acceptance: Scripts/check-install (prefix install, completions in bash, zsh and
/// fish, man pages, clean uninstall, and as root the .deb round trip). It builds a second,
/// static binary (about 4.5 minutes on two cores), so the suite runs it only when asked.
struct InstallTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LINEWORK_CHECK_INSTALL"] == "1",
                   "install checks run with LINEWORK_CHECK_INSTALL=1 or Scripts/check-install (they build a static binary)"))
    func installsCompletesAndUninstallsCleanly() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [CLI.packageRoot.appendingPathComponent("Scripts/check-install").path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print(text)
        #expect(process.terminationStatus == 0 && text.contains("all checks passed"), "\(text)")
        #expect(!text.contains("FAIL"))
    }
}
