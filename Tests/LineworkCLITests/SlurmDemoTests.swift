import Foundation
import Testing

/// The README's Slurm example on a real one-node cluster (`Scripts/run-slurm-demo`): the shards
/// run as a Slurm array job, the merge as a dependent job, and the merged results equal a single
/// run's. It needs slurm-wlm and munge, which CI does not install; the script installs them.
struct SlurmDemoTests {
    static let installed = ["/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/bin/sbatch", "/usr/sbin/munged"]
        .allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: installed, "slurm-wlm and munge are not installed (Scripts/run-slurm-demo installs them)"))
    func theReadmesArrayJobMergesToTheSingleRun() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [CLI.packageRoot.appendingPathComponent("Scripts/run-slurm-demo").path]
        process.environment = ProcessInfo.processInfo.environment.merging(["LINEWORK_BIN": CLI.executable.path]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("PASS: 4 images from 4 Slurm shards merged"), "\(text)")
    }
}
