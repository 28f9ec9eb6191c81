import PhoneNumbers

/// One phone number to work on: the text as typed and the region it is read with.
///
/// A line may carry its own default region after its last tab; `ZZ` means none.
///
///     PhoneInput(line: "020 7031 3000\tgb", defaultRegion: "ZZ")   // text "020 7031 3000", region "GB"
///     PhoneInput(line: "+1 650 253 0000", defaultRegion: "ZZ")     // text "+1 650 253 0000", region "ZZ"
package struct PhoneInput {
    /// The region code that stands for "no default region".
    package static let noRegion = "ZZ"

    /// The number as typed, without the region suffix.
    package var text: Substring
    /// The upper-cased default region, `ZZ` for none.
    package var region: String

    package init(line: String, defaultRegion: String) {
        guard let tab = line.lastIndex(of: "\t") else {
            text = line[...]
            region = defaultRegion
            return
        }
        text = line[..<tab]
        let suffix = line[line.index(after: tab)...].trimmingSpaces()
        region = suffix.isEmpty ? defaultRegion : suffix.uppercased()
    }

    /// The input of one line read as bytes: as `init(line:defaultRegion:)` on the line's text, and
    /// without building the whole line as a `String` when it is ASCII (a tab then splits exactly
    /// where it does between characters).
    package init(bytes line: UnsafeRawBufferPointer, defaultRegion: String) {
        guard line.isASCII else {
            self.init(line: String(decoding: line, as: UTF8.self), defaultRegion: defaultRegion)
            return
        }
        let bytes = line.assumingMemoryBound(to: UInt8.self)
        var tab = bytes.count
        while tab > 0 && bytes[tab - 1] != 0x09 { tab -= 1 }
        guard tab > 0 else {
            self.init(text: String(decoding: bytes, as: UTF8.self)[...], region: defaultRegion)
            return
        }
        var start = tab
        var end = bytes.count
        while start < end && Self.isASCIIWhitespace(bytes[start]) { start += 1 }
        while end > start && Self.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
        let region = start == end ? defaultRegion : String(unsafeUninitializedCapacity: end - start) { buffer in
            for index in start..<end { buffer[index - start] = Self.asciiUppercased(bytes[index]) }
            return end - start
        }
        self.init(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(tab - 1)]), as: UTF8.self)[...], region: region)
    }

    private init(text: Substring, region: String) {
        self.text = text
        self.region = region
    }

    /// The ASCII bytes `Character.isWhitespace` holds true of: tab, line feed, vertical tab, form
    /// feed, carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func asciiUppercased(_ byte: UInt8) -> UInt8 {
        (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
    }

    /// Parses the text with the default region, the way libphonenumber's `parse` does.
    package func parse() throws(PhoneNumberParseError) -> PhoneNumber {
        try PhoneNumber(parsing: text, defaultRegion: region == Self.noRegion ? nil : region)
    }

    /// The parsed number, or why it could not be parsed.
    package var parsed: Result<PhoneNumber, PhoneNumberParseError> {
        Result { () throws(PhoneNumberParseError) in try parse() }
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
