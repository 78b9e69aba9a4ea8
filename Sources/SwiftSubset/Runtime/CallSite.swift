/// One argument of a call, compiled every way the callee might want it.
struct ArgumentCode {
    let label: String?
    let isTrailingClosure: Bool
    let eval: Eval
    /// `&x`: read before the call, written back after (copy-in, copy-out).
    let lvalue: LValue?
    /// For an `@autoclosure` parameter: a closure evaluating the
    /// argument later, in the caller's frame.
    let autoclosure: (Frame) -> FunctionValue
    let position: SourcePosition
    let type: StaticType
}

/// An argument's code as a struct field: a closure stored in an array
/// directly is kept at its most general abstraction and called through a
/// thunk; inside a struct it keeps its own.
struct ArgumentEval {
    let eval: Eval
}

/// A call site: its arguments, and plans cached per callee. The compiler
/// makes one per call; the runtime gathers arguments through it when the
/// callee is known only at run time (function values, dynamic dispatch).
final class CallSite {
    let arguments: [ArgumentCode]
    /// Each argument's `eval` alone: the fast path reads these without
    /// copying (and retaining) every closure of an `ArgumentCode`.
    let evals: [ArgumentEval]
    let labels: [String?]
    let trailing: [Bool]
    let position: SourcePosition
    /// Some argument is `&x`.
    let hasInout: Bool
    /// Plans by callee; the callee is retained so its identifier is
    /// never reused for another object. Most sites only ever have one
    /// callee (the compiler's choice), kept apart from the table, which
    /// then stays empty: no table is made and no identifier hashed for it.
    private var firstPlan: (id: ObjectIdentifier, callee: AnyObject, plan: ArgumentPlan)?
    private var plans: [ObjectIdentifier: (callee: AnyObject, plan: ArgumentPlan)] = [:]
    var positionalCache: CallSite?
    /// The parameter types of the overload the compiler chose, when the
    /// callee is found at run time among overloads with the same labels
    /// (`subscript(key: String)` beside `subscript(index: Int)`).
    var preferredParameterTypes: [StaticType]?
    /// With `preferredParameterTypes`, for a method: the chosen overload's
    /// result type, so that a subclass's overload differing only in its
    /// result (`report(_: Int) -> Int` beside the override of
    /// `report(_: Int) -> String`) is not taken for the override.
    var preferredResultType: StaticType?
    /// The overload the compiler chose, when overloads with the same labels
    /// also have the same parameter types here (`subscript(_: Range<Int>)`
    /// beside `subscript(_: ClosedRange<Int>)`).
    var preferredFunction: CompiledFunction?

    init(arguments: [ArgumentCode], position: SourcePosition) {
        self.arguments = arguments
        self.evals = arguments.map { ArgumentEval(eval: $0.eval) }
        self.hasInout = arguments.contains { $0.lvalue != nil }
        self.labels = arguments.map(\.label)
        self.trailing = arguments.map(\.isTrailingClosure)
        self.position = position
    }

    func plan(for key: AnyObject, _ signature: () -> Signature) -> ArgumentPlan? {
        let id = ObjectIdentifier(key)
        if let first = firstPlan, first.id == id { return first.plan }
        if let entry = plans[id] { return entry.plan }
        guard let plan = ArgumentPlan.match(labels: labels, trailing: trailing, to: signature()) else { return nil }
        let callee: AnyObject = key !== self ? key : NativeIdentity()
        if firstPlan == nil { firstPlan = (id, callee, plan) } else { plans[id] = (callee, plan) }
        return plan
    }

    /// Evaluates the arguments in source order and arranges them in
    /// parameter order. `inout` arguments are read here; `writeBack`
    /// stores their final values.
    func gather(_ plan: ArgumentPlan, _ signature: Signature, _ f: Frame, rt: Runtime,
                defaults: (Int) throws(Unwind) -> Value) throws(Unwind) -> [Value] {
        if plan.isPositional && !signature.needsCoercion {
            // Every argument to the parameter in its place, as is.
            var values: [Value] = []
            values.reserveCapacity(evals.count)
            for i in evals.indices {
                values.append(try evals[i].eval(f))
                rt.heap.drain()
            }
            return values
        }
        var byArgument = [Value](repeating: .void, count: arguments.count)
        var autoclosed = Set<Int>()
        for (p, source) in plan.sources.enumerated() where signature.parameters[p].isAutoclosure {
            if case .argument(let a) = source { autoclosed.insert(a) }
        }
        for (i, argument) in arguments.enumerated() {
            if autoclosed.contains(i) {
                let closure = argument.autoclosure(f)
                closure.isAutoclosure = true
                byArgument[i] = .function(closure)
            } else {
                byArgument[i] = try argument.eval(f)
                rt.heap.drain()
            }
        }
        var values: [Value] = []
        values.reserveCapacity(plan.sources.count)
        for (p, source) in plan.sources.enumerated() {
            let parameter = signature.parameters[p]
            var value: Value
            switch source {
            case .argument(let a): value = byArgument[a]
            case .defaultValue:
                values.append(try defaults(p))
                continue
            case .variadic(let list): value = .array(list.map { byArgument[$0] })
            }
            if parameter.type == .double, case .int(let n) = value { value = .double(Double(n)) }
            if parameter.type.isOptional, !parameter.isAutoclosure { value = Value.wrapOptional(value) }
            values.append(value)
        }
        return values
    }

    /// After the call: `inout` arguments take their parameters' final values.
    func writeBack(_ plan: ArgumentPlan, _ values: [Value], _ f: Frame) throws(Unwind) {
        for (p, source) in plan.sources.enumerated() {
            guard case .argument(let a) = source, let lvalue = arguments[a].lvalue else { continue }
            try lvalue.set(f, values[p])
        }
    }
}

extension CallSite {
    /// The same arguments with their labels dropped (function values).
    static func positional(_ site: CallSite) -> CallSite {
        if let cached = site.positionalCache { return cached }
        let arguments = site.arguments.map {
            ArgumentCode(label: nil, isTrailingClosure: false, eval: $0.eval, lvalue: $0.lvalue,
                                  autoclosure: $0.autoclosure, position: $0.position, type: $0.type)
        }
        let positional = CallSite(arguments: arguments, position: site.position)
        site.positionalCache = positional
        return positional
    }
}
