// A closure stored in a property from a mutating method may not capture self (explicitly or not).
struct Download {
    var progress = 0.0
    var onFinish: (() -> Void)?
    mutating func start() {
        onFinish = { self.progress = 1 }  // expect error col 20: escaping closure captures mutating 'self' parameter
    }
}
var download = Download()
download.start()
print(download.progress)
