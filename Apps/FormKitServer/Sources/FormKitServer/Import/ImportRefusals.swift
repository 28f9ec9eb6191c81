/// The rows an import refused: counted and grouped by cause for the report, each group with the first
/// rows and the values they held (never a phone number: a phone is named by its row and column only),
/// and the refused rows themselves, to download as a CSV, fix and import again.
public struct ImportRefusals: Sendable {
    /// One cause: the field and what is wrong with it, the rows it refused and a few of them quoted.
    public struct Group: Codable, Hashable, Sendable {
        public var field: String
        public var cause: String
        public var count: Int
        public var examples: [Example]
    }

    /// A refused row's line in the file and, for any field but the phone, the value it held.
    public struct Example: Codable, Hashable, Sendable {
        public var line: Int
        public var value: String?
    }

    /// Examples kept per group.
    public static let examplesPerGroup = 20
    /// Refused rows kept for the download; more are counted and said to be left out.
    public static let rowsKept = 20_000

    public private(set) var groups: [Group] = []
    public private(set) var rows: [[String]] = []
    public private(set) var rowsLeftOut = 0
    private var groupIndex: [String: Int] = [:]

    public init() {}

    /// Counts a refused row under its cause; `fields` are the row as read, kept for the download.
    public mutating func add(line: Int, field: String, message: String, value: String?, fields: [String]) {
        let cause = Self.cause(of: message)
        let key = field + "\u{0}" + cause
        let index: Int
        if let known = groupIndex[key] {
            index = known
        } else {
            index = groups.count
            groupIndex[key] = index
            groups.append(Group(field: field, cause: cause, count: 0, examples: []))
        }
        groups[index].count += 1
        if groups[index].examples.count < Self.examplesPerGroup {
            groups[index].examples.append(Example(line: line, value: field == "phone" ? nil : value))
        }
        if rows.count < Self.rowsKept {
            rows.append(fields + [message.isEmpty ? field : "\(field): \(message)"])
        } else {
            rowsLeftOut += 1
        }
    }

    /// The refused rows as a CSV: the file's header and a last column `problem`, each row as it was read.
    public func csv(header: [String], separator: UInt8) -> String {
        let separatorText = String(UnicodeScalar(separator))
        var text = (header + ["problem"]).map { Self.quoted($0, separator: separatorText) }.joined(separator: separatorText) + "\r\n"
        for row in rows {
            text += row.map { Self.quoted($0, separator: separatorText) }.joined(separator: separatorText) + "\r\n"
        }
        return text
    }

    /// The cause a message names: its first sentence ("No country is called that." of "… Did you mean Chad?").
    static func cause(of message: String) -> String {
        guard let end = message.range(of: ". ") else { return message }
        return String(message[..<end.lowerBound]) + "."
    }

    static func quoted(_ field: String, separator: String) -> String {
        let needsQuotes = field.contains(separator) || field.contains("\"") || field.contains("\n") || field.contains("\r")
        return needsQuotes ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
    }
}
