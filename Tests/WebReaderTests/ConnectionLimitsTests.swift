import Testing

@testable import WebReader

/// Which connection makes room for a new one, and the key timeout from the environment.
struct ConnectionLimitsTests {
    @Test func theOldestConnectionWithoutTheKeyMakesRoom() {
        var book = ConnectionBook<String>(limit: 3)
        #expect(book.opened("a") == nil && book.opened("b") == nil && book.opened("c") == nil)
        book.keyShown("a")
        // One too many: the oldest without the key goes (b), not the older one with it (a).
        #expect(book.opened("d") == "b")
        #expect(book.count == 3 && !book.isOpen("b") && book.isOpen("a"))
        #expect(book.opened("e") == "c")
        book.keyShown("d")
        book.keyShown("e")
        // Every other one showed the key: the new one goes.
        #expect(book.opened("f") == "f")
        #expect(book.count == 3 && book.hasShownKey("a") && !book.hasShownKey("f"))
        // A closed one makes room; closing one already gone changes nothing.
        book.closed("a")
        book.closed("b")
        #expect(book.opened("g") == nil && book.count == 3)
        #expect(!book.hasShownKey("g"))
    }

}
