import Foundation
import GRDB
import Hummingbird
import Mustache
import ServiceLifecycle

/// How to start the app.
public struct AppConfiguration: Sendable {
    public var host = "127.0.0.1"
    public var port = 8080
    /// A SQLite file (created, migrated and seeded when missing) or `postgres://USER[:PASSWORD]@HOST:PORT/DB`.
    public var database = "formkit.sqlite"
    /// How long a request's head and body may take to arrive before the connection is closed.
    public var requestDeadlines = RequestDeadlines()
    /// How long a PostgreSQL call may wait (for a connection, or an answer) before it is answered 503.
    public var storeDeadline: Duration = .seconds(5)
    /// The folder `scripts/build-wasm` writes (`.build/wasm`); nil to format on the server only.
    public var wasmDirectory: String?
    /// Whether the session cookie carries `Secure` (the server runs behind TLS).
    public var secureCookies = false

    public init() {}
}

/// Where a harness can add to the app without a switch in it: a test's decorator of the store, a service
/// beside the server, middleware in front of the routes. The server itself uses none.
public struct AppAssembly: Sendable {
    /// Wraps the store the routes use.
    public var store: @Sendable (any AppStore) -> any AppStore = { $0 }
    /// Services to run beside the server, given the store as opened (before ``store`` wraps it).
    public var services: @Sendable (any AppStore) -> [any Service] = { _ in [] }
    /// Adds middleware in front of every route.
    public var middleware: @Sendable (Router<AppRequestContext>) -> Void = { _ in }

    public init() {}
}

/// The app ready to run: store opened and migrated, templates loaded, routes registered.
///
/// Throws ``DatabaseUnreachable`` when a PostgreSQL server does not answer, and
/// ``PostgresLocation/Invalid`` for a PostgreSQL URL that names no user, host or database, and
/// ``ReachableHost/NoAccount`` for a host other machines can reach while no account exists.
public func buildApplication(
    _ configuration: AppConfiguration, assembly: AppAssembly = AppAssembly()
) async throws -> some ApplicationProtocol {
    var store: any AppStore
    let accounts: any AccountStore
    var backgroundServices: [any Service] = []
    var prepare: (@Sendable () async throws -> Void)?
    switch try DatabaseLocation(configuration.database) {
    case .sqlite(let path):
        let database = try SQLiteStore.file(at: path)
        store = database
        accounts = try SQLiteAccountStore(database.writer)
        try await requireAccount(on: configuration.host, accounts)
    case .postgres(let location):
        try await PostgresStore.checkReachable(location)
        let postgres = PostgresStore(location)
        store = DeadlineStore(postgres, deadline: configuration.storeDeadline)
        backgroundServices += [postgres.client, PostgresEventListener(store: postgres)]
        let postgresAccounts = PostgresAccountStore(client: postgres.client)
        accounts = postgresAccounts
        prepare = {
            try await postgres.prepare()
            try await postgresAccounts.prepare()
            try await requireAccount(on: configuration.host, postgresAccounts)
        }
    }
    backgroundServices += assembly.services(store)
    store = assembly.store(store)
    var services = AppServices(store: store)
    if let directory = configuration.wasmDirectory {
        services.wasm = try WasmAssets(directory: URL(fileURLWithPath: directory))
    }
    var signIn = SignIn(store: accounts)
    signIn.secureCookies = configuration.secureCookies
    Task.detached(priority: .background) { try? await PasswordHashing.prepareDecoy() }  // see prepareDecoy()
    let router = try await buildRouter(services, signIn: signIn, middleware: assembly.middleware)
    let deadlines = configuration.requestDeadlines
    var app = Application(
        router: router,
        server: .http1(configuration: .init(additionalChannelHandlers: [deadlines.handler()])),
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "formkit-server"),
        services: backgroundServices)
    if let prepare { app.beforeServerStarts(perform: prepare) }
    return app
}

/// Refuses to serve on an address other machines can reach while no account exists.
private func requireAccount(on host: String, _ accounts: any AccountStore) async throws {
    guard !ReachableHost.isLoopback(host), try await !accounts.hasAccounts() else { return }
    throw ReachableHost.NoAccount(host: host)
}

/// The router of every page and API endpoint; tests call it with an in-memory store. Without `signIn`,
/// accounts live in memory and there are none: every request passes, as on loopback without accounts.
/// `middleware` goes in front of every route (``AppAssembly``).
public func buildRouter(
    _ services: AppServices, signIn: SignIn? = nil, middleware: @Sendable (Router<AppRequestContext>) -> Void = { _ in }
) async throws -> Router<AppRequestContext> {
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
    middleware(router)
    let signIn = try signIn ?? SignIn(store: SQLiteAccountStore(DatabaseQueue()))
    router.add(middleware: RequireSessionMiddleware(signIn: signIn))
    SessionRoutes(signIn: signIn, templates: templates, assets: assets).register(on: router)
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
