/// A request from JavaScript: UTF-8 fields separated by NUL bytes.
struct Request {
    private let bytes: [UInt8]
    private let fields: [ArraySlice<UInt8>]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = Array(bytes)
        fields = self.bytes.split(separator: 0, omittingEmptySubsequences: false)
    }

    /// The bytes after the first `count` fields and their separators, NUL bytes and all: a block of
    /// input lines that may hold anything.
    func remainder(afterFields count: Int) -> ArraySlice<UInt8> {
        var start = bytes.startIndex
        for _ in 0..<count {
            guard let separator = bytes[start...].firstIndex(of: 0) else { return [] }
            start = separator + 1
        }
        return bytes[start...]
    }

    /// Field `index` as text (invalid UTF-8 repaired with U+FFFD); empty when it is missing.
    func text(_ index: Int) -> String {
        index < fields.count ? String(decoding: fields[index], as: UTF8.self) : ""
    }

    /// Field `index` as a decimal integer, or nil when it is not one.
    func integer(_ index: Int) -> Int? {
        Int(text(index))
    }

    /// Field `index` as a flag: "1" true, "0" false, anything else nil.
    func flag(_ index: Int) -> Bool? {
        switch text(index) {
        case "1": true
        case "0": false
        default: nil
        }
    }
}

/// A response to JavaScript: UTF-8 fields separated by NUL bytes.
struct Response {
    private(set) var bytes: [UInt8] = []

    /// Appends a field.
    mutating func append(_ field: String) {
        if wroteField { bytes.append(0) }
        bytes.append(contentsOf: field.utf8)
        wroteField = true
    }

    /// Appends an integer field.
    mutating func append(_ value: Int) { append(String(value)) }

    /// Appends bytes as they are, as the last field.
    mutating func appendRaw(_ field: [UInt8]) {
        if wroteField { bytes.append(0) }
        bytes.append(contentsOf: field)
        wroteField = true
    }

    /// Appends a flag field, "1" or "0".
    mutating func append(_ flag: Bool) { append(flag ? "1" : "0") }

    private var wroteField = false
}
