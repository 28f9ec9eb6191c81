import Foundation
import Hummingbird

/// FormKit compiled to WebAssembly (`scripts/build-wasm`: `formkit.wasm` and its module `formkit.mjs`),
/// served under names that carry a hash of their content, `/wasm/formkit.<hash>.wasm`, so a browser
/// keeps each build for a year and fetches a new one only when it changed.
public struct WasmAssets: Sendable {
    /// Where the page imports the JavaScript module from.
    public let moduleURL: String
    /// Where the page loads the WebAssembly module from.
    public let wasmURL: String
    private let files: ServedFiles

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
    }

    /// Serves `assets` under `/wasm/`; every name is 404 when the server runs without a build.
    static func register(_ assets: WasmAssets?, on router: Router<AppRequestContext>) {
        (assets?.files ?? ServedFiles()).register(under: "wasm", cacheControl: "public, max-age=31536000, immutable", on: router)
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
