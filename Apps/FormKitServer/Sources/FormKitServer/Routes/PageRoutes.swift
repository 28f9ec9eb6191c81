import Foundation
import Hummingbird
import Mustache

/// An HTML page rendered from a template (its security headers: ``SecurityHeadersMiddleware``).
struct HTML: ResponseGenerator {
    var body: String

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}

/// The three pages: contacts, add contact, thermostat schedule.
struct PageRoutes {
    let services: AppServices
    let templates: MustacheLibrary
    /// The scripts' and style sheet's hashed URLs the pages link (`{{assets.app_css}}`).
    let assets: StaticAssets

    func register(on router: Router<AppRequestContext>) {
        router.get("/") { _, _ in try await contactsPage() }
        router.get("contacts") { _, _ in try await contactsPage() }
        router.get("contacts/new") { _, _ in
            try render("new-contact", ["title": "Add contact", "onAdd": true])
        }
        router.get("schedule") { _, _ in
            let sections = ScheduleSectionView.sections(try await services.store.schedule())
            let range = ScheduleValidator.temperatureRange
            return try render("schedule", [
                "title": "Thermostat schedule", "onSchedule": true, "sections": sections,
                "minTemperature": Int(range.lowerBound), "maxTemperature": Int(range.upperBound),
            ])
        }
    }

    private func contactsPage() async throws -> HTML {
        let now = services.now()
        let firstPage = try await services.contactPage(ContactQuery())
        var generator = SystemRandomNumberGenerator()
        let callToday = try await services.sampleContacts(count: 3, using: &generator)
        return try render("contacts", [
            "title": "Contacts", "onContacts": true,
            "contacts": firstPage.contacts.map(\.templateValues),
            "next": firstPage.next ?? "",
            "callToday": callToday.map { ContactView($0, now: now).templateValues },
        ])
    }

    private func render(_ template: String, _ values: [String: Any]) throws -> HTML {
        var values = values
        values["assets"] = assets.templateURLs
        if let wasm = services.wasm {
            values["wasm"] = ["moduleURL": wasm.moduleURL, "wasmURL": wasm.wasmURL]
        }
        guard let body = templates.render(values, withTemplate: template) else {
            throw HTTPError(.internalServerError, message: "missing template \(template)")
        }
        return HTML(body: body)
    }
}

extension ContactView {
    /// The fields the templates use, as a dictionary: mustache reads it without reflection.
    var templateValues: [String: Any] {
        [
            "id": id, "version": version, "name": name, "country": country, "countryName": countryName,
            "city": city, "phone": phone, "phoneDisplay": phoneDisplay, "updatedAgo": updatedAgo,
            "phonePlace": phonePlace, "phoneCarrier": phoneCarrier,
        ]
    }
}
