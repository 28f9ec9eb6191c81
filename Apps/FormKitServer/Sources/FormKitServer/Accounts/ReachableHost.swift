/// Whether the address the server listens on is reachable from other machines, and the refusal to
/// serve there without an account.
public enum ReachableHost {
    /// True for a loopback address (`127.0.0.0/8`, `::1`, `localhost`): only this machine can connect.
    public static func isLoopback(_ host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if bare.lowercased() == "localhost" || bare == "::1" || bare == "0:0:0:0:0:0:0:1" { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The server would let anyone on the network in: a non-loopback host and no account.
    public struct NoAccount: Error, CustomStringConvertible {
        public var host: String
        public var description: String {
            "--host \(host) is reachable from other machines and no account exists; "
                + "add one first: formkit-server user add NAME --database DB (the password on standard input)"
        }
    }
}
