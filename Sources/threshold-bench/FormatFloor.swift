import Foundation

// The machine's floor for the migration formats (PRODUCT.md 10, issue 21): the larger of the disk
// (`dd` + fsync of the same bytes, timed by the caller) and the cryptography the formats require,
// from `openssl speed` in the same run, spread over the cores. `openssl speed` measures CPU time
// per algorithm, so its rates are one core's whatever else the machine runs.

/// One core's rates in bytes per second, from `openssl speed -mr` (machine-readable `+F:` lines).
struct CryptoRates {
    /// ChaCha20-Poly1305 on 64 KiB (age's STREAM chunks).
    var chacha: Double
    /// AES-256-GCM sealing 4 KiB (one database page).
    var gcmSeal: Double
    /// AES-256-GCM opening 4 KiB.
    var gcmOpen: Double
    /// SHA-256 on 64 KiB.
    var sha256: Double

    static func measure(openssl: String) throws -> CryptoRates {
        func rate(_ arguments: [String]) throws -> Double {
            let output = temporaryFolder("openssl-speed") + "/speed.txt"
            defer { try? FileManager.default.removeItem(atPath: (output as NSString).deletingLastPathComponent) }
            let outcome = try runChild(openssl, ["speed", "-mr", "-seconds", "1"] + arguments, output: output)
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            // +F:<n>:<name>:<bytes per second>
            guard outcome.status == 0,
                  let line = text.split(separator: "\n").last(where: { $0.hasPrefix("+F:") }),
                  let value = line.split(separator: ":").last.flatMap({ Double($0) }), value > 0
            else { throw FloorFailure(description: "openssl speed \(arguments.joined(separator: " ")) gave no rate") }
            return value
        }
        return CryptoRates(chacha: try rate(["-bytes", "65536", "-evp", "chacha20-poly1305"]),
                           gcmSeal: try rate(["-bytes", "4096", "-aead", "-evp", "aes-256-gcm"]),
                           gcmOpen: try rate(["-bytes", "4096", "-aead", "-decrypt", "-evp", "aes-256-gcm"]),
                           sha256: try rate(["-bytes", "65536", "-evp", "sha256"]))
    }

    var summary: String {
        String(format: "one core: ChaCha20-Poly1305 %.2f GB/s, AES-256-GCM seal %.2f / open %.2f GB/s (4 KiB), SHA-256 %.2f GB/s",
               chacha / 1e9, gcmSeal / 1e9, gcmOpen / 1e9, sha256 / 1e9)
    }
}

struct FloorFailure: Error, CustomStringConvertible {
    var description: String
}

/// The bytes each migration direction must put through each algorithm (docs/migration.md):
/// `database` the encrypted file (its pages), `plaintext` the archive's database entry (an online
/// backup, unencrypted inside age), `archive` the age file.
struct MigrationBytes {
    var database: Double
    var plaintext: Double
    var archive: Double

    /// Export: open every page, hash the plaintext (manifest), encrypt (age), hash the archive (link).
    func exportCPUSeconds(_ rates: CryptoRates) -> Double {
        database / rates.gcmOpen + plaintext / rates.sha256 + archive / rates.chacha + archive / rates.sha256
    }

    /// Import: decrypt (age), hash the archive (link) and each entry (manifest), seal every page under
    /// the destination's key, open every page again for `integrity_check`.
    func importCPUSeconds(_ rates: CryptoRates) -> Double {
        archive / rates.chacha + archive / rates.sha256 + plaintext / rates.sha256
            + database / rates.gcmSeal + database / rates.gcmOpen
    }
}

/// Online cores (at least 1).
func onlineCores() -> Double { Double(max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
