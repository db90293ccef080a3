/// Talks to messaging servers on behalf of the outbox. The host app may supply its own.
public protocol ServerClient: Sendable {
    /// Deletes queue `queueID` on `server`. Returns normally when the queue is gone (deleted now or
    /// already absent); throws ``DeliveryError`` when the attempt should be retried later.
    func deleteQueue(server: String, queueID: String) throws(DeliveryError)
}

/// Why one delivery attempt failed. Every case is retried with backoff; none loses the job.
public enum DeliveryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server address is not a usable http(s) URL.
    case invalidServerAddress(String)
    /// No connection could be made, or it broke.
    case unreachable(String)
    /// The server answered with a status other than 2xx or 404.
    case status(Int)
    /// The server went silent, answered too slowly, or the request passed its deadline.
    case timedOut(String)

    /// A stable code.
    public var code: String {
        switch self {
        case .invalidServerAddress: "invalidServerAddress"
        case .unreachable: "serverUnreachable"
        case .status: "serverStatus"
        case .timedOut: "networkTimeout"
        }
    }

    public var description: String {
        switch self {
        case .invalidServerAddress(let address): "invalid server address \(address)"
        case .unreachable(let why): "server unreachable: \(why)"
        case .status(let code): "server answered HTTP \(code)"
        case .timedOut(let why): "server timed out (networkTimeout): \(why)"
        }
    }
}
