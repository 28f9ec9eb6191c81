import Foundation

/// Where a page of contacts ends: the last contact's value in the page's order (``ContactOrder``; in name
/// order its sort key) and id, as an opaque URL-safe text.
///
/// ```swift
/// let cursor = ContactCursor(sortKey: "hana sato", id: 3)
/// ContactCursor(text: cursor.text) == cursor   // true
/// ContactCursor(text: "nonsense")              // nil
/// ```
public struct ContactCursor: Hashable, Sendable {
    public var sortKey: String
    public var id: Int64

    public init(sortKey: String, id: Int64) {
        self.sortKey = sortKey
        self.id = id
    }

    /// The cursor after `contact` in name order (``ContactOrder/cursor(after:)`` for any order).
    public init?(after contact: Contact) {
        guard let id = contact.id else { return nil }
        self.init(sortKey: ContactSearchKeys.sortKey(of: contact.name), id: id)
    }

    /// Reads a cursor made by ``text``; nil for anything else.
    public init?(text: String) {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard text.utf8.count <= 1024, let data = Data(base64Encoded: base64),
            let decoded = String(data: data, encoding: .utf8),
            let colon = decoded.firstIndex(of: ":"),
            let id = Int64(decoded[..<colon])
        else { return nil }
        self.init(sortKey: String(decoded[decoded.index(after: colon)...]), id: id)
    }

    /// The cursor as base64url text of `id:sortKey`.
    public var text: String {
        Data("\(id):\(sortKey)".utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}

/// Which contacts to list: those after `after` in `order`, whose name or a word of it starts with `prefix`, at most `limit`.
public struct ContactQuery: Hashable, Sendable {
    public var prefix: String
    public var order: ContactOrder
    public var after: ContactCursor?
    public var limit: Int

    public init(prefix: String = "", order: ContactOrder = .name, after: ContactCursor? = nil, limit: Int = 50) {
        self.prefix = prefix
        self.order = order
        self.after = after
        self.limit = limit
    }
}
