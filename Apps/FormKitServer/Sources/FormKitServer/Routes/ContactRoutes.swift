import Foundation
import Hummingbird

extension ContactView: ResponseEncodable {}

/// `/api/contacts`: list by pages (optionally by name prefix), create, read, change, delete.
struct ContactRoutes {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        ContactBulkRoutes(services: services).register(on: api)
        ContactExportRoutes(services: services).register(on: api)
        api.get("contacts") { request, _ in
            try await services.contactPage(try ContactQuery(form: FormQuery(request.uri.query)), reader: Reader(request))
        }
        api.post("contacts") { request, context in
            let input = try await request.decode(as: ContactInput.self, context: context)
            let contact: Contact
            do {
                contact = try validateNew(input)
            } catch let refusals as FieldRefusals {
                return try refusals.response(from: request, context: context)  // answered here: every field's reason
            }
            let stored = try await services.store.insert(contact)
            return try EditedResponse(status: .created, response: ContactView(stored, now: services.now()))
                .response(from: request, context: context)
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
            guard !changes.isEmpty else { throw APIError(.badRequest, "Send at least one of name, country, city, phone, phoneExtension.") }
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
            let versionText = request.uri.queryParameters.get("version")
            let version = versionText.flatMap { Int($0) }
            guard versionText == nil || version != nil else { throw APIError(.badRequest, "version is a whole number.") }
            do {
                try await services.store.deleteContact(id: id, expectedVersion: version)
            } catch let error as StoreError {
                throw services.translate(error)
            }
            return Response(status: .noContent)
        }
    }

    /// The new contact, or a 422 that gives every field's refusal (``FieldRefusals``).
    private func validateNew(_ input: ContactInput) throws -> Contact {
        let rules = services.contactRules
        let now = services.now()
        let result = Result { () throws(FieldError) -> Contact in
            try rules.newContact(
                name: input.name ?? "", country: input.country ?? "", city: input.city ?? "",
                phone: input.phone ?? "", phoneExtension: input.phoneExtension, now: now)
        }
        switch result {
        case .success(let contact): return contact
        case .failure(let error):
            let all = rules.refusals(
                name: input.name ?? "", country: input.country ?? "", city: input.city ?? "", phone: input.phone ?? "",
                phoneExtension: input.phoneExtension)
            throw FieldRefusals(all.isEmpty ? [error] : all)
        }
    }

    private func id(_ context: AppRequestContext) throws -> Int64 {
        guard let id = context.parameters.get("id", as: Int64.self) else {
            throw APIError(.badRequest, "A contact id is a whole number.")
        }
        return id
    }
}
