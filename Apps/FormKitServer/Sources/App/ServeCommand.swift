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

    @Option(help: "Seconds a request's headers may take to arrive (and a kept-alive connection may wait).")
    var headerTimeout = 10.0

    @Option(help: "Seconds a request's body may take to arrive after its headers.")
    var bodyTimeout = 60.0

    @Option(help: "The folder scripts/build-wasm writes (.build/wasm): fields then format in the page.")
    var wasm: String?

    @Flag(help: "Mark the session cookie Secure: the server runs behind TLS.")
    var secureCookies = false

    func validate() throws {
        for (name, seconds) in [("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout)] {
            guard seconds.isFinite, seconds > 0, seconds <= 86_400 else {
                throw ValidationError("\(name) is a number of seconds above 0 and at most 86400.")
            }
        }
    }

    func run() async throws {
        var configuration = AppConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.database = database
        configuration.requestDeadlines.header = .milliseconds(Int64(headerTimeout * 1_000))
        configuration.requestDeadlines.body = .milliseconds(Int64(bodyTimeout * 1_000))
        configuration.wasmDirectory = wasm
        configuration.secureCookies = secureCookies
        do {
            let app = try await buildApplication(configuration)
            try await app.runService()
        } catch let error as DatabaseUnreachable {
            throw CommandFailure(message: error.description)
        } catch let error as PostgresLocation.Invalid {
            throw CommandFailure(message: error.description)
        } catch let error as ReachableHost.NoAccount {
            throw CommandFailure(message: error.description)
        } catch let error as WasmAssets.Unreadable {
            throw CommandFailure(message: error.description)
        }
    }
}
