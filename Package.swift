// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "diary",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "diary", targets: ["diary"]),
        .executable(name: "diary-serve", targets: ["diary-serve"]),
        .library(name: "VaultKit", targets: ["VaultKit"]),
        .library(name: "GitKit", targets: ["GitKit"]),
        .library(name: "GitCrypt", targets: ["GitCrypt"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "OpenMeteo", targets: ["OpenMeteo"]),
        .library(name: "MarkdownRendering", targets: ["MarkdownRendering"]),
        .library(name: "EntryDisplay", targets: ["EntryDisplay"]),
        .library(name: "WebReader", targets: ["WebReader"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3")
    ],
    targets: [
        // libgit2 from the system (Debian: libgit2-dev 1.5.1); no API newer than 1.5 is used.
        .systemLibrary(
            name: "Clibgit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev"])]
        ),
        // cmark-gfm from the system (Debian: libcmark-gfm-dev and libcmark-gfm-extensions-dev 0.29.0.gfm.6).
        .systemLibrary(
            name: "Ccmark_gfm",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // libyaml's event parser, for the limits VaultKit checks before Yams reads a front matter (Yams does
        // not offer its own copy, CYaml, as a product): Debian's header (libyaml-dev 0.2.5, the version Yams
        // carries). Nothing is linked: the functions are the copy Yams links into every program that has
        // VaultKit, so the binary holds libyaml once and loads no shared library for it.
        .systemLibrary(name: "Clibyaml", providers: [.apt(["libyaml-dev"])]),
        // Markdown (CommonMark and GitHub's extensions) to HTML that never holds raw HTML, from any thread;
        // knows nothing about diaries.
        .target(name: "MarkdownRendering", dependencies: ["Ccmark_gfm"]),
        // Files written whole or not at all (temporary file, fsync, rename, fsync of the folder) and the
        // EINTR-safe write loop, for every target that writes files; depends on nothing.
        .target(name: "FileWriting"),
        // libgit2's TCP stream with connect and idle timeouts, and a watchdog over a fetch's or push's
        // sockets (ssh://): C compiled once, so that its per-thread state is one copy in the binary.
        .target(name: "CTimedStream", dependencies: ["Clibgit2"]),
        // A Swift wrapper over libgit2 that knows nothing about diaries.
        .target(
            name: "GitKit",
            dependencies: [
                "Clibgit2", "CTimedStream", "FileWriting",
                // SHA-1 (object ids, the index's checksum) by BoringSSL.
                .product(name: "Crypto", package: "swift-crypto")
            ]),
        // git-crypt's encryption (its file and key formats, byte for byte) as a filter GitKit runs;
        // knows nothing about diaries. The primitives are swift-crypto's.
        .target(
            name: "GitCrypt",
            dependencies: [
                "GitKit",
                "FileWriting",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto")
            ]
        ),
        // Every string of the interface, in English and Korean: one protocol per area (Interface/), and each
        // language's strings for that area in its folder (English/, Korean/).
        .target(name: "Localization"),
        // libcurl, loaded with dlopen on the first request instead of linked (linking it, or
        // FoundationNetworking, costs every start of diary ~5 ms for ~25 libraries).
        .target(name: "CCurlLoader"),
        // Open-Meteo's geocoding and current weather under a hard deadline; knows nothing about diaries.
        .target(name: "OpenMeteo", dependencies: ["CCurlLoader", "Localization"]),
        // A new entry's moment (place, weather, tags, star) from flags and settings, completed by an Open-Meteo
        // lookup under a deadline; for every front end that starts entries. Never prints, reads no environment.
        .target(name: "NewEntryMoments", dependencies: ["VaultKit", "OpenMeteo", "Localization"]),
        // Entries, front matter, layout and the vault store. Never prints.
        // Attachments are named by the SHA-256 of their bytes (and Day One's by their MD5): swift-crypto's.
        .target(
            name: "VaultKit",
            dependencies: [
                "GitKit", "GitCrypt", "FileWriting", "Localization", "Yams", "Clibyaml", "ZIPFoundation", "TOMLKit",
                .product(name: "Crypto", package: "swift-crypto")
            ]
        ),
        // How an entry is shown by every front end: dates in a locale, place and weather, the HTML of one entry.
        .target(name: "EntryDisplay", dependencies: ["VaultKit", "MarkdownRendering"]),
        // Terminal columns of text (Hangul is two) and text wrapped to them at word boundaries, for the
        // messages of both executables.
        .target(name: "TerminalText"),
        // What both executables set up the same way: the language and locale, diary's identity for commits,
        // the settings files, the vault by one rule, the time zone, and the wording of an `error:` line.
        .target(name: "DiarySetup", dependencies: ["VaultKit", "Localization", "EntryDisplay"]),
        // The thin command-line front end.
        .executableTarget(
            name: "diary",
            dependencies: [
                "DiarySetup",
                "VaultKit",
                "FileWriting",
                "TerminalText",
                "Localization",
                "NewEntryMoments",
                "EntryDisplay",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // The web reader: the vault as local pages to read and write (Hummingbird 2, pages from Mustache
        // templates, a SwiftNIO channel handler that limits connections without the key). Its own executable,
        // `diary-serve`, which `diary serve` starts, so that the server's libraries cost nothing to every other
        // command's start.
        .target(
            name: "WebReader",
            dependencies: [
                "VaultKit", "EntryDisplay", "Localization", "NewEntryMoments",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types")
            ],
            resources: [.embedInCode("Pages"), .embedInCode("Static")]
        ),
        .executableTarget(
            name: "diary-serve", dependencies: ["DiarySetup", "WebReader", "VaultKit", "Localization", "FileWriting", "TerminalText"]),
        // What every test target shares: the sandbox (a temporary folder, plain git and other programs run
        // isolated), the seeded random generator of the randomised tests, free ports.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // A small tmpfs to fill, for tests that cause a real full disk.
        .target(name: "FaultInjection", dependencies: ["TestSupport"], path: "Tests/FaultInjection"),
        .testTarget(name: "FileWritingTests", dependencies: ["FileWriting", "FaultInjection"]),
        .testTarget(name: "GitKitTests", dependencies: ["GitKit", "GitCrypt", "Clibgit2", "FaultInjection", "TestSupport"]),
        .testTarget(name: "VaultKitTests", dependencies: ["VaultKit", "GitKit", "GitCrypt", "Localization", "ZIPFoundation", "TestSupport"]),
        // The spec sample in Tests/MarkdownRenderingTests/Fixtures is read from its file, not built into the bundle.
        .testTarget(name: "MarkdownRenderingTests", dependencies: ["MarkdownRendering", "Ccmark_gfm"], exclude: ["Fixtures"]),
        .testTarget(name: "EntryDisplayTests", dependencies: ["EntryDisplay", "VaultKit"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TestSupport"]),
        .testTarget(name: "DiarySetupTests", dependencies: ["DiarySetup", "VaultKit", "Localization", "TestSupport"]),
        .testTarget(name: "DiaryServeTests", dependencies: ["diary-serve", "WebReader", "Localization"]),
        // Tests/Support/stub_open_meteo.py started on 127.0.0.1, for the tests of both targets below.
        .target(name: "OpenMeteoStub", dependencies: ["TestSupport"], path: "Tests/OpenMeteoStub"),
        .testTarget(name: "OpenMeteoTests", dependencies: ["OpenMeteo", "Localization", "OpenMeteoStub", "TestSupport"]),
        .testTarget(
            name: "WebReaderTests",
            dependencies: [
                "WebReader", "VaultKit", "Localization", "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio")
            ]),
        .testTarget(
            name: "DiaryEndToEndTests",
            dependencies: [
                "diary", "diary-serve", "VaultKit", "EntryDisplay", "Localization", "OpenMeteoStub", "FaultInjection", "TestSupport",
                // GitJournal's reading of YAML, imitated in GitJournalRulesTests.
                "Yams"
            ],
            // Other tools' real files (with their licences), read from their folder, not built into the bundle.
            exclude: ["Fixtures"])
    ]
)
