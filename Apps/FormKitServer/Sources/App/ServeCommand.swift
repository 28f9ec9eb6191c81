import ArgumentParser
import FormKitServer
import Hummingbird

/// `formkit-server [serve]`: the app on one address, over one store.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the app (the default command).",
        discussion: "then open http://127.0.0.1:8080/")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: "A SQLite file, or postgres://USER[:PASSWORD]@HOST:PORT/DB; migrated and seeded on first start.")
    var database = "formkit.sqlite"

    @Option(help: "The folder scripts/build-wasm writes (.build/wasm): fields then format in the page.")
    var wasm: String?

    @Flag(help: .hidden)
    var testBlackHoleFormat = false

    func run() async throws {
        var configuration = AppConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.database = database
        configuration.blackHoleFormat = testBlackHoleFormat
        configuration.wasmDirectory = wasm
        do {
            let app = try await buildApplication(configuration)
            try await app.runService()
        } catch let error as DatabaseUnreachable {
            throw CommandFailure(message: error.description)
        } catch let error as PostgresLocation.Invalid {
            throw CommandFailure(message: error.description)
        } catch let error as WasmAssets.Unreadable {
            throw CommandFailure(message: error.description)
        }
    }
}
