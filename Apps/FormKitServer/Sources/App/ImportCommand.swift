import ArgumentParser
import FormKitServer
import Foundation

/// `formkit-server import --database DB FILE.csv`: contacts from a CSV export, checked row by row.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import contacts from a CSV file whose header names a name, country, city and phone column.",
        discussion: """
            Fields are separated by commas, semicolons or tabs; the file is UTF-8 (with or without a byte-order
            mark), UTF-16 or Windows-1252, told from its bytes. Columns are found by their header names in
            English or other languages, or as Google Contacts and Outlook export them.
            Each row is checked by the app's rules; valid rows are inserted in batches, each one transaction;
            into an empty table, all of them in one transaction that builds the indexes after the rows.
            A rejected row is one line on stderr, "line L: FIELD: reason"; the last line on stdout is
            "imported N, rejected M". Exit 0 when the file was read (even with rejected rows), 1 when it
            cannot be read, 2 for a usage error.
            """)

    @Option(help: "A SQLite file, or postgres://USER[:PASSWORD]@HOST:PORT/DB.")
    var database = "formkit.sqlite"

    @Flag(help: "Leave out rows that repeat an earlier row or a stored contact (the same phone, or the same name and city).")
    var skipDuplicates = false

    @Argument(help: "The CSV file.")
    var file: String

    func run() async throws {
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw CommandFailure(message: "cannot read \(file)")
        }
        defer { try? handle.close() }
        let progress = ImportProgress()
        do {
            // Into an empty table, one transaction that builds the indexes after the rows (ContactService.importing).
            let summary = try await StoreOpening.with(database) { service in
                try await service.importing { store in
                    let options = ContactImporter.Options(findDuplicates: skipDuplicates, skipDuplicates: skipDuplicates)
                    var importer = ContactImporter(store: store, now: Date(), options: options) { progress.reject($0) }
                    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                        try await importer.read(chunk)
                        progress.update(importer.summary)
                    }
                    return try await importer.finish()
                }
            }
            progress.end()
            print(summary)
        } catch let error as ImportError {
            progress.end()
            throw CommandFailure(message: "cannot import \(file): \(error)")
        } catch let error as DatabaseUnreachable {
            throw CommandFailure(message: error.description)
        } catch let error as PostgresLocation.Invalid {
            throw CommandFailure(message: error.description)
        }
    }
}
