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
    /// How long a request's head and body may take to arrive before the connection is closed.
    public var requestDeadlines = RequestDeadlines()
    /// How long a PostgreSQL call may wait (for a connection, or an answer) before it is answered 503.
    public var storeDeadline: Duration = .seconds(5)
    /// Test-only: a file naming a fault to put the SQLite store in (``SQLiteFaultSwitch``).
    public var testFaultFile: String?
    /// The folder `scripts/build-wasm` writes (`.build/wasm`); nil to format on the server only.
    public var wasmDirectory: String?

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
        let database = try AppDatabase.file(at: path)
        store = database
        if let faultFile = configuration.testFaultFile {
            backgroundServices.append(SQLiteFaultSwitch(store: database, controlFile: faultFile))
        }
    case .postgres(let location):
        try await PostgresStore.checkReachable(location)
        let postgres = PostgresStore(location)
        store = DeadlineStore(postgres, deadline: configuration.storeDeadline)
        backgroundServices += [postgres.client, PostgresEventListener(store: postgres)]
        prepare = { try await postgres.prepare() }
    }
    var services = AppServices(store: store, blackHoleFormat: configuration.blackHoleFormat)
    if let directory = configuration.wasmDirectory {
        services.wasm = try WasmAssets(directory: URL(fileURLWithPath: directory))
    }
    let router = try await buildRouter(services)
    let deadlines = configuration.requestDeadlines
    var app = Application(
        router: router,
        server: .http1(configuration: .init(additionalChannelHandlers: [deadlines.handler()])),
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
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: ErrorPageMiddleware(templates: templates, assetURLs: assets.templateURLs))
    router.add(middleware: JSONErrorMiddleware())
    router.add(middleware: SameOriginMiddleware())
    router.add(middleware: JSONBodyMiddleware())
    OpenAPIRoute(document: try OpenAPIDocument(directory: resources.appendingPathComponent("OpenAPI"))).register(on: router)
    let api = router.group("api")
    ImportRoutes(services: services).register(on: api)
    EventRoutes(services: services).register(on: api)
    NameWordRoutes(services: services).register(on: api)
    ContactRoutes(services: services).register(on: api)
    ScheduleRoutes(services: services).register(on: api)
    FieldRoutes(services: services).register(on: api)
    PageRoutes(services: services, templates: templates, assets: assets).register(on: router)
    assets.register(on: router)
    WasmAssets.register(services.wasm, on: router)
    return router
}
