/// What kind of line a number reaches, as libphonenumber classifies it.
public enum PhoneNumberType: String, Sendable, CaseIterable {
    case fixedLine = "FIXED_LINE", mobile = "MOBILE", fixedLineOrMobile = "FIXED_LINE_OR_MOBILE",
        tollFree = "TOLL_FREE", premiumRate = "PREMIUM_RATE", sharedCost = "SHARED_COST", voip = "VOIP",
        personalNumber = "PERSONAL_NUMBER", pager = "PAGER", uan = "UAN", voicemail = "VOICEMAIL",
        unknown = "UNKNOWN"

    /// The metadata description holding numbers of this type (fixed line for FIXED_LINE_OR_MOBILE,
    /// the general description for UNKNOWN).
    var descriptionKind: NumberDescriptionKind {
        switch self {
        case .fixedLine, .fixedLineOrMobile: .fixedLine
        case .mobile: .mobile
        case .tollFree: .tollFree
        case .premiumRate: .premiumRate
        case .sharedCost: .sharedCost
        case .voip: .voip
        case .personalNumber: .personalNumber
        case .pager: .pager
        case .uan: .uan
        case .voicemail: .voicemail
        case .unknown: .general
        }
    }
}

/// How to write a phone number.
public enum PhoneNumberFormat: String, Sendable, CaseIterable {
    /// `+41446681800`
    case e164
    /// `+41 44 668 18 00`
    case international
    /// `044 668 18 00`
    case national
    /// `tel:+41-44-668-18-00`
    case rfc3966
}
