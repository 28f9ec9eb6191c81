import Foundation
import PostgresNIO

extension PostgresStore {
    public func write(slot id: Int64, _ plan: @escaping @Sendable (ScheduleSlot?) throws -> ScheduleSlot) async throws -> ScheduleSlot {
        try await transaction { connection in
            let slotByID = "SELECT \(Self.slotColumns) FROM schedule_slot WHERE id = $1 FOR UPDATE"
            let changed = try plan(try await Self.decode(ScheduleSlot.self, connection.query(
                Self.query(slotByID, [.integer(id)]), logger: logger)).first)
            try await connection.query("""
                UPDATE schedule_slot SET minutes = \(changed.minutes), heating = \(changed.heating),
                    cooling = \(changed.cooling), version = \(changed.version), updated_at = \(changed.updatedAt)
                WHERE id = \(id)
                """, logger: logger)
            try await Self.announce([.slot(changed)], on: connection, logger: logger)
            return changed
        }
    }
}
