import Hummingbird

/// `GET /api/contacts/words?prefix=P[&limit=N]`: `{"words": [...]}`, the words of contacts' names that
/// start with P (folded), from the in-memory ``ContactNameWords``; `limit` 1 to 50, default 10.
struct NameWordRoutes {
    let services: AppServices

    struct Words: ResponseEncodable {
        var words: [String]
    }

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("contacts/words") { request, _ in
            let parameters = request.uri.queryParameters
            let prefix = parameters.get("prefix") ?? ""
            guard prefix.count <= 60 else { throw APIError(.badRequest, "prefix is at most 60 characters.") }
            var limit = 10
            if let text = parameters.get("limit") {
                guard let number = Int(text), (1...50).contains(number) else {
                    throw APIError(.badRequest, "limit is a whole number from 1 to 50.")
                }
                limit = number
            }
            return Words(words: try await services.nameWords.completions(of: prefix, limit: limit))
        }
    }
}
