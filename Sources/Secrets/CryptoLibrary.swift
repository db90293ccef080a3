import CCrypto

/// The process-wide set-up of OpenSSL's libcrypto.
public enum CryptoLibrary {
    /// Keeps OpenSSL from freeing its state in an `atexit` handler. A program calls it first, before
    /// any other crypto: a worker thread still hashing or deriving a key when `exit` runs (a window
    /// closed during an unlock, the live check's read) would otherwise take a freed lock and crash
    /// the process on its way out. The memory is the kernel's to reclaim at exit; keys are zeroed by
    /// their owners, not by this clean-up.
    public static func keepStateAtExit() {
        _ = OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_ATEXIT), nil)
    }
}
