/// `.horizontal`, `.title`, `.system(size: 20)` written where the library
/// expects its `tokenType`: a member the library accepts without modelling
/// it, kept as written (styling arguments have no effect in StateLab).
package final class TokenValue: NativeObject {
    let text: String
    package init(_ text: String) { self.text = text }
    package override var typeName: String { "Token" }
    package override var description: String { text }
}

extension Library {
    /// How a token argument reads when shown: `.horizontal`, `20`, `.red`,
    /// `width: 10` for a labelled one.
    package func describeToken(_ value: Value, rt: Runtime) throws(Unwind) -> String {
        switch value {
        case .native(let n):
            if let token = n as? TokenValue { return token.text }
            if let labeled = n as? LabeledArgument { return "\(labeled.label): " + (try describeToken(labeled.value, rt: rt)) }
            return n.description
        case .function: return "{ … }"
        default: return try debugDescribe(value, rt: rt, at: nil)
        }
    }
}
