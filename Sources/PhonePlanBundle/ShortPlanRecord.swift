/// A region's short numbers (emergency, toll-free, …): its record in ``PlanSection/shortRegions``.
/// Patterns are named by their number in ``PlanSection/shortPatterns``.
public struct ShortPlanRecord: Equatable, Sendable {
    /// The region's CLDR code.
    public var id: String
    public var callingCode: Int
    /// The eight short-number descriptions (general, toll free, standard rate, premium rate, short
    /// code, emergency, carrier specific, SMS services); nil where the region has none. Short numbers
    /// have no local-only lengths.
    public var descriptions: [NumberDescriptionRecord?]

    /// The number of descriptions a short-number record has.
    public static let descriptionCount = 8

    public init(
        id: String, callingCode: Int,
        descriptions: [NumberDescriptionRecord?] = Array(repeating: nil, count: ShortPlanRecord.descriptionCount)
    ) {
        self.id = id
        self.callingCode = callingCode
        self.descriptions = descriptions
    }
}
