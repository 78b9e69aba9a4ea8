// A model layer's loader throws Foundation's errors; the caller tells them apart.
import Foundation

enum Feed: Int { case offline, slow, broken, refused, fine }

struct Loader {
    func load(_ feed: Feed) throws -> [String] {
        switch feed {
        case .offline: throw URLError(.notConnectedToInternet)
        case .slow: throw URLError(.timedOut)
        case .broken: throw URLError(.badServerResponse)
        case .refused:
            throw NSError(domain: "FeedService", code: 403,
                          userInfo: [NSLocalizedDescriptionKey: "Sign in to read this feed."])
        case .fine: return ["Swift 6.3 released", "Forms in SwiftUI"]
        }
    }
}

func message(for feed: Feed) -> String {
    do {
        let items = try Loader().load(feed)
        return "\(items.count) stories"
    } catch let error as URLError where error.code == .notConnectedToInternet {
        return "You are offline."
    } catch let error as URLError {
        switch error.code {
        case .timedOut: return "Try again (\(error.errorCode))."
        default: return "Server trouble: \(error.localizedDescription)"
        }
    } catch let error as NSError {
        return "\(error.domain) \(error.code): \(error.localizedDescription)"
    } catch {
        return "Unexpected: \(error)"
    }
}

for feed in [Feed.offline, .slow, .broken, .refused, .fine] {
    print(message(for: feed))
}
// expect: You are offline.
// expect: Try again (-1001).
// expect: Server trouble: The operation could not be completed. (NSURLErrorDomain error -1011.)
// expect: FeedService 403: Sign in to read this feed.
// expect: 2 stories

// How Foundation on Linux prints them.
let timeout = URLError(.timedOut)
print(timeout)
print(timeout.code, timeout.code.rawValue, URLError.errorDomain)
print(URLError.Code(rawValue: -1009) as Any)
print(URLError.Code(rawValue: 7) as Any)
print(timeout == URLError(.timedOut), timeout == URLError(.cancelled))
// expect: Error Domain=NSURLErrorDomain Code=-1001 "(null)"
// expect: timedOut -1001 NSURLErrorDomain
// expect: Optional(Foundation.URLError.Code.notConnectedToInternet)
// expect: nil
// expect: true false

let plain = NSError(domain: "Cart", code: 2)
print(plain)
print(plain.localizedDescription)
print(plain.userInfo.isEmpty, plain == NSError(domain: "Cart", code: 2))
let described = NSError(domain: "Cart", code: 3, userInfo: [NSLocalizedDescriptionKey: "Out of stock"])
print(described)
print(String(describing: described))
// expect: Error Domain=Cart Code=2 "(null)"
// expect: The operation could not be completed. (Cart error 2.)
// expect: true true
// expect: Error Domain=Cart Code=3 "(null)"UserInfo={NSLocalizedDescription=Out of stock}
// expect: Error Domain=Cart Code=3 "(null)"UserInfo={NSLocalizedDescription=Out of stock}

// A Swift error is no NSError on Linux: `as? NSError` fails.
enum CartError: Error { case empty }
let thrown: Error = CartError.empty
print(thrown as? NSError == nil, thrown is URLError)
// expect: true false
