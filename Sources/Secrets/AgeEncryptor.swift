/// Streams plaintext into an age v1 file (X25519 recipients, ChaCha20-Poly1305 STREAM in 64 KiB chunks).
///
/// The header is written on creation; bytes fed to ``write(_:)`` are sealed chunk by chunk into the sink,
/// so memory stays at about two chunks whatever the size. Call ``finish()`` exactly once to seal the
/// final chunk; without it the file is truncated and will not decrypt.
///
/// It is a class on purpose: a copied value type would continue the same STREAM twice and reuse nonces.
/// It is itself a ``ByteSink`` so writers (e.g. a tar writer) can stream straight into encryption.
/// Errors are ``AgeError`` or whatever the sink throws.
public final class AgeEncryptor<Sink: ByteSink>: ByteSink {
    private var sink: Sink
    private let payloadKey: [UInt8]
    private var plaintext: [UInt8]
    private var buffered = 0
    private var sealed: [UInt8]
    private var counter: UInt64 = 0
    private var finished = false

    /// Writes the header for `recipients` to `sink`. `random` supplies the file key, ephemeral keys and nonce.
    public init(recipients: [AgeRecipient], sink: Sink, random: some RandomSource = SecureRandom()) throws {
        guard !recipients.isEmpty else { throw AgeError.noRecipients }
        self.sink = sink
        let fileKey: [UInt8]
        let nonce: [UInt8]
        var header = AgeFormat.versionLine + [0x0a]
        do {
            fileKey = try random.bytes(AgeFormat.fileKeyByteCount)
            for recipient in recipients {
                let ephemeral = try X25519.generatePrivateKey(using: random)
                let share = try X25519.publicKey(fromPrivateKey: ephemeral)
                let secret = try X25519.sharedSecret(privateKey: ephemeral, publicKey: recipient.publicKey)
                let wrapKey = try AgeFormat.wrapKey(sharedSecret: secret, share: share, recipient: recipient.publicKey)
                let body = try ChaCha20Poly1305.seal(fileKey, key: wrapKey, nonce: [UInt8](repeating: 0, count: 12))
                header += Array("-> X25519 ".utf8) + AgeBase64.encode(share) + [0x0a]
                header += Self.wrappedBody(AgeBase64.encode(body))
            }
            header += Array("---".utf8)
            let mac = try AgeFormat.headerMAC(fileKey: fileKey, headerUpToDashes: header)
            header += [0x20] + AgeBase64.encode(mac) + [0x0a]
            nonce = try random.bytes(AgeFormat.payloadNonceByteCount)
            payloadKey = try AgeFormat.payloadKey(fileKey: fileKey, nonce: nonce)
        } catch {
            throw AgeError.crypto(error)
        }
        guard fileKey.count == AgeFormat.fileKeyByteCount, nonce.count == AgeFormat.payloadNonceByteCount else {
            throw AgeError.crypto(.invalidParameters("the random source returned the wrong length"))
        }
        plaintext = [UInt8](repeating: 0, count: AgeFormat.chunkSize)
        sealed = [UInt8](repeating: 0, count: AgeFormat.sealedChunkSize)
        try self.sink.write(header + nonce)
    }

    /// Base64 lines of 64 columns; the last line is always shorter (possibly empty).
    private static func wrappedBody(_ encoded: [UInt8]) -> [UInt8] {
        var out = [UInt8]()
        var start = 0
        while true {
            let end = min(start + AgeFormat.stanzaBodyColumns, encoded.count)
            out += encoded[start..<end] + [0x0a]
            if end - start < AgeFormat.stanzaBodyColumns { return out }
            start = end
        }
    }

    /// Encrypts `bytes`; full chunks go to the sink as soon as more data proves they are not the last.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard !finished else { throw AgeError.streamFinished }
        var offset = 0
        while offset < bytes.count {
            if buffered == AgeFormat.chunkSize { try sealChunk(final: false) }
            let n = min(AgeFormat.chunkSize - buffered, bytes.count - offset)
            plaintext.withUnsafeMutableBytes { dest in
                UnsafeMutableRawBufferPointer(rebasing: dest[buffered..<(buffered + n)])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + n)]))
            }
            buffered += n
            offset += n
        }
    }

    /// Appends bytes from an array (a class needs no `var` to call this).
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    /// Seals the final chunk (empty only when nothing was written) and returns the sink.
    @discardableResult
    public func finish() throws -> Sink {
        guard !finished else { throw AgeError.streamFinished }
        try sealChunk(final: true)
        finished = true
        // Drop the key as soon as it is no longer needed.
        plaintext = []
        return sink
    }

    private func sealChunk(final: Bool) throws {
        let nonce = AgeFormat.chunkNonce(counter: counter, final: final)
        let count = buffered
        let key = payloadKey
        let result: Result<Void, SecretsError> = plaintext.withUnsafeBytes { input in
            sealed.withUnsafeMutableBytes { output in
                Result { () throws(SecretsError) in
                    try ChaCha20Poly1305.seal(UnsafeRawBufferPointer(rebasing: input[..<count]), key: key,
                                              nonce: nonce, into: output)
                }
            }
        }
        if case .failure(let error) = result { throw AgeError.crypto(error) }
        try sealed.withUnsafeBytes { try sink.write(UnsafeRawBufferPointer(rebasing: $0[..<(count + ChaCha20Poly1305.tagByteCount)])) }
        counter += 1
        buffered = 0
    }
}

extension AgeEncryptor {
    /// Encrypts `plaintext` in one go into memory. For small data and tests; use the streaming API for files.
    public static func encrypt(_ plaintext: [UInt8], to recipients: [AgeRecipient],
                               random: some RandomSource = SecureRandom()) throws -> [UInt8]
    where Sink == ByteArraySink {
        let encryptor = try AgeEncryptor(recipients: recipients, sink: ByteArraySink(), random: random)
        try encryptor.write(plaintext)
        return try encryptor.finish().bytes
    }
}
