import Foundation
import Hummingbird

/// `GET /api/contacts/export?q=` (the list, or the search, as CSV) and `GET /api/contacts/count?q=`
/// (`{"count": N, "atLeast": bool}`, the total the page shows).
struct ContactExportRoutes {
    let services: AppServices

    /// A search counts at most this many matches, then says "at least".
    static let countLimit = 1_000
    /// Rows read from the store at a time while exporting.
    static let exportBatch = 1_000

    struct Count: ResponseEncodable {
        var count: Int
        /// True when there are more than ``count`` (a search past ``ContactExportRoutes/countLimit``).
        var atLeast: Bool
    }

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("contacts/count") { request, _ in
            let query = try ContactQuery(form: FormQuery(request.uri.query))
            return try await count(query.prefix)
        }
        api.get("contacts/export") { request, _ in
            let query = try ContactQuery(form: FormQuery(request.uri.query))
            var headers = HTTPFields()
            headers[.contentType] = "text/csv; charset=utf-8"
            headers[.contentDisposition] = "attachment; filename=\"\(query.prefix.isEmpty ? "contacts" : "contacts-search").csv\""
            let services = services
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                var buffer = ByteBuffer(string: ContactCSV.header)
                var scan = ContactQuery(prefix: query.prefix, order: query.order, limit: Self.exportBatch)
                while true {
                    let (page, next) = try await services.contacts(scan)
                    for contact in page { buffer.writeString(ContactCSV.line(contact, countries: services.contactRules.countries)) }
                    try await writer.write(buffer)
                    buffer.clear()
                    guard let next else { break }
                    scan.after = next
                }
                try await writer.finish(nil)
            })
        }
    }

    /// The list's total, or a search's up to ``countLimit``.
    func count(_ search: String) async throws -> Count {
        guard !ContactSearch(search).words.isEmpty else {
            return Count(count: try await services.store.contactCount(), atLeast: false)
        }
        var scan = ContactQuery(prefix: search, limit: ContactQuery.maximumLimit)
        var count = 0
        while count <= Self.countLimit {
            let (page, next) = try await services.contacts(scan)
            count += page.count
            guard let next else { return Count(count: count, atLeast: false) }
            scan.after = next
        }
        return Count(count: Self.countLimit, atLeast: true)
    }
}
