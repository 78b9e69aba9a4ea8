/// Foundation's internationalized half as the interpreter asks it: a
/// `FoundationRequest` goes as bytes to `libStateLabFoundation` (loaded
/// the first time a program formats a date or a number, or compares
/// strings by locale) and Foundation's answer comes back.
package enum FoundationBridge {
    private static let installed = Locked<(any ByteExchange)?>(nil)

    /// Sends requests to `exchange` from now on (a process that links the
    /// answers in calls them directly).
    package static func use(_ exchange: any ByteExchange) {
        installed.change { $0 = exchange }
    }

    private static let setAnswers = Locked<[String: [UInt32: Bool]]>([:])

    /// Whether Foundation's predefined character set `name` holds
    /// `scalar`, remembered per process; nil when the library cannot be
    /// had.
    package static func namedSet(_ name: String, contains scalar: UInt32) -> Bool? {
        var remembered: Bool?
        setAnswers.change { remembered = $0[name]?[scalar] }
        if let remembered { return remembered }
        guard case .success(.flag(let answer)) = ask(.namedSetContains(set: name, scalar: scalar)) else { return nil }
        setAnswers.change { $0[name, default: [:]][scalar] = answer }
        return answer
    }

    /// Foundation's answer, or why there is none (the library is missing:
    /// a message for whoever installed StateLab).
    package static func ask(_ request: FoundationRequest) -> Result<FoundationAnswer, ExchangeUnavailable> {
        let exchange = installed.read(\.self) ?? DefaultServices.foundation
        switch exchange.exchange(request.bytes) {
        case .failure(let why):
            return .failure(why)
        case .success(let bytes):
            do throws(WireError) {
                return .success(try bytes.withUnsafeBufferPointer { buffer throws(WireError) in try FoundationAnswer(bytes: buffer) })
            } catch {
                return .failure(ExchangeUnavailable("the Foundation library's answer cannot be read: \(error.description)"))
            }
        }
    }
}
