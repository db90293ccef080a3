import Foundation
import Testing
import TestSupport
@testable import ThresholdCore

/// A loopback HTTPS server (Python's ssl module) with a throwaway certificate from the openssl tool.
final class LoopbackHTTPSServer {
    let directory = TemporaryDirectory("https")
    var child: Subprocess.Child?
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
        _ = try Subprocess.run("/usr/bin/openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key,
                                                    "-out", certificate, "-days", "1", "-subj", "/CN=localhost",
                                                    "-addext", "subjectAltName=DNS:localhost"])
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
        let started = try Subprocess.spawn(try Self.locatePython(), ["-c", script, certificate, key, String(requests)],
                                           captureOutput: true)
        close(started.stdin)
        child = started
        port = Int(String(decoding: readLine(started.stdout), as: UTF8.self)) ?? 0
    }

    var certificatePath: String { directory.file("cert.pem") }

    /// Reads one line (without the newline) from `fd`, byte by byte.
    private func readLine(_ fd: Int32) -> [UInt8] {
        var line = [UInt8]()
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1, byte != UInt8(ascii: "\n") { line.append(byte) }
        return line
    }

    /// Stops the server and returns the request paths it printed.
    func stop() -> String {
        guard let child else { return "" }
        kill(child.pid, SIGTERM)
        var out = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(child.stdout, &buffer, buffer.count)
            if n <= 0 { break }
            out += buffer[0..<n]
        }
        close(child.stdout)
        close(child.stderr)
        _ = Subprocess.wait(child.pid)
        return String(decoding: out, as: UTF8.self)
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
