/// How a call passes its arguments: straight into the callee's frame, and
/// the default values it fills in (moved from `Compiler+Calls.swift`).
extension Compiler {
    /// Whether a call can evaluate its arguments straight into the callee's
    /// frame (`Runtime.directFrame`): each argument to the parameter in its
    /// place, none converted, none `inout`. The callee's parameters must
    /// also be plain, which is known only once its body is compiled.
    static func isDirect(_ plan: ArgumentPlan, _ signature: Signature, _ site: CallSite) -> Bool {
        plan.isPositional && !signature.needsCoercion && !site.hasInout
    }

    func defaultsProvider(_ function: CompiledFunction, rt: Runtime) -> (Int) throws(Unwind) -> Value {
        { p throws(Unwind) in
            guard let thunk = function.parameters[p].defaultValue else { return .void }
            return try rt.evaluate(thunk, selfValue: nil)
        }
    }
}
