/// The types of number a strict phone field accepts (``PhoneFieldFormatter/init(region:strict:types:)``).
/// A FIXED_LINE_OR_MOBILE number belongs to a set holding either `.fixedLine` or `.mobile`.
///
///     let mobiles = PhoneNumberTypeSet(names: "mobile")!          // [.mobile]
///     mobiles.contains(type: .fixedLineOrMobile)                   // true
///     PhoneNumberTypeSet(names: "")                                // .all
///     PhoneNumberTypeSet(names: "cell")                            // nil: not a type name
public struct PhoneNumberTypeSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Landlines (FIXED_LINE).
    public static let fixedLine = PhoneNumberTypeSet(rawValue: 1 << 0)
    /// Mobile phones (MOBILE).
    public static let mobile = PhoneNumberTypeSet(rawValue: 1 << 1)
    /// Free to the caller (TOLL_FREE).
    public static let tollFree = PhoneNumberTypeSet(rawValue: 1 << 2)
    /// Charged above the normal rate (PREMIUM_RATE).
    public static let premiumRate = PhoneNumberTypeSet(rawValue: 1 << 3)
    /// Cost shared by caller and called (SHARED_COST).
    public static let sharedCost = PhoneNumberTypeSet(rawValue: 1 << 4)
    /// Voice over IP (VOIP).
    public static let voip = PhoneNumberTypeSet(rawValue: 1 << 5)
    /// Personal numbers routed to their owner (PERSONAL_NUMBER).
    public static let personalNumber = PhoneNumberTypeSet(rawValue: 1 << 6)
    /// Pagers (PAGER).
    public static let pager = PhoneNumberTypeSet(rawValue: 1 << 7)
    /// Universal access numbers (UAN).
    public static let uan = PhoneNumberTypeSet(rawValue: 1 << 8)
    /// Straight to a voicemail box (VOICEMAIL).
    public static let voicemail = PhoneNumberTypeSet(rawValue: 1 << 9)
    /// Every type: what a field accepts unless told otherwise.
    public static let all = PhoneNumberTypeSet(rawValue: (1 << 10) - 1)

    /// The names the command line and the page use, in the order of the members' bits.
    public static let names = [
        "fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "voip", "personal_number", "pager",
        "uan", "voicemail",
    ]

    /// The plan's description of each member, in the order of the members' bits.
    static let descriptionKinds: [NumberDescriptionKind] = [
        .fixedLine, .mobile, .tollFree, .premiumRate, .sharedCost, .voip, .personalNumber, .pager, .uan, .voicemail,
    ]

    /// The set of comma-separated names from ``names`` (spaces around them ignored); `.all` when
    /// there are none; nil when one is not a type name.
    public init?(names text: some StringProtocol) {
        var set = PhoneNumberTypeSet()
        for piece in text.split(separator: ",", omittingEmptySubsequences: true) {
            var name = Array(piece.utf8)
            while name.first == 0x20 { name.removeFirst() }
            while name.last == 0x20 { name.removeLast() }
            guard !name.isEmpty else { continue }
            guard let bit = Self.names.firstIndex(where: { $0.utf8.elementsEqual(name) }) else { return nil }
            set.insert(PhoneNumberTypeSet(rawValue: 1 << UInt16(bit)))
        }
        self = set.isEmpty ? .all : set
    }

    /// Whether a number of `type` is acceptable: FIXED_LINE_OR_MOBILE when either is in the set,
    /// UNKNOWN never.
    public func contains(type: PhoneNumberType) -> Bool {
        switch type {
        case .fixedLine: contains(.fixedLine)
        case .mobile: contains(.mobile)
        case .fixedLineOrMobile: contains(.fixedLine) || contains(.mobile)
        case .tollFree: contains(.tollFree)
        case .premiumRate: contains(.premiumRate)
        case .sharedCost: contains(.sharedCost)
        case .voip: contains(.voip)
        case .personalNumber: contains(.personalNumber)
        case .pager: contains(.pager)
        case .uan: contains(.uan)
        case .voicemail: contains(.voicemail)
        case .unknown: false
        }
    }
}
