import ArgumentParser
import Foundation

/// Prints `formkit: error: <message>` on standard error and returns the exit code for the caller to throw.
///
///     throw exitReporting("unknown locale 'xx'", code: 2)
func exitReporting(_ message: String, code: Int32) -> ExitCode {
    FileHandle.standardError.write(Data("formkit: error: \(message)\n".utf8))
    return ExitCode(code)
}
