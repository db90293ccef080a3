import Foundation
import Testing
import TestSupport
@testable import ThresholdCore

/// A loopback HTTPS server (Python's ssl module) with a throwaway certificate from the openssl tool.
final class LoopbackHTTPSServer {
    let directory = TemporaryDirectory("https")
    let process = Process()
    let output = Pipe()
    var port = 0

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl") && (try? locatePython()) != nil
    }

    static func locatePython() throws -> String {
        for path in ["/usr/bin/python3", "/usr/local/bin/python3", "/root/.pyenv/shims/python3"]
        where FileManager.default.isExecutableFile(atPath: path) { return path }
        throw POSIXError(.ENOENT)
    }

    init(requests: Int) throws {
        let certificate = directory.file("cert.pem"), key = directory.file("key.pem")
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate,
                             "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"]
        openssl.standardError = FileHandle.nullDevice
        openssl.standardOutput = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        let script = """
            import http.server, ssl, sys
            class H(http.server.BaseHTTPRequestHandler):
                def do_DELETE(self):
                    print(self.path, flush=True)
                    self.send_response(204); self.end_headers()
                def log_message(self, *a): pass
            srv = http.server.HTTPServer(('127.0.0.1', 0), H)
            ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER); ctx.load_cert_chain(sys.argv[1], sys.argv[2])
            srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
            srv.timeout = 20
            print(srv.server_address[1], flush=True)
            for _ in range(int(sys.argv[3])):
                try: srv.handle_request()
                except Exception: pass
            """
        process.executableURL = URL(fileURLWithPath: try Self.locatePython())
        process.arguments = ["-c", script, certificate, key, String(requests)]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = [UInt8]()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            guard let first = byte.first, first != UInt8(ascii: "\n") else { break }
            line.append(first)
        }
        port = Int(String(decoding: line, as: UTF8.self)) ?? 0
    }

    var certificatePath: String { directory.file("cert.pem") }

    func stop() -> String {
        process.terminate()
        process.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

@Suite(.enabled(if: LoopbackHTTPSServer.isAvailable, "python3 or openssl is not installed"))
struct HTTPSDeliveryTests {
    @Test func deliversOverTLSToATrustedServerAndRefusesAnUntrustedOne() throws {
        let server = try LoopbackHTTPSServer(requests: 2)
        try #require(server.port > 0)
        let trusting = HTTPServerClient(timeoutSeconds: 5, trustedCertificates: server.certificatePath)
        try trusting.deleteQueue(server: "https://localhost:\(server.port)", queueID: "queue 1")
        // The system's trust store does not know the throwaway certificate: the job would be kept.
        #expect(throws: DeliveryError.self) {
            try HTTPServerClient(timeoutSeconds: 5).deleteQueue(server: "https://localhost:\(server.port)", queueID: "q2")
        }
        let log = server.stop()
        #expect(log.contains("/queues/queue%201"))
    }
}
