// defer blocks run on both the throwing path and the normal path, in reverse order.
enum StorageError: Error { case full }
var openFiles: [String] = []
func write(_ name: String, size: Int) throws {
    openFiles.append(name)
    defer { openFiles.removeLast(); print("closed \(name)") }
    print("writing \(name)")
    defer { print("flushed \(name)") }
    if size > 100 { throw StorageError.full }
    print("wrote \(size) bytes")
}
try? write("a.txt", size: 10)
// expect: writing a.txt
// expect: wrote 10 bytes
// expect: flushed a.txt
// expect: closed a.txt
do {
    try write("b.txt", size: 500)
} catch {
    print("failed: \(error), open files: \(openFiles.count)")
}
// expect: writing b.txt
// expect: flushed b.txt
// expect: closed b.txt
// expect: failed: full, open files: 0
