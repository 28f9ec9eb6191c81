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
        router.get("/") { request, _ in try await contactsPage(Reader(request), asked: Self.listQuery(in: request)) }
        router.get("contacts") { request, _ in try await contactsPage(Reader(request), asked: Self.listQuery(in: request)) }
        router.get("contacts/new") { _, _ in
            try render("new-contact", ["title": "Add contact", "onAdd": true], uses: [.phoneElement])
        }
        router.get("schedule") { request, _ in
            let reader = Reader(request)
            let sections = ScheduleSectionView.sections(try await services.store.schedule(), reader: reader)
            let range = ScheduleValidator.temperatureRange
            let other: Reader.TemperatureUnit = reader.temperatureUnit == .celsius ? .fahrenheit : .celsius
            return try render("schedule", [
                "title": "Thermostat schedule", "onSchedule": true, "sections": sections,
                "minTemperature": reader.temperature(fahrenheit: range.lowerBound),
                "maxTemperature": reader.temperature(fahrenheit: range.upperBound),
                "unit": reader.temperatureUnit.symbol, "otherUnit": other.rawValue, "otherUnitSymbol": other.symbol,
                "timeExample": reader.uses24HourClock ? "19:30" : "7:30 PM",
                "decimalSeparator": reader.decimalSeparator,
                "temperatureExample": ScheduleValidator.temperatureExample(for: reader),
            ], uses: [.formkitInPage])
        }
    }

    /// The page's search and order, `/?q=…&sort=city&direction=desc` (a space as `+` or `%20`); a query the
    /// API would refuse lists everyone by name.
    static func listQuery(in request: Request) -> ContactQuery {
        guard let asked = try? ContactQuery(form: FormQuery(request.uri.query)) else { return ContactQuery() }
        return ContactQuery(prefix: asked.prefix.trimmingWhitespace, order: asked.order)
    }

    /// The sortable columns' headers, the one the list is ordered by with its `aria-sort`: name to phone,
    /// then (after Place, which is not stored) `updatedHeader`.
    static func sortHeaders(_ order: ContactOrder) -> [[String: Any]] {
        ContactOrder.Column.allCases.filter { $0 != .updated }.map { header($0, order) }
    }

    static func header(_ column: ContactOrder.Column, _ order: ContactOrder) -> [String: Any] {
        ["key": column.rawValue, "label": column.rawValue.capitalized, "sorted": column == order.column,
         "ariaSort": order.descending ? "descending" : "ascending"]
    }

    private func contactsPage(_ reader: Reader, asked: ContactQuery) async throws -> HTML {
        let now = services.now()
        let search = asked.prefix
        let firstPage = try await services.contactPage(asked, reader: reader)
        let count = try await ContactExportRoutes(services: services).count(search)
        var generator = SystemRandomNumberGenerator()
        let callToday = try await services.sampleContacts(count: 3, using: &generator)
        return try render("contacts", [
            "title": search.isEmpty ? "Contacts" : "Contacts matching \(search)", "onContacts": true,
            "skipTarget": "contacts", "skipText": "Skip to the contacts table",
            "contacts": firstPage.contacts.map(\.templateValues),
            "next": firstPage.next ?? "",
            "hasNext": firstPage.next != nil,  // mustache reads "" as a value: the More button needs a Bool
            "query": search,
            "sortHeaders": Self.sortHeaders(asked.order), "updatedHeader": Self.header(.updated, asked.order), "sort": asked.order.column.rawValue, "direction": asked.order.direction,
            "exportQuery": search.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "",
            "countText": ContactCountText.text(count: count.count, atLeast: count.atLeast, search: search),
            "callToday": callToday.map { ContactView($0, now: now, reader: reader).templateValues },
            // The words table this page's times need, preloaded in the head (none or one URL).
            "timeWords": [services.wasm?.timeWordsURL(forLocale: reader.locale)].compactMap { $0 },
        ], uses: [.formkitInPage, .phoneElement])
    }

    /// What of FormKit's WebAssembly build a page's scripts use, so the page loads only that.
    enum WasmUse {
        /// `formkit-local.js`'s `FormKitLocal` (times, decimals): the meta tag it reads and the preloads.
        case formkitInPage
        /// The `<formkit-phone>` element for phone numbers (else a plain input, checked by the server).
        case phoneElement
    }

    private func render(_ template: String, _ values: [String: Any], uses: Set<WasmUse> = []) throws -> HTML {
        var values = values
        values["assets"] = assets.templateURLs
        if values["skipTarget"] == nil {
            values["skipTarget"] = "main"
            values["skipText"] = "Skip to the content"
        }
        // The build's files are named (and preloaded) only on a page that uses them.
        if let wasm = services.wasm {
            let formkitInPage = uses.contains(.formkitInPage)
            let phoneElement = uses.contains(.phoneElement) && !wasm.phoneElementURL.isEmpty
            if formkitInPage || phoneElement {
                values["wasm"] = ["moduleURL": wasm.moduleURL, "wasmURL": wasm.wasmURL, "timeURL": wasm.timeURL,
                                  "phoneElementURL": wasm.phoneElementURL]
                values["formkitInPage"] = formkitInPage
                values["phoneElement"] = phoneElement
            }
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
            "updatedAt": Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(updatedAt),
            "phonePlace": phonePlace, "phoneCarrier": phoneCarrier,
            // The number with its extension (`+16502530000;ext=12`): the cell's value and its `tel:` link.
            "phoneValue": phoneExtension.map { phone + ";ext=" + $0 } ?? phone,
        ]
    }
}
