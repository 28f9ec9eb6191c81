import Hummingbird

/// Files held in memory and served by name under one path segment, each with its media type, all
/// with one caching rule: the pages' scripts (``StaticAssets``) and the WebAssembly build (``WasmAssets``).
struct ServedFiles: Sendable {
    private var files: [String: (type: String, bytes: ByteBuffer)] = [:]

    /// Adds a file under `name`.
    mutating func add(_ name: String, type: String, bytes: ByteBuffer) {
        files[name] = (type, bytes)
    }

    /// Whether a file is served under `name`.
    func contains(_ name: String) -> Bool { files[name] != nil }

    /// Answers `GET /<segment>/<name>` with the file, `Cache-Control: cacheControl`; 404 for other names.
    func register(under segment: String, cacheControl: String, on router: Router<AppRequestContext>) {
        let files = self
        router.get("\(segment)/:file") { _, context in
            try files.answer(context.parameters.get("file"), cacheControl: cacheControl)
        }
    }

    /// The file called `name`, with `Cache-Control: cacheControl`; 404 when there is none.
    func answer(_ name: String?, cacheControl: String) throws -> Response {
        guard let name, let file = files[name] else { throw HTTPError(.notFound) }
        var headers = HTTPFields()
        headers[.contentType] = file.type
        headers[.cacheControl] = cacheControl
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: file.bytes))
    }
}
