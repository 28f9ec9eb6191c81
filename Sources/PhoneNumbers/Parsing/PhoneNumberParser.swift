/// Parses typed text into a ``PhoneNumber`` with libphonenumber's rules (see `parse` in phonenumbers).
struct PhoneNumberParser {
    static let maximumInputLength = 250
    static let minimumNationalLength = 2
    static let maximumNationalLength = 17

    let scalars: [Unicode.Scalar]
    /// The plan of the default region; nil when there is none or it is not supported.
    let defaultMetadata: RegionMetadata?
    let store = MetadataStore.shared

    init(text: String, defaultRegion: String?) {
        scalars = Self.scalars(of: text)
        defaultMetadata = defaultRegion.flatMap { MetadataStore.shared.metadata(forRegionIgnoringCase: $0) }
    }

    /// A parser of scalars already decoded, with the default region's plan already looked up (the matcher).
    init(scalars: [Unicode.Scalar], defaultMetadata: RegionMetadata?) {
        self.scalars = scalars
        self.defaultMetadata = defaultMetadata
    }

    /// The text's scalars; ASCII text (the usual case) is widened byte by byte without decoding.
    static func scalars(of text: String) -> [Unicode.Scalar] {
        var text = text
        let ascii = text.withUTF8 { bytes -> [Unicode.Scalar]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(bytes.count)  // see `nationalSignificantDigits` for why not Array(repeating:)
            for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
            return scalars
        }
        return ascii ?? Array(text.unicodeScalars)
    }

    /// The UTF-16 offset of a scalar index, for error reports.
    func utf16Offset(_ index: Int) -> Int {
        scalars[..<min(max(index, 0), scalars.count)].reduce(0) { $0 + $1.utf16.count }
    }

    func failure(_ kind: PhoneNumberParseError.Kind, at index: Int) -> PhoneNumberParseError {
        PhoneNumberParseError(kind: kind, offset: utf16Offset(index))
    }

    func parse() throws(PhoneNumberParseError) -> PhoneNumber {
        try parseRecordingSource().number
    }

    /// Parses, also telling how the calling code was written (`parse(…, keep_raw_input=True)`).
    func parseRecordingSource() throws(PhoneNumberParseError) -> (
        number: PhoneNumber, source: CountryCodeExtraction.CountryCodeSource
    ) {
        guard scalars.count <= Self.maximumInputLength else { throw failure(.tooLong, at: Self.maximumInputLength) }
        let candidate = try RFC3966.nationalNumberForParsing(scalars)
        guard NumberText.isViable(candidate.text[...]) else { throw failure(.notANumber, at: candidate.origin) }
        let startsWithPlus = candidate.text.first.map(CharacterClasses.isPlus) ?? false
        guard defaultMetadata != nil || startsWithPlus else { throw failure(.invalidCountryCode, at: candidate.origin) }

        let (numberText, extensionText) = NumberText.splitExtension(candidate.text[...])
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
        if countryCode != 0 {
            if let plan = store.metadata(forCallingCode: countryCode) { metadata = plan }
        } else {
            // `national` holds every digit of the text: there was no calling code to take off.
            countryCode = metadata?.countryCode ?? 0
        }
        guard national.count >= Self.minimumNationalLength else { throw failure(.tooShortNSN, at: candidate.origin) }
        if let metadata {
            let stripped = NationalPrefix.strip(national, metadata: metadata)
            switch NumberLength.test(stripped.number, metadata: metadata) {
            case .tooShort, .isPossibleLocalOnly, .invalidLength: break
            default: national = stripped.number
            }
        }
        guard national.count >= Self.minimumNationalLength else { throw failure(.tooShortNSN, at: candidate.origin) }
        guard national.count <= Self.maximumNationalLength else { throw failure(.tooLong, at: candidate.origin) }
        let number = PhoneNumber(
            countryCode: countryCode, nationalDigits: national,
            extension: extensionText.map { ext in
                var view = String.UnicodeScalarView()
                view.append(contentsOf: ext)
                return String(view)
            })
        return (number, extraction.source)
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
