import SwiftSubsetAST

/// Asking Foundation's internationalized half (`FoundationBridge`): a
/// library that cannot be loaded stops the program at the call, saying
/// what is missing and how to build it.
extension Library {
    package static func foundation(_ request: FoundationRequest, at: SourcePosition?) throws(Unwind) -> FoundationAnswer {
        switch FoundationBridge.ask(request) {
        case .success(let answer): return answer
        case .failure(let why): throw .trap(Trap(message: LanguageMessages.foundationUnavailable(why.description), position: at))
        }
    }

    /// Foundation's answer as text (nil when it answered nil).
    package static func foundationText(_ request: FoundationRequest, at: SourcePosition?) throws(Unwind) -> String? {
        switch try foundation(request, at: at) {
        case .text(let text): return text
        case .none: return nil
        default: throw .fault(InternalFault("Foundation answered \(request) with something other than text", at: at))
        }
    }
}
