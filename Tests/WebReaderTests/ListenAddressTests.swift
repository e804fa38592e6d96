import Localization
import Testing

@testable import WebReader

/// `--listen` read as the system reads a numeric host, its rules applied to the address that comes out.
struct ListenAddressTests {
    @Test(arguments: [
        "0.0.0.0", "0", "00.0.0.0", "0x0", "0X0", "0.0", "0.0.0", "000", "0x00000000", "00000000000", "::ffff:0.0.0.0",
        "::ffff:0:0", "::FFFF:0000:0000", "[::ffff:0.0.0.0]", "::ffff:0x0"
    ])
    func everyIPv4AddressAtOnceIsRefusedHoweverWritten(_ spelling: String) {
        if spelling == "::ffff:0x0" {
            // Not a spelling getaddrinfo takes: no address at all.
            #expect(ListenAddress.parse(spelling) == .failure(.notAnAddress))
        } else {
            #expect(ListenAddress.parse(spelling) == .failure(.everyAddress(address: "0.0.0.0")), "\(spelling)")
        }
    }

    @Test(arguments: ["::", "[::]", "::0", "0::0", "0:0:0:0:0:0:0:0", "0000:0000::0000", "::0.0.0.0"])
    func everyIPv6AddressAtOnceIsRefusedHoweverWritten(_ spelling: String) {
        #expect(ListenAddress.parse(spelling) == .failure(.everyAddress(address: "::")))
    }

    @Test(arguments: [
        "127.0.0.1", "127.1", "127.0.1", "0x7f000001", "0x7f.1", "017700000001", "0177.0.0.1", "2130706433", "::1", "[::1]",
        "0:0:0:0:0:0:0:1", "::0001", "::ffff:127.0.0.1", "::ffff:7f00:1", "localhost", "LOCALHOST", "[localhost]"
    ])
    func theLoopbackPairHoweverWritten(_ spelling: String) {
        #expect(ListenAddress.parse(spelling) == .success(.loopback))
    }

    @Test func anyOtherAddressAsTheSystemWritesIt() {
        let cases: [(String, String)] = [
            ("127.0.0.2", "127.0.0.2"), ("127.2", "127.0.0.2"), ("0x7f000002", "127.0.0.2"), ("::ffff:127.0.0.2", "127.0.0.2"),
            ("192.168.1.5", "192.168.1.5"), ("192.168.001.010", "192.168.1.8"), ("::ffff:192.168.1.5", "192.168.1.5"),
            ("FD00:0:0::2", "fd00::2"), ("[fd00::2]", "fd00::2"), ("::2", "::2"), ("::1.2.3.4", "::102:304"), ("1:0:0:2:0:0:0:3", "1:0:0:2::3"),
            ("1:0:2:0:3:0:4:0", "1:0:2:0:3:0:4:0"),
            ("1::", "1::"), ("0:0:1:0:0:0:0:0", "0:0:1::"), ("1:0:0:2:0:0:3:4", "1::2:0:0:3:4"),
            ("255.255.255.255", "255.255.255.255")
        ]
        for (spelling, written) in cases {
            #expect(ListenAddress.parse(spelling) == .success(.address(written)), "\(spelling)")
        }
    }

    @Test(arguments: [
        "", "example.com", "local-host", "fe80::1%lo", "fe80::1%1", "256.0.0.1", "1.2.3.4.5", "0x100000000", " 127.0.0.1",
        "127.0.0.1 ", "127.0.0.1\n", "[::1", "::1]", "[[::1]]", ":::", "1::2::3", "0x", "08.0.0.1", "-1"
    ])
    func whatIsNoAddress(_ spelling: String) {
        #expect(ListenAddress.parse(spelling) == .failure(.notAnAddress))
    }

}
