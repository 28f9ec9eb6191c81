import Foundation
import PostgresNIO

extension PostgresStore {
    public func schedule() async throws -> [ScheduleSlot] {
        try await Self.slots(in: client.query("""
            SELECT id, section, period, minutes, heating, cooling, version, updated_at FROM schedule_slot ORDER BY section, period
            """, logger: logger))
    }

    public func updateSlot(
        id: Int64, expectedVersion: Int, changes: ScheduleChanges, now: Date,
        check: @Sendable (ScheduleSlot) throws -> Void
    ) async throws -> ScheduleSlot {
        try await transaction { connection in
            let rows = try await connection.query("""
                SELECT id, section, period, minutes, heating, cooling, version, updated_at FROM schedule_slot
                WHERE id = \(id) FOR UPDATE
                """, logger: logger)
            guard let stored = try await Self.slots(in: rows).first else { throw StoreError.slotNotFound(id: id) }
            guard stored.version == expectedVersion else { throw StoreError.staleSlot(current: stored) }
            var changed = changes.applied(to: stored)
            try check(changed)
            changed.version = stored.version + 1
            changed.updatedAt = now
            try await connection.query("""
                UPDATE schedule_slot SET minutes = \(changed.minutes), heating = \(changed.heating),
                    cooling = \(changed.cooling), version = \(changed.version), updated_at = \(now)
                WHERE id = \(id)
                """, logger: logger)
            try await Self.announce(.slot(changed), on: connection, logger: logger)
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
