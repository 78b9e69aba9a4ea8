// An editor struct with undo and redo stacks: private(set) text, mutating methods, guard-let popLast and clearing the redo stack on typing.
struct Editor {
    private(set) var text = ""
    private var undoStack: [String] = []
    private var redoStack: [String] = []
    mutating func type(_ s: String) { undoStack.append(text); redoStack.removeAll(); text += s }
    mutating func undo() { guard let last = undoStack.popLast() else { return }; redoStack.append(text); text = last }
    mutating func redo() { guard let next = redoStack.popLast() else { return }; undoStack.append(text); text = next }
    var canUndo: Bool { !undoStack.isEmpty }
}
var e = Editor()
e.type("Hel"); e.type("lo"); e.type("!")
print(e.text)
e.undo(); e.undo()
print(e.text, e.canUndo)
e.redo()
print(e.text)
e.type("?")
e.redo()
print(e.text)
e.undo(); e.undo(); e.undo(); e.undo()
print("[\(e.text)]", e.canUndo)
// expect: Hello!
// expect: Hel true
// expect: Hello
// expect: Hello?
// expect: [] false
