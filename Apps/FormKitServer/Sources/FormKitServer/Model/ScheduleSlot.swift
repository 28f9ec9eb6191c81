import Foundation
import GRDB

/// One row of the thermostat schedule (seed 004, "Making Two-Way Tables in iOS"):
/// a section (Weekdays, Saturday, Sunday), a period (Morning, Day, Evening, Night),
/// the time the period starts, and the heating and cooling set points in °F.
public struct ScheduleSlot: Codable, Hashable, Sendable, Identifiable {
    public var id: Int64?
    /// 0 = Weekdays, 1 = Saturday, 2 = Sunday.
    public var section: Int
    /// 0 = Morning, 1 = Day, 2 = Evening, 3 = Night.
    public var period: Int
    /// Minutes after midnight, 0 ..< 1440.
    public var minutes: Int
    public var heating: Double
    public var cooling: Double
    public var version: Int
    public var updatedAt: Date

    public static let sectionNames = ["Weekdays", "Saturday", "Sunday"]
    public static let periodNames = ["Morning", "Day", "Evening", "Night"]

    public var sectionName: String {
        Self.sectionNames.indices.contains(section) ? Self.sectionNames[section] : "Section \(section)"
    }
    public var periodName: String {
        Self.periodNames.indices.contains(period) ? Self.periodNames[period] : "Period \(period)"
    }
}

extension ScheduleSlot: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "schedule_slot"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// The fields of a schedule row a person can edit, already checked; `nil` leaves a field as it is.
public struct ScheduleChanges: Hashable, Sendable {
    public var minutes: Int?
    public var heating: Double?
    public var cooling: Double?

    public init(minutes: Int? = nil, heating: Double? = nil, cooling: Double? = nil) {
        self.minutes = minutes
        self.heating = heating
        self.cooling = cooling
    }

    public func applied(to slot: ScheduleSlot) -> ScheduleSlot {
        var changed = slot
        if let minutes { changed.minutes = minutes }
        if let heating { changed.heating = heating }
        if let cooling { changed.cooling = cooling }
        return changed
    }
}
