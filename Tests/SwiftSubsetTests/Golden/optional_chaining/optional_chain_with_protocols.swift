// Optional delegates called through chaining, as UIKit-style code does.
protocol DownloadDelegate: AnyObject {
    func didFinish(_ name: String) -> String
}
final class Screen: DownloadDelegate {
    func didFinish(_ name: String) -> String { "screen shows \(name)" }
}
final class Downloader {
    weak var delegate: DownloadDelegate?
    func finish(_ name: String) -> String {
        delegate?.didFinish(name) ?? "nobody listening for \(name)"
    }
}
let downloader = Downloader()
print(downloader.finish("a.png"))  // expect: nobody listening for a.png
var screen: Screen? = Screen()
downloader.delegate = screen
print(downloader.finish("b.png"))  // expect: screen shows b.png
screen = nil
print(downloader.finish("c.png"))  // expect: nobody listening for c.png
