import Foundation
import Hummingbird

extension SlotView: ResponseEncodable {}

struct ScheduleList: ResponseEncodable {
    var sections: [ScheduleSectionView]
}

/// A schedule edit as typed: any of the three fields, as text, and the version it was made from.
struct SlotInput: Codable {
    var time: String?
    var heating: String?
    var cooling: String?
    var version: Int?
}

/// `/api/schedule`: the thermostat schedule, and edits of one row at a time.
struct ScheduleRoutes {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("schedule") { request, _ in
            ScheduleList(sections: ScheduleSectionView.sections(try await services.store.schedule(), reader: Reader(request)))
        }
        api.patch("schedule/:id") { request, context in
            guard let id = context.parameters.get("id", as: Int64.self) else {
                throw APIError(.badRequest, "A schedule row id is a whole number.")
            }
            let input = try await request.decode(as: SlotInput.self, context: context)
            guard let version = input.version else { throw APIError(.badRequest, "Send the version the edit was made from.") }
            let rules = services.scheduleRules
            let reader = Reader(request)
            var changes = ScheduleChanges()
            var changedField = ""
            do {
                if let time = input.time { changes.minutes = try rules.time(time); changedField = "time" }
                if let heating = input.heating {
                    changes.heating = try rules.temperature(heating, field: "heating", reader: reader); changedField = "heating"
                }
                if let cooling = input.cooling {
                    changes.cooling = try rules.temperature(cooling, field: "cooling", reader: reader); changedField = "cooling"
                }
            } catch let error as FieldError {
                throw try await refusal(error, slotID: id, reader: reader)
            }
            guard !changedField.isEmpty else { throw APIError(.badRequest, "Send one of time, heating, cooling.") }
            let field = changedField
            do {
                // The day's other rows as read now, for the time order (a concurrent edit of a neighbour
                // is judged against the value it replaced).
                let day = try await services.store.schedule()
                let saved = try await services.store.updateSlot(
                    id: id, expectedVersion: version, changes: changes, now: services.now()
                ) { slot in try rules.check(slot, changedField: field, day: day, reader: reader) }
                return SlotView(saved, reader: reader)
            } catch let error as StoreError {
                throw services.translate(error)
            } catch let error as FieldError {
                throw try await refusal(error, slotID: id, reader: reader)
            }
        }
    }

    /// A 422 carrying the stored row, so the page can put the saved value back.
    private func refusal(_ error: FieldError, slotID: Int64, reader: Reader) async throws -> APIError {
        var refusal = APIError(error)
        if let stored = try await services.store.schedule().first(where: { $0.id == slotID }) {
            refusal.body.slot = SlotView(stored, reader: reader)
        } else {
            refusal = APIError(.notFound, "There is no schedule row \(slotID).")
        }
        return refusal
    }
}
