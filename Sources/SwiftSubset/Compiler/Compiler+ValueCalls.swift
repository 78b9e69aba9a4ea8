/// Calls of function values: closures, method references, a type's
/// metatype called as `Self(…)`.
extension Compiler {
    /// Calls a function value (closure, method reference) with positional
    /// arguments; labels are not part of a function type.
    ///
    /// `isClosureVariable`: the callee is a variable holding a closure (not
    /// a function declared with `func`, whose labels it keeps), so
    /// arguments with labels are refused ("extraneous argument label 'x:'
    /// in call").
    func compileValueCall(_ callee: Compiled, _ arguments: [Argument], at position: SourcePosition,
                          declaredResult: StaticType? = nil, isClosureVariable: Bool = false) -> Compiled {
        var expected: [StaticType]?
        var result = declaredResult ?? .unknown
        if case .function(let params, let r) = callee.type {
            expected = params
            result = r
            // `add(1)` for a closure of two parameters: a function value's
            // parameters have no labels and no defaults.
            let labelled = isClosureVariable && arguments.contains { $0.label != nil && !$0.isTrailingClosure }
            if arguments.count != params.count || labelled,
               refuseArguments(params.map { Signature.Parameter(label: nil, type: $0) }, arguments, at: position) {
                return failed(position)
            }
        } else if case .metatype(let instance) = callee.type {
            result = instance   // `Self(…)`, `type(of: x).init(…)`: the type's instance
        } else if refuseNonFunctionCall(callee.type, at: position) {
            return failed(position)
        }
        // A function value's parameter types are certain where its type is
        // known all the way down (`let double = { (x: Int) in x * 2 }`):
        // `double("a")` is refused at the argument, as swiftc refuses it.
        let certain = expected.map { $0.count == arguments.count && callee.type.isFullyKnown } ?? false
        let codes = compileArguments(arguments, expected: expected, checked: { _ in certain })
        let site = CallSite(arguments: codes, position: position)
        let rt = self.rt
        let eval = callee.eval
        let library = self.library
        return Compiled(eval: { f throws(Unwind) in
            let value = try eval(f)
            // (`value` keeps the function alive while it runs, also if the
            // call reassigns the variable it came from.)
            if case .function(let function) = value { return try rt.callValue(function, site: site, frame: f) }
            if case .type(let type) = value { return try rt.construct(type, site: site, frame: f) }
            guard let function = value.unwrapped?.asFunction else {
                throw .trap(Trap(message: LanguageMessages.notCallable(library.typeName(of: value)), position: position))
            }
            return try rt.callValue(function, site: site, frame: f)
        }, type: result)
    }
}
