/// Parses typed text into a ``PhoneNumber`` with libphonenumber's rules (see `parse` in phonenumbers).
struct PhoneNumberParser {
    static let maximumInputLength = 250
    static let minimumNationalLength = 2
    static let maximumNationalLength = 17

    let scalars: [Unicode.Scalar]
    let defaultRegion: String?
    let store = MetadataStore.shared

    init(text: some StringProtocol, defaultRegion: String?) {
        scalars = Array(text.unicodeScalars)
        let region = defaultRegion.map(Self.upperCased)
        self.defaultRegion = region.flatMap { MetadataStore.shared.isSupported(region: $0) ? $0 : nil }
    }

    /// Region codes upper-cased, without Unicode case mapping for the usual ASCII codes.
    static func upperCased(_ region: String) -> String {
        guard region.utf8.allSatisfy({ $0 < 0x80 }) else { return region.uppercased() }
        return String(decoding: region.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    /// The UTF-16 offset of a scalar index, for error reports.
    func utf16Offset(_ index: Int) -> Int {
        scalars[..<min(max(index, 0), scalars.count)].reduce(0) { $0 + $1.utf16.count }
    }

    func failure(_ kind: PhoneNumberParseError.Kind, at index: Int) -> PhoneNumberParseError {
        PhoneNumberParseError(kind: kind, offset: utf16Offset(index))
    }

    func parse() throws(PhoneNumberParseError) -> PhoneNumber {
        guard scalars.count <= Self.maximumInputLength else { throw failure(.tooLong, at: Self.maximumInputLength) }
        let candidate = try RFC3966.nationalNumberForParsing(scalars)
        guard NumberText.isViable(candidate.text[...]) else { throw failure(.notANumber, at: candidate.origin) }
        let startsWithPlus = candidate.text.first.map(CharacterClasses.isPlus) ?? false
        guard defaultRegion != nil || startsWithPlus else { throw failure(.invalidCountryCode, at: candidate.origin) }

        let (numberText, extensionText) = NumberText.splitExtension(candidate.text[...])
        var metadata = defaultRegion.flatMap { store.metadata(forRegion: $0) }
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
            national = Normalization.digits(of: numberText)
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
        return PhoneNumber(
            countryCode: countryCode, nationalDigits: national,
            extension: extensionText.map { ext in
                var view = String.UnicodeScalarView()
                view.append(contentsOf: ext)
                return String(view)
            })
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
