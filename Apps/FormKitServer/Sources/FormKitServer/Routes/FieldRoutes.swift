import Foundation
import Hummingbird
import Sampling

/// The as-you-type request: the field as it was, the edit, and the country the number is typed in.
struct AsYouTypeRequest: Codable {
    var region: String
    var state: FieldState
    var change: FieldChange
}

struct AsYouTypeResponse: ResponseEncodable {
    var state: FieldState
}

struct ValidationRequest: Codable {
    var field: String
    var value: String
    /// The country a phone number is read in.
    var region: String?
}

struct ValidationResponse: ResponseEncodable {
    var field: String
    /// The value as it would be stored ("+442079460958", "7:30 AM", "68.5", "GB").
    var value: String
}

struct CountrySuggestions: ResponseEncodable {
    /// The country the text names exactly, if any.
    var exact: Country?
    var completions: [Country]
    var didYouMean: [Country]
}

struct SampleResponse: ResponseEncodable {
    var contacts: [ContactView]
}

struct CapabilityList: ResponseEncodable {
    var capabilities: [CapabilityStatus]
}

/// Field-level endpoints: as-you-type formatting, validation, suggestions, sampling.
struct FieldRoutes {
    let services: AppServices
    /// Longest text a field endpoint accepts, in UTF-16 units.
    static let maxFieldLength = 256

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("capabilities") { _, _ in CapabilityList(capabilities: Capabilities.all) }

        api.post("phone/as-you-type") { request, context in
            let input = try await request.decode(as: AsYouTypeRequest.self, context: context)
            guard input.state.text.utf16.count <= Self.maxFieldLength,
                input.change.replacement.utf16.count <= Self.maxFieldLength
            else { throw APIError(.unprocessableContent, "A phone field holds at most \(Self.maxFieldLength) characters.") }
            let state = input.state
            let change = input.change
            guard change.start >= 0, change.start <= change.end, change.end <= state.text.utf16.count else {
                throw APIError(.unprocessableContent, "The edit's range \(change.start)..<\(change.end) is outside the text.")
            }
            // Found by schemathesis: a selection that ends before it starts crashed the formatter.
            guard state.selectionStart >= 0, state.selectionStart <= state.selectionEnd,
                state.selectionEnd <= state.text.utf16.count
            else {
                throw APIError(
                    .unprocessableContent,
                    "The selection \(state.selectionStart)..<\(state.selectionEnd) is outside the text.")
            }
            do {
                return AsYouTypeResponse(state: try PhoneAsYouType.apply(change, to: state, region: input.region))
            } catch {
                throw APIError(.unprocessableContent, "This edit does not fit a phone number (\(error)).")
            }
        }

        api.post("validate") { request, context in
            let input = try await request.decode(as: ValidationRequest.self, context: context)
            guard input.value.utf16.count <= Self.maxFieldLength else {
                throw APIError(FieldError(field: input.field, message: "At most \(Self.maxFieldLength) characters."))
            }
            return ValidationResponse(field: input.field, value: try validate(input))
        }

        api.get("suggestions/countries") { request, _ in
            let text = request.uri.queryParameters.get("text") ?? ""
            guard text.count <= 80 else { throw APIError(.unprocessableContent, "Country text is at most 80 characters.") }
            let catalog = services.contactRules.countries
            let exact = catalog.country(matching: text)
            return CountrySuggestions(
                exact: exact,
                completions: text.isEmpty ? [] : catalog.completions(of: text),
                didYouMean: exact == nil && !text.isEmpty ? catalog.didYouMean(text) : [])
        }

        api.get("sample") { request, _ in
            let count = request.uri.queryParameters.get("count", as: Int.self) ?? 3
            guard (1...20).contains(count) else { throw APIError(.unprocessableContent, "count is 1 to 20.") }
            let seedText = request.uri.queryParameters.get("seed")
            let picked: [Contact]
            if let seedText {
                guard let seed = UInt64(seedText) else { throw APIError(.badRequest, "seed is a whole number.") }
                var generator = Xoshiro256StarStar(seed: seed)
                picked = try await services.sampleContacts(count: count, using: &generator)
            } else {
                var generator = SystemRandomNumberGenerator()
                picked = try await services.sampleContacts(count: count, using: &generator)
            }
            let now = services.now()
            return SampleResponse(contacts: picked.map { ContactView($0, now: now) })
        }
    }

    private func validate(_ input: ValidationRequest) throws -> String {
        let contactRules = services.contactRules
        let scheduleRules = services.scheduleRules
        do {
            switch input.field {
            case "name": return try contactRules.name(input.value)
            case "city": return try contactRules.city(input.value)
            case "country": return try contactRules.country(input.value).code
            case "phone":
                let region = try contactRules.country(input.region ?? "").code
                return try contactRules.phone(input.value, region: region).e164
            case "time": return ClockTime.text(minutes: try scheduleRules.time(input.value))
            case "heating", "cooling":
                return ScheduleValidator.text(try scheduleRules.temperature(input.value, field: input.field))
            default:
                throw APIError(.badRequest, "Unknown field; use name, country, city, phone, time, heating or cooling.")
            }
        } catch let error as FieldError {
            throw APIError(error)
        }
    }
}
