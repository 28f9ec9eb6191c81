import Foundation
import Hummingbird

/// The answer to an upload: the summary first, then the refused rows grouped by cause, the duplicates,
/// and the refused rows as a CSV to fix and import again.
struct ImportReport: ResponseEncodable {
    var imported: Int
    var rejected: Int
    /// `imported N, rejected M`, as the command prints it.
    var report: String
    /// `line L: FIELD: reason`, the first ``ImportRoutes/reportedRejections`` of them.
    var rejections: [String]
    /// Valid rows read; duplicates found and left out.
    var rows: Int
    var duplicates: Int
    var skipped: Int
    /// True when the file was only checked: nothing was inserted.
    var checkOnly: Bool
    /// How the file was read: `utf8`, `utf8-bom`, `utf16le`, `utf16be` or `windows-1252`; `,`, `;` or a tab.
    var encoding: String
    var separator: String
    var header: [String]
    var columns: ImportColumns
    var groups: [ImportRefusals.Group]
    var duplicateRows: [ContactImporter.Duplicate]
    /// The refused rows with the file's header and a `problem` column; empty when none.
    var refusedCSV: String
    /// Refused rows counted but left out of `refusedCSV`.
    var refusedRowsLeftOut: Int
}

/// A file whose columns cannot be told from its header (422): the header, and the columns that could.
struct ImportNeedsMapping: ResponseGenerator {
    var message: String
    var header: [String]
    var columns: ImportColumns

    var status: HTTPResponse.Status { .unprocessableContent }

    /// The JSON answer: `{"error", "header", "columns", "needsMapping": true}`.
    struct Body: Encodable {
        var error: String
        var header: [String]
        var columns: ImportColumns
        var needsMapping = true
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(Body(error: message, header: header, columns: columns))
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// `POST /api/contacts/import`: the body is the CSV file itself, read as it streams in.
///
/// Query: `check=1` reads and checks the file without inserting; `duplicates=skip` leaves out rows that
/// repeat an earlier row or a stored contact (`keep` imports them; either way they are reported); `name`,
/// `country`, `city`, `phone` map columns by their index from 0 (`name=0+1` joins first and last name).
struct ImportRoutes {
    let services: AppServices

    /// The most rejected rows an answer lists as lines (all of them are counted and grouped).
    static let reportedRejections = 200
    /// The largest file an upload may send.
    static let uploadLimit = 256 * 1_024 * 1_024

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("contacts/import") { request, context -> Response in
            let query = request.uri.queryParameters
            let options = ContactImporter.Options(
                columns: try Self.mappedColumns(query), findDuplicates: true,
                skipDuplicates: query["duplicates"].map(String.init) == "skip",
                dryRun: query["check"].map(String.init) == "1")
            let rejections = RejectionList()
            var importer = ContactImporter(
                store: services.store, rules: services.contactRules, now: services.now(), options: options
            ) { rejections.add($0) }
            importer.largestBatchSize = importer.batchSize  // a server holds no growing batches in memory
            var size = 0
            do {
                for try await buffer in request.body {
                    size += buffer.readableBytes
                    guard size <= Self.uploadLimit else {
                        throw APIError(.contentTooLarge, "The file is larger than \(Self.uploadLimit / 1_048_576) MiB; import it with formkit-server import.")
                    }
                    try await importer.read(buffer.readableBytesView)
                }
                let summary = try await importer.finish()
                let header = importer.header ?? []
                return try ImportReport(
                    imported: summary.imported, rejected: summary.rejected, report: summary.description,
                    rejections: rejections.lines, rows: summary.rows, duplicates: summary.duplicates,
                    skipped: summary.skipped, checkOnly: options.dryRun, encoding: importer.encoding.rawValue,
                    separator: String(UnicodeScalar(importer.separator)), header: header, columns: importer.columns,
                    groups: importer.refusals.groups, duplicateRows: importer.duplicates,
                    refusedCSV: summary.rejected == 0 ? "" : importer.refusals.csv(header: header, separator: importer.separator),
                    refusedRowsLeftOut: importer.refusals.rowsLeftOut
                ).response(from: request, context: context)
            } catch let error as ImportError {
                if let header = error.header, let columns = error.columns {
                    // Answered, not thrown: the API's error middleware would keep only the message.
                    return try ImportNeedsMapping(
                        message: "The file's columns cannot all be told from its header; choose them.", header: header, columns: columns
                    ).response(from: request, context: context)
                }
                throw APIError(.unprocessableContent, "The file cannot be imported: \(error.message).")
            }
        }
    }

    /// The columns a person chose (`name=0+1&country=3&city=2&phone=4`, and optionally `extension=5`), nil when none are given.
    static func mappedColumns(_ query: Parameters) throws -> ImportColumns? {
        let fields = ["name", "country", "city", "phone"]
        guard fields.contains(where: { query[$0[...]] != nil }) else { return nil }
        func index(_ text: Substring?) throws -> Int {
            guard let text, let value = Int(text), (0..<64).contains(value) else {
                throw APIError(.badRequest, "Map each of name, country, city and phone to a column number from 0.")
            }
            return value
        }
        let names = try (query["name"] ?? "").split(separator: "+").map { try index($0) }
        guard !names.isEmpty else { throw APIError(.badRequest, "Map each of name, country, city and phone to a column number from 0.") }
        var columns = ImportColumns(
            name: names, country: try index(query["country"]), city: try index(query["city"]), phone: try index(query["phone"]))
        columns.phoneExtension = try query["extension"].map { try index($0) }
        return columns
    }
}

/// The first rejected rows of one upload.
private final class RejectionList {
    private(set) var lines: [String] = []

    func add(_ line: String) {
        if lines.count < ImportRoutes.reportedRejections { lines.append(line) }
    }
}
