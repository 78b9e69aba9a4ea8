// libStateLabFrontend: the Swift frontend (the toolchain's SwiftParser,
// StateLab's lowering) as a shared library the statelab executable loads
// only when it must parse Swift (SwiftSubsetAST's OnDemandLibrary).
import SwiftSubsetFrontend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Answers one request (`FrontendWire`): writes a `malloc`ed response to
/// `response`, which the caller frees, and returns its length (-1 when no
/// memory could be had).
@_cdecl("statelab_frontend_exchange")
public func statelabFrontendExchange(
    _ request: UnsafePointer<UInt8>?, _ length: Int, _ response: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?
) -> Int {
    let answer = FrontendService.respond(to: UnsafeBufferPointer(start: request, count: request == nil ? 0 : max(0, length)))
    guard let memory = malloc(max(1, answer.count)) else { return -1 }
    answer.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress ?? UnsafeRawPointer(memory), byteCount: answer.count) }
    response?.pointee = memory.assumingMemoryBound(to: UInt8.self)
    return answer.count
}
