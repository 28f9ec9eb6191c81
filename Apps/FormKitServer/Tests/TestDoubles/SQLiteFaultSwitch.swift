import FormKitServer
import Foundation
import GRDB
import ServiceLifecycle

/// Puts a SQLite store's writer connection into a fault named in a control file, and out again.
///
/// The file holds one word: `read-only` (`PRAGMA query_only`: every write fails with SQLITE_READONLY, as
/// on a file the process can no longer write), `full` (`PRAGMA max_page_count` at the file's size: a write
/// that needs a new page fails with SQLITE_FULL, as on a full disk), or nothing, or no file: no fault.
/// `ServerUnderTest --test-fault-file PATH` runs it; the reliability stage writes the file.
public struct SQLiteFaultSwitch: Service {
    /// What the control file can ask for.
    public enum Fault: String, Sendable {
        case none = ""
        case readOnly = "read-only"
        case full = "full"
    }

    let store: SQLiteStore
    let controlFile: String
    /// How often the file is read.
    let interval: Duration

    public init(store: SQLiteStore, controlFile: String, interval: Duration = .milliseconds(100)) {
        self.store = store
        self.controlFile = controlFile
        self.interval = interval
    }

    /// Reads the file every `interval` until the server shuts down (then it ends quietly, not as a failure).
    public func run() async throws {
        var current = Fault.none
        while !Task.isCancelled, !Task.isShuttingDownGracefully {
            let text = (try? String(contentsOfFile: controlFile, encoding: .utf8)) ?? ""
            let wanted = Fault(rawValue: text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .none
            if wanted != current {
                try? await apply(wanted)
                current = wanted
            }
            try? await gracefulShutdownOrSleep(interval)
        }
    }

    private func gracefulShutdownOrSleep(_ duration: Duration) async throws {
        try await cancelWhenGracefulShutdown { try await Task.sleep(for: duration) }
    }

    /// Sets the writer connection's limits for `fault`.
    public func apply(_ fault: Fault) async throws {
        try await store.writer.writeWithoutTransaction { db in
            switch fault {
            case .none:
                try db.execute(sql: "PRAGMA query_only = OFF")
                try db.execute(sql: "PRAGMA max_page_count = 4294967294")
            case .readOnly:
                try db.execute(sql: "PRAGMA query_only = ON")
            case .full:
                let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 1
                try db.execute(sql: "PRAGMA max_page_count = \(pages)")
            }
        }
    }
}
