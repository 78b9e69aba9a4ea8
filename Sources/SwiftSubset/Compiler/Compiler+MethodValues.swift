/// Methods used as values without being called.
extension Compiler {
    /// `Counter.current`: an instance method taken from the type, a
    /// function from an instance to the method bound to it.
    func compileUnappliedMethod(_ info: TypeInfo, _ name: String, _ member: Member, _ function: CompiledFunction,
                                at position: SourcePosition) -> Compiled {
        let rt = self.rt
        let value = Value.function(FunctionValue(.native(name: info.name + "." + name) { _, args throws(Unwind) in
            guard let receiver = args.first else {
                throw .trap(Trap(message: LanguageMessages.cannotCall(name, arguments: 0), position: position))
            }
            return try rt.readMember(receiver, member, name, at: position)
        }))
        let method: StaticType = .function(function.parameters.map(\.type), function.resultType)
        return constant(value, .function([instanceType(of: info)], method))
    }
}
