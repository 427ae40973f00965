import Testing
import TendKernel

/// `Mutation.setValue` changes a note only as said: a plain optional can no longer erase one.
@Suite("NoteChange: keep, set, clear")
struct NoteChangeTests {
    @Test("keep writes no note field; set writes the text; clear writes null")
    func fields() {
        #expect(Mutation.setValue("e1", .level(3)).fields[EntryField.note] == nil)
        #expect(Mutation.setValue("e1", .level(3), note: .keep).fields[EntryField.note] == nil)
        #expect(Mutation.setValue("e1", .level(3), note: .set("tea")).fields[EntryField.note] == .string("tea"))
        #expect(Mutation.setValue("e1", .level(3), note: .clear).fields[EntryField.note] == .null)
    }

    @Test("applied to a current note")
    func applied() {
        #expect(NoteChange.keep.applied(to: "old") == "old")
        #expect(NoteChange.set("new").applied(to: "old") == "new")
        #expect(NoteChange.clear.applied(to: "old") == nil)
    }
}
