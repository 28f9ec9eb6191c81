import Foundation
import Hummingbird

/// `POST /api/contacts/delete` and `POST /api/contacts/restore`: the page's bulk delete and its Undo.
///
/// A delete answers with the deleted rows as they were (`{"deleted": [...]}`); sending those back to
/// restore puts them back with their ids, each checked by the contact rules again, and answers with
/// each one's id and new version (`{"restored": [{"id", "version"}]}`). Each request is one transaction, of up to ``maximumRows`` rows.
struct ContactBulkRoutes {
    let services: AppServices

    /// The most rows one delete or restore takes.
    static let maximumRows = 5_000
    /// The largest restore body: ``maximumRows`` rows of the longest names and cities, as JSON.
    static let restoreBodyLimit = 2 * 1_024 * 1_024
    /// The largest delete body: ``maximumRows`` ids of 19 digits, as JSON.
    static let deleteBodyLimit = 128 * 1_024

    /// The request's JSON body, read up to `limit` bytes (more than the app's usual body limit): 413
    /// past it, 400 when it is not `shape`.
    static func decode<Body: Decodable>(_ type: Body.Type, from request: Request, limit: Int, shape: String) async throws -> Body {
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: limit)
        } catch {
            throw APIError(.contentTooLarge, "Send at most \(maximumRows) contacts at a time.")
        }
        guard let decoded = try? JSONDecoder().decode(type, from: Data(buffer: body)) else {
            throw APIError(.badRequest, "Send \(shape).")
        }
        return decoded
    }

    struct DeleteRequest: Decodable {
        var ids: [Int64]
    }

    /// A contact as deleted, and as sent back to restore it.
    struct Record: Codable {
        var id: Int64
        var name: String
        var country: String
        var city: String
        var phone: String
        /// The extension's digits, left out when there is none.
        var phoneExtension: String?
        var version: Int
    }

    struct Deleted: ResponseEncodable {
        var deleted: [Record]
    }

    struct RestoreRequest: Decodable {
        var contacts: [Record]
    }

    /// A restored contact's id and its new version (the page still has the rest).
    struct Version: Encodable {
        var id: Int64
        var version: Int
    }

    struct Restored: ResponseEncodable {
        var restored: [Version]
    }

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("contacts/delete") { request, _ in
            let input = try await Self.decode(DeleteRequest.self, from: request, limit: Self.deleteBodyLimit,
                                              shape: "{\"ids\": [1, 2]}")
            guard !input.ids.isEmpty, input.ids.count <= Self.maximumRows else {
                throw APIError(.badRequest, "Send from 1 to \(Self.maximumRows) contact ids.")
            }
            let deleted = try await services.store.deleteContacts(ids: input.ids)
            return Deleted(deleted: deleted.map(Record.init))
        }
        api.post("contacts/restore") { request, _ in
            let input = try await Self.decode(RestoreRequest.self, from: request, limit: Self.restoreBodyLimit,
                                              shape: "{\"contacts\": [...]} as the delete answered them")
            guard !input.contacts.isEmpty, input.contacts.count <= Self.maximumRows else {
                throw APIError(.badRequest, "Send from 1 to \(Self.maximumRows) contacts.")
            }
            let now = services.now()
            let contacts = try input.contacts.map { try checked($0, now: now) }
            let restored = try await services.store.restoreContacts(contacts)
            return Restored(restored: restored.map { Version(id: $0.id ?? 0, version: $0.version) })
        }
    }

    /// The record as a contact the rules accept, its version one more (a restore is a change) and
    /// updated now; a record the rules refuse is refused whole (422, naming the field and the id).
    private func checked(_ record: Record, now: Date) throws -> Contact {
        let rules = services.contactRules
        let result = Result { () throws(FieldError) -> Contact in
            try rules.newContact(name: record.name, country: record.country, city: record.city, phone: record.phone,
                               phoneExtension: record.phoneExtension, now: now)
        }
        switch result {
        case .success(var contact):
            guard record.id > 0, record.version >= 1 else {
                throw APIError(.badRequest, "Contact \(record.id) has no id or version to restore.")
            }
            contact.id = record.id
            contact.version = record.version + 1
            return contact
        case .failure(let error):
            var refusal = APIError(error)
            refusal.body.error = "Contact \(record.id) cannot be restored: \(error.message)"
            throw refusal
        }
    }
}

extension ContactBulkRoutes.Record {
    init(_ contact: Contact) {
        self.init(
            id: contact.id ?? 0, name: contact.name, country: contact.country, city: contact.city,
            phone: contact.phone, phoneExtension: contact.phoneExtension, version: contact.version)
    }
}
