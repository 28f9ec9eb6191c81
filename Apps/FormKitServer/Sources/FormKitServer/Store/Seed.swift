import Foundation
import GRDB

/// What a new database starts with: a few contacts and the seed article's thermostat schedule.
enum Seed {
    /// The schedule of seed 004's `setUpSchedule` and `initTableData`, row by row
    /// (Weekdays, Saturday, Sunday × Morning, Day, Evening, Night).
    static let times = [
        "1:00 AM", "2:00 AM", "3:00 PM", "4:00 PM", "6:00 AM", "7:30 AM",
        "1:00 PM", "8:15 PM", "5:30 AM", "9:45 AM", "4:15 PM", "11:45 PM",
    ]
    static let heating: [Double] = [76, 75, 74, 73, 72, 71, 70, 69, 68, 67, 66, 65]
    static let cooling: [Double] = [45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56]

    /// Fictional people; their numbers come from ranges set aside for drama or examples.
    static let contacts: [(name: String, country: String, city: String, phone: String, minutesAgo: Int)] = [
        ("Ada Whitfield", "GB", "London", "+442079460958", 3),
        ("Grace Okafor", "US", "Arlington", "+12025550123", 42),
        ("Hana Sato", "JP", "Tokyo", "+81312345678", 180),
        ("Siobhán O'Neill", "IE", "Dublin", "+35312345678", 1_500),
        ("Jean-Luc Moreau", "FR", "Lyon", "+33472101010", 20_000),
        ("Lukas Becker", "DE", "Berlin", "+4930123456", 9),
    ]

    /// The seed's contact, changed `minutesAgo` before `now`.
    static func seedContact(
        _ seed: (name: String, country: String, city: String, phone: String, minutesAgo: Int), now: Date
    ) -> Contact {
        Contact(
            name: seed.name, country: seed.country, city: seed.city, phone: seed.phone,
            updatedAt: now.addingTimeInterval(-60 * Double(seed.minutesAgo)))
    }

    /// The seed's schedule rows, all at version 1.
    static func slots(now: Date) -> [ScheduleSlot] {
        times.indices.compactMap { index in
            guard let minutes = ClockTime.minutes(parsing: times[index]) else { return nil }
            return ScheduleSlot(
                section: index / 4, period: index % 4, minutes: minutes,
                heating: heating[index], cooling: cooling[index], version: 1, updatedAt: now)
        }
    }

    /// Inserts the seed rows into tables that are still empty.
    static func insertIfEmpty(_ db: Database, now: Date) throws {
        if try Int.fetchOne(db, sql: "SELECT count(*) FROM contact") == 0 {
            var rows = try SQLiteStore.RowWriter(db)
            for seed in contacts { _ = try rows.apply(.insert(ContactService.searchKeys(seedContact(seed, now: now)))) }
        }
        if try ScheduleSlot.fetchCount(db) == 0 {
            for var slot in slots(now: now) { try slot.insert(db) }
        }
    }
}
