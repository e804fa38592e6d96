import Foundation

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, seeded, deterministic generator. Every randomised test
/// draws from one of these, seeded with `TestSeed`, so that a failure can be replayed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with `probability`.
    public mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
    /// A number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    /// One of `items` (not empty).
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// `count` bytes that stand for a file (a photo, a video): the same for `name` every time, unlike any other's.
    public static func bytes(named name: String, count: Int) -> Data {
        var generator = SplitMix64(seed: name.utf8.reduce(UInt64(7)) { $0 &* 31 &+ UInt64($1) })
        return Data((0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    }
}

/// The seed of this run's randomised tests: `DIARY_TEST_SEED` when it is set (decimal, or hexadecimal
/// after `0x`), else a fresh random one, the same for every test of the process.
///
/// A seeded test takes its seed as its argument (`@Test(arguments: TestSeed.run)`), so that the seed is
/// printed with every issue the test records, and names it in its expectations' comments as well.
/// Replay a failure with `DIARY_TEST_SEED=<seed> swift test --skip-build --filter <test>`.
public enum TestSeed {
    /// This run's seed.
    public static let value: UInt64 = {
        if let text = ProcessInfo.processInfo.environment["DIARY_TEST_SEED"]?.trimmingCharacters(in: .whitespaces),
            !text.isEmpty
        {
            let parsed = text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
            guard let parsed else { fatalError("DIARY_TEST_SEED=\(text) is not a 64-bit number") }
            return parsed
        }
        var system = SystemRandomNumberGenerator()
        return system.next()
    }()

    /// `[value]`: the arguments of a test that runs with this run's seed.
    public static var run: [UInt64] { [value] }

    /// `fixed` (seeds kept because they once found something, or to cover known cases every time) and
    /// this run's seed after them, when it is not one of them.
    public static func run(after fixed: [UInt64]) -> [UInt64] {
        fixed.contains(value) ? fixed : fixed + [value]
    }
}
