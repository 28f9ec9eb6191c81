/// What kind of line a number reaches, as libphonenumber classifies it.
public enum PhoneNumberType: String, Sendable, CaseIterable {
    /// A landline: `+44 20 7031 3000`.
    case fixedLine = "FIXED_LINE"
    /// A mobile phone: `+44 7400 123456`.
    case mobile = "MOBILE"
    /// Either, where the plan does not tell them apart (as in the US and Canada).
    case fixedLineOrMobile = "FIXED_LINE_OR_MOBILE"
    /// Free to the caller: `+1 800 …`, `0800 …`.
    case tollFree = "TOLL_FREE"
    /// Charged above the normal rate: `+44 909 …`.
    case premiumRate = "PREMIUM_RATE"
    /// The cost is shared between the caller and the called: `+44 845 …`.
    case sharedCost = "SHARED_COST"
    /// Voice over IP: `+44 56 …`.
    case voip = "VOIP"
    /// A personal number routed to wherever its owner is: `+44 70 …`.
    case personalNumber = "PERSONAL_NUMBER"
    /// A pager.
    case pager = "PAGER"
    /// A universal access number, one number for a company's several offices.
    case uan = "UAN"
    /// Straight to a voicemail box.
    case voicemail = "VOICEMAIL"
    /// Not a valid number of any type in its region's plan.
    case unknown = "UNKNOWN"

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
