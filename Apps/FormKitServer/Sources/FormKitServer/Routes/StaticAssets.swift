import Foundation
import Hummingbird

/// The page's scripts and style sheet, read once from the bundle and served from memory under `/static/`.
struct StaticAssets: Sendable {
    private var files = ServedFiles()

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
            files.add(name, type: type, bytes: ByteBuffer(bytes: data))
        }
    }

    func register(on router: Router<AppRequestContext>) {
        files.register(under: "static", cacheControl: "no-cache", on: router)
    }
}
