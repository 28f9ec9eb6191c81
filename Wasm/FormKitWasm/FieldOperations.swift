import PhoneNumbers
import TextInput

/// What a phone field or a rule-checked field does in the page, answered by the same code as the
/// server's `POST /api/phone/as-you-type`.
enum FieldOperations {
    /// Applies a browser change to a phone field and lays it out again.
    ///
    /// Request: region, text, selection start, selection end, change start, change end,
    /// replacement, backward ("1", "0" or empty). Response: "ok", text, selection start and end;
    /// or "rejected", the reason and its UTF-16 offset; or "bad-request" and the field at fault.
    static func edit(_ request: Request) -> Response {
        var response = Response()
        let text = request.text(1)
        let length = text.utf16.count
        guard let selectionStart = request.integer(2), let selectionEnd = request.integer(3),
            let start = request.integer(4), let end = request.integer(5),
            0 <= selectionStart, selectionStart <= selectionEnd, selectionEnd <= length,
            0 <= start, start <= end, end <= length
        else {
            response.append("bad-request")
            response.append("range")
            return response
        }
        let field = PhoneFieldFormatter(region: request.text(0))
        let state = TextEditingState(text: text, selection: selectionStart..<selectionEnd)
        let edit = state.edit(forBrowserChange: start..<end, replacement: request.text(6), backward: request.flag(7))
        do throws(InputRejection) {
            let result = try field.applying(edit, to: state)
            response.append("ok")
            response.append(result.text)
            response.append(result.selection.lowerBound)
            response.append(result.selection.upperBound)
        } catch {
            response.append("rejected")
            response.append(error.description)
            response.append(error.offset)
        }
        return response
    }

    /// Lays out a whole phone field's text for a region, as if typed from scratch.
    /// Request: region, text. Response: the text.
    static func layout(_ request: Request) -> Response {
        var response = Response()
        response.append(PhoneFieldFormatter(region: request.text(0)).format(request.text(1)))
        return response
    }

    /// What the typing in a phone field knows. Request: region, text. Response: the calling code
    /// (empty when none), whether it is typed in international form, and the region of the digits
    /// once they parse (empty otherwise).
    static func entry(_ request: Request) -> Response {
        let entry = PhoneFieldFormatter(region: request.text(0)).entry(for: request.text(1))
        var response = Response()
        response.append(entry.callingCode.map { String($0) } ?? "")
        response.append(entry.isInternational)
        response.append(entry.region ?? "")
        return response
    }

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
