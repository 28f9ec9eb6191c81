import Foundation
import Hummingbird

/// One page of `GET /api/contacts`: `{"contacts": [...], "next": "cursor" or null}`.
///
/// Encodable for any encoder; as a response it writes its JSON itself (``JSONText``), the same bytes.
struct ContactPage: ResponseEncodable, ResponseGenerator {
    var contacts: [ContactView]
    /// The cursor for the following page; nil on the last page.
    var next: String?

    enum CodingKeys: String, CodingKey { case contacts, next }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(contacts, forKey: .contacts)
        try container.encode(next, forKey: .next)  // null, not missing, on the last page
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let json = self.json
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.contentLength] = String(json.readableBytes)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: json))
    }

    /// The page as `JSONEncoder` writes it with sorted keys and ISO 8601 dates.
    var json: ByteBuffer {
        var json = JSONText(capacity: 512 * (contacts.count + 1))
        json.raw("{\"contacts\":[")
        for (index, contact) in contacts.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw("{\"city\":")
            json.string(contact.city)
            json.raw(",\"country\":")
            json.string(contact.country)
            json.raw(",\"countryName\":")
            json.string(contact.countryName)
            json.raw(",\"id\":")
            json.integer(contact.id)
            json.raw(",\"name\":")
            json.string(contact.name)
            json.raw(",\"phone\":")
            json.string(contact.phone)
            json.raw(",\"phoneCarrier\":")
            json.string(contact.phoneCarrier)
            json.raw(",\"phoneDisplay\":")
            json.string(contact.phoneDisplay)
            if let phoneExtension = contact.phoneExtension {  // left out when none, as JSONEncoder does
                json.raw(",\"phoneExtension\":")
                json.string(phoneExtension)
            }
            json.raw(",\"phonePlace\":")
            json.string(contact.phonePlace)
            json.raw(",\"updatedAgo\":")
            json.string(contact.updatedAgo)
            json.raw(",\"updatedAt\":")
            json.date(contact.updatedAt)
            json.raw(",\"version\":")
            json.integer(contact.version)
            json.raw("}")
        }
        json.raw("],\"next\":")
        json.optionalString(next)
        json.raw("}")
        return json.buffer
    }
}

extension ContactQuery {
    /// The most contacts one page holds.
    static let maximumLimit = 200

    /// Reads `limit` (1 to 200, default 50), `after` (a cursor from `next`), the search, `q` or
    /// `prefix` (one or several words; a space written `+` or `%20`), and the order, `sort` (`name`,
    /// `country`, `city` or `phone`, default `name`) and `direction` (`asc`, the default, or `desc`); 400 otherwise.
    init(form parameters: FormQuery) throws {
        self.init(prefix: parameters["q"] ?? parameters["prefix"] ?? "")
        if parameters["sort"] != nil || parameters["direction"] != nil {
            guard let order = ContactOrder(sort: parameters["sort"] ?? "name", direction: parameters["direction"] ?? "asc") else {
                throw APIError(.badRequest, "sort is name, country, city, phone or updated; direction is asc or desc.")
            }
            self.order = order
        }
        if let limitText = parameters["limit"] {
            guard let limit = Int(limitText), (1...Self.maximumLimit).contains(limit) else {
                throw APIError(.badRequest, "limit is a whole number from 1 to \(Self.maximumLimit).")
            }
            self.limit = limit
        }
        if let afterText = parameters["after"], !afterText.isEmpty {
            guard let cursor = ContactCursor(text: afterText), order.column != .updated || Int64(cursor.sortKey) != nil else {
                throw APIError(.badRequest, "after is the next cursor of an earlier page.")
            }
            after = cursor
        }
        guard prefix.count <= 60 else { throw APIError(.badRequest, "The search is at most 60 characters.") }
        // No name holds a control character; PostgreSQL refuses NUL in text (found by schemathesis: a 500).
        guard !Self.hasControlCharacter(prefix) else { throw APIError(.badRequest, "The search holds a control character.") }
        if let after, Self.hasControlCharacter(after.sortKey) {
            throw APIError(.badRequest, "after is the next cursor of an earlier page.")
        }
    }
}

extension ContactQuery {
    static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}

extension AppServices {
    /// The page the query asks for, and the cursor after it when more contacts follow.
    func contactPage(_ query: ContactQuery, reader: Reader = .standard) async throws -> ContactPage {
        let (page, next) = try await contacts(query)
        let current = now()
        return ContactPage(contacts: page.map { ContactView($0, now: current, reader: reader) }, next: next?.text)
    }

    /// The contacts of one page and the cursor after it, nil when none follow.
    ///
    /// The store answers a one-word search in name order from its indexes, and any order without a search.
    /// A search of several words, or a search in another order, reads pages the store can answer (the
    /// rows its ``ContactSearch/probe`` finds; the whole list in that order) and keeps those every word
    /// matches; it reads at most ``searchReadLimit`` rows a page, and a page cut short there still has a
    /// cursor to go on from.
    func contacts(_ query: ContactQuery) async throws -> (page: [Contact], next: ContactCursor?) {
        let search = ContactSearch(query.prefix)
        let order = query.order
        guard search.hasSeveralWords || (order != .name && !search.words.isEmpty), let probe = search.probe else {
            var lookAhead = query
            lookAhead.limit = query.limit + 1
            let found = try await store.contacts(lookAhead)
            let page = Array(found.prefix(query.limit))
            return (page, found.count > query.limit ? page.last.flatMap(order.cursor(after:)) : nil)
        }
        var hits: [Contact] = []
        var scan = ContactQuery(prefix: order == .name ? probe : "", order: order, after: query.after, limit: Self.searchBatch)
        var read = 0
        while true {
            let batch = try await store.contacts(scan)
            read += batch.count
            for contact in batch where search.matches(name: contact.name) {
                hits.append(contact)
                if hits.count > query.limit {
                    let page = Array(hits.prefix(query.limit))
                    return (page, page.last.flatMap(order.cursor(after:)))
                }
            }
            guard batch.count == Self.searchBatch, let last = batch.last.flatMap(order.cursor(after:)) else {
                return (hits, nil)
            }
            scan.after = last
            if read >= Self.searchReadLimit { return (hits, last) }
        }
    }

    /// Rows a several-word search reads from the store at a time.
    static let searchBatch = 200
    /// The most rows a several-word search reads for one page.
    static let searchReadLimit = 20_000

    /// Up to `count` contacts, each equally likely: a reservoir sample of the ids, then those rows.
    func sampleContacts(count: Int, using generator: inout some RandomNumberGenerator) async throws -> [Contact] {
        let ids = ContactSampler.sample(try await store.contactIDs(), count: count, using: &generator)
        var contacts: [Contact] = []
        for id in ids {
            if let contact = try await store.contact(id: id) { contacts.append(contact) }
        }
        return contacts
    }
}
