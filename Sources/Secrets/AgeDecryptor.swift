/// Streams the plaintext out of an age v1 file, one 64 KiB chunk at a time.
///
/// Creating it reads and authenticates the header (finding the file key with one of the identities);
/// ``read(into:)`` then decrypts chunk by chunk and returns 0 only after a valid final chunk, so a
/// truncated file always ends in ``AgeError/truncated`` or ``AgeError/payloadCorrupted``, never in a
/// silent short read. Memory stays at about two chunks whatever the size. Plaintext handed out before
/// an error was authenticated chunk by chunk, but the file as a whole is only proven once 0 is returned.
///
/// Errors are ``AgeError`` or whatever the source throws. A class, like ``AgeEncryptor``, so its
/// position in the stream is never duplicated by a copy.
public final class AgeDecryptor<Source: ByteSource>: ByteSource {
    private var source: Source
    private var input: [UInt8]
    private var start = 0
    private var end = 0
    private var sourceEnded = false
    private var payloadKey: [UInt8] = []
    private var plaintext: [UInt8]
    private var plainStart = 0
    private var plainEnd = 0
    private var counter: UInt64 = 0
    private var done = false
    /// The unwrapped file key, kept for tests of the header logic.
    private(set) var fileKey: [UInt8] = []

    /// Reads the header from `source` and unwraps the file key with the first identity that matches.
    public init(source: Source, identities: [AgeIdentity]) throws {
        self.source = source
        input = [UInt8](repeating: 0, count: AgeFormat.sealedChunkSize + 1)
        plaintext = [UInt8](repeating: 0, count: AgeFormat.chunkSize)
        let header = try readHeader()
        fileKey = try Self.unwrapFileKey(header: header, identities: identities)
        let mac: [UInt8]
        do {
            mac = try AgeFormat.headerMAC(fileKey: fileKey, headerUpToDashes: header.bytesUpToDashes)
        } catch {
            throw AgeError.crypto(error)
        }
        guard ConstantTime.equals(mac, header.mac) else { throw AgeError.headerCorrupted(reason: "the header MAC does not match") }
        try fill(atLeast: AgeFormat.payloadNonceByteCount)
        guard end - start >= AgeFormat.payloadNonceByteCount else { throw AgeError.truncated }
        let nonce = Array(input[start..<(start + AgeFormat.payloadNonceByteCount)])
        start += AgeFormat.payloadNonceByteCount
        do {
            payloadKey = try AgeFormat.payloadKey(fileKey: fileKey, nonce: nonce)
        } catch {
            throw AgeError.crypto(error)
        }
    }

    /// Copies decrypted bytes into `buffer`; 0 once the authenticated final chunk has been consumed.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard buffer.count > 0 else { return 0 }
        while plainStart == plainEnd {
            if done { return 0 }
            try decryptNextChunk()
        }
        let n = min(buffer.count, plainEnd - plainStart)
        plaintext.withUnsafeBytes { source in
            UnsafeMutableRawBufferPointer(rebasing: buffer[..<n])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[plainStart..<(plainStart + n)]))
        }
        plainStart += n
        return n
    }

    // MARK: - Payload

    private func decryptNextChunk() throws {
        try fill(atLeast: AgeFormat.sealedChunkSize + 1)
        let available = end - start
        let final = available <= AgeFormat.sealedChunkSize
        let sealedCount = final ? available : AgeFormat.sealedChunkSize
        if available == 0 { throw AgeError.truncated }
        guard sealedCount >= ChaCha20Poly1305.tagByteCount else { throw AgeError.payloadCorrupted }
        // Only an entirely empty payload may end with an empty chunk.
        if final && sealedCount == ChaCha20Poly1305.tagByteCount && counter > 0 { throw AgeError.payloadCorrupted }
        if try open(count: sealedCount, final: final) {
            start += sealedCount
            plainStart = 0
            plainEnd = sealedCount - ChaCha20Poly1305.tagByteCount
            counter += 1
            done = final
            if done { payloadKey = [] }
            return
        }
        // A last chunk that opens as a non-final one means the file was cut at a chunk boundary.
        if final, try open(count: sealedCount, final: false) { throw AgeError.truncated }
        throw AgeError.payloadCorrupted
    }

    private func open(count: Int, final: Bool) throws -> Bool {
        let nonce = AgeFormat.chunkNonce(counter: counter, final: final)
        let key = payloadKey
        let from = start
        let result: Result<Bool, SecretsError> = input.withUnsafeBytes { sealed in
            plaintext.withUnsafeMutableBytes { output in
                Result { () throws(SecretsError) in
                    try ChaCha20Poly1305.open(UnsafeRawBufferPointer(rebasing: sealed[from..<(from + count)]),
                                              key: key, nonce: nonce, into: output)
                }
            }
        }
        switch result {
        case .success(let ok): return ok
        case .failure(let error): throw AgeError.crypto(error)
        }
    }

    // MARK: - Input buffer

    /// Ensures `count` bytes are buffered unless the source ends first.
    private func fill(atLeast count: Int) throws {
        guard end - start < count, !sourceEnded else { return }
        if start > 0 {
            let live = end - start
            input.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress else { return }
                base.copyMemory(from: base + start, byteCount: live)
            }
            start = 0
            end = live
        }
        while end - start < count {
            let n = try input.withUnsafeMutableBytes { raw in
                try source.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[end...]))
            }
            if n == 0 {
                sourceEnded = true
                return
            }
            end += n
        }
    }

    // MARK: - Header

    struct Stanza {
        var arguments: [[UInt8]]
        var body: [UInt8]
    }

    struct Header {
        var stanzas: [Stanza] = []
        var bytesUpToDashes: [UInt8] = []
        var mac: [UInt8] = []
    }

    private func readLine(headerSize: inout Int) throws -> ArraySlice<UInt8> {
        var scanned = 0
        while true {
            if let lf = input[(start + scanned)..<end].firstIndex(of: 0x0a) {
                let line = input[start..<lf]
                headerSize += lf + 1 - start
                guard headerSize <= AgeFormat.maximumHeaderBytes else {
                    throw AgeError.headerCorrupted(reason: "the header is too large")
                }
                start = lf + 1
                return line
            }
            scanned = end - start
            guard scanned < AgeFormat.maximumLineBytes else { throw AgeError.headerCorrupted(reason: "a header line is too long") }
            let before = end - start
            try fill(atLeast: before + 1)
            if end - start == before { throw AgeError.truncated }
            scanned = before
        }
    }

    private func readHeader() throws -> Header {
        try fill(atLeast: AgeFormat.versionPrefix.count)
        let prefixCount = min(end - start, AgeFormat.versionPrefix.count)
        guard input[start..<(start + prefixCount)].elementsEqual(AgeFormat.versionPrefix[..<prefixCount]) else {
            throw AgeError.notAgeFile
        }
        guard prefixCount == AgeFormat.versionPrefix.count else { throw AgeError.truncated }
        var size = 0
        var header = Header()
        var bytes = [UInt8]()
        let version = try readLine(headerSize: &size)
        bytes += version + [0x0a]
        guard version.elementsEqual(AgeFormat.versionLine) else {
            let rest = version.dropFirst(AgeFormat.versionPrefix.count)
            if !rest.isEmpty && rest.allSatisfy(AgeFormat.isVisible) { throw AgeError.unsupportedVersion }
            throw AgeError.headerCorrupted(reason: "the version line is malformed")
        }
        while true {
            let line = try readLine(headerSize: &size)
            if line.starts(with: Array("---".utf8)) {
                header.bytesUpToDashes = bytes + Array("---".utf8)
                let encoded = line.dropFirst(4)
                guard line.count == 4 + 43, line[line.startIndex + 3] == 0x20,
                      let mac = AgeBase64.decode(encoded), mac.count == HMACSHA256.byteCount
                else { throw AgeError.headerCorrupted(reason: "the MAC line is malformed") }
                header.mac = mac
                guard !header.stanzas.isEmpty else { throw AgeError.headerCorrupted(reason: "there is no recipient stanza") }
                return header
            }
            guard line.starts(with: Array("-> ".utf8)) else {
                throw AgeError.headerCorrupted(reason: "a header line is neither a stanza nor the MAC")
            }
            bytes += line + [0x0a]
            let arguments = line.dropFirst(3).split(separator: 0x20, omittingEmptySubsequences: false).map { Array($0) }
            guard !arguments.isEmpty, arguments.allSatisfy({ !$0.isEmpty && $0.allSatisfy(AgeFormat.isVisible) }) else {
                throw AgeError.headerCorrupted(reason: "a stanza has malformed arguments")
            }
            var encodedBody = [UInt8]()
            while true {
                let bodyLine = try readLine(headerSize: &size)
                bytes += bodyLine + [0x0a]
                guard bodyLine.count <= AgeFormat.stanzaBodyColumns, bodyLine.allSatisfy({ AgeBase64.isBase64Character($0) }) else {
                    throw AgeError.headerCorrupted(reason: "a stanza body line is malformed")
                }
                encodedBody += bodyLine
                if bodyLine.count < AgeFormat.stanzaBodyColumns { break }
            }
            guard let body = AgeBase64.decode(encodedBody) else {
                throw AgeError.headerCorrupted(reason: "a stanza body is not canonical base64")
            }
            header.stanzas.append(Stanza(arguments: arguments, body: body))
        }
    }

    private static func unwrapFileKey(header: Header, identities: [AgeIdentity]) throws -> [UInt8] {
        let x25519 = Array("X25519".utf8)
        var candidates: [(share: [UInt8], body: [UInt8])] = []
        for stanza in header.stanzas where stanza.arguments[0] == x25519 {
            guard stanza.arguments.count == 2, let share = AgeBase64.decode(stanza.arguments[1]),
                  share.count == X25519.keyByteCount
            else { throw AgeError.headerCorrupted(reason: "an X25519 stanza has malformed arguments") }
            // Checked before any decryption, against partitioning-oracle attacks.
            guard stanza.body.count == AgeFormat.fileKeyByteCount + ChaCha20Poly1305.tagByteCount else {
                throw AgeError.headerCorrupted(reason: "an X25519 stanza body has the wrong length")
            }
            candidates.append((share, stanza.body))
        }
        for candidate in candidates {
            for identity in identities {
                let secret: [UInt8]
                do {
                    secret = try X25519.sharedSecret(privateKey: identity.privateKey, publicKey: candidate.share)
                } catch {
                    throw AgeError.headerCorrupted(reason: "an X25519 share is a low-order point")
                }
                do {
                    let wrapKey = try AgeFormat.wrapKey(sharedSecret: secret, share: candidate.share,
                                                        recipient: identity.recipient.publicKey)
                    if let fileKey = try ChaCha20Poly1305.open(candidate.body, key: wrapKey,
                                                               nonce: [UInt8](repeating: 0, count: 12)) {
                        return fileKey
                    }
                } catch {
                    throw AgeError.crypto(error)
                }
            }
        }
        throw AgeError.noMatchingRecipient
    }
}

extension AgeDecryptor {
    /// Decrypts a whole age file held in memory. For small data and tests; use the streaming API for files.
    public static func decrypt(_ file: [UInt8], identities: [AgeIdentity]) throws -> [UInt8]
    where Source == ByteArraySource {
        var decryptor = try AgeDecryptor(source: ByteArraySource(file), identities: identities)
        return try decryptor.readAll()
    }
}
