// A pretend file session that cleans up with defer: several defers run in reverse order, on early return, on a thrown error, and once per loop iteration.
enum FileError: Error {
    case locked(String)
}

final class Log {
    private(set) var lines: [String] = []
    func add(_ s: String) { lines.append(s); print(s) }
}

let log = Log()

func edit(_ name: String, lockedFiles: Set<String>) throws -> Int {
    log.add("open \(name)")
    defer { log.add("close \(name)") }
    guard !lockedFiles.contains(name) else {
        throw FileError.locked(name)
    }
    log.add("lock \(name)")
    defer { log.add("unlock \(name)") }
    if name.hasSuffix(".tmp") {
        log.add("skip temporary")
        return 0
    }
    log.add("write \(name)")
    return name.count
}

for file in ["notes.txt", "cache.tmp", "db.lock"] {
    defer { log.add("-- done with \(file)") }
    do {
        let written = try edit(file, lockedFiles: ["db.lock"])
        log.add("wrote \(written)")
    } catch FileError.locked(let name) {
        log.add("locked: \(name)")
    }
}

func counter() -> Int {
    var value = 1
    defer { value *= 10 }
    return value
}
print(counter())
do {
    defer { print("inner block ends") }
    print("inside do")
}
print(log.lines.count)

// expect: open notes.txt
// expect: lock notes.txt
// expect: write notes.txt
// expect: unlock notes.txt
// expect: close notes.txt
// expect: wrote 9
// expect: -- done with notes.txt
// expect: open cache.tmp
// expect: lock cache.tmp
// expect: skip temporary
// expect: unlock cache.tmp
// expect: close cache.tmp
// expect: wrote 0
// expect: -- done with cache.tmp
// expect: open db.lock
// expect: close db.lock
// expect: locked: db.lock
// expect: -- done with db.lock
// expect: 1
// expect: inside do
// expect: inner block ends
// expect: 18
