import Foundation
import TestSupport
import Testing

/// `diary serve` seen from outside a browser: it starts and stops as a command does, the files stay the only
/// truth, the list's filters and pages, on this day, and its errors.
@Suite(.serialized)
struct WebReaderServerTests {
    func sampleVault(_ sb: Sandbox) async throws {
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("SampleVault"), to: sb.vault)
        try await sb.initVault()
    }

    @Test func ctrlCStopsItCleanlyAndTheVaultStaysClean() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let served = try await ServedVault.start(sb)
        #expect(served.address.hasPrefix("http://127.0.0.1:\(served.port)/?token="))
        #expect(served.token.utf8.count == 64)
        #expect(try served.fetch("/").status == 200)
        let stopped = try await served.stop()
        #expect(stopped.status == 0, "\(stopped)")
        #expect(stopped.stdout.hasSuffix("Stopped.\n"))
        #expect(stopped.stderr.isEmpty)
        #expect(!canConnect(port: served.port))
        #expect(try await sb.git("status", "--porcelain").isEmpty)
    }

    @Test func thePrintedAddressSetsTheCookieAndMovesOnWithoutTheKey() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let served = try await ServedVault.start(sb)
        let landing = try await runProgram(["curl", "-s", "-i", served.address]).stdout
        #expect(landing.hasPrefix("HTTP/1.1 200"))
        #expect(landing.contains("Set-Cookie: diary-serve-\(served.port)=\(served.token); Path=/; HttpOnly; SameSite=Strict"))
        #expect(landing.contains("<meta http-equiv=\"refresh\" content=\"0;url=/\">"))
        #expect(!landing.components(separatedBy: "\r\n\r\n").dropFirst().joined().contains(served.token))
        try await served.stop()
    }

    @Test func aChangeMadeOutsideShowsOnTheNextPage() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let served = try await ServedVault.start(sb)
        #expect(!(try served.fetch("/2026/11/2026-11-17").body.contains("Renamed in vim")))
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-17.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "# Report diff tool", with: "# Renamed in vim").utf8).write(to: file)
        #expect(try served.fetch("/2026/11/2026-11-17").body.contains("<h2>Renamed in vim</h2>"))
        #expect(try served.fetch("/").body.contains("Renamed in vim"))
        let quick = try await sb.diary("new", "A quick line from the terminal.", env: ["DIARY_TODAY": nil])
        #expect(quick.status == 0, "\(quick)")
        #expect(try served.fetch("/").body.contains("A quick line from the terminal."))
        try await served.stop()
    }

    @Test func filtersAndMonthsOfTheList() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let served = try await ServedVault.start(sb)
        let july = try served.fetch("/?month=2026-07").body
        #expect(july.contains("<h1>July 2026</h1>"))
        #expect(july.contains("href=\"/?month=2026-08\">‹ Aug 2026</a>") && july.contains("href=\"/?month=2026-06\">Jun 2026 ›</a>"))
        let tagged = try await sb.diary("list", "--tag", "walk", "--month", "2026-11", "--json")
        let walkPage = try served.fetch("/?tag=walk").body
        let shown = walkPage.components(separatedBy: "<span class=\"title\">").count - 1
        #expect(shown > 0 && shown == tagged.stdout.components(separatedBy: "\"path\"").count - 1, "\(tagged)")
        #expect(walkPage.contains("Clear filters"))
        // The newest month with a starred entry (August in the sample), and in it only starred entries.
        let starredList = try await sb.diary("list", "--starred", "--month", "2026-08", "--json")
        let starredPage = try served.fetch("/?starred=1").body
        #expect(starredPage.contains("<h1>August 2026</h1>"))
        let starredItems = starredPage.components(separatedBy: "<span class=\"title\">").dropFirst()
            .map { $0.components(separatedBy: "</li>")[0] }
        try #require(!starredItems.isEmpty, "no entry shown: \(starredPage)")
        #expect(starredItems.count == starredList.stdout.components(separatedBy: "\"path\"").count - 1, "\(starredList)")
        #expect(starredItems.allSatisfy { $0.contains("<span class=\"star\"") }, "\(starredItems)")
        let nothing = try served.fetch("/?tag=no-such-tag").body
        #expect(nothing.contains("No entries."))
        try await served.stop()
    }

    @Test func onThisDayListsEarlierYears() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let served = try await ServedVault.start(sb)
        let page = try served.fetch("/-/on-this-day?day=2028-11-21").body
        #expect(page.contains("<h2>2 years ago · 2026</h2>"))
        #expect(page.contains("Reading back") && page.contains("아침 한강 산책"))
        #expect(try served.fetch("/-/on-this-day?day=2028-01-01").body.contains("Nothing was written on this day in earlier years."))
        let korean = try served.fetch("/-/on-this-day?day=2027-11-21", headers: ["Accept-Language: ko-KR,ko;q=0.9"]).body
        #expect(korean.contains("<h2>1년 전 · 2026</h2>"))
        try await served.stop()
    }

    @Test func openStartsTheDesktopsBrowserOnTheAddress() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let opened = sb.shared.root.appendingPathComponent("opened.txt")
        let stub = sb.bin.appendingPathComponent("xdg-open")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(opened.path)'\n".utf8).write(to: stub)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        let path = sb.bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let served = try await ServedVault.start(sb, env: ["PATH": path], arguments: ["--open"])
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: opened.path), Date() < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        // The browser is given a file only its owner reads, not the address with the key (a program's
        // arguments are anyone's to read); the file sends it on, and goes when the server stops.
        let given = try String(contentsOf: opened, encoding: .utf8).trimmingCharacters(in: .newlines)
        #expect(!given.contains("token"))
        let page = try String(contentsOfFile: given, encoding: .utf8)
        #expect(page.contains("<meta http-equiv=\"refresh\" content=\"0;url=\(served.address)\">"))
        let mode = try FileManager.default.attributesOfItem(atPath: given)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // Chromium sent from that file arrives at the list: the key's cookie is set on a page that moves on
        // by itself, which a browser coming from elsewhere follows with the cookie.
        let arrived = try await BrowserCase.run("via-file", served, ["--file", given])
        #expect(arrived["url"] as? String == served.origin + "/")
        #expect(arrived["entries"] as? Int ?? 0 > 0)
        let stopped = try await served.stop()
        #expect(stopped.stderr.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: given))
    }

    @Test func aBusyPortIsOneErrorLine() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let socket = try loopbackSocket(boundTo: 0)
        defer { close(socket) }
        let port = try boundPort(socket)
        let result = try await sb.diary("serve", "--port", "\(port)")
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.hasPrefix("error: cannot listen on 127.0.0.1:\(port): "), "\(result)")
        #expect(result.stderr.hasSuffix("; choose another port with --port\n"))
    }

    @Test func requestsFromOtherSitesAndVaultFilesThatCouldRunAreKeptOut() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let media = sb.vault.appendingPathComponent("2026/11/media")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        try Data("<script>alert(1)</script>".utf8).write(to: media.appendingPathComponent("saved.html"))
        try Data("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>".utf8)
            .write(to: media.appendingPathComponent("drawing.svg"))
        let served = try await ServedVault.start(sb)
        // Another port of 127.0.0.1 is the same site to the cookie: the browser's word on where a request
        // comes from decides.
        for site in ["cross-site", "same-site"] {
            #expect(try served.fetch("/", headers: ["Sec-Fetch-Site: \(site)"]).status == 403, "\(site)")
        }
        for site in ["same-origin", "none"] {
            #expect(try served.fetch("/", headers: ["Sec-Fetch-Site: \(site)"]).status == 200, "\(site)")
        }
        let headers = try await runProgram([
            "curl", "-s", "-D", "-", "-o", "/dev/null", "-H", "Cookie: diary-serve-\(served.port)=\(served.token)",
            served.origin + "/2026/11/media/saved.html"
        ]).stdout.lowercased()
        #expect(headers.contains("content-type: application/octet-stream"))
        #expect(headers.contains("content-disposition: attachment"))
        #expect(headers.contains("content-security-policy: sandbox; default-src 'none'"))
        #expect(headers.contains("cross-origin-resource-policy: same-origin"))
        // An SVG, and any other XML, can hold script: downloaded, as a saved web page is. A photo is shown.
        for name in ["drawing.svg", "page.xhtml", "data.xml", "photo.png"] {
            if name != "drawing.svg" { try Data("<x/>".utf8).write(to: media.appendingPathComponent(name)) }
            let file = try await runProgram([
                "curl", "-s", "-D", "-", "-o", "/dev/null", "-H", "Cookie: diary-serve-\(served.port)=\(served.token)",
                served.origin + "/2026/11/media/" + name
            ]).stdout.lowercased()
            #expect(file.hasPrefix("http/1.1 200"), "\(name): \(file)")
            #expect(file.contains("content-security-policy: sandbox; default-src 'none'"), "\(name): \(file)")
            #expect(file.contains("x-content-type-options: nosniff"), "\(name): \(file)")
            if name == "photo.png" {
                #expect(file.contains("content-type: image/png") && !file.contains("content-disposition"), "\(file)")
            } else {
                #expect(file.contains("content-type: application/octet-stream"), "\(name): \(file)")
                #expect(file.contains("content-disposition: attachment"), "\(name): \(file)")
            }
        }
        try await served.stop()
    }

    @Test func aDraftResumedAfterTheEntryChangedIsAConflictNotAnOverwrite() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let served = try await ServedVault.start(sb)
        let key = try served.writeKey()
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-17.md")
        let original = try String(contentsOf: file, encoding: .utf8)
        let editPage = try served.fetch("/-/edit/2026-11-17").body
        let version = try #require(editPage.firstMatch(of: /name="version" value="([0-9a-f]{64})"/)?.1)
        // Typed in a tab that then crashed: only the draft holds it.
        let kept = try served.fetch(
            "/-/draft/2026-11-17", method: "POST", form: ["csrf": key, "version": String(version), "text": original + "Typed.\n"])
        #expect(kept.status == 200)
        // Meanwhile a sync brings a paragraph.
        try Data((original + "From the other machine.\n").utf8).write(to: file)
        let resumed = try served.fetch("/-/edit/2026-11-17").body
        #expect(resumed.contains("This is the draft an earlier edit left"))
        let resumedVersion = try #require(resumed.firstMatch(of: /name="version" value="([0-9a-f]{64})"/)?.1)
        #expect(resumedVersion == version)
        let save = try served.fetch(
            "/-/save/2026-11-17", method: "POST", form: ["csrf": key, "version": String(resumedVersion), "text": original + "Typed.\n"])
        #expect(save.status == 409)
        #expect(save.body.contains("From the other machine.") && save.body.contains("Typed."))
        #expect(try String(contentsOf: file, encoding: .utf8) == original + "From the other machine.\n")
        try await served.stop()
    }

    /// The version a page's form carries (`name="version" value="…"`).
    static func version(in page: String) -> String? {
        page.firstMatch(of: /name="version" value="([0-9a-f]{64})"/).map { String($0.1) }
    }

    @Test func deleteDeletesOnlyTheVersionItAskedAbout() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let served = try await ServedVault.start(sb)
        let key = try served.writeKey()
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-08.md")
        let asked = try #require(Self.version(in: try served.fetch("/-/delete/2026-11-08").body))
        let head = try await sb.gitLines("rev-parse", "HEAD")
        // Changed after the question was asked (by an editor, not committed): that version is not deleted.
        let changed = try String(contentsOf: file, encoding: .utf8) + "Written after the question.\n"
        try Data(changed.utf8).write(to: file)
        let stale = try served.fetch("/-/delete/2026-11-08", method: "POST", form: ["csrf": key, "version": asked])
        #expect(stale.status == 409)
        #expect(stale.body.contains("changed after this page was opened, so nothing was deleted"))
        #expect(stale.body.contains("href=\"/2026/11/2026-11-08\">Look at the entry</a>"))
        // No version: refused, not a blind delete.
        let blind = try served.fetch("/-/delete/2026-11-08", method: "POST", form: ["csrf": key])
        #expect(blind.status == 400)
        #expect(blind.body.contains("did not say which version of the entry it deletes"))
        #expect(try served.fetch("/-/delete/2026-11-08", method: "POST", form: ["csrf": key, "version": ""]).status == 400)
        #expect(try String(contentsOf: file, encoding: .utf8) == changed)
        #expect(try await sb.gitLines("rev-parse", "HEAD") == head)
        // Asked again, the version shown is deleted.
        let current = try #require(Self.version(in: try served.fetch("/-/delete/2026-11-08").body))
        #expect(current != asked)
        let deleted = try served.fetch("/-/delete/2026-11-08", method: "POST", form: ["csrf": key, "version": current])
        #expect(deleted.status == 303)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try await sb.gitLines("log", "-1", "--format=%s") == ["Delete 2026-11-08"])
        #expect(try await sb.git("status", "--porcelain").isEmpty)
        try await served.stop()
    }

    @Test func aSaveOnLeavingWithAStaleVersionIsKeptAsADraft() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let served = try await ServedVault.start(sb)
        let key = try served.writeKey()
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-17.md")
        let original = try String(contentsOf: file, encoding: .utf8)
        let version = try #require(Self.version(in: try served.fetch("/-/edit/2026-11-17").body))
        // The page keeps its draft while the person types, then the entry changes on disk (committed).
        let typing = try served.fetch(
            "/-/draft/2026-11-17", method: "POST", form: ["csrf": key, "version": version, "text": original + "Typed.\n"])
        #expect(typing.status == 200)
        let changed = original + "From the terminal.\n"
        try Data(changed.utf8).write(to: file)
        _ = try await sb.git("-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit", "-q", "-am", "From the terminal")
        let head = try await sb.gitLines("rev-parse", "HEAD")
        // The save the page sends as it goes (sendBeacon posts the form's fields to the save address).
        let leaving = try served.fetch(
            "/-/save/2026-11-17", method: "POST", form: ["csrf": key, "version": version, "text": original + "Typed. And more.\n"])
        #expect(leaving.status == 409)
        #expect(try String(contentsOf: file, encoding: .utf8) == changed)
        #expect(try await sb.gitLines("rev-parse", "HEAD") == head)
        let drafts = sb.vault.appendingPathComponent(".git/diary/drafts")
        let kept = try #require(leaving.body.firstMatch(of: /kept in (\S+\.md)\./).map { String($0.1) })
        #expect(kept.hasPrefix(drafts.appendingPathComponent("2026-11-17-conflict-").path), "\(kept)")
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == original + "Typed. And more.\n")
        // The next visit of the edit page names it, and the draft it resumes still started from the old version.
        let next = try served.fetch("/-/edit/2026-11-17").body
        #expect(next.contains("Text written here earlier that could not be saved is kept in \(kept); `diary drafts` lists"))
        #expect(next.contains("This is the draft an earlier edit left (\(drafts.appendingPathComponent("2026-11-17.md").path))"))
        #expect(Self.version(in: next) == version)
        try await served.stop()
    }

    @Test func noVaultIsOneErrorLine() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let result = try await sb.diary("serve")
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1 && result.stderr.hasPrefix("error: "), "\(result)")
    }

    @Test func anotherAddressStillNeedsTheToken() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sampleVault(sb)
        let served = try await ServedVault.start(sb, arguments: ["--listen", "127.0.0.2"])
        #expect(served.address.hasPrefix("http://127.0.0.2:\(served.port)/?token="))
        #expect(try served.fetch("http://127.0.0.2:\(served.port)/", withToken: false).status == 403)
        #expect(try served.fetch("http://127.0.0.2:\(served.port)/").status == 200)
        // Only that address: the loopback one is not listened on, and its name is no Host of this server.
        #expect(!canConnect(port: served.port))
        #expect(try served.fetch("http://127.0.0.2:\(served.port)/", headers: ["Host: localhost:\(served.port)"]).status == 421)
        try await served.stop()
    }
}
