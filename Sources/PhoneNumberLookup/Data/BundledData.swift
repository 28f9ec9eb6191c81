import Foundation

/// Where the data shipped as SwiftPM resources is.
enum BundledData {
    /// The `LookupData` folder of the module's resource bundle.
    ///
    /// On Linux the bundle is a folder next to the executable. SwiftPM's generated `Bundle.module`
    /// stops the process when that folder is missing (a binary copied without it), so the folder is
    /// looked for here instead, and a missing one makes lookups throw ``LookupDataError``.
    static let directory: URL = {
        #if os(Linux) || os(Android) || os(Windows)
        let name = "formkit_PhoneNumberLookup.resources"
        var places = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            places.append(executable.deletingLastPathComponent())
        }
        for place in places {
            let folder = place.appendingPathComponent(name).appendingPathComponent("LookupData")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return folder
            }
        }
        return places[0].appendingPathComponent(name).appendingPathComponent("LookupData")
        #else
        return Bundle.module.resourceURL?.appendingPathComponent("LookupData")
            ?? Bundle.module.bundleURL.appendingPathComponent("LookupData")
        #endif
    }()
}
