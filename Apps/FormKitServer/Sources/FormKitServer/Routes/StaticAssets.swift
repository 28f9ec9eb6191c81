import Foundation
import Hummingbird

/// The page's scripts and style sheet, read once from the bundle and served from memory under `/static/`.
struct StaticAssets: Sendable {
    private var files: [String: (type: String, bytes: ByteBuffer)] = [:]

    init(directory: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        for name in names {
            let type: String
            switch (name as NSString).pathExtension {
            case "js": type = "text/javascript; charset=utf-8"
            case "css": type = "text/css; charset=utf-8"
            default: continue
            }
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            files[name] = (type, ByteBuffer(bytes: data))
        }
    }

    func register(on router: Router<AppRequestContext>) {
        let files = self.files
        router.get("static/:file") { _, context in
            guard let name = context.parameters.get("file"), let file = files[name] else {
                throw HTTPError(.notFound)
            }
            var headers = HTTPFields()
            headers[.contentType] = file.type
            headers[.cacheControl] = "no-cache"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: file.bytes))
        }
    }
}
