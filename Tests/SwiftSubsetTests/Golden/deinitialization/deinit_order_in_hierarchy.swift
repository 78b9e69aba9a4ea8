// Subclass deinit runs first, then the superclass deinit, automatically.
class Resource {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("Resource \(id) released") }
}
final class FileHandle: Resource {
    deinit { print("FileHandle \(id) closed") }
}
do {
    let handle = FileHandle(id: 1)
    print("using \(handle.id)")
}
// expect: using 1
// expect: FileHandle 1 closed
// expect: Resource 1 released
var handles: [Resource] = [FileHandle(id: 2), Resource(id: 3)]
handles.removeFirst()
// expect: FileHandle 2 closed
// expect: Resource 2 released
handles = []  // expect: Resource 3 released
print("end")  // expect: end
