import FormKitServer
import Foundation
import Hummingbird
import TestDoubles

// formkit-server's `serve` with the test stages' doubles, which the shipped server does not carry:
//   ServerUnderTest [--host H] [--port P] [--database DB] [--header-timeout S] [--body-timeout S] [--wasm DIR]
//                   [--test-black-hole-format] [--test-fault-file PATH]
// --test-black-hole-format holds every as-you-type request (``FormatBlackHole``); --test-fault-file puts the
// SQLite store in the fault the file names (``SQLiteFaultSwitch``). A usage error exits 2.

/// Exits 2 with `message` on stderr.
func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ServerUnderTest: \(message)\n".utf8))
    exit(2)
}

/// The configuration and the doubles the command line asks for.
func parse(_ line: [String]) -> (AppConfiguration, AppAssembly) {
    var configuration = AppConfiguration()
    var assembly = AppAssembly()
    var arguments = line[...]
    func value(of option: String) -> String {
        guard let value = arguments.popFirst() else { usage("\(option) needs a value") }
        return value
    }
    func seconds(of option: String) -> Duration {
        guard let seconds = Double(value(of: option)), seconds > 0, seconds <= 86_400 else { usage("\(option) is seconds, above 0") }
        return .milliseconds(Int64(seconds * 1_000))
    }
    while let option = arguments.popFirst() {
        switch option {
        case "--host": configuration.host = value(of: option)
        case "--port":
            guard let port = Int(value(of: option)) else { usage("--port is a number") }
            configuration.port = port
        case "--database": configuration.database = value(of: option)
        case "--header-timeout": configuration.requestDeadlines.header = seconds(of: option)
        case "--body-timeout": configuration.requestDeadlines.body = seconds(of: option)
        case "--wasm": configuration.wasmDirectory = value(of: option)
        case "--test-black-hole-format": assembly.middleware = { $0.add(middleware: FormatBlackHole()) }
        case "--test-fault-file":
            let file = value(of: option)
            assembly.services = { store in
                guard let sqlite = store as? SQLiteStore else { usage("--test-fault-file needs a SQLite database") }
                return [SQLiteFaultSwitch(store: sqlite, controlFile: file)]
            }
        default: usage("unknown option \(option)")
        }
    }
    return (configuration, assembly)
}

let (configuration, assembly) = parse(Array(CommandLine.arguments.dropFirst()))
do {
    try await buildApplication(configuration, assembly: assembly).runService()
} catch {
    FileHandle.standardError.write(Data("ServerUnderTest: \(error)\n".utf8))
    exit(1)
}
