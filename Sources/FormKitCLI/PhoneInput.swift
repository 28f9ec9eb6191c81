import ArgumentParser
import PhoneNumbers

/// One phone number to work on: the text as typed and the region it is read with.
///
/// A line may carry its own default region after its last tab; `ZZ` means none.
///
///     PhoneInput(line: "020 7031 3000\tgb", defaultRegion: "ZZ")   // text "020 7031 3000", region "GB"
///     PhoneInput(line: "+1 650 253 0000", defaultRegion: "ZZ")     // text "+1 650 253 0000", region "ZZ"
struct PhoneInput {
    /// The number as typed, without the region suffix.
    var text: Substring
    /// The upper-cased default region, `ZZ` for none.
    var region: String

    init(line: String, defaultRegion: String) {
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
    init(bytes line: UnsafeRawBufferPointer, defaultRegion: String) {
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
    func parse() throws(PhoneNumberParseError) -> PhoneNumber {
        try PhoneNumber(parsing: text, defaultRegion: region == PhoneRegionOptions.noRegion ? nil : region)
    }

    /// The parsed number, or why it could not be parsed.
    var parsed: Result<PhoneNumber, PhoneNumberParseError> {
        Result { () throws(PhoneNumberParseError) in try parse() }
    }
}

/// The options `phone info` and `phone format` share: the default region and the numbers.
struct PhoneRegionOptions: ParsableArguments {
    /// The region code that stands for "no default region".
    static let noRegion = "ZZ"

    @Option(help: ArgumentHelp(
        "Default region for numbers written without +CC, such as US or GB; ZZ for none. A tab and a region at the end of an input line override it.",
        valueName: "region"))
    var region: String = noRegion

    @Argument(help: "Phone numbers. Standard input lines when none are given.")
    var numbers: [String] = []

    /// The upper-cased default region.
    var defaultRegion: String { region.uppercased() }

    /// Each input as a `PhoneInput`, read lazily from the arguments or standard input.
    var inputs: some Sequence<PhoneInput> {
        let defaultRegion = defaultRegion
        return InputLines(arguments: numbers).lazy.map { PhoneInput(line: $0, defaultRegion: defaultRegion) }
    }

    func validate() throws {
        try Self.validateRegion(defaultRegion, option: "--region", allowingNone: true)
    }

    /// Throws a usage error unless `region` is a known region (or `ZZ` where that is allowed).
    static func validateRegion(_ region: String, option: String, allowingNone: Bool) throws {
        if allowingNone && region == noRegion { return }
        guard PhoneNumbering.callingCode(for: region) != nil else {
            let none = allowingNone ? ", or ZZ for none" : ""
            throw ValidationError("\(option): unknown region '\(region)'; use a region code such as US or GB\(none).")
        }
    }
}

extension PhoneNumberParseError {
    /// The error as the CLI reports it: its kind and offset, never the input itself.
    var report: String { "\(kind.rawValue) at offset \(offset)" }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
