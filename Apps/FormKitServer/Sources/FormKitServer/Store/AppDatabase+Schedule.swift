import Foundation
import GRDB

extension AppDatabase {
    public func schedule() async throws -> [ScheduleSlot] {
        try await writer.read { db in
            try ScheduleSlot.order(Column("section"), Column("period")).fetchAll(db)
        }
    }

    public func updateSlot(
        id: Int64, expectedVersion: Int, changes: ScheduleChanges, now: Date,
        check: @Sendable (ScheduleSlot) throws -> Void
    ) async throws -> ScheduleSlot {
        let changed = try await writer.write { db in
            guard let stored = try ScheduleSlot.fetchOne(db, key: id) else { throw StoreError.slotNotFound(id: id) }
            guard stored.version == expectedVersion else { throw StoreError.staleSlot(current: stored) }
            var changed = changes.applied(to: stored)
            try check(changed)
            changed.version = stored.version + 1
            changed.updatedAt = now
            try changed.update(db)
            return changed
        }
        await events.publish(.slot(changed))
        return changed
    }
}
