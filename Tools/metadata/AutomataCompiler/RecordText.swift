import PhonePlanBundle

/// A record line of Tools/metadata/generate.py (27 fields separated by `;`, the last the base of its
/// `+k` pattern references) as a typed ``PlanRecord``: the generator writes text, the bundle typed
/// records.
enum RecordText {
    struct Malformed: Error, CustomStringConvertible {
        let reason: String
        var description: String { "a generator record: \(reason)" }
    }

    static func record(_ line: String) throws -> PlanRecord {
        let fields = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 27, let code = Int(fields[1]) else { throw Malformed(reason: "\(fields.count) fields") }
        let base = Int(fields[26]) ?? 0
        func text(_ index: Int) -> String? { fields[index].isEmpty ? nil : fields[index] }
        func pattern(_ reference: String) throws -> Int? {
            if reference.isEmpty { return nil }
            if reference.hasPrefix("+") {
                guard let offset = Int(reference.dropFirst()) else { throw Malformed(reason: "a bad reference") }
                return base + offset
            }
            guard let number = Int(reference) else { throw Malformed(reason: "a bad reference") }
            return number
        }
        var record = PlanRecord(id: fields[0], callingCode: code)
        record.internationalPrefix = text(2)
        record.preferredInternationalPrefix = text(3)
        record.nationalPrefix = text(4)
        record.preferredExtensionPrefix = text(5)
        record.nationalPrefixForParsing = text(6)
        record.nationalPrefixTransformRule = text(7)
        record.isMainCountryForCode = fields[8].contains("m")
        record.sameMobileAndFixedLinePattern = fields[8].contains("s")
        record.isMobileNumberPortable = fields[8].contains("p")
        record.leadingDigits = try pattern(fields[9])
        record.nationalPrefixForParsingFilter = try pattern(fields[24])
        record.internationalPrefixFilter = try pattern(fields[25])
        for index in 0..<PlanRecord.descriptionCount where !fields[10 + index].isEmpty {
            let parts = fields[10 + index].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 4 else { throw Malformed(reason: "a number description of \(parts.count) parts") }
            record.descriptions[index] = NumberDescriptionRecord(
                pattern: try pattern(parts[0]), possibleLengths: try lengths(parts[1]),
                localOnlyLengths: try lengths(parts[2]), exampleNumber: parts[3].isEmpty ? nil : parts[3])
        }
        record.nationalFormats = try formats(fields[22], pattern: pattern)
        record.internationalFormats = try formats(fields[23], pattern: pattern)
        return record
    }

    /// A short-number line of Tools/metadata/generate_short.py: region, calling code and eight
    /// descriptions `pattern/lengths/example`.
    static func shortRecord(_ line: String) throws -> ShortPlanRecord {
        let fields = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 2 + ShortPlanRecord.descriptionCount, let code = Int(fields[1]) else {
            throw Malformed(reason: "\(fields.count) short-number fields")
        }
        var record = ShortPlanRecord(id: fields[0], callingCode: code)
        for index in 0..<ShortPlanRecord.descriptionCount where !fields[2 + index].isEmpty {
            let parts = fields[2 + index].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3 else { throw Malformed(reason: "a short-number description of \(parts.count) parts") }
            var pattern: Int?
            if !parts[0].isEmpty {
                guard let number = Int(parts[0]) else { throw Malformed(reason: "a bad reference") }
                pattern = number
            }
            record.descriptions[index] = NumberDescriptionRecord(
                pattern: pattern, possibleLengths: try lengths(parts[1]), localOnlyLengths: 0,
                exampleNumber: parts[2].isEmpty ? nil : parts[2])
        }
        return record
    }

    /// A `code:REGION,REGION…` line.
    static func callingCode(_ line: String) throws -> (code: Int, regions: [String]) {
        let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let code = Int(parts[0]) else { throw Malformed(reason: "a bad calling-code line") }
        return (code, parts[1].split(separator: ",").map(String.init))
    }

    /// A `code:format!format…` line of alternate formats, patterns by number.
    static func alternateFormats(_ line: String) throws -> (code: Int, formats: [FormatRecord]) {
        let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let code = Int(parts[0]) else { throw Malformed(reason: "a bad alternate-formats line") }
        let formats = try formats(parts[1]) { reference in
            if reference.isEmpty { return nil }
            guard let number = Int(reference) else { throw Malformed(reason: "a bad reference") }
            return number
        }
        return (code, formats)
    }

    /// `5,6,9` as one bit per length.
    private static func lengths(_ text: String) throws -> UInt32 {
        try text.split(separator: ",").reduce(0) { mask, item in
            guard let length = Int(item), length < 32 else { throw Malformed(reason: "a bad length") }
            return mask | 1 << UInt32(length)
        }
    }

    private static func formats(_ field: String, pattern: (String) throws -> Int?) throws -> [FormatRecord] {
        try field.split(separator: "!").map { item in
            let parts = item.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 6, let grouping = try pattern(parts[5]) else { throw Malformed(reason: "a bad format") }
            let leading = try parts[1].split(separator: "@").map { reference in
                guard let number = try pattern(String(reference)) else { throw Malformed(reason: "a bad format") }
                return number
            }
            return FormatRecord(
                format: parts[0], leadingDigits: leading,
                nationalPrefixFormattingRule: parts[2].isEmpty ? nil : parts[2],
                nationalPrefixOptionalWhenFormatting: parts[3] == "1",
                carrierCodeFormattingRule: parts[4].isEmpty ? nil : parts[4], groupingPattern: grouping)
        }
    }
}
