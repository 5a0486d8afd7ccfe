import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import HigTypeOutputs

/// SHA-256 against the NIST vectors, HMAC-SHA-256 against RFC 4231, and the fingerprint's
/// format: what it writes opens again under its key, and under no other, and an edited byte
/// anywhere makes it no fingerprint.
@Suite struct FingerprintFormatTests {
    // MARK: SHA-256 (FIPS 180-4 examples, NIST CSHS)

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func sha256MatchesTheNISTVectors(message: String, digest: String) {
        #expect(SHA256.hex(SHA256.hash(Array(message.utf8))) == digest)
    }

    @Test func sha256OfAMillionAsInAnyChunking() {
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(SHA256.hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000))) == expected)
        var hasher = SHA256()
        var left = 1_000_000
        var size = 1
        while left > 0 {
            let take = min(size, left)
            hasher.update([UInt8](repeating: 0x61, count: take))
            left -= take
            size = size % 131 + 7  // chunks that straddle the 64-byte blocks every way
        }
        #expect(SHA256.hex(hasher.finish()) == expected)
    }

    @Test func hmacMatchesRFC4231() {
        // Test case 2, and test case 6 (a key longer than a block).
        #expect(
            SHA256.hex(SHA256.hmac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(
            SHA256.hex(
                SHA256.hmac(
                    key: [UInt8](repeating: 0xaa, count: 131),
                    message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)))
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    // MARK: The file

    static var sample: Fingerprint {
        var fingerprint = Fingerprint()
        fingerprint.version = "0.1.0 123 456"
        fingerprint.options = "([\"a b.json\"], nil)"
        fingerprint.inputs = [.init(path: "tokens/a b.json", digest: String(repeating: "ab", count: 32))]
        fingerprint.templates = [.init(path: "t/css.mustache", digest: String(repeating: "cd", count: 32))]
        fingerprint.outputs = [
            .init(path: "out/typography.css", stat: FileStat(size: 10, mtime: 11, ctime: 12, inode: 13), checked: true),
            .init(path: "out/deps.d", stat: FileStat(size: 1, mtime: 2, ctime: 3, inode: 4), checked: false),
        ]
        fingerprint.tokenCount = 15
        fingerprint.permutations = 2
        fingerprint.selection = "theme=dark, size=large"
        var warning = Diagnostic.warning(
            .init("font-stack"), "a stack: 'x', ~ \"y\"\nz",
            at: SourceLocation(file: "a b.json", line: 3, column: 4, offset: 40),
            notes: [
                .init("see here", at: SourceLocation(file: "c:d.json", line: 1, column: 2, offset: 3)), .init("plain"),
            ],
            fixIt: .init(
                range: SourceRange(
                    start: SourceLocation(file: "a b.json", line: 3, column: 4, offset: 40),
                    end: SourceLocation(file: "a b.json", line: 3, column: 9, offset: 45)),
                replacement: "[\"x\", \"y\"]", applicability: .safe))
        warning.scope = .init(token: "type.body", platform: "ios", category: nil)
        fingerprint.diagnostics = [warning, .warning(.init("no-typography"), "")]
        return fingerprint
    }

    @Test func aSealedFingerprintOpensUnderItsKeyAlone() throws {
        let key = [UInt8](repeating: 7, count: 32)
        let bytes = Self.sample.sealed(key: key)
        #expect(Fingerprint.open(bytes, key: key) == Self.sample)
        #expect(Fingerprint.open(bytes, key: [UInt8](repeating: 8, count: 32)) == nil)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("higtype-fingerprint 1\nmac "))
        #expect(
            text.contains(
                "\ninput abababababababababababababababababababababababababababababababab tokens/a%20b.json\n"))
        #expect(text.contains("\noutput 10 11 12 13 1 out/typography.css\noutput 1 2 3 4 0 out/deps.d\n"))
    }

    @Test func everyEditedByteMakesItNoFingerprint() {
        let key = [UInt8](repeating: 7, count: 32)
        let bytes = Self.sample.sealed(key: key)
        for index in stride(from: 0, to: bytes.count, by: 3) {
            var edited = bytes
            edited[index] ^= 0x01
            #expect(Fingerprint.open(edited, key: key) == nil, "byte \(index)")
        }
        #expect(Fingerprint.open(Array(bytes.dropLast()), key: key) == nil)
        #expect(Fingerprint.open(bytes + [0x0A], key: key) == nil)
        #expect(Fingerprint.open([], key: key) == nil)
    }

    @Test(arguments: [
        "", "version a\n", "version a\noptions b\ntokens 1\npermutations 0\nselection \nextra\n",
        "version a\noptions b\ntokens -1\npermutations 0\nselection \n",
        "version a\noptions b\ninput x\ntokens 1\npermutations 0\nselection \n",
        "version a\noptions b\ntokens 1\npermutations 0\nselection \ndiagnostic warning x y ~ ~ ~ 1\n",
        "version a%2\noptions b\ntokens 1\npermutations 0\nselection \n",
        "version a b\noptions b\ntokens 1\npermutations 0\nselection \n",
    ])
    func aBodyThatIsNotOneDecodesToNothing(body: String) {
        #expect(Fingerprint.decode(Array(body.utf8)) == nil)
    }

    @Test func theSmallestBodyDecodes() {
        let body = "version a\noptions b\ntokens 1\npermutations 0\nselection \n"
        #expect(Fingerprint.decode(Array(body.utf8))?.encode() == body)
    }
}
