// A drawing document with undo and redo: every edit pushes a closure that reverses it, and undoing an edit pushes its redo.
final class Document {
    private(set) var shapes: [String] = []
    private var undoStack: [(Document) -> Void] = []
    private var redoStack: [(Document) -> Void] = []
    private var isUndoing = false

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    private func register(_ action: @escaping (Document) -> Void) {
        if isUndoing {
            redoStack.append(action)
        } else {
            undoStack.append(action)
        }
    }

    func add(_ shape: String) {
        shapes.append(shape)
        register { doc in doc.removeLast() }
    }

    func removeLast() {
        guard let last = shapes.popLast() else { return }
        register { doc in doc.add(last) }
    }

    func rename(at index: Int, to name: String) {
        let old = shapes[index]
        shapes[index] = name
        register { doc in doc.rename(at: index, to: old) }
    }

    func edit(_ change: () -> Void) {
        redoStack.removeAll()
        change()
    }

    func undo() {
        guard let action = undoStack.popLast() else {
            print("nothing to undo")
            return
        }
        isUndoing = true
        action(self)
        isUndoing = false
    }

    func redo() {
        guard let action = redoStack.popLast() else {
            print("nothing to redo")
            return
        }
        action(self)
    }
}

let doc = Document()
doc.edit { doc.add("circle") }
doc.edit { doc.add("square") }
doc.edit { doc.rename(at: 0, to: "oval") }
print(doc.shapes)
doc.undo()
print(doc.shapes)
doc.undo()
print(doc.shapes, doc.canUndo, doc.canRedo)
doc.redo()
print(doc.shapes)
doc.redo()
print(doc.shapes)
doc.redo()
doc.undo()
doc.edit { doc.add("star") }
print(doc.shapes, doc.canRedo)
while doc.canUndo {
    doc.undo()
}
print(doc.shapes)
doc.undo()

var counter = 0
var history: [() -> Void] = []
for step in 1...4 {
    counter += step
    history.append { counter -= step }
}
print(counter)
history.removeLast()()
history.removeLast()()
print(counter, history.count)

// expect: ["oval", "square"]
// expect: ["circle", "square"]
// expect: ["circle"] true true
// expect: ["circle", "square"]
// expect: ["oval", "square"]
// expect: nothing to redo
// expect: ["circle", "square", "star"] false
// expect: []
// expect: nothing to undo
// expect: 10
// expect: 3 2
