import Foundation
import Hummingbird
import Mustache

/// How to start the app.
public struct AppConfiguration: Sendable {
    public var host = "127.0.0.1"
    public var port = 8080
    /// The SQLite file; created, migrated and seeded when missing.
    public var databasePath = "formkit.sqlite"
    /// Test-only: the as-you-type endpoint never answers.
    public var blackHoleFormat = false

    public init() {}
}

/// The app ready to run: store opened, templates loaded, routes registered.
public func buildApplication(_ configuration: AppConfiguration) async throws -> some ApplicationProtocol {
    let store = try AppDatabase.file(at: configuration.databasePath)
    let services = AppServices(store: store, blackHoleFormat: configuration.blackHoleFormat)
    let router = try await buildRouter(services)
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "formkit-server"))
}

/// The router of every page and API endpoint; tests call it with an in-memory store.
public func buildRouter(_ services: AppServices) async throws -> Router<AppRequestContext> {
    guard let resources = Bundle.module.resourceURL else { throw HTTPError(.internalServerError) }
    let templates = try await MustacheLibrary(directory: resources.appendingPathComponent("Templates").path)
    let assets = try StaticAssets(directory: resources.appendingPathComponent("Public"))

    let router = Router(context: AppRequestContext.self)
    router.add(middleware: JSONErrorMiddleware())
    let api = router.group("api")
    ContactRoutes(services: services).register(on: api)
    ScheduleRoutes(services: services).register(on: api)
    FieldRoutes(services: services).register(on: api)
    PageRoutes(services: services, templates: templates).register(on: router)
    assets.register(on: router)
    return router
}
