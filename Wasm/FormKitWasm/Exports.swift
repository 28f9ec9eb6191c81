import PhoneNumbers

// The module's C ABI, called by formkit.mjs. JavaScript asks for room with `fk_request`, writes a
// request there (UTF-8 fields separated by NUL), calls an operation with the request's length, and
// reads the operation's answer (its length returned) from `fk_response`. The phone field's calls, made
// on every keystroke, skip this and go through a fixed exchange block (PhoneFieldExports.swift).

nonisolated(unsafe) private var requestBuffer = SharedBuffer()
nonisolated(unsafe) private var responseBuffer = SharedBuffer()

/// Room for a request of `length` bytes; where to write it.
@_cdecl("fk_request")
func fkRequest(_ length: Int32) -> UnsafeMutablePointer<UInt8> {
    requestBuffer.reserve(Int(length))
}

/// Where the last operation's answer is.
@_cdecl("fk_response")
func fkResponse() -> UnsafeMutablePointer<UInt8> {
    responseBuffer.start
}

/// Runs `operation` on the request of `length` bytes and stores its answer; returns the answer's length.
private func answer(_ length: Int32, _ operation: (Request) -> Response) -> Int32 {
    let request = Request(requestBuffer.prefix(Int(length)))
    return responseBuffer.store(operation(request).bytes)
}

@_cdecl("fk_decimal")
func fkDecimal(_ length: Int32) -> Int32 { answer(length, FieldOperations.decimal) }

@_cdecl("fk_number")
func fkNumber(_ length: Int32) -> Int32 { answer(length, NumberOperations.number) }

@_cdecl("fk_example")
func fkExample(_ length: Int32) -> Int32 { answer(length, NumberOperations.example) }

@_cdecl("fk_calling_code")
func fkCallingCode(_ length: Int32) -> Int32 { answer(length, NumberOperations.callingCode) }

@_cdecl("fk_type_rows")
func fkTypeRows(_ length: Int32) -> Int32 { answer(length, CommandRows.typeRows) }

@_cdecl("fk_info_rows")
func fkInfoRows(_ length: Int32) -> Int32 { answer(length, CommandRows.infoRows) }

@_cdecl("fk_info_header")
func fkInfoHeader(_ length: Int32) -> Int32 {
    answer(length) { _ in
        var response = Response()
        response.append(CommandRows.infoHeader)
        return response
    }
}
