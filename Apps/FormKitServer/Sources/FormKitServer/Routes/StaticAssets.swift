import Foundation
import Hummingbird

/// The page's scripts and style sheet, read once from the bundle and served from memory: under
/// `/static/<name>` (revalidated on every use), and under a name that carries a hash of the content,
/// `/assets/<stem>.<hash>.<ext>`, which a browser keeps for a year. The pages link the hashed names
/// (``templateURLs``), so a returning visitor's page needs no request for them.
struct StaticAssets: Sendable {
    private var files = ServedFiles()
    private var hashedFiles = ServedFiles()
    /// The hashed URL of each file, keyed for the templates by its name with `-` and `.` as `_`
    /// (`phone-field.js` is `{{assets.phone_field_js}}`).
    private(set) var templateURLs: [String: String] = [:]

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
            let stem = (name as NSString).deletingPathExtension
            let hashed = "\(stem).\(WasmAssets.contentHash(data)).\((name as NSString).pathExtension)"
            hashedFiles.add(hashed, type: type, bytes: ByteBuffer(bytes: data))
            templateURLs[Self.templateKey(name)] = "/assets/\(hashed)"
        }
    }

    /// The key of a file's URL in the templates: `phone-field.js` is `phone_field_js`.
    static func templateKey(_ name: String) -> String {
        String(name.map { $0 == "-" || $0 == "." ? "_" : $0 })
    }

    func register(on router: Router<AppRequestContext>) {
        files.register(under: "static", cacheControl: "no-cache", on: router)
        hashedFiles.register(under: "assets", cacheControl: "public, max-age=31536000, immutable", on: router)
    }
}
