// A download manager reporting to a weak delegate: the screen that owns the manager is its delegate without a retain cycle, deinit runs in the right order, and a delegate that went away is simply not called.
protocol DownloadDelegate: AnyObject {
    func download(_ name: String, progressed percent: Int)
    func downloadFinished(_ name: String)
}

final class DownloadManager {
    weak var delegate: DownloadDelegate?
    let name: String

    init(name: String) {
        self.name = name
        print("manager \(name) created")
    }

    func run(steps: Int) {
        for step in 1...steps {
            delegate?.download(name, progressed: step * 100 / steps)
        }
        if let delegate {
            delegate.downloadFinished(name)
        } else {
            print("\(name) finished with nobody listening")
        }
    }

    deinit { print("manager \(name) released") }
}

final class DownloadScreen: DownloadDelegate {
    let title: String
    let manager: DownloadManager
    private(set) var log: [Int] = []

    init(title: String) {
        self.title = title
        manager = DownloadManager(name: title.lowercased())
        manager.delegate = self
    }

    func download(_ name: String, progressed percent: Int) {
        log.append(percent)
    }

    func downloadFinished(_ name: String) {
        print("\(title): \(name) done, saw \(log)")
    }

    deinit { print("screen \(title) closed") }
}

var screen: DownloadScreen? = DownloadScreen(title: "Photos")
screen?.manager.run(steps: 4)
let orphan = screen!.manager
screen = nil
print("delegate gone:", orphan.delegate == nil)
orphan.run(steps: 2)

do {
    let temporary = DownloadScreen(title: "Music")
    temporary.manager.run(steps: 3)
    print("leaving scope")
}
print("end")

// expect: manager photos created
// expect: Photos: photos done, saw [25, 50, 75, 100]
// expect: screen Photos closed
// expect: delegate gone: true
// expect: photos finished with nobody listening
// expect: manager music created
// expect: Music: music done, saw [33, 66, 100]
// expect: leaving scope
// expect: screen Music closed
// expect: manager music released
// expect: end
