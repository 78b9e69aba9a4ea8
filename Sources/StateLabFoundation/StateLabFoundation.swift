// libStateLabFoundation: Foundation's internationalized half (dates, time
// zones, numbers, locale-aware comparison — ICU behind them) as a shared
// library that statelab loads only when a program needs it
// (SwiftSubsetAST's OnDemandLibrary and FoundationBridge).
import Foundation
import SwiftSubsetAST

/// Answers one `FoundationRequest`: writes a `malloc`ed answer to
/// `response`, which the caller frees, and returns its length (-1 when the
/// request cannot be read or no memory could be had).
@_cdecl("statelab_foundation_exchange")
public func statelabFoundationExchange(
    _ request: UnsafePointer<UInt8>?, _ length: Int, _ response: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?
) -> Int {
    let buffer = UnsafeBufferPointer(start: request, count: request == nil ? 0 : max(0, length))
    guard let question = try? FoundationRequest(bytes: buffer) else { return -1 }
    let answer = FoundationAnswers.answer(question).bytes
    guard let memory = malloc(max(1, answer.count)) else { return -1 }
    answer.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress ?? UnsafeRawPointer(memory), byteCount: answer.count) }
    response?.pointee = memory.assumingMemoryBound(to: UInt8.self)
    return answer.count
}
