import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

/// The WebAssembly build as the pages load it: `formkit.wasm`, `formkit.mjs` and the `<formkit-phone>`
/// element's modules in one folder named by a hash of all their bytes, and the pages that use each.
@Suite("WebAssembly build")
struct WasmAssetsTests {
    /// A stand-in build in a fresh folder: each file's bytes are its name and `version`.
    static func build(version: String = "1", element: Bool = true) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formkit-wasm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var names = ["formkit.wasm", "formkit.mjs"]
        if element { names += ["formkit-phone.mjs", "formkit-phone-picker.mjs", "formkit-phone-style.mjs"] }
        for name in names {
            try Data("\(name) \(version)".utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    @Test func theElementAndItsSiblingsShareOneFolderKeptForAYear() async throws {
        let assets = try WasmAssets(directory: Self.build())
        let folder = (assets.phoneElementURL as NSString).deletingLastPathComponent
        #expect(folder.hasPrefix("/wasm/") && folder.count == "/wasm/".count + 16)
        #expect(assets.moduleURL == "\(folder)/formkit.mjs")
        #expect(assets.wasmURL == "\(folder)/formkit.wasm")
        #expect(assets.phoneElementURL == "\(folder)/formkit-phone.mjs")
        try await withTestApp(wasm: assets) { client, _ in
            for (name, type) in [("formkit-phone.mjs", "text/javascript"), ("formkit-phone-picker.mjs", "text/javascript"),
                                 ("formkit.mjs", "text/javascript"), ("formkit.wasm", "application/wasm")] {
                try await client.execute(uri: "\(folder)/\(name)", method: .get) { response in
                    #expect(response.status == .ok, "\(name)")
                    #expect(String(buffer: response.body) == "\(name) 1")
                    #expect(response.headers[.contentType]?.hasPrefix(type) == true, "\(name)")
                    #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                }
            }
            // Another build's folder, or a file the build does not have, is not served.
            for uri in ["/wasm/0000000000000000/formkit-phone.mjs", "\(folder)/formkit-phone-missing.mjs"] {
                let (status, _, _) = try await client.text(uri)
                #expect(status == .notFound, "\(uri)")
            }
        }
    }

    @Test func anyFileChangedNamesANewFolder() throws {
        let first = try WasmAssets(directory: Self.build(version: "1"))
        let again = try WasmAssets(directory: Self.build(version: "1"))
        let directory = try Self.build(version: "1")
        try Data("formkit-phone-style.mjs 2".utf8).write(to: directory.appendingPathComponent("formkit-phone-style.mjs"))
        let changed = try WasmAssets(directory: directory)
        #expect(first.phoneElementURL == again.phoneElementURL)
        #expect(first.phoneElementURL != changed.phoneElementURL)
        #expect(first.wasmURL != changed.wasmURL)
    }

    @Test func aBuildWithoutItsModuleIsRefused() throws {
        let directory = try Self.build()
        try FileManager.default.removeItem(at: directory.appendingPathComponent("formkit.mjs"))
        #expect(throws: WasmAssets.Unreadable.self) { try WasmAssets(directory: directory) }
    }

    /// The add-contact form and the contacts page load the element; the schedule does not. The pages whose
    /// own scripts use the module (times, set points) name it for formkit-local.js; the form does not.
    @Test func eachPageLoadsWhatItUses() async throws {
        let assets = try WasmAssets(directory: Self.build())
        try await withTestApp(wasm: assets) { client, _ in
            let script = #"<script type="module" src="\#(assets.phoneElementURL)"></script>"#
            let (_, form, _) = try await client.text("/contacts/new")
            #expect(form.contains(script))
            #expect(form.contains(#"<formkit-phone id="phone" name="phone"></formkit-phone>"#))
            #expect(form.contains(#"<label for="phone">"#))
            #expect(!form.contains(#"<input id="phone""#))
            #expect(!form.contains(#"name="formkit-wasm""#))
            let (_, contacts, _) = try await client.text("/")
            #expect(contacts.contains(script))
            #expect(contacts.contains(#"<meta name="formkit-wasm" content="\#(assets.wasmURL)""#))
            let (_, schedule, _) = try await client.text("/schedule")
            #expect(!schedule.contains("formkit-phone"))
            #expect(schedule.contains(#"<meta name="formkit-wasm" content="\#(assets.wasmURL)""#))
        }
    }

    /// Once an account exists, the build's files (the module, the element and its parts) are served
    /// without a session, as the hashed assets are, while the pages that load them still need one.
    @Test func theBuildsFilesNeedNoSession() async throws {
        let assets = try WasmAssets(directory: Self.build())
        var services = AppServices(store: try SQLiteStore.inMemory(), now: { testNow })
        services.wasm = assets
        let signIn = SignIn(store: try await TestAccount.store(), now: { testNow })
        let router = try await buildRouter(services, signIn: signIn)
        try await Application(router: router).test(.router) { client in
            let folder = (assets.phoneElementURL as NSString).deletingLastPathComponent
            for uri in [assets.phoneElementURL, "\(folder)/formkit-phone-picker.mjs", assets.moduleURL, assets.wasmURL] {
                let (status, _, _) = try await client.text(uri)
                #expect(status == .ok, "\(uri)")
            }
            let (page, _, _) = try await client.text("/contacts/new")
            #expect(page == .seeOther)
        }
    }

    /// Without a build (or one without the element), the form's phone is a plain input the server checks.
    @Test(arguments: [false, true])
    func withoutTheElementThePhoneIsAPlainInput(withBuild: Bool) async throws {
        let assets = withBuild ? try WasmAssets(directory: Self.build(element: false)) : nil
        try await withTestApp(wasm: assets) { client, _ in
            let (_, form, _) = try await client.text("/contacts/new")
            #expect(form.contains(#"<input id="phone" name="phone" type="tel""#))
            #expect(!form.contains("formkit-phone"))
        }
    }
}
