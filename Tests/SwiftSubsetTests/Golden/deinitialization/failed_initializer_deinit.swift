// A class whose failable initializer gives up before every stored property
// has a value never existed, so its deinit does not run; one that gives up
// after it was fully initialised is deinitialised like any other object.
final class Upload {
    let fileName: String
    let bytes: Int
    init?(fileName: String, bytes: Int) {
        guard bytes > 0 else {
            print("rejected \(fileName): empty")
            return nil
        }
        self.fileName = fileName
        self.bytes = bytes
        if bytes > 1_000 {
            print("rejected \(fileName): too big")
            return nil
        }
    }
    deinit { print("upload \(fileName) released") }
}

class Account {
    let owner: String
    init?(owner: String) {
        if owner.isEmpty { return nil }
        self.owner = owner
    }
    deinit { print("account \(owner) closed") }
}
final class Savings: Account {
    let rate: Double
    init?(owner: String, rate: Double) {
        self.rate = rate
        super.init(owner: owner)
        if rate < 0 { return nil }
    }
    deinit { print("savings at \(rate) closed") }
}

print(Upload(fileName: "empty.txt", bytes: 0) == nil)
// expect: rejected empty.txt: empty
// expect: true
print(Upload(fileName: "huge.mov", bytes: 5_000) == nil)
// expect: rejected huge.mov: too big
// expect: upload huge.mov released
// expect: true
if let ok = Upload(fileName: "notes.md", bytes: 120) { print("kept \(ok.fileName)") }
// expect: kept notes.md
// expect: upload notes.md released
print(Savings(owner: "", rate: 1.5) == nil)
// expect: true
print(Savings(owner: "Kim", rate: -1) == nil)
// expect: savings at -1.0 closed
// expect: account Kim closed
// expect: true
