// An undo/redo stack over text edits: generic stack, enum commands with payloads, inverse operations
struct Stack<Element> {
    private var storage: [Element] = []
    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    mutating func push(_ e: Element) { storage.append(e) }
    mutating func pop() -> Element? { storage.popLast() }
    func peek() -> Element? { storage.last }
    mutating func removeAll() { storage.removeAll() }
}

enum Edit {
    case insert(text: String, at: Int)
    case delete(range: Range<Int>, removed: String)
    case replaceAll(old: String, new: String)

    var inverse: Edit {
        switch self {
        case let .insert(text, at):
            return .delete(range: at..<(at + text.count), removed: text)
        case let .delete(range, removed):
            return .insert(text: removed, at: range.lowerBound)
        case let .replaceAll(old, new):
            return .replaceAll(old: new, new: old)
        }
    }
}

final class Editor {
    private(set) var text = ""
    private var undoStack = Stack<Edit>()
    private var redoStack = Stack<Edit>()

    private func apply(_ edit: Edit) {
        var chars = Array(text)
        switch edit {
        case let .insert(t, at):
            chars.insert(contentsOf: t, at: at)
            text = String(chars)
        case let .delete(range, _):
            chars.removeSubrange(range)
            text = String(chars)
        case let .replaceAll(_, new):
            text = new
        }
    }

    func perform(_ edit: Edit) {
        apply(edit)
        undoStack.push(edit)
        redoStack.removeAll()
    }

    func type(_ s: String) { perform(.insert(text: s, at: text.count)) }

    func deleteLast(_ n: Int) {
        let start = max(0, text.count - n)
        let removed = String(Array(text)[start...])
        perform(.delete(range: start..<text.count, removed: removed))
    }

    @discardableResult
    func undo() -> Bool {
        guard let edit = undoStack.pop() else { return false }
        apply(edit.inverse)
        redoStack.push(edit)
        return true
    }

    @discardableResult
    func redo() -> Bool {
        guard let edit = redoStack.pop() else { return false }
        apply(edit)
        undoStack.push(edit)
        return true
    }

    var status: String { "\"\(text)\" undo:\(undoStack.count) redo:\(redoStack.count)" }
}

let editor = Editor()
editor.type("Hello")
editor.type(", world")
print(editor.status)
editor.deleteLast(5)
print(editor.status)
editor.undo()
print(editor.status)
editor.perform(.insert(text: "dear ", at: 7))
print(editor.status)
print(editor.redo())
editor.perform(.replaceAll(old: editor.text, new: "Bye"))
print(editor.status)
while editor.undo() {}
print(editor.status)
editor.redo(); editor.redo()
print(editor.status)
print(Edit.insert(text: "ab", at: 3).inverse)

// expect: "Hello, world" undo:2 redo:0
// expect: "Hello, " undo:3 redo:0
// expect: "Hello, world" undo:2 redo:1
// expect: "Hello, dear world" undo:3 redo:0
// expect: false
// expect: "Bye" undo:4 redo:0
// expect: "" undo:0 redo:4
// expect: "Hello, world" undo:2 redo:2
// expect: delete(range: Range(3..<5), removed: "ab")
