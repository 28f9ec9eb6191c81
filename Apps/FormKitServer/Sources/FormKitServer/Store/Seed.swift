import Foundation
import GRDB

/// What a new database starts with: a few contacts and the seed article's thermostat schedule.
enum Seed {
    /// The schedule a new database starts with (Weekdays, Saturday, Sunday × Morning, Day, Evening, Night):
    /// each day's periods in time order, heating well below cooling. Seed 004's article had them backwards.
    static let times = [
        "6:00 AM", "8:00 AM", "5:30 PM", "10:00 PM", "6:00 AM", "9:00 AM",
        "5:00 PM", "11:00 PM", "7:00 AM", "10:00 AM", "4:30 PM", "10:30 PM",
    ]
    static let heating: [Double] = [68, 62, 70, 64, 68, 66, 70, 64, 68, 66, 70, 64]
    static let cooling: [Double] = [80, 82, 76, 78, 78, 80, 76, 78, 78, 80, 76, 78]

    /// Seed 004's schedule as earlier versions of the app stored it: cooling 45–56 °F below heating
    /// 65–76 °F. Rows still holding it unedited (version 1) are put right when the database opens.
    static let oldTimes = [
        "1:00 AM", "2:00 AM", "3:00 PM", "4:00 PM", "6:00 AM", "7:30 AM",
        "1:00 PM", "8:15 PM", "5:30 AM", "9:45 AM", "4:15 PM", "11:45 PM",
    ]
    static let oldHeating: [Double] = [76, 75, 74, 73, 72, 71, 70, 69, 68, 67, 66, 65]
    static let oldCooling: [Double] = [45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56]

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
            for seed in contacts { _ = try rows.insert(ContactService.searchKeys(seedContact(seed, now: now))) }
        }
        if try ScheduleSlot.fetchCount(db) == 0 {
            for var slot in slots(now: now) { try slot.insert(db) }
        } else {
            try correctOldSchedule(db, now: now)
        }
    }

    /// The old seed's rows that nobody edited, replaced by the new seed's (a new version each, so that an
    /// open page's stale edit is refused rather than applied to the old values).
    static func correctOldSchedule(_ db: Database, now: Date) throws {
        let stored = try ScheduleSlot.order(Column("section"), Column("period")).fetchAll(db)
        for replacement in correctedSlots(stored, now: now) { try replacement.update(db) }
    }

    /// The rows of `stored` still holding the old seed at version 1, with the new seed's values.
    static func correctedSlots(_ stored: [ScheduleSlot], now: Date) -> [ScheduleSlot] {
        stored.compactMap { slot in
            let index = slot.section * 4 + slot.period
            guard slot.version == 1, (0..<12).contains(index), (0..<4).contains(slot.period),
                ClockTime.minutes(parsing: oldTimes[index]) == slot.minutes,
                slot.heating == oldHeating[index], slot.cooling == oldCooling[index],
                let minutes = ClockTime.minutes(parsing: times[index])
            else { return nil }
            var corrected = slot
            corrected.minutes = minutes
            corrected.heating = heating[index]
            corrected.cooling = cooling[index]
            corrected.version = 2
            corrected.updatedAt = now
            return corrected
        }
    }
}
