import Foundation

/// What a run of the `formkit` executable printed and how it exited.
public struct CommandResult: Sendable {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String
}

/// Runs the built `formkit` executable, as a script would.
public enum FormKitProcess {
    /// Runs `formkit` with `arguments`, writing `input` to its standard input; `environment` replaces
    /// the test's own when given.
    public static func run(_ arguments: [String], input: String = "", environment: [String: String]? = nil) throws -> CommandResult {
        try run(arguments, bytes: Data(input.utf8), environment: environment)
    }

    /// Runs `formkit` with `arguments`, writing `bytes` (which need not be UTF-8) to its standard input.
    public static func run(_ arguments: [String], bytes: Data, environment: [String: String]? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = try executableURL()
        process.arguments = arguments
        if let environment { process.environment = environment }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(bytes)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: error, as: UTF8.self)
        )
    }

    /// The `formkit` built next to the running test bundle.
    static func executableURL() throws -> URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0])
        let candidates = [testBinary.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in candidates {
            let url = directory.appendingPathComponent("formkit")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw MissingExecutable()
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String { "the formkit executable was not built next to the tests; run `swift build` first" }
    }
}
