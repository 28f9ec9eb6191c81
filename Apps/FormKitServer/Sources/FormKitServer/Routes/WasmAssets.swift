import Foundation
import Hummingbird
import Timestamps

/// FormKit compiled to WebAssembly (`scripts/build-wasm`): `formkit.wasm`, its module `formkit.mjs` and the
/// `<formkit-phone>` element (`formkit-phone.mjs` and its `formkit-phone-*.mjs` parts), served together
/// under one folder named by a hash of all their bytes, `/wasm/<hash>/formkit.wasm`: the element loads
/// its siblings by relative URL, and a browser keeps each build for a year and fetches a new one only
/// when any file of it changed.
public struct WasmAssets: Sendable {
    /// Where the page imports the JavaScript module from.
    public let moduleURL: String
    /// Where the page loads the WebAssembly module from.
    public let wasmURL: String
    /// Where the page imports the `<formkit-phone>` element from; "" for a build without it.
    public let phoneElementURL: String
    /// Where the page loads the time module from when it first shows a time (`formkit-time.wasm`, with
    /// `formkit-time.mjs` and the words tables, `time-words/N.txt`, beside it); "" without one.
    public let timeURL: String
    /// The folder of the build, `/wasm/<hash>`, and its files.
    private let folder: String
    private let files: ServedFiles
    /// The time module and its words, under `/wasm-time/`: fetched only by the pages that show times.
    private let timeFiles: ServedFiles
    private let timeWords: ServedFiles

    /// A build file that could not be read.
    public struct Unreadable: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "--wasm: cannot read \(path); run scripts/build-wasm first." }
    }

    /// Reads `formkit.wasm`, `formkit.mjs` and the element's `formkit-phone*.mjs` from `directory`.
    public init(directory: URL) throws(Unreadable) {
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let element = listed.filter { $0.hasPrefix("formkit-phone") && $0.hasSuffix(".mjs") }.sorted()
        var files = ServedFiles()
        var hashed = Data()
        for name in ["formkit.wasm", "formkit.mjs"] + element {
            let path = directory.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: path) else { throw Unreadable(path: path.path) }
            let type = name.hasSuffix(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8"
            files.add(name, type: type, bytes: ByteBuffer(bytes: data))
            // Each name with its length and bytes: the folder's name changes with any file, or a file renamed.
            hashed.append(contentsOf: Array("\(name)\n\(data.count)\n".utf8))
            hashed.append(data)
        }
        self.files = files
        folder = "wasm/\(Self.contentHash(hashed))"
        moduleURL = "/\(folder)/formkit.mjs"
        wasmURL = "/\(folder)/formkit.wasm"
        phoneElementURL = element.contains("formkit-phone.mjs") ? "/\(folder)/formkit-phone.mjs" : ""
        // The time module is optional; each file is named by a hash of the build (its words included),
        // so the folder's name changes with any of them.
        var timeFiles = ServedFiles(), timeWords = ServedFiles()
        let wordsDirectory = directory.appendingPathComponent("time-words")
        if let module = try? Data(contentsOf: directory.appendingPathComponent("formkit-time.wasm")),
           let script = try? Data(contentsOf: directory.appendingPathComponent("formkit-time.mjs")),
           let names = try? FileManager.default.contentsOfDirectory(atPath: wordsDirectory.path) {
            timeFiles.add("formkit-time.wasm", type: "application/wasm", bytes: ByteBuffer(bytes: module))
            timeFiles.add("formkit-time.mjs", type: "text/javascript; charset=utf-8", bytes: ByteBuffer(bytes: script))
            for name in names where name.hasSuffix(".txt") {
                guard let words = try? Data(contentsOf: wordsDirectory.appendingPathComponent(name)) else { continue }
                timeWords.add(name, type: "text/plain; charset=utf-8", bytes: ByteBuffer(bytes: words))
            }
            timeURL = "/wasm-time/\(Self.contentHash(module + script))/formkit-time.wasm"
        } else {
            timeURL = ""
        }
        self.timeFiles = timeFiles
        self.timeWords = timeWords
    }

    /// The URL of the words table the time module fetches on the first use of `locale` (exactly the
    /// one `formkit-time.mjs` asks for, `time-words/N.txt` beside ``timeURL``), for a page that shows
    /// times to preload its reader's; nil without a time module, or when the build has no such table.
    public func timeWordsURL(forLocale locale: String) -> String? {
        guard !timeURL.isEmpty, let table = RelativeTimeLocale.wordsTableNumber(for: locale),
              timeWords.contains("\(table).txt") else { return nil }
        return timeURL.replacingOccurrences(of: "formkit-time.wasm", with: "time-words/\(table).txt")
    }

    /// Serves `assets` under `/wasm/<hash>/` (another folder's name is 404, so a page from an older
    /// build never caches this build's files under its names); every name is 404 when the server runs
    /// without a build.
    static func register(_ assets: WasmAssets?, on router: Router<AppRequestContext>) {
        let files = assets?.files ?? ServedFiles(), folder = assets?.folder
        router.get("wasm/:build/:file") { _, context in
            guard let build = context.parameters.get("build"), "wasm/\(build)" == folder else { throw HTTPError(.notFound) }
            return try files.answer(context.parameters.get("file"), cacheControl: "public, max-age=31536000, immutable")
        }
        (assets?.timeFiles ?? ServedFiles()).register(under: "wasm-time/:build", cacheControl: "public, max-age=31536000, immutable", on: router)
        (assets?.timeWords ?? ServedFiles()).register(under: "wasm-time/:build/time-words", cacheControl: "public, max-age=31536000, immutable", on: router)
    }

    /// 64-bit FNV-1a of the bytes in hexadecimal: a name that changes with the content (not a
    /// security measure; the files are the server's own).
    static func contentHash(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
