/// What dialling a short number costs the caller, as libphonenumber's `ShortNumberInfo` estimates it.
///
///     PhoneNumber("112", defaultRegion: "FR")?.shortNumberCost(dialledFrom: "FR")   // .tollFree
///     PhoneNumber("1000", defaultRegion: "FR")?.shortNumberCost(dialledFrom: "FR")  // .premiumRate
public enum ShortNumberCost: String, Sendable, CaseIterable {
    /// Free for the caller; emergency numbers always are.
    case tollFree = "TOLL_FREE"
    /// What an ordinary call costs.
    case standardRate = "STANDARD_RATE"
    /// More than an ordinary call: a paid service.
    case premiumRate = "PREMIUM_RATE"
    /// The number matches no cost category, or is not a short number of the region at all.
    case unknownCost = "UNKNOWN_COST"
}
