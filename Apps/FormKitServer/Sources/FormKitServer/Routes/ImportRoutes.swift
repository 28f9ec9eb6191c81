import Foundation
import Hummingbird

/// The answer to an upload: the counts, the report line and the first rejected rows.
struct ImportReport: ResponseEncodable {
    var imported: Int
    var rejected: Int
    /// `imported N, rejected M`, as the command prints it.
    var report: String
    /// `line L: FIELD: reason`, the first ``ImportRoutes/reportedRejections`` of them.
    var rejections: [String]
}

/// `POST /api/contacts/import`: the body is the CSV file itself, read as it streams in.
struct ImportRoutes {
    let services: AppServices

    /// The most rejected rows an answer lists (all of them are counted).
    static let reportedRejections = 200
    /// The largest file an upload may send.
    static let uploadLimit = 256 * 1_024 * 1_024

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("contacts/import") { request, _ in
            let rejections = RejectionList()
            var importer = ContactImporter(store: services.store, rules: services.contactRules, now: services.now()) {
                rejections.add($0)
            }
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
                return ImportReport(
                    imported: summary.imported, rejected: summary.rejected, report: summary.description,
                    rejections: rejections.lines)
            } catch let error as ImportError {
                throw APIError(.unprocessableContent, "The file cannot be imported: \(error.message).")
            }
        }
    }
}

/// The first rejected rows of one upload.
private final class RejectionList {
    private(set) var lines: [String] = []

    func add(_ line: String) {
        if lines.count < ImportRoutes.reportedRejections { lines.append(line) }
    }
}
