import Foundation
import TestSupport
import Testing

@testable import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// Timeouts for the tests' own local servers: short, so a broken test fails instead of hanging.
let testTimeouts = NetworkTimeouts(connect: 5, idle: 20)

/// Credentials that offer nothing (the local servers need none).
let noCredentials = CredentialSource(environment: [:])

/// A server process on 127.0.0.1 started by a test; `stop()` (also run on deinit) ends it.
final class TestServer {
    let process: Process
    let port: Int
    let log: URL

    private init(process: Process, port: Int, log: URL) {
        self.process = process
        self.port = port
        self.log = log
    }

    deinit { stop() }

    /// SIGTERM, then SIGKILL when it is still there after three seconds.
    ///
    /// (Not `waitUntilExit`: in swift-corelibs-foundation it hung here when several tests waited at once.)
    func stop() {
        let pid = process.processIdentifier
        guard isAlive(pid) else { return }
        kill(pid, SIGTERM)
        var deadline = Date().addingTimeInterval(3)
        while isAlive(pid) && Date() < deadline { usleep(5_000) }
        guard isAlive(pid) else { return }
        kill(pid, SIGKILL)
        deadline = Date().addingTimeInterval(2)
        while isAlive(pid) && Date() < deadline { usleep(5_000) }
    }

    /// What the server wrote to its log so far.
    var logText: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// `git daemon` serving every repository under `base` over git://127.0.0.1:port/, pushes allowed.
    static func gitDaemon(base: URL, sandbox: Sandbox) throws -> TestServer {
        try onAFreePort { port in try gitDaemon(base: base, sandbox: sandbox, port: port) }
    }

    private static func gitDaemon(base: URL, sandbox: Sandbox, port: Int) throws -> TestServer {
        let log = sandbox.root.appendingPathComponent("daemon-\(port).log")
        let process = try launch(
            [
                try gitDaemonPath(), "--export-all", "--base-path=\(base.path)", "--listen=127.0.0.1", "--port=\(port)",
                "--reuseaddr", "--enable=receive-pack", "--informative-errors", "--max-connections=16", base.path
            ],
            sandbox: sandbox, log: log)
        let server = TestServer(process: process, port: port, log: log)
        try server.waitUntilListening()
        return server
    }

    /// Smart HTTP: `git http-backend` for every repository under `projectRoot` behind a small Python
    /// HTTP server. With `basicAuth` ("user:password") requests without those credentials get 401;
    /// each request carrying credentials is logged as "auth ok" or "auth bad".
    static func smartHTTP(projectRoot: URL, sandbox: Sandbox, basicAuth: String? = nil, tls: (certificate: URL, key: URL)? = nil) throws -> TestServer
    {
        let script = sandbox.root.appendingPathComponent("http-backend-server.py")
        try Data(httpServerScript.utf8).write(to: script)
        let portFile = sandbox.root.appendingPathComponent("http-\(UUID().uuidString).port")
        let log = sandbox.root.appendingPathComponent("http-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let tlsArguments = tls.map { [$0.certificate.path, $0.key.path] } ?? []
        let process = try launch(
            [pythonPath, script.path, projectRoot.path, portFile.path, log.path, basicAuth ?? ""] + tlsArguments,
            sandbox: sandbox, log: sandbox.root.appendingPathComponent("http-server-output.log"))
        return try started(process, portFile: portFile, log: log)
    }

    /// A TCP proxy to 127.0.0.1:`port` that passes everything the client sends but hangs up after
    /// forwarding `limit` bytes of the server's answer: a server that dies mid-transfer.
    static func cuttingProxy(to port: Int, after limit: Int, sandbox: Sandbox) throws -> TestServer {
        let script = sandbox.root.appendingPathComponent("cutting-proxy.py")
        try Data(cuttingProxyScript.utf8).write(to: script)
        let portFile = sandbox.root.appendingPathComponent("proxy-\(UUID().uuidString).port")
        let log = sandbox.root.appendingPathComponent("proxy-\(UUID().uuidString).log")
        let process = try launch([pythonPath, script.path, String(port), String(limit), portFile.path], sandbox: sandbox, log: log)
        return try started(process, portFile: portFile, log: log)
    }

    /// Waits for a server that picks its own port to write it to `portFile`, then for it to listen.
    private static func started(_ process: Process, portFile: URL, log: URL) throws -> TestServer {
        let deadline = Date().addingTimeInterval(10)
        var port: Int?
        while port == nil && Date() < deadline && process.isRunning {
            port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if port == nil { usleep(20_000) }
        }
        guard let port else {
            kill(process.processIdentifier, SIGTERM)
            throw ServerError(description: "the server did not start: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        let server = TestServer(process: process, port: port, log: log)
        try server.waitUntilListening()
        return server
    }

    /// `sshd` on 127.0.0.1:port with its own host key, letting in the current user with `clientKey`.
    static func sshd(sandbox: Sandbox, hostKey: URL, clientPublicKey: URL) throws -> TestServer {
        try onAFreePort { port in try sshd(sandbox: sandbox, hostKey: hostKey, clientPublicKey: clientPublicKey, port: port) }
    }

    private static func sshd(sandbox: Sandbox, hostKey: URL, clientPublicKey: URL, port: Int) throws -> TestServer {
        let folder = sandbox.root.appendingPathComponent("sshd-\(port)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let authorizedKeys = folder.appendingPathComponent("authorized_keys")
        try FileManager.default.copyItem(at: clientPublicKey, to: authorizedKeys)
        let config = folder.appendingPathComponent("sshd_config")
        try Data(
            """
            Port \(port)
            ListenAddress 127.0.0.1
            HostKey \(hostKey.path)
            PidFile \(folder.appendingPathComponent("sshd.pid").path)
            AuthorizedKeysFile \(authorizedKeys.path)
            StrictModes no
            UsePAM no
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            PubkeyAuthentication yes
            PermitRootLogin prohibit-password
            MaxAuthTries 10
            LogLevel VERBOSE

            """.utf8
        ).write(to: config)
        let log = folder.appendingPathComponent("sshd.log")
        let process = try launch(["/usr/sbin/sshd", "-D", "-e", "-f", config.path], sandbox: sandbox, log: log)
        let server = TestServer(process: process, port: port, log: log)
        try server.waitUntilListening()
        return server
    }

    /// Starts `arguments` under a small Python supervisor, which
    /// - clears the signal mask first: a process started from a test thread inherits that thread's
    ///   blocked signals, and a server with SIGTERM and SIGCHLD blocked neither stops when asked nor
    ///   reaps its children;
    /// - keeps Foundation's watch on the process intact (sshd closes every inherited descriptor,
    ///   which Foundation takes for an exit and then blocks all of its process handling in wait4);
    /// - ends the server when this test process goes away, even if it crashed or was killed.
    static func launch(_ arguments: [String], sandbox: Sandbox, log: URL, environment extra: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [pythonPath, "-c", supervisor, String(getpid())] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = sandbox.root.path
        environment["XDG_CONFIG_HOME"] = sandbox.root.path
        environment.merge(extra) { $1 }
        process.environment = environment
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try? output.close()
        return process
    }

    /// Starts a server that is told its port; another test may take the port first, so up to three tries.
    private static func onAFreePort(_ start: (Int) throws -> TestServer) throws -> TestServer {
        var lastError: Error?
        for _ in 0..<3 {
            do { return try start(try freePort()) } catch { lastError = error }
        }
        throw lastError ?? ServerError(description: "no free port")
    }

    /// The real `git-daemon` program (`git daemon` would run it as a child of its own).
    private static func gitDaemonPath() throws -> String {
        let folder = try runProgram(["git", "--exec-path"]).succeeded().stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return folder + "/git-daemon"
    }

    private func waitUntilListening() throws {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            guard process.isRunning else { throw ServerError(description: "server exited: \(logText)") }
            if canConnect(port: port) { return }
            usleep(20_000)
        }
        stop()
        throw ServerError(description: "server did not listen on port \(port) within 10 s: \(logText)")
    }
}

/// A TCP port on 127.0.0.1 that accepts connections and then either says nothing or hangs up at once.
final class MisbehavingListener {
    enum Behaviour { case silent, hangUp }

    let port: Int
    private let descriptor: Int32
    private let thread: Thread?

    init(_ behaviour: Behaviour) throws {
        descriptor = try loopbackSocket(boundTo: 0)
        guard listen(descriptor, 16) == 0 else { throw ServerError(description: "listen failed") }
        port = try boundPort(descriptor)
        if behaviour == .hangUp {
            let listening = descriptor
            let thread = Thread {
                while true {
                    let client = accept(listening, nil, nil)
                    if client < 0 { return }
                    close(client)
                }
            }
            thread.start()
            self.thread = thread
        } else {
            thread = nil
        }
    }

    deinit { stop() }

    private var stopped = false
    func stop() {
        guard !stopped else { return }
        stopped = true
        shutdown(descriptor, shutBoth)
        close(descriptor)
    }
}

private let pythonPath = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"

private let supervisor = """
    import os, signal, subprocess, sys, time
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    parent, command = int(sys.argv[1]), sys.argv[2:]
    child = subprocess.Popen(command, stdin=subprocess.DEVNULL)
    def stop(*_):
        if child.poll() is None:
            child.terminate()
            try:
                child.wait(2)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
        sys.exit(child.returncode if child.returncode is not None and child.returncode >= 0 else 1)
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    while child.poll() is None:
        if os.getppid() != parent:
            stop()
        time.sleep(0.05)
    sys.exit(child.returncode if child.returncode >= 0 else 1)
    """

struct ServerError: Error, CustomStringConvertible {
    let description: String
}

#if os(Linux)
    private let shutBoth = Int32(SHUT_RDWR)
#else
    private let shutBoth = SHUT_RDWR
#endif

extension Sandbox {
    /// `git rev-parse REV` in `directory`, nil when it names nothing.
    func revParse(_ revision: String, in directory: URL) throws -> String? {
        let result = try gitResult(["rev-parse", "--verify", "--quiet", revision], in: directory)
        return result.status == 0 ? result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// Every ref with its target, and HEAD: to check that a failed operation changed nothing.
    func refs(in directory: URL) throws -> String {
        let head = try revParse("HEAD", in: directory) ?? "unborn"
        return "HEAD \(head)\n" + (try git(in: directory, "for-each-ref", "--format=%(refname) %(objectname)"))
    }

    /// Expects `git fsck --strict` to be clean in `directory`.
    func expectFsckClean(_ directory: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fsck = try gitResult(["fsck", "--strict", "--no-dangling"], in: directory)
        #expect(fsck.status == 0, "git fsck: \(fsck)", sourceLocation: sourceLocation)
        #expect(!fsck.allOutput.contains("error"), "git fsck: \(fsck)", sourceLocation: sourceLocation)
    }

    /// A new bare repository at `root/name` (HEAD → main), optionally with a `pre-receive` hook script.
    func makeBareRemote(_ name: String = "remote.git", preReceiveHook: String? = nil) throws -> URL {
        let url = root.appendingPathComponent(name, isDirectory: true)
        try git(in: root, "init", "--quiet", "--bare", "--initial-branch=main", url.path)
        if let preReceiveHook {
            let hook = url.appendingPathComponent("hooks/pre-receive")
            try Data(preReceiveHook.utf8).write(to: hook)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        }
        return url
    }

    /// A new repository at `root/name` on branch main with `remote` as origin (not fetched).
    func makeClone(_ name: String, origin remote: String) throws -> Repository {
        let url = root.appendingPathComponent(name, isDirectory: true)
        try git(in: root, "init", "--quiet", "--initial-branch=main", url.path)
        let repository = try Repository.open(at: url)
        try repository.addRemote(name: "origin", url: remote)
        return repository
    }

    /// Writes `files` into `repository`'s work tree and commits exactly them.
    @discardableResult
    func commit(_ files: [String: String], in repository: Repository, message: String) throws -> ObjectID {
        for (path, text) in files {
            let url = repository.workdir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try repository.commit(paths: Array(files.keys), message: message)
    }
}

/// The smart-HTTP server: Python's http.server running `git http-backend` as a CGI program.
private let httpServerScript = #"""
    import base64, os, subprocess, sys
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    root, port_file, log_file = sys.argv[1], sys.argv[2], sys.argv[3]
    auth = sys.argv[4] if len(sys.argv) > 4 else ""

    def log(line):
        with open(log_file, "a") as f:
            f.write(line + "\n")

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            self.serve_git()

        def do_POST(self):
            self.serve_git()

        def read_body(self):
            if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
                body = b""
                while True:
                    size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                    if size == 0:
                        while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                            pass
                        return body
                    body += self.rfile.read(size)
                    self.rfile.readline()
            length = int(self.headers.get("Content-Length") or 0)
            return self.rfile.read(length) if length else b""

        def reply(self, code, headers, data):
            self.send_response(code)
            for name, value in headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(data)

        def serve_git(self):
            body = self.read_body()
            user = "tester"
            if auth:
                given = self.headers.get("Authorization", "")
                expected = "Basic " + base64.b64encode(auth.encode()).decode()
                if given:
                    log("auth ok" if given == expected else "auth bad")
                if given != expected:
                    self.reply(401, [("WWW-Authenticate", 'Basic realm="test"')], b"")
                    return
                user = auth.split(":")[0]
            path, _, query = self.path.partition("?")
            env = {
                "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                "HOME": os.environ.get("HOME", root),
                "GIT_CONFIG_NOSYSTEM": "1",
                "GIT_PROJECT_ROOT": root,
                "GIT_HTTP_EXPORT_ALL": "1",
                "GATEWAY_INTERFACE": "CGI/1.1",
                "SERVER_PROTOCOL": "HTTP/1.1",
                "REQUEST_METHOD": self.command,
                "PATH_INFO": path,
                "QUERY_STRING": query,
                "CONTENT_TYPE": self.headers.get("Content-Type", ""),
                "CONTENT_LENGTH": str(len(body)),
                "REMOTE_USER": user,
                "REMOTE_ADDR": "127.0.0.1",
            }
            if self.headers.get("Content-Encoding"):
                env["HTTP_CONTENT_ENCODING"] = self.headers.get("Content-Encoding")
            if self.headers.get("Git-Protocol"):
                env["GIT_PROTOCOL"] = self.headers.get("Git-Protocol")
            result = subprocess.run(["git", "http-backend"], input=body, env=env, capture_output=True, timeout=60)
            out = result.stdout
            split = out.find(b"\r\n\r\n")
            head, data = (out[:split], out[split + 4:]) if split >= 0 else out.partition(b"\n\n")[::2]
            code, headers = 200, []
            for line in head.replace(b"\r\n", b"\n").split(b"\n"):
                if b":" not in line:
                    continue
                name, value = line.split(b":", 1)
                name, value = name.strip().decode(), value.strip().decode()
                if name.lower() == "status":
                    code = int(value.split()[0])
                elif name.lower() != "content-length":
                    headers.append((name, value))
            self.reply(code, headers, data)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    if len(sys.argv) > 6:
        import ssl
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[5], sys.argv[6])
        server.socket = context.wrap_socket(server.socket, server_side=True)
    with open(port_file + ".tmp", "w") as f:
        f.write(str(server.server_address[1]))
    os.rename(port_file + ".tmp", port_file)
    server.serve_forever()
    """#

/// A TCP proxy that cuts the server's answer short.
private let cuttingProxyScript = #"""
    import os, socket, sys, threading

    target, limit, port_file = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]

    def pump(source, sink, budget):
        sent = 0
        try:
            while budget is None or sent < budget:
                data = source.recv(65536 if budget is None else min(65536, budget - sent))
                if not data:
                    break
                sink.sendall(data)
                sent += len(data)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            end.close()

    def serve(client):
        upstream = socket.create_connection(("127.0.0.1", target))
        threading.Thread(target=pump, args=(client, upstream, None), daemon=True).start()
        pump(upstream, client, limit)

    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    with open(port_file + ".tmp", "w") as f:
        f.write(str(listener.getsockname()[1]))
    os.rename(port_file + ".tmp", port_file)
    while True:
        client, _ = listener.accept()
        threading.Thread(target=serve, args=(client,), daemon=True).start()
    """#
