import Foundation
import Secrets

/// The desktop's Secret Service (GNOME Keyring, KWallet) through libsecret, loaded with `dlopen`
/// the first time the `keyring` level is used: no build-time dependency, and the app runs where
/// libsecret or the service is missing (that level then reports ``LockError/keyUnavailable(_:)``).
///
/// Entries use the schema `org.threshold.DatabaseKey` with one attribute, `install`, the key
/// file's random install id; the secret is the key-encryption key in hex.
public struct SecretServiceKeyring: Keyring {
    /// Creates the live keyring (nothing is loaded until it is used).
    public init() {}

    public func store(_ secret: SecureBytes, id: String, label: String) throws(LockError) {
        let library = try Self.library()
        var hex = secret.withTemporaryArray { Array(Hex.encode($0).utf8) }
        defer { SecureBytes.zero(&hex) }
        hex.append(0)
        try library.withAttributes(id: id) { (schema, attributes) throws(LockError) in
            var error: UnsafeMutableRawPointer?
            let ok = hex.withUnsafeBufferPointer { password in
                label.withCString { labelText in
                    library.storev(schema, attributes, nil, labelText,
                                   UnsafeRawPointer(password.baseAddress), nil, &error)
                }
            }
            if ok == 0 { throw library.failure(error, doing: .store) }
        }
    }

    public func lookup(id: String) throws(LockError) -> SecureBytes? {
        let library = try Self.library()
        return try library.withAttributes(id: id) { (schema, attributes) throws(LockError) -> SecureBytes? in
            var error: UnsafeMutableRawPointer?
            guard let password = library.lookupv(schema, attributes, nil, &error) else {
                if error != nil { throw library.failure(error, doing: .read) }
                return nil
            }
            defer { library.passwordFree(password) }
            var hex = Array(UnsafeBufferPointer(start: password.assumingMemoryBound(to: UInt8.self),
                                                count: strlen(password.assumingMemoryBound(to: CChar.self))))
            defer { SecureBytes.zero(&hex) }
            guard var bytes = Hex.decode(String(decoding: hex, as: UTF8.self)) else { return nil }
            do {
                return try SecureBytes(taking: &bytes)
            } catch {
                throw .keyUnavailable(.outOfMemory)
            }
        }
    }

    public func remove(id: String) throws(LockError) {
        let library = try Self.library()
        try library.withAttributes(id: id) { (schema, attributes) throws(LockError) in
            var error: UnsafeMutableRawPointer?
            _ = library.clearv(schema, attributes, nil, &error)
            if error != nil { throw library.failure(error, doing: .remove) }
        }
    }

    private static func library() throws(LockError) -> SecretLibrary {
        switch SecretLibrary.load() {
        case .success(let library): return library
        case .failure(let error): throw error
        }
    }
}

/// The libsecret and GLib functions used, resolved from `libsecret-1.so.0` (GLib comes with it).
private struct SecretLibrary {
    typealias HashNewFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> OpaquePointer?
    typealias HashInsertFn = @convention(c) (OpaquePointer?, UnsafeRawPointer?, UnsafeRawPointer?) -> Int32
    typealias UnrefFn = @convention(c) (OpaquePointer?) -> Void
    typealias SchemaNewFn = @convention(c) (UnsafePointer<CChar>?, Int32, OpaquePointer?) -> OpaquePointer?
    typealias StoreFn = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                        UnsafeRawPointer?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32
    typealias LookupFn = @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?,
                                         UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutableRawPointer?
    typealias ClearFn = @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?,
                                        UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32
    typealias FreeFn = @convention(c) (UnsafeMutableRawPointer?) -> Void

    let hashNew: HashNewFn
    let hashInsert: HashInsertFn
    let hashUnref: UnrefFn
    let strHash: UnsafeMutableRawPointer
    let strEqual: UnsafeMutableRawPointer
    let schemaNew: SchemaNewFn
    let schemaUnref: UnrefFn
    let storev: StoreFn
    let lookupv: LookupFn
    let clearv: ClearFn
    let passwordFree: FreeFn
    let errorFree: FreeFn

    static let schemaName = "org.threshold.DatabaseKey"
    static let attributeName = "install"

    static func load() -> Result<SecretLibrary, LockError> {
        guard let handle = dlopen("libsecret-1.so.0", RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.keyUnavailable(.libsecretMissing))
        }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let pointer = dlsym(handle, name) else { return nil }
            return unsafeBitCast(pointer, to: type)
        }
        guard let hashNew = symbol("g_hash_table_new", as: HashNewFn.self),
              let hashInsert = symbol("g_hash_table_insert", as: HashInsertFn.self),
              let hashUnref = symbol("g_hash_table_unref", as: UnrefFn.self),
              let strHash = dlsym(handle, "g_str_hash"), let strEqual = dlsym(handle, "g_str_equal"),
              let schemaNew = symbol("secret_schema_newv", as: SchemaNewFn.self),
              let schemaUnref = symbol("secret_schema_unref", as: UnrefFn.self),
              let storev = symbol("secret_password_storev_sync", as: StoreFn.self),
              let lookupv = symbol("secret_password_lookupv_sync", as: LookupFn.self),
              let clearv = symbol("secret_password_clearv_sync", as: ClearFn.self),
              let passwordFree = symbol("secret_password_free", as: FreeFn.self),
              let errorFree = symbol("g_error_free", as: FreeFn.self) else {
            return .failure(.keyUnavailable(.libsecretIncomplete))
        }
        return .success(SecretLibrary(hashNew: hashNew, hashInsert: hashInsert, hashUnref: hashUnref,
                                      strHash: strHash, strEqual: strEqual, schemaNew: schemaNew,
                                      schemaUnref: schemaUnref, storev: storev, lookupv: lookupv, clearv: clearv,
                                      passwordFree: passwordFree, errorFree: errorFree))
    }

    /// Runs `body` with the schema and the attribute table `{install: id}`.
    func withAttributes<T>(id: String, _ body: (OpaquePointer?, OpaquePointer?) throws(LockError) -> T) throws(LockError) -> T {
        let name = strdup(Self.attributeName)
        let value = strdup(id)
        let schemaText = strdup(Self.schemaName)
        defer { free(name); free(value); free(schemaText) }
        guard let types = hashNew(strHash, strEqual), let attributes = hashNew(strHash, strEqual) else {
            throw .keyUnavailable(.outOfMemory)
        }
        defer { hashUnref(types); hashUnref(attributes) }
        // SECRET_SCHEMA_ATTRIBUTE_STRING is 0, stored as GINT_TO_POINTER(0).
        _ = hashInsert(types, name, nil)
        _ = hashInsert(attributes, name, value)
        // SECRET_SCHEMA_NONE = 0: entries are matched by our attribute and the schema name.
        guard let schema = schemaNew(schemaText, 0, types) else {
            throw .keyUnavailable(.schemaRefused)
        }
        defer { schemaUnref(schema) }
        return try body(schema, attributes)
    }

    /// The error libsecret reported, as a recovery-oriented message (the GError is freed).
    func failure(_ error: UnsafeMutableRawPointer?, doing what: KeyUnavailableReason.Operation) -> LockError {
        var detail: String?
        if let error {
            // struct GError { GQuark domain; gint code; gchar *message; }
            if let message = error.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self) {
                detail = String(cString: message)
            }
            errorFree(error)
        }
        return .keyUnavailable(.keyringFailed(what, message: detail))
    }
}
