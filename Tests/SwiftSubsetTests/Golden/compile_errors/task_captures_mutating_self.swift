// The closure a Task runs escapes, so it may not capture a mutating method's self.
struct Downloader {
    var finished = 0
    mutating func begin() {
        Task { finished += 1 } // expect error col 14: escaping closure captures mutating 'self' parameter
    }
}
var loader = Downloader()
loader.begin()
print(loader.finished)
