import Foundation
import PostgresNIO

extension PostgresStore {
    public func schedule() async throws -> [ScheduleSlot] {
        try await Self.slots(in: client.query("""
            SELECT id, section, period, minutes, heating, cooling, version, updated_at FROM schedule_slot ORDER BY section, period
            """, logger: logger))
    }

    public func write(slot id: Int64, _ plan: @escaping @Sendable (ScheduleSlot?) throws -> ScheduleSlot) async throws -> ScheduleSlot {
        try await transaction { connection in
            let changed = try plan(try await Self.slots(in: connection.query("""
                SELECT id, section, period, minutes, heating, cooling, version, updated_at FROM schedule_slot
                WHERE id = \(id) FOR UPDATE
                """, logger: logger)).first)
            try await connection.query("""
                UPDATE schedule_slot SET minutes = \(changed.minutes), heating = \(changed.heating),
                    cooling = \(changed.cooling), version = \(changed.version), updated_at = \(changed.updatedAt)
                WHERE id = \(id)
                """, logger: logger)
            try await Self.announce([.slot(changed)], on: connection, logger: logger)
            return changed
        }
    }

    /// Decodes rows of `id, section, period, minutes, heating, cooling, version, updated_at`.
    static func slots(in rows: PostgresRowSequence) async throws -> [ScheduleSlot] {
        var slots: [ScheduleSlot] = []
        for try await (id, section, period, minutes, heating, cooling, version, updatedAt) in rows.decode(
            (Int64, Int, Int, Int, Double, Double, Int, Date).self)
        {
            slots.append(ScheduleSlot(
                id: id, section: section, period: period, minutes: minutes,
                heating: heating, cooling: cooling, version: version, updatedAt: updatedAt))
        }
        return slots
    }
}
