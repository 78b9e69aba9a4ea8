// A method of `self` called from an escaping closure needs `self.` too; `[weak self]` plus `guard let self` is the other way.
final class Downloader {
    var finished: [String] = []
    func whenDone(_ work: @escaping () -> Void) { work() }
    func record(_ name: String) { finished.append(name) }
    func fetch(_ name: String) {
        whenDone {
            record(name) // expect error col 13: call to method 'record' in closure requires explicit use of 'self' to make capture semantics explicit
        }
    }
}
let d = Downloader()
d.fetch("a.txt")
print(d.finished)
