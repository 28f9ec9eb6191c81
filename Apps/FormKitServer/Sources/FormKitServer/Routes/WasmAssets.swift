import Foundation
import Hummingbird
import Timestamps

/// FormKit compiled to WebAssembly (`scripts/build-wasm`: `formkit.wasm` and its module `formkit.mjs`),
/// served under names that carry a hash of their content, `/wasm/formkit.<hash>.wasm`, so a browser
/// keeps each build for a year and fetches a new one only when it changed.
public struct WasmAssets: Sendable {
    /// Where the page imports the JavaScript module from.
    public let moduleURL: String
    /// Where the page loads the WebAssembly module from.
    public let wasmURL: String
    /// Where the page loads the time module from when it first shows a time (`formkit-time.wasm`, with
    /// `formkit-time.mjs` and the words tables, `time-words/N.txt`, beside it); "" without one.
    public let timeURL: String
    private let files: ServedFiles
    /// The time module and its words, under `/wasm-time/`: fetched only by the pages that show times.
    private let timeFiles: ServedFiles
    private let timeWords: ServedFiles

    /// A build file that could not be read.
    public struct Unreadable: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "--wasm: cannot read \(path); run scripts/build-wasm first." }
    }

    /// Reads `formkit.wasm` and `formkit.mjs` from `directory`.
    public init(directory: URL) throws(Unreadable) {
        var files = ServedFiles()
        var urls: [String: String] = [:]
        for (name, type) in [("formkit.wasm", "application/wasm"), ("formkit.mjs", "text/javascript; charset=utf-8")] {
            let path = directory.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: path) else { throw Unreadable(path: path.path) }
            let parts = name.split(separator: ".")
            let hashed = "\(parts[0]).\(Self.contentHash(data)).\(parts[1])"
            files.add(hashed, type: type, bytes: ByteBuffer(bytes: data))
            urls[name] = "/wasm/\(hashed)"
        }
        self.files = files
        moduleURL = urls["formkit.mjs", default: ""]
        wasmURL = urls["formkit.wasm", default: ""]
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

    /// Serves `assets` under `/wasm/`; every name is 404 when the server runs without a build.
    static func register(_ assets: WasmAssets?, on router: Router<AppRequestContext>) {
        (assets?.files ?? ServedFiles()).register(under: "wasm", cacheControl: "public, max-age=31536000, immutable", on: router)
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
