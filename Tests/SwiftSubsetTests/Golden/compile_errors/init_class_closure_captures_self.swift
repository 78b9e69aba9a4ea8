// A class's initializer makes a closure that uses `self` before its last stored property has a value.
final class Downloader {
    let name: String
    var onFinish: () -> Void
    init(name: String) {
        self.name = name
        onFinish = { print("finished", self.name) } // expect error col 20: 'self' captured by a closure before all members were initialized
    }
}
Downloader(name: "file").onFinish()
