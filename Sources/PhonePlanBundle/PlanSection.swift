/// The sections a numbering-plan bundle holds, each named in the section table by a four-letter tag
/// (PhonePlanBundle.docc/BundleFormat.md has the layout of each).
public enum PlanSection: String, CaseIterable, Sendable {
    /// Every region's record (``PlanRecord``), sorted by region code.
    case regions = "RGNS"
    /// Every non-geographic calling code's record, codes ascending.
    case nonGeographic = "NGEO"
    /// Every calling code's regions, main region first, codes ascending.
    case callingCodes = "CODE"
    /// The alternate formats of the calling codes that have some, codes ascending.
    case alternateFormats = "ALTF"
    /// The grouping patterns, one a line, numbered from 0.
    case groupingPatterns = "GPAT"
    /// The other patterns, one a line, numbered on after the grouping patterns.
    case otherPatterns = "OPAT"
    /// The compiled automaton of every pattern, grouping patterns first (``PlanAutomata``).
    case automata = "AUTM"
    /// Every short-number record (``ShortPlanRecord``) of a region with short numbers, sorted by region code.
    case shortRegions = "SREC"
    /// The short-number patterns, one a line.
    case shortPatterns = "SPAT"
    /// The compiled automaton of every short-number pattern.
    case shortAutomata = "SAUT"
    /// Where each record of the record sections starts, so that the built-in bundle is read without
    /// walking every record first (format version 2; optional: a page's bundle leaves it out).
    case recordOffsets = "ROFF"

    /// Whether the section is binary (``PlanAutomata``) rather than lines of text.
    public var isAutomata: Bool { self == .automata || self == .shortAutomata }

    /// Whether the section holds binary records (``PlanRecord``) rather than lines of text.
    public var isRecords: Bool {
        self == .regions || self == .nonGeographic || self == .shortRegions || self == .callingCodes
            || self == .alternateFormats
    }

    /// Whether the section is lines of printable ASCII.
    public var isText: Bool { self == .groupingPatterns || self == .otherPatterns || self == .shortPatterns }

    /// The record sections in the order ``recordOffsets`` lists their records.
    static let indexedRecords: [PlanSection] = [.regions, .nonGeographic, .shortRegions, .callingCodes, .alternateFormats]

    /// The section's place in ``allCases``, for tables of the sections kept as arrays.
    var ordinal: Int {
        switch self {
        case .regions: 0
        case .nonGeographic: 1
        case .callingCodes: 2
        case .alternateFormats: 3
        case .groupingPatterns: 4
        case .otherPatterns: 5
        case .automata: 6
        case .shortRegions: 7
        case .shortPatterns: 8
        case .shortAutomata: 9
        case .recordOffsets: 10
        }
    }

    /// The tag as the four bytes the section table holds.
    var tagBytes: [UInt8] { Array(rawValue.utf8) }
}
