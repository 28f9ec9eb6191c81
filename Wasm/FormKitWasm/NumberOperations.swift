import PhoneNumbers

/// Parsing, validating and formatting whole numbers in the page.
enum NumberOperations {
    /// Parses a number. Request: text, default region (empty or "ZZ" for none).
    /// Response: "ok", E.164, international, national, RFC 3966, possible, valid, type, the
    /// number's region (empty when none) and its calling code; or "error", the parse error's kind
    /// (`TOO_SHORT_NSN`…) and its UTF-16 offset.
    static func number(_ request: Request) -> Response {
        let region = request.text(1)
        var response = Response()
        do throws(PhoneNumberParseError) {
            let number = try PhoneNumber(parsing: request.text(0), defaultRegion: region.isEmpty || region == "ZZ" ? nil : region)
            response.append("ok")
            for format in [PhoneNumberFormat.e164, .international, .national, .rfc3966] {
                response.append(number.formatted(format))
            }
            response.append(number.isPossible)
            response.append(number.isValid)
            response.append(number.type.rawValue)
            response.append(number.region ?? "")
            response.append(number.countryCode)
        } catch {
            response.append("error")
            response.append(error.kind.rawValue)
            response.append(error.offset)
        }
        return response
    }

    /// The plan's example number of a type in a region. Request: region, type (`MOBILE`…; empty
    /// for `FIXED_LINE`). Response: the example in international format, or nothing when none.
    static func example(_ request: Request) -> Response {
        let typeName = request.text(1)
        var response = Response()
        guard let type = typeName.isEmpty ? .fixedLine : PhoneNumberType(rawValue: typeName),
            let number = PhoneNumbering.exampleNumber(for: request.text(0), type: type)
        else { return response }
        response.append(number.formatted(.international))
        return response
    }

    /// The calling code of a region. Request: region (any case). Response: the code, or nothing
    /// when the region has no numbering plan.
    static func callingCode(_ request: Request) -> Response {
        var response = Response()
        if let code = PhoneNumbering.callingCode(for: request.text(0)) { response.append(code) }
        return response
    }
}
