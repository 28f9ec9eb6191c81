import Foundation

/// A URL's query string read as an HTML form writes it: `+` is a space, `%XX` a byte of UTF-8.
///
/// Browsers' `URLSearchParams` and forms send a space as `+`; Hummingbird's query parameters read only
/// `%20`. Every field a person types into (the name search) is read through this.
///
/// ```swift
/// FormQuery("q=jos%C3%A9+garc%C3%ADa&limit=5")["q"]   // "josé garcía"
/// FormQuery("q=a%2Bb")["q"]                           // "a+b"
/// ```
public struct FormQuery: Hashable, Sendable {
    private var fields: [(name: String, value: String)]

    /// Reads `query` (the part after `?`, still encoded); nil or empty has no fields.
    public init(_ query: String?) {
        fields = (query ?? "").split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            return (Self.decode(parts[0]), value)
        }
    }

    /// The first value of the field `name`, decoded; nil when the query has none.
    public subscript(name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// `+` as a space, then percent escapes; text with a broken escape is kept as sent.
    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    public static func == (left: FormQuery, right: FormQuery) -> Bool {
        left.fields.elementsEqual(right.fields) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        for field in fields {
            hasher.combine(field.name)
            hasher.combine(field.value)
        }
    }
}
