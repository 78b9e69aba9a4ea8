import Scheduling

/// Native members' signatures (`"append(contentsOf:)"`) read once per
/// process: every session installs the same library, and reading the same
/// few hundred specs again for each one was a good part of starting a
/// session.
final class SignatureCache: @unchecked Sendable {
    static let shared = SignatureCache()

    private var parsed: [String: (name: String, signature: Signature?)] = [:]
    private let lock = HostLock()

    func signature(for spec: String, parse: () -> (name: String, signature: Signature?)) -> (name: String, signature: Signature?) {
        lock.lock()
        if let known = parsed[spec] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let result = parse()
        lock.lock()
        parsed[spec] = result
        lock.unlock()
        return result
    }
}
