import FormKitServer
import Foundation

/// The import's stderr: one line per rejected row, and a progress line that rewrites itself on a terminal.
final class ImportProgress: @unchecked Sendable {
    private let onTerminal = isatty(FileHandle.standardError.fileDescriptor) == 1
    private var lastShown = Date.distantPast
    private var showing = false

    func reject(_ line: String) {
        write((showing ? "\r\u{1B}[K" : "") + line + "\n")
        showing = false
    }

    func update(_ summary: ImportSummary) {
        guard onTerminal, Date().timeIntervalSince(lastShown) >= 0.25 else { return }
        lastShown = Date()
        write("\r\u{1B}[K… \(summary)")
        showing = true
    }

    func end() {
        if showing { write("\r\u{1B}[K") }
        showing = false
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
