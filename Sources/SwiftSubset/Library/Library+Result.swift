/// `Result`'s transforms: `map` and `flatMap` on the success value,
/// `mapError` and `flatMapError` on the failure; the other side passes
/// through untouched.
extension Library {
    func installResultMethods() {
        guard let result = types["Result"] else { return }
        func make(_ caseIndex: Int, _ payload: Value) -> Value {
            .enumeration(EnumValue(type: result, caseIndex: caseIndex, payload: [payload]))
        }
        // (name, the case it transforms, whether the closure returns a Result)
        for (name, side, flattens) in [("map", 0, false), ("flatMap", 0, true), ("mapError", 1, false), ("flatMapError", 1, true)] {
            method(result, "\(name)(_:)") { rt, v, args, at throws(Unwind) in
                guard case .enumeration(let e) = v, e.type === result, let payload = e.payload.first else {
                    throw .trap(Trap(message: LanguageMessages.expected("a Result"), position: at))
                }
                guard e.caseIndex == side else { return v }
                let transformed = try rt.call(try Library.function(args[0], at), [payload], at: at)
                return flattens ? transformed : make(side, transformed)
            }
        }
    }
}
