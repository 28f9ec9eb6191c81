/// Parses typed text into a ``PhoneNumber`` with libphonenumber's rules (see `parse` in phonenumbers).
struct PhoneNumberParser {
    static let maximumInputLength = 250
    static let minimumNationalLength = 2
    static let maximumNationalLength = 17

    let scalars: [Unicode.Scalar]
    /// The plan of the default region; nil when there is none or it is not supported.
    let defaultMetadata: RegionMetadata?
    /// Whether a number without `+` needs a default region (libphonenumber's `_check_region`); number
    /// matching turns this off to compare numbers that have no calling code at all.
    let checksRegion: Bool

    /// Which ASCII characters the text may hold, for skipping searches that cannot succeed.
    let seen: SeenCharacters

    init(text: String, defaultRegion: String?, checksRegion: Bool = true) {
        (scalars, seen) = Self.scalarsAndSeenCharacters(of: text)
        defaultMetadata = defaultRegion.flatMap { region in
            MetadataStore.withShared { $0.metadata(forRegionIgnoringCase: region) }
        }
        self.checksRegion = checksRegion
    }

    /// A parser of scalars already decoded, with the default region's plan already looked up (the matcher,
    /// number matching).
    init(scalars: [Unicode.Scalar], defaultMetadata: RegionMetadata?, checksRegion: Bool = true) {
        self.scalars = scalars
        seen = .any
        self.defaultMetadata = defaultMetadata
        self.checksRegion = checksRegion
    }

    /// The same text read with another default region's plan, nil for none (number matching parses one
    /// text several ways).
    func reading(with defaultMetadata: RegionMetadata?, checksRegion: Bool = true) -> PhoneNumberParser {
        PhoneNumberParser(scalars: scalars, defaultMetadata: defaultMetadata, checksRegion: checksRegion)
    }

    /// What parsing reads from the text before any region is involved, so that it is read once when the
    /// text is parsed in several regions.
    struct PreparedText {
        var origin: Int
        var number: ArraySlice<Unicode.Scalar>
        var extensionDigits: ArraySlice<Unicode.Scalar>?
        var startsWithPlus: Bool
    }

    /// The region-independent first steps of parsing: length, `tel:` URI, viability, extension.
    func prepare() throws(PhoneNumberParseError) -> PreparedText {
        guard scalars.count <= Self.maximumInputLength else { throw failure(.tooLong, at: Self.maximumInputLength) }
        let candidate = try RFC3966.nationalNumberForParsing(scalars, seen: seen)
        guard NumberText.isViable(candidate.text[...]) else { throw failure(.notANumber, at: candidate.origin) }
        let startsWithPlus = candidate.text.first.map(CharacterClasses.isPlus) ?? false
        let (numberText, extensionText) = NumberText.splitExtension(candidate.text[...])
        return PreparedText(
            origin: candidate.origin, number: numberText, extensionDigits: extensionText, startsWithPlus: startsWithPlus)
    }

    /// What parsing learns beside the number: how the calling code was written and the carrier code
    /// taken off with the national prefix (libphonenumber keeps these with `keep_raw_input`).
    struct Details {
        var number: PhoneNumber
        var countryCodeSource: CountryCodeSource
        var carrierCode: [UInt8]?
    }

    /// The text's scalars; ASCII text (the usual case) is widened byte by byte without decoding.
    static func scalars(of text: String) -> [Unicode.Scalar] {
        scalarsAndSeenCharacters(of: text).scalars
    }

    /// ``scalars(of:)`` and which characters the text may hold, noted in the same pass.
    static func scalarsAndSeenCharacters(of text: String) -> (scalars: [Unicode.Scalar], seen: SeenCharacters) {
        var text = text
        let ascii = text.withUTF8 { bytes -> (scalars: [Unicode.Scalar], seen: SeenCharacters)? in
            // Grown with reserveCapacity (see `nationalSignificantDigits` for why not another initialiser),
            // widened and checked in one pass.
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(bytes.count)
            var seen = SeenCharacters()
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                seen.note(byte)
                scalars.append(Unicode.Scalar(byte))
            }
            return (scalars, seen)
        }
        return ascii ?? (Array(text.unicodeScalars), .any)
    }

    /// The UTF-16 offset of a scalar index, for error reports.
    func utf16Offset(_ index: Int) -> Int {
        scalars[..<min(max(index, 0), scalars.count)].reduce(0) { $0 + $1.utf16.count }
    }

    func failure(_ kind: PhoneNumberParseError.Kind, at index: Int) -> PhoneNumberParseError {
        PhoneNumberParseError(kind: kind, offset: utf16Offset(index))
    }

    func parse() throws(PhoneNumberParseError) -> PhoneNumber {
        try parseWithDetails().number
    }

    func parseWithDetails() throws(PhoneNumberParseError) -> Details {
        try parseWithDetails(prepare())
    }

    /// Parsing from the prepared text on: the steps that depend on the default region.
    func parseWithDetails(_ prepared: PreparedText) throws(PhoneNumberParseError) -> Details {
        let origin = prepared.origin
        let startsWithPlus = prepared.startsWithPlus
        guard defaultMetadata != nil || startsWithPlus || !checksRegion else { throw failure(.invalidCountryCode, at: origin) }

        let (numberText, extensionText) = (prepared.number, prepared.extensionDigits)
        var metadata = defaultMetadata
        var extraction: CountryCodeExtraction.Result
        do {
            extraction = try CountryCodeExtraction.extract(numberText, metadata: metadata)
        } catch let error where error.kind == .invalidCountryCode && startsWithPlus {
            let plusCount = numberText.prefix(while: CharacterClasses.isPlus).count
            extraction = try CountryCodeExtraction.extract(numberText.dropFirst(plusCount), metadata: metadata)
            if extraction.countryCode == 0 { throw error }
        }
        var countryCode = extraction.countryCode
        var national = extraction.nationalNumber
        var source = extraction.source
        if countryCode != 0 {
            if let plan = MetadataStore.withShared({ $0.metadata(forCallingCode: countryCode) }) { metadata = plan }
        } else {
            // `national` holds every digit of the text: there was no calling code to take off.
            countryCode = metadata?.countryCode ?? 0
            if metadata == nil { source = .unspecified }
        }
        var carrierCode: [UInt8]?
        guard national.count >= Self.minimumNationalLength else { throw failure(.tooShortNSN, at: origin) }
        if let metadata {
            let stripped = Self.withoutNationalPrefix(national, metadata: metadata)
            national = stripped.number
            carrierCode = stripped.carrierCode.flatMap { $0.isEmpty ? nil : $0 }
        }
        guard national.count >= Self.minimumNationalLength else { throw failure(.tooShortNSN, at: origin) }
        guard national.count <= Self.maximumNationalLength else { throw failure(.tooLong, at: origin) }
        let number = PhoneNumber(
            countryCode: countryCode, nationalDigits: national,
            extension: extensionText.map { ext in
                // Scalar by scalar: appending the slice at once took the standard library's unspecialised
                // path, four times the instructions.
                var text = ""
                for scalar in ext { text.unicodeScalars.append(scalar) }
                return text
            })
        return Details(number: number, countryCodeSource: source, carrierCode: carrierCode)
    }
}

extension PhoneNumberParser {
    /// `national`, the digits after any calling code, with the plan's national prefix (and a carrier
    /// code) taken off when what is left can still be a number of the plan; unchanged otherwise.
    static func withoutNationalPrefix(_ national: [UInt8], metadata: RegionMetadata) -> NationalPrefix.Result {
        let stripped = NationalPrefix.strip(national, metadata: metadata)
        switch NumberLength.test(stripped.number, metadata: metadata) {
        case .tooShort, .isPossibleLocalOnly, .invalidLength: return NationalPrefix.Result(number: national, carrierCode: nil, stripped: false)
        default: return stripped
        }
    }
}

extension PhoneNumber {
    /// A number from its national significant digits, recording leading zeros as libphonenumber does.
    init(countryCode: Int, nationalDigits: [UInt8], extension: String?) {
        var value: UInt64 = 0
        for digit in nationalDigits { value = value &* 10 &+ UInt64(digit) }
        var zeros = 1
        let leadingZero = nationalDigits.count > 1 && nationalDigits[0] == 0
        if leadingZero {
            while zeros < nationalDigits.count - 1 && nationalDigits[zeros] == 0 { zeros += 1 }
        }
        self.init(
            countryCode: countryCode, nationalNumber: value, italianLeadingZero: leadingZero,
            numberOfLeadingZeros: leadingZero ? zeros : 1, extension: `extension`.flatMap { $0.isEmpty ? nil : $0 })
    }
}
