import DigitPatterns
import TextInput
import StandardLibrarySubstitutes

/// What the keystrokes typed into a phone field so far tell: the calling code, whether the number is
/// typed in international form, the region, the template being filled, and the number once it parses.
/// libphonenumber-js's `AsYouType` offers this; Google's formatter does not.
///
///     var formatter = AsYouTypeFormatter(region: "US")
///     formatter.input("+44 20 7")
///     formatter.entry.callingCode      // 44
///     formatter.entry.isInternational  // true
///     formatter.entry.template         // "+xx xx x"
///     formatter.entry.region           // nil: "+44 207" belongs to no region yet
///     formatter.input("946 0958")
///     formatter.entry.region           // "GB"
///
/// Computed from the digits when asked, never while typing.
public struct PhoneEntry: Hashable, Sendable {
    /// The country calling code: typed after `+` or an international dialling prefix, or implied by the
    /// region; nil while a typed code is incomplete or unknown, and without a region.
    public var callingCode: Int?
    /// Whether the number is typed in international form: after `+`, or after the region's international
    /// dialling prefix followed by something other than 0 (a calling code never starts with 0).
    public var isInternational: Bool
    /// The region the digits belong to, as ``PhoneNumber/region`` gives it once they parse; nil until
    /// then, and while the digits do not decide it (`+1 8…` waits for the area code).
    public var region: String? { number?.region }
    /// The text shown, with each typed digit as `x`: `"(xxx) xxx-x"`.
    public var template: String
    /// The digits typed so far (and a leading `+`) parsed in the formatter's region; nil when they do not parse.
    public var number: PhoneNumber?

    /// Creates an entry from its parts.
    public init(callingCode: Int?, isInternational: Bool, template: String, number: PhoneNumber?) {
        self.callingCode = callingCode
        self.isInternational = isInternational
        self.template = template
        self.number = number
    }
}

extension AsYouTypeFormatter {
    /// What the keystrokes so far tell (see ``PhoneEntry``); computed on each call, in O(n) of what was typed.
    ///
    ///     var formatter = AsYouTypeFormatter(region: "US")
    ///     formatter.input("6502530")
    ///     formatter.entry.callingCode  // 1, implied by the region
    ///     formatter.entry.template     // "xxx-xxxx"
    ///     formatter.entry.number?.formatted(.e164)  // "+16502530"
    public var entry: PhoneEntry {
        var entry = entry(ofTyped: accruedDigits)
        entry.template = template(of: output)
        return entry
    }

    /// ``entry`` of the characters `typed` (ASCII digits, a `+` first) in this formatter's region, its
    /// template left empty. Only the region's plan and the characters decide it, not what the formatter
    /// has typed: a field that knows the characters of its text asks its blank formatter.
    package func entry(ofTyped typed: [UInt8]) -> PhoneEntry {
        var international = typed.first == Self.plus
        // The digits' values after any IDD: made only when read (a text after `+` that parses needs none).
        var iddEnd = 0
        if !international, let idd = defaultPlan.internationalPrefix {
            let digits = Self.digitValues(of: typed, from: 0)
            if let match = idd.firstMatch(in: digits, from: 0, captureCount: defaultPlan.internationalPrefixGroupCount),
                match.end >= digits.count || digits[match.end] != 0
            {
                international = true
                iddEnd = match.end
            }
        }
        let number = parsedNumber(typed)
        // Once the digits parse, their calling code is the parser's (`+00 44…` reads the IDD after the plus).
        let callingCode = number?.countryCode
            ?? (international ? CountryCodeExtraction.callingCodePrefix(Self.digitValues(of: typed, from: iddEnd))?.code : defaultPlan.countryCode)
        return PhoneEntry(callingCode: callingCode, isInternational: international, template: "", number: number)
    }

    /// The characters `typed` parsed as ``PhoneNumberParser/parse()`` parses them in the formatter's
    /// region (none for `ZZ`); nil when they do not parse. A `+` and ASCII digits starting with a
    /// calling code skip the parser's first steps, which find nothing in them: no `tel:` URI, no
    /// extension, no text around the number, and no need of the region.
    private func parsedNumber(_ typed: [UInt8]) -> PhoneNumber? {
        if let afterPlus = Self.parsedAfterPlus(typed) { return afterPlus }
        return try? PhoneNumberParser(text: Self.text(typed), defaultRegion: region.utf8Equals("ZZ") ? nil : region).parse()
    }

    /// A `+` and ASCII digits starting with a calling code, parsed by the parser's steps from the typed
    /// bytes, with no text, scalars or default region's plan made for them (the page's most frequent
    /// entry). nil when this cannot decide: another text, or no calling code after the plus (the parser
    /// then tries the region's IDD); `.some(nil)` when the digits do not parse.
    private static func parsedAfterPlus(_ typed: [UInt8]) -> PhoneNumber?? {
        guard typed.first == Self.plus else { return nil }
        var digits: [UInt8] = []
        digits.reserveCapacity(typed.count)
        for byte in typed.dropFirst() {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            digits.append(byte &- 0x30)
        }
        // Too few digits after a plus is an error the parser does not retry.
        guard digits.count > PhoneNumberParser.minimumNationalLength else { return .some(nil) }
        guard let code = CountryCodeExtraction.callingCodePrefix(digits),
            let metadata = MetadataStore.withShared({ $0.metadata(forCallingCode: code.code) })
        else { return nil }
        digits.removeFirst(code.length)
        guard digits.count >= PhoneNumberParser.minimumNationalLength else { return .some(nil) }
        digits = PhoneNumberParser.withoutNationalPrefix(digits, metadata: metadata).number
        guard digits.count >= PhoneNumberParser.minimumNationalLength,
            digits.count <= PhoneNumberParser.maximumNationalLength
        else { return .some(nil) }
        return .some(PhoneNumber(countryCode: code.code, nationalDigits: digits, extension: nil))
    }

    /// The values (0-9) of the typed digits, the `+` left out, from the `start`th digit on.
    private static func digitValues(of typed: [UInt8], from start: Int) -> [UInt8] {
        // Reserved once: `compactMap` grew the array several times for a number's digits.
        var digits: [UInt8] = []
        digits.reserveCapacity(typed.count)
        var index = 0
        for byte in typed where byte != Self.plus {
            if index >= start { digits.append(byte &- 0x30) }
            index += 1
        }
        return digits
    }

    /// The text with the typed digits (and leading `+`), in order, replaced by `x` (the `+` kept).
    private func template(of text: String) -> String {
        var result = String.UnicodeScalarView()
        var typed = accruedDigits.makeIterator()
        var next = typed.next()
        for scalar in text.unicodeScalars {
            guard let expected = next else {
                result.append(scalar)
                continue
            }
            if expected == Self.plus, scalar == "+" {
                result.append(scalar)
                next = typed.next()
            } else if expected != Self.plus, CharacterClasses.isDecimalDigit(scalar),
                CharacterClasses.digitValue(scalar) == expected &- 0x30
            {
                result.append("x")
                next = typed.next()
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

extension PhoneFieldFormatter {
    /// What the field's text tells (see ``PhoneEntry``), after any edit.
    ///
    ///     let field = PhoneFieldFormatter(region: "US")
    ///     field.entry(for: "(650) 253-0000").number?.formatted(.e164)  // "+16502530000"
    ///     field.entry(for: "+1 8").region                              // nil: the area code decides
    ///
    /// For a text the field wrote, the formatter it remembers after those digits answers, with nothing
    /// typed again.
    public func entry(for text: String) -> PhoneEntry {
        entry(for: text, withTemplate: true)
    }

    /// ``entry(for:)``, with its template left empty unless `withTemplate`. `typed`, when known, is
    /// what the field typed for `text` (``layout(shownIn:)``): its formatter is found by them.
    package func entry(for text: String, typed: [UInt8]? = nil, withTemplate: Bool) -> PhoneEntry {
        // Without the template, the characters alone decide: no formatter is looked up or copied.
        guard withTemplate else { return blank.entry(ofTyped: typed ?? Array(meaningfulCharacters(in: text[...], at: 0).utf8)) }
        if let entry = memory.withFormatter(writing: text, typed: typed, { $0.entry }) {
            return entry
        }
        var formatter = AsYouTypeFormatter(region: region)
        formatter.input(meaningfulCharacters(in: text[...], at: 0))
        return formatter.entry
    }

    /// What the field knows after an edit: ``entry(for:)`` of the state's text.
    ///
    ///     let field = PhoneFieldFormatter(region: "US")
    ///     let state = try field.applying(.paste("+44 20 7946 0958"), to: field.state(for: ""))
    ///     field.entry(for: state).region  // "GB"
    public func entry(for state: TextEditingState) -> PhoneEntry {
        entry(for: state.text)
    }
}
