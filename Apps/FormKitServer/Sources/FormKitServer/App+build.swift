import Foundation
import Hummingbird
import Mustache
import ServiceLifecycle

/// How to start the app.
public struct AppConfiguration: Sendable {
    public var host = "127.0.0.1"
    public var port = 8080
    /// A SQLite file (created, migrated and seeded when missing) or `postgres://USER[:PASSWORD]@HOST:PORT/DB`.
    public var database = "formkit.sqlite"
    /// Test-only: the as-you-type endpoint never answers.
    public var blackHoleFormat = false

    public init() {}
}

/// The app ready to run: store opened and migrated, templates loaded, routes registered.
///
/// Throws ``DatabaseUnreachable`` when a PostgreSQL server does not answer, and
/// ``PostgresLocation/Invalid`` for a PostgreSQL URL that names no user, host or database.
public func buildApplication(_ configuration: AppConfiguration) async throws -> some ApplicationProtocol {
    let store: any AppStore
    var backgroundServices: [any Service] = []
    var prepare: (@Sendable () async throws -> Void)?
    switch try DatabaseLocation(configuration.database) {
    case .sqlite(let path):
        store = try AppDatabase.file(at: path)
    case .postgres(let location):
        try await PostgresStore.checkReachable(location)
        let postgres = PostgresStore(location)
        store = postgres
        backgroundServices += [postgres.client, PostgresEventListener(store: postgres)]
        prepare = { try await postgres.prepare() }
    }
    let services = AppServices(store: store, blackHoleFormat: configuration.blackHoleFormat)
    let router = try await buildRouter(services)
    var app = Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "formkit-server"),
        services: backgroundServices)
    if let prepare { app.beforeServerStarts(perform: prepare) }
    return app
}

/// The router of every page and API endpoint; tests call it with an in-memory store.
public func buildRouter(_ services: AppServices) async throws -> Router<AppRequestContext> {
    guard let resources = Bundle.module.resourceURL else { throw HTTPError(.internalServerError) }
    let templates = try await MustacheLibrary(directory: resources.appendingPathComponent("Templates").path)
    let assets = try StaticAssets(directory: resources.appendingPathComponent("Public"))

    await services.store.events.observe(services.nameWords.apply)

    let router = Router(context: AppRequestContext.self)
    router.add(middleware: JSONErrorMiddleware())
    let api = router.group("api")
    ImportRoutes(services: services).register(on: api)
    EventRoutes(services: services).register(on: api)
    NameWordRoutes(services: services).register(on: api)
    ContactRoutes(services: services).register(on: api)
    ScheduleRoutes(services: services).register(on: api)
    FieldRoutes(services: services).register(on: api)
    PageRoutes(services: services, templates: templates).register(on: router)
    assets.register(on: router)
    return router
}
