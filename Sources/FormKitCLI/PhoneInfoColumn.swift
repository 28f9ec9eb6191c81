import Foundation
import PhoneNumbers
import PhoneRows

/// A column `phone info --tsv --columns` can print: today's eleven, then the rest of libphonenumber's API.
///
///     PhoneInfoColumn.parseList("e164,possible_reason")  // [.e164, .possibleReason]
enum PhoneInfoColumn: String, CaseIterable {
    case input, region, possible, valid
    case numberRegion = "number_region"
    case type, e164, international, national, rfc3966, error
    case possibleReason = "possible_reason"
    case original
    case mobileDialing = "mobile_dialing"
    case carrierNational = "carrier_national"
    case areaCodeLength = "area_code_length"
    case ndcLength = "ndc_length"
    case canDialInternationally = "can_dial_internationally"
    case isAlpha = "is_alpha"
    case truncated

    /// The carrier code of the `carrier_national` column.
    static let carrierCode = "15"

    /// The names, comma-separated, for messages and help.
    static var validNames: String { allCases.map(\.rawValue).joined(separator: ",") }

    /// The columns a `--columns` value names, in its order; nil names the first unknown name.
    static func parseList(_ list: String) -> Result<[PhoneInfoColumn], UnknownName> {
        var columns: [PhoneInfoColumn] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let column = PhoneInfoColumn(rawValue: trimmed) else { return .failure(UnknownName(name: trimmed)) }
            columns.append(column)
        }
        return .success(columns)
    }

    /// A name that is not a column.
    struct UnknownName: Error {
        var name: String
    }

    /// Whether the column is filled when the line could not be parsed.
    var isKnownWithoutNumber: Bool {
        self == .input || self == .region || self == .isAlpha || self == .error
    }
}

/// One input line's answers, computed once per line and read column by column.
struct PhoneInfoCells {
    let input: PhoneInput
    let result: Result<PhoneNumberAsTyped, PhoneNumberParseError>

    init(_ input: PhoneInput) {
        self.input = input
        let region = input.region == PhoneRegionOptions.noRegion ? nil : input.region
        result = Result { () throws(PhoneNumberParseError) in
            try PhoneNumberAsTyped(parsing: input.text, defaultRegion: region)
        }
    }

    /// The text of a column for this line.
    func value(_ column: PhoneInfoColumn) -> String {
        switch column {
        case .input: return tsvSafe(input.text)
        case .region: return input.region
        case .isAlpha: return String(PhoneNumbering.isAlphaNumber(input.text))
        case .error:
            if case .failure(let error) = result { return error.kind.rawValue }
            return ""
        default: break
        }
        guard case .success(let typed) = result else { return "" }
        let number = typed.number
        switch column {
        case .possible: return String(number.isPossible)
        case .valid: return String(number.isValid)
        case .numberRegion: return number.region ?? ""
        case .type: return number.type.rawValue
        case .e164: return number.formatted(.e164)
        case .international: return number.formatted(.international)
        case .national: return number.formatted(.national)
        case .rfc3966: return number.formatted(.rfc3966)
        case .possibleReason: return number.possibility.rawValue
        case .original: return tsvSafe(typed.formattedInOriginalFormat(from: input.region)[...])
        case .mobileDialing:
            return input.region == PhoneRegionOptions.noRegion ? "" : number.formattedForMobileDialing(from: input.region)
        case .carrierNational: return number.formattedNationally(withCarrierCode: PhoneInfoColumn.carrierCode)
        case .areaCodeLength: return String(number.areaCodeLength)
        case .ndcLength: return String(number.nationalDestinationCodeLength)
        case .canDialInternationally: return String(number.canBeDialledInternationally)
        case .truncated:
            guard let truncated = number.truncatedToValid(), truncated != number else { return "" }
            return truncated.formatted(.e164)
        case .input, .region, .isAlpha, .error: return ""
        }
    }
}
