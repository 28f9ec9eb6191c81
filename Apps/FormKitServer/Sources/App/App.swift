import ArgumentParser
import FormKitServer
import Hummingbird

/// `formkit-server`: the FormKit app, contacts and a thermostat schedule on SQLite.
@main
struct FormKitServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formkit-server",
        abstract: "Serve the FormKit app: contacts and a thermostat schedule, stored in SQLite.",
        discussion: """
            Example:
              formkit-server --port 8080 --database formkit.sqlite
            then open http://127.0.0.1:8080/
            """)

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: "The SQLite file; created, migrated and seeded on first start.")
    var database = "formkit.sqlite"

    @Flag(help: .hidden)
    var testBlackHoleFormat = false

    func run() async throws {
        var configuration = AppConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.databasePath = database
        configuration.blackHoleFormat = testBlackHoleFormat
        let app = try await buildApplication(configuration)
        try await app.runService()
    }
}
