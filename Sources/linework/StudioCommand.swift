import ArgumentParser
import Foundation
import LineworkArt
import LineworkCore
import LineworkStudio
import Synchronization

/// `linework studio [PHOTO ...]`: the live studio, a local web page that redraws as its
/// sliders move (`LineworkStudio`).
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Tune line art live in the browser: a local web page that redraws as its sliders move.",
        discussion: """
            Prints the page's address (with its access token) as the first line of standard output, \
            then serves until interrupted. Photos named here are opened at start; the page opens others \
            by upload. The page exports draw's outputs and saves presets for draw --preset.
            """)

    @Argument(help: "PNG or JPEG files to open at start (the page can upload others).")
    var photos: [String] = []

    @Option(help: "TCP port to listen on (0: any free port).")
    var port = StudioConfiguration().port

    @Option(help: ArgumentHelp("Address to listen on.",
                               discussion: "Only this machine can reach the default, 127.0.0.1; another address makes the studio reachable from the network."))
    var host = StudioConfiguration().host

    @Option(help: ArgumentHelp("Largest photo upload in MiB.", valueName: "MiB"))
    var uploadLimit = StudioConfiguration().uploadLimit >> 20

    @Option(help: "Drawings computed at once (1…64).")
    var renders = StudioConfiguration().maximumConcurrentRenders

    @OptionGroup var input: InputOptions

    func run() throws {
        var configuration = StudioConfiguration()
        configuration.host = host
        configuration.port = port
        guard (1...4096).contains(uploadLimit) else {
            throw LineworkError.invalidOption(name: "--upload-limit", value: "\(uploadLimit)", allowed: "must be 1…4096 MiB")
        }
        configuration.uploadLimit = uploadLimit << 20
        configuration.maximumConcurrentRenders = renders
        configuration.limits = try input.decoder().limits
        try configuration.validate()
        let session = StudioSession(configuration: configuration)
        for photo in photos { try session.open(path: photo) }
        #if Studio
        let server = try StudioServer(configuration: configuration, session: session,
                                      engine: StudioEngine(maximumWorkingDimension: configuration.maximumWorkingDimension))
        // The server runs on its own threads; this one waits for it (SIGINT and SIGTERM end the
        // process through `TemporaryFiles`' handlers, as for every command).
        let failure = Mutex<(any Error)?>(nil)
        let stopped = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { port in
                    // Unbuffered: whoever started the studio reads the address at once.
                    FileHandle.standardOutput.write(Data((server.url(port: port) + "\n").utf8))
                }
            } catch {
                failure.withLock { $0 = error }
            }
            stopped.signal()
        }
        stopped.wait()
        if let error = failure.withLock({ $0 }) {
            if let error = error as? LineworkError { throw error }
            throw LineworkError.invalidOption(name: "--host", value: "\(host):\(port)",
                                              allowed: "cannot be listened on (\(String(describing: error)))")
        }
        #else
        // Built with the package trait "Studio" left off: the library alone, no web server.
        throw LineworkError.missingInput(subject: "linework studio",
                                         detail: "this build of linework has no studio (built without the package trait Studio)")
        #endif
    }
}
