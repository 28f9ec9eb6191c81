/// Why a ``CountryCatalogue`` cannot be made.
public enum CountryCatalogueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The locale is not one Foundation has names for (`zz`, `xx-YY`, an empty identifier).
    case unknownLocale(String)

    public var description: String {
        switch self {
        case .unknownLocale(let identifier):
            "unknown locale \"\(identifier.prefix(64))\": give a language Foundation has names in, such as en, de-CH or zh-Hant"
        }
    }
}
