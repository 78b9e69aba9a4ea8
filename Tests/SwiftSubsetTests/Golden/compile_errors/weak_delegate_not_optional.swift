// A weak delegate property declared without `?`: weak references become nil, so swiftc demands an optional type.
protocol DownloadDelegate: AnyObject {
    func didFinish(_ name: String)
}
final class Downloader {
    weak var delegate: DownloadDelegate // expect error col 14: 'weak' variable should have optional type '(any DownloadDelegate)?'
    init(delegate: DownloadDelegate) { self.delegate = delegate }
}
