import Foundation

/// A loopback HTTPS server (Python's ssl module) with a throwaway certificate for `localhost` from
/// the openssl tool. It prints each DELETE's path and answers 204; a GET serves the file of that name
/// from `files` (200 with Content-Length, or 404). Serves `requests` requests, then stops.
public final class LoopbackHTTPSServer {
    let directory = TemporaryDirectory("https")
    var child: Subprocess.Child?
    /// The port it listens on.
    public private(set) var port = 0

    /// Whether python3 and openssl are installed (CI installs both).
    public static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl") && (try? locatePython()) != nil
    }

    public static func locatePython() throws -> String {
        for path in ["/usr/bin/python3", "/usr/local/bin/python3", "/root/.pyenv/shims/python3"]
        where FileManager.default.isExecutableFile(atPath: path) { return path }
        throw POSIXError(.ENOENT)
    }

    /// Starts the server; `files` is the folder GETs are served from.
    public init(requests: Int, files: String? = nil) throws {
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
                def do_GET(self):
                    import os
                    path = os.path.join(sys.argv[4], os.path.basename(self.path))
                    if sys.argv[4] == '-' or not os.path.isfile(path):
                        self.send_response(404); self.send_header('Content-Length', '0'); self.end_headers(); return
                    with open(path, 'rb') as f: data = f.read()
                    self.send_response(200); self.send_header('Content-Length', str(len(data))); self.end_headers()
                    self.wfile.write(data)
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
        let started = try Subprocess.spawn(try Self.locatePython(), ["-c", script, certificate, key, String(requests), files ?? "-"],
                                           captureOutput: true)
        close(started.stdin)
        child = started
        port = Int(String(decoding: readLine(started.stdout), as: UTF8.self)) ?? 0
    }

    /// The certificate to trust (e.g. as SSL_CERT_FILE).
    public var certificatePath: String { directory.file("cert.pem") }

    /// Reads one line (without the newline) from `fd`, byte by byte.
    private func readLine(_ fd: Int32) -> [UInt8] {
        var line = [UInt8]()
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1, byte != UInt8(ascii: "\n") { line.append(byte) }
        return line
    }

    /// Stops the server and returns the request paths it printed.
    public func stop() -> String {
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

