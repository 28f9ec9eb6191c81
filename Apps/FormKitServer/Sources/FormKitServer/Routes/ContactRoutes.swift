import Foundation
import Hummingbird

extension ContactView: ResponseEncodable {}

struct ContactList: ResponseEncodable {
    var contacts: [ContactView]
}

/// `/api/contacts`: list (optionally by name prefix), create, read, change, delete.
struct ContactRoutes {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("contacts") { request, _ in
            let prefix = request.uri.queryParameters.get("prefix") ?? ""
            return ContactList(contacts: try await list(prefix: prefix))
        }
        api.post("contacts") { request, context in
            let input = try await request.decode(as: ContactInput.self, context: context)
            let contact = try validateNew(input)
            let stored = try await services.store.insert(contact)
            return EditedResponse(status: .created, response: ContactView(stored, now: services.now()))
        }
        api.get("contacts/:id") { _, context in
            ContactView(try await services.contact(try id(context)), now: services.now())
        }
        api.patch("contacts/:id") { request, context in
            let id = try id(context)
            let input = try await request.decode(as: ContactInput.self, context: context)
            guard let version = input.version else { throw APIError(.badRequest, "Send the version the edit was made from.") }
            let stored = try await services.contact(id)
            let changes: ContactChanges
            do {
                changes = try services.contactRules.changes(input, to: stored)
            } catch let error as FieldError {
                var refusal = APIError(error)
                refusal.body.contact = ContactView(stored, now: services.now())
                throw refusal
            }
            guard !changes.isEmpty else { throw APIError(.badRequest, "Send at least one of name, country, city, phone.") }
            do {
                let saved = try await services.store.updateContact(
                    id: id, expectedVersion: version, changes: changes, now: services.now())
                return ContactView(saved, now: services.now())
            } catch let error as StoreError {
                throw services.translate(error)
            }
        }
        api.delete("contacts/:id") { request, context in
            let id = try id(context)
            let version = request.uri.queryParameters.get("version", as: Int.self)
            do {
                try await services.store.deleteContact(id: id, expectedVersion: version)
            } catch let error as StoreError {
                throw services.translate(error)
            }
            return Response(status: .noContent)
        }
    }

    /// Contacts whose name starts with `prefix` (all when empty), found through the completion index.
    func list(prefix: String) async throws -> [ContactView] {
        let now = services.now()
        let contacts = try await services.store.contacts()
        guard !prefix.isEmpty else { return contacts.map { ContactView($0, now: now) } }
        // Every word of a name is a key too, so "sato" finds "Hana Sato".
        let keys = contacts.flatMap { contact in
            [(key: contact.name, value: contact)]
                + contact.name.split(separator: " ").dropFirst().map { (key: String($0), value: contact) }
        }
        var seen: Set<Int64?> = []
        return CompletionIndex(keys).completions(of: prefix, limit: 100)
            .filter { seen.insert($0.id).inserted }
            .map { ContactView($0, now: now) }
    }

    private func validateNew(_ input: ContactInput) throws -> Contact {
        let rules = services.contactRules
        let now = services.now()
        let result = Result { () throws(FieldError) -> Contact in
            try rules.newContact(
                name: input.name ?? "", country: input.country ?? "", city: input.city ?? "",
                phone: input.phone ?? "", now: now)
        }
        switch result {
        case .success(let contact): return contact
        case .failure(let error): throw APIError(error)
        }
    }

    private func id(_ context: AppRequestContext) throws -> Int64 {
        guard let id = context.parameters.get("id", as: Int64.self) else {
            throw APIError(.badRequest, "A contact id is a whole number.")
        }
        return id
    }
}
