// A generic undo/redo history, as a drawing or text editor model keeps it.
struct History<State> {
    private(set) var current: State
    private var undoStack: [State] = []
    private var redoStack: [State] = []
    init(_ initial: State) { current = initial }
    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    mutating func apply(_ change: (inout State) -> Void) {
        undoStack.append(current)
        change(&current)
        redoStack.removeAll()
    }
    mutating func undo() {
        guard let previous = undoStack.popLast() else { return }
        redoStack.append(current)
        current = previous
    }
    mutating func redo() {
        guard let next = redoStack.popLast() else { return }
        undoStack.append(current)
        current = next
    }
}
var text = History("")
text.apply { $0 += "Hello" }
text.apply { $0 += ", world" }
text.undo()
print(text.current, text.canRedo)  // expect: Hello true
text.redo()
print(text.current)  // expect: Hello, world
text.undo(); text.undo(); text.undo()
print("[\(text.current)]", text.canUndo)  // expect: [] false
text.redo()
text.apply { $0 = $0.uppercased() }
print(text.current, text.canRedo)  // expect: HELLO false
