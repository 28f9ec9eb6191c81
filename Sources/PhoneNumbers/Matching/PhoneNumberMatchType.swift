/// How closely two phone numbers agree: libphonenumber's `MatchType`, from `is_number_match`.
///
///     PhoneNumberMatchType("+1 650 253 0000", "(650) 253-0000")  // .nsnMatch
///     PhoneNumberMatchType("+1 650 253 0000", "253 0000")        // .shortNSNMatch
public enum PhoneNumberMatchType: String, Sendable, CaseIterable {
    /// The same calling code, national number, leading zeros and extension.
    case exactMatch = "EXACT_MATCH"
    /// The same national number and extension, with one calling code unknown.
    case nsnMatch = "NSN_MATCH"
    /// One national number ends the other, or one has an extension the other lacks.
    case shortNSNMatch = "SHORT_NSN_MATCH"
    /// Different numbers.
    case noMatch = "NO_MATCH"
    /// One of the texts is not a phone number.
    case notANumber = "NOT_A_NUMBER"

    /// How two typed numbers agree (`is_number_match` on two strings). A text with `+` and a calling code
    /// fixes the code; a text without one is read in the region of the other number's calling code, or
    /// with no calling code at all when neither has one.
    ///
    ///     PhoneNumberMatchType("+64 3 331 6005", "+64 03 331 6005")  // .exactMatch
    ///     PhoneNumberMatchType("3 331 6005", "03 331 6005")          // .shortNSNMatch: 0 is kept without a region
    ///     PhoneNumberMatchType("+64 3 331 6005", "+1 3 331 6005")    // .noMatch
    ///     PhoneNumberMatchType("+64 3 331 6005", "hello")            // .notANumber
    ///
    /// - Complexity: at most four parses, each O(n) in the length of its text.
    public init(_ first: some StringProtocol, _ second: some StringProtocol) {
        // Each text is read once (viability, `tel:`, extension) and then parsed in up to three ways.
        guard let one = TypedText(first), let other = TypedText(second) else {
            self = .notANumber  // a text that is no number in any region
            return
        }
        do {
            self = Self(try one.parse(in: nil), other)
        } catch where error.kind == .invalidCountryCode {
            do {
                self = Self(try other.parse(in: nil), one)
            } catch where error.kind == .invalidCountryCode {
                guard let a = try? one.parse(in: nil, checksRegion: false),
                    let b = try? other.parse(in: nil, checksRegion: false)
                else {
                    self = .notANumber
                    return
                }
                self = Self(a, b)
            } catch {
                self = .notANumber
            }
        } catch {
            self = .notANumber
        }
    }

    /// How a number and a typed number agree (`is_number_match` on a number and a string).
    ///
    ///     PhoneNumberMatchType(PhoneNumber("+1 650 253 0000")!, "650 253 0000")  // .nsnMatch
    public init(_ number: PhoneNumber, _ text: some StringProtocol) {
        guard let text = TypedText(text) else {
            self = .notANumber
            return
        }
        self = Self(number, text)
    }

    private init(_ number: PhoneNumber, _ text: TypedText) {
        do {
            self = Self(number, try text.parse(in: nil))
        } catch where error.kind == .invalidCountryCode {
            // No calling code in the text: read it in the number's main region; EXACT_MATCH cannot be claimed.
            if let main = MetadataStore.shared.metadata(forCallingCode: number.countryCode) {
                // The main region's plan; a non-geographic code ("001") is no region to read national digits in.
                guard let other = try? text.parse(in: main.id == "001" ? nil : main) else {
                    self = .notANumber
                    return
                }
                let match = Self(number, other)
                self = match == .exactMatch ? .nsnMatch : match
            } else if let other = try? text.parse(in: nil, checksRegion: false) {
                self = Self(number, other)
            } else {
                self = .notANumber
            }
        } catch {
            self = .notANumber
        }
    }

    /// How two numbers agree (`is_number_match` on two numbers). A calling code of 0 stands for "unknown".
    ///
    ///     let number = PhoneNumber(countryCode: 1, nationalNumber: 6502530000)
    ///     PhoneNumberMatchType(number, PhoneNumber(countryCode: 0, nationalNumber: 6502530000))  // .nsnMatch
    public init(_ first: PhoneNumber, _ second: PhoneNumber) {
        var one = first.identity
        let other = second.identity
        if let a = one.extension, let b = other.extension, a != b {
            self = .noMatch
            return
        }
        if one.countryCode != 0 && other.countryCode != 0 {
            if one == other {
                self = .exactMatch
            } else if one.countryCode == other.countryCode && Self.isSuffix(one, other) {
                self = .shortNSNMatch
            } else {
                self = .noMatch
            }
            return
        }
        one.countryCode = other.countryCode
        if one == other {
            self = .nsnMatch
        } else {
            self = Self.isSuffix(one, other) ? .shortNSNMatch : .noMatch
        }
    }

    /// Whether one national number (as digits, without leading zeros) ends the other.
    private static func isSuffix(_ one: PhoneNumber, _ other: PhoneNumber) -> Bool {
        let (a, b) = (one.nationalNumber, other.nationalNumber)
        let (long, short) = a >= b ? (a, b) : (b, a)
        var modulus: UInt64 = 10
        while modulus <= short {
            if modulus > UInt64.max / 10 { return long == short }
            modulus *= 10
        }
        return long % modulus == short
    }

    /// A text read up to the point where its default region matters; nil when it is no number in any region.
    private struct TypedText {
        let parser: PhoneNumberParser
        let prepared: PhoneNumberParser.PreparedText

        init?(_ text: some StringProtocol) {
            parser = PhoneNumberParser(text: text as? String ?? String(text), defaultRegion: nil)
            guard let prepared = try? parser.prepare() else { return nil }
            self.prepared = prepared
        }

        /// The number read with a default region's plan (nil: none, as "ZZ"); with `checksRegion` off,
        /// calling code 0 when none is written.
        func parse(in region: RegionMetadata?, checksRegion: Bool = true) throws(PhoneNumberParseError) -> PhoneNumber {
            try parser.reading(with: region, checksRegion: checksRegion).parseWithDetails(prepared).number
        }
    }
}

extension PhoneNumber {
    /// Only the fields that identify a number (libphonenumber's `_copy_core_fields_only`): no empty
    /// extension, and a leading-zero count only with a leading zero.
    var identity: PhoneNumber {
        PhoneNumber(
            countryCode: countryCode, nationalNumber: nationalNumber, italianLeadingZero: italianLeadingZero,
            numberOfLeadingZeros: italianLeadingZero ? numberOfLeadingZeros : 1,
            extension: `extension`.flatMap { $0.isEmpty ? nil : $0 })
    }
}
