import Foundation
import Testing
import TestSupport
import Secrets

let ageBinary = "/usr/bin/age"
let ageInstalled = FileManager.default.isExecutableFile(atPath: ageBinary)

/// Our files opened by the real `age`, and real `age` files opened by us.
@Suite("interoperability with the age binary", .enabled(if: ageInstalled, "age not installed at /usr/bin/age"))
struct AgeInteropTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("age-interop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func runAge(_ arguments: [String]) throws -> Int32 {
        try runAgeCapturing(arguments).status
    }

    /// Runs age and returns its exit status and standard output (read before waiting, so big outputs never block).
    func runAgeCapturing(_ arguments: [String]) throws -> (status: Int32, output: [UInt8]) {
        let result = try Subprocess.run(ageBinary, arguments)
        return (result.status, [UInt8](result.stdout))
    }

    @Test(arguments: [0, 1, 65536, 65537, 200_000])
    func ageDecryptsOurFiles(size: Int) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let identity = try AgeIdentity.generate()
        let keyFile = directory.appendingPathComponent("key.txt")
        try "# public key: \(identity.recipient)\n\(identity.secretKeyString)\n".write(to: keyFile, atomically: true, encoding: .utf8)
        let data = testData(count: size, seed: 42)
        let encrypted = try AgeEncryptor.encrypt(data, to: [identity.recipient])
        let input = directory.appendingPathComponent("in.age")
        try Data(encrypted).write(to: input)
        let result = try runAgeCapturing(["-d", "-i", keyFile.path, input.path])
        #expect(result.status == 0)
        #expect(result.output == data)
    }

    @Test(arguments: [0, 1, 65536, 65537, 200_000])
    func weDecryptAgeFiles(size: Int) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let identity = try AgeIdentity.generate()
        let data = testData(count: size, seed: 7)
        let input = directory.appendingPathComponent("plain.bin")
        let output = directory.appendingPathComponent("plain.bin.age")
        try Data(data).write(to: input)
        #expect(try runAge(["-r", identity.recipient.encoded, "-o", output.path, input.path]) == 0)
        let encrypted = try [UInt8](Data(contentsOf: output))
        let decryptor = try AgeDecryptor(source: ByteArraySource(encrypted, maximumReadSize: 10_000), identities: [identity])
        var decrypted = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 3000)
        while true {
            let n = try buffer.withUnsafeMutableBytes { try decryptor.read(into: $0) }
            if n == 0 { break }
            decrypted += buffer[..<n]
        }
        #expect(decrypted == data)
    }

    @Test func ageKeygenIdentitiesWork() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let keygen = "/usr/bin/age-keygen"
        try #require(FileManager.default.isExecutableFile(atPath: keygen), "age-keygen not installed")
        let keyFile = directory.appendingPathComponent("generated.txt")
        _ = try Subprocess.run(keygen, ["-o", keyFile.path])
        let text = try String(contentsOf: keyFile, encoding: .utf8)
        let secret = try #require(text.split(separator: "\n").first { $0.hasPrefix("AGE-SECRET-KEY-1") })
        let publicLine = try #require(text.split(separator: "\n").first { $0.hasPrefix("# public key: ") })
        let identity = try AgeIdentity(parsing: String(secret))
        #expect(identity.recipient.encoded == publicLine.dropFirst("# public key: ".count))
        #expect(identity.secretKeyString == secret)
    }

    @Test func wrongKeyFromAgeIsNoMatchingRecipient() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("p")
        let output = directory.appendingPathComponent("p.age")
        try Data([1, 2, 3]).write(to: input)
        #expect(try runAge(["-r", AgeIdentity.generate().recipient.encoded, "-o", output.path, input.path]) == 0)
        let encrypted = try [UInt8](Data(contentsOf: output))
        #expect(throws: AgeError.noMatchingRecipient) {
            try AgeDecryptor.decrypt(encrypted, identities: [AgeIdentity.generate()])
        }
    }
}
