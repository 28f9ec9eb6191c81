import TextInput

/// What a rule-checked field does in the page, answered by TextInput as on the server (the phone
/// field's operations are ``PhoneFieldOperations``).
enum FieldOperations {
    /// Whether a text is, or can still become, a decimal number. Request: text, decimal separator,
    /// grouping separator (empty for none). Response: empty when accepted; else the reason, its
    /// offset and whether the text is complete.
    static func decimal(_ request: Request) -> Response {
        let grouping = request.text(2)
        let syntax = DecimalNumberSyntax(
            decimalSeparator: request.text(1), groupingSeparator: grouping.isEmpty ? nil : grouping)
        var response = Response()
        let text = request.text(0)
        if let rejection = syntax.rejection(of: text) {
            response.append(rejection.description)
            response.append(rejection.offset)
        } else {
            response.append("")
            response.append(syntax.isComplete(text) ? "complete" : "partial")
        }
        return response
    }
}
