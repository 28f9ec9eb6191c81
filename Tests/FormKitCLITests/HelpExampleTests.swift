import ArgumentParser
import FormKitTestSupport
import Foundation
import Testing
@testable import FormKitCLI

/// Every example in every `formkit … --help` reads as it would be typed: one whole line that starts
/// with `formkit ` and parses, never wrapped mid-command. The commands are found from the root
/// command's configuration, so a new subcommand is covered as soon as it is registered.
@Suite("formkit --help examples")
struct HelpExampleTests {
    /// The word paths of every command: [], ["phone"], ["phone", "info"], …
    static let commandPaths: [[String]] = {
        func paths(_ command: any ParsableCommand.Type, prefix: [String]) -> [[String]] {
            [prefix] + command.configuration.subcommands.flatMap { sub in
                paths(sub, prefix: prefix + [sub.configuration.commandName ?? sub._commandName])
            }
        }
        return paths(FormKitCommand.self, prefix: [])
    }()

    /// The lines of the "Example:" / "Examples:" blocks of a help text ("Example (…):" too): from the
    /// heading to the next section ("USAGE:", "OPTIONS:" …).
    static func exampleLines(in help: String) -> [String] {
        var lines: [String] = []
        var inExamples = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("Example") && line.hasSuffix(":") {
                inExamples = true
            } else if inExamples, let colon = line.firstIndex(of: ":"),
                line[..<colon].allSatisfy({ $0.isUppercase || $0 == " " }), line.first?.isUppercase == true {
                inExamples = false
            } else if inExamples, !line.isEmpty {
                lines.append(line)
            }
        }
        return lines
    }

    /// Shell words of a command line, with '…' and "…" quoting, up to a pipe, a redirection or a comment.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], current = "", quote: Character?, inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else if "|<>#".contains(character) && !inWord {
                break
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    @Test func examplesAreFound() throws {
        let help = try FormKitProcess.run(["time", "ago", "--help"], environment: ["PATH": "/usr/bin:/bin"]).standardOutput
        #expect(Self.exampleLines(in: help).filter { $0.hasPrefix("  formkit time ago ") }.count == 5)
    }

    @Test func everyCommandIsFound() {
        #expect(Self.commandPaths.contains(["time", "ago"]))
        #expect(Self.commandPaths.contains(["phone", "info"]))
        #expect(Self.commandPaths.count >= 15)
    }

    @Test func theCheckCatchesAWrappedExample() {
        let help = "Examples:\n  formkit time ago --now 2026-01-09T12:00:00Z\n2026-01-09T11:57:00Z\n    3 minutes ago\n\nUSAGE: x"
        let lines = Self.exampleLines(in: help)
        #expect(lines == ["  formkit time ago --now 2026-01-09T12:00:00Z", "2026-01-09T11:57:00Z", "    3 minutes ago"])
        #expect(!lines.allSatisfy { $0.hasPrefix("  formkit ") || $0.hasPrefix("    ") })
        #expect(Self.words("  formkit words match '.a.a.a' | head -2") == ["formkit", "words", "match", ".a.a.a"])
        #expect(Self.words("  formkit sample -k 2 --delimiter , < cities.csv") == ["formkit", "sample", "-k", "2", "--delimiter", ","])
        #expect(Self.words("  formkit phone pattern 6502530000  # (650) 253-0000") == ["formkit", "phone", "pattern", "6502530000"])
    }

    @Test(arguments: commandPaths)
    func examplesReadAsTyped(path: [String]) throws {
        // No COLUMNS and no terminal: argument-parser wraps at its default 80 columns.
        let result = try FormKitProcess.run(path + ["--help"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 0)
        let lines = Self.exampleLines(in: result.standardOutput)
        // Every command shows at least one: none found means the help text was not read.
        #expect(lines.contains { $0.hasPrefix("  formkit ") }, "\(path): no example found")
        for line in lines {
            // A command sits two spaces in, its output four or more: anything else is a wrapped piece.
            #expect(line.hasPrefix("  formkit ") || line.hasPrefix("    "), "\(path): \(line)")
            guard line.hasPrefix("  formkit ") else { continue }
            #expect(!line.hasSuffix("\\"), "\(path): \(line)")
            let arguments = Array(Self.words(line).dropFirst())
            #expect(throws: Never.self, "\(path): \(line)") { _ = try FormKitCommand.parseAsRoot(arguments) }
        }
    }
}
