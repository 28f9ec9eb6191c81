import Testing
@testable import FormKitServer
