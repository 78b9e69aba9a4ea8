/// Every learner-facing message the language produces, in one place (with
/// `LanguageMessages+TypeCheck.swift` and `LanguageMessages+Traps.swift`), each
/// with its id: the interpreter's own, lowering's, the compiler's, and the
/// runtime's and library's traps. Swift's own wording where Swift has one.
///
/// Internal inconsistencies are not here: they are `InternalFault`s and
/// read "internal error, please report: …".
package enum LanguageMessages {
    static func m(_ id: String, _ text: String) -> Message { Message(MessageID(id), text) }

    // MARK: - Interpreter

    static let waitingForever = m("interpreter.waitingForever",
        "stopped: the program is waiting for something that will never happen (an await nothing can resume)")
    static func internalError(_ what: String) -> Message {
        Message(.internalError, "internal error, please report: \(what)")
    }

    // MARK: - The sandbox

    static func stepBudget(_ steps: Int) -> Message {
        m("sandbox.stepBudget", "stopped: more than \(steps) steps — is there an endless loop?")
    }
    static func callDepth(_ depth: Int) -> Message {
        m("sandbox.callDepth", "stopped: calls nested more than \(depth) deep — is there endless recursion?")
    }
    static let interrupted = m("sandbox.interrupted", "interrupted")
    /// Formatting a date or number, or comparing strings by locale, needs
    /// Foundation's library, which could not be loaded (why is given).
    static func foundationUnavailable(_ why: String) -> Message { m("interpreter.foundationUnavailable", why) }

    // MARK: - Lowering

    // Lowering's own messages are made in the frontend (LoweringMessages);
    // these two are shared with it or decided here.
    static func unsupported(_ construct: String) -> Message { .unsupported(construct) }
    /// Checked when a lowered program's imports are read against the
    /// libraries installed (lowering does not know them).
    static func unknownModule(_ name: String) -> Message { m("lowering.unknownModule", "no such module '\(name)'") }
    static let expectedOneExpression = m("lowering.expectedOneExpression", "expected one expression, such as DetailView(id: 1)")

    // MARK: - Names and types

    /// An integer literal above `Int.max` where no unsigned 64-bit type
    /// takes it (`let x = 0xFFFF_FFFF_FFFF_FFFF`).
    static func integerLiteralOverflow(_ literal: String, into type: String) -> Message {
        m("compiler.integerLiteralOverflow", "integer literal '\(literal)' overflows when stored into '\(type)'")
    }
    static let mainBesideTopLevelCode = m("compiler.mainBesideTopLevelCode",
        "'main' attribute cannot be used in a module that contains top-level code")
    static func cannotFindInScope(_ name: String) -> Message { m("compiler.cannotFindInScope", "cannot find '\(name)' in scope") }
    static func typeClosesOverOuterValue(_ kind: String, _ name: String) -> Message {
        m("compiler.typeClosesOverOuterValue", "\(kind) declaration cannot close over value '\(name)' defined in outer scope")
    }
    static func cannotFindTypeInScope(_ name: String) -> Message {
        m("compiler.cannotFindTypeInScope", "cannot find type '\(name)' in scope")
    }
    static func notAMemberType(_ component: String, of type: String) -> Message {
        m("compiler.notAMemberType", "'\(component)' is not a member type of '\(type)'")
    }
    static func typeHasNoMember(_ type: String, _ name: String) -> Message {
        m("compiler.typeHasNoMember", "type '\(type)' has no member '\(name)'")
    }
    static func forceUnwrapNonOptional(_ type: String) -> Message {
        m("compiler.forceUnwrapNonOptional", "cannot force unwrap value of non-optional type '\(type)'")
    }
    static let nonVoidReturnInVoidFunction = m("compiler.nonVoidReturnInVoidFunction",
        "unexpected non-void return value in void function")
    static func weakNotOptional(_ optionalType: String) -> Message {
        m("compiler.weakNotOptional", "'weak' variable should have optional type '\(optionalType)'")
    }
    static func forInOverNonSequence(_ type: String) -> Message {
        m("compiler.forInOverNonSequence", "for-in loop requires '\(type)' to conform to 'Sequence'")
    }
    static let enumRawTypeWithPayload = m("compiler.enumRawTypeWithPayload", "enum with raw type cannot have cases with arguments")
    static func localUsedBeforeDeclaration(_ name: String) -> Message {
        m("compiler.localUsedBeforeDeclaration", "use of local variable '\(name)' before its declaration")
    }
    static func invalidRedeclaration(_ name: String) -> Message {
        m("compiler.invalidRedeclaration", "invalid redeclaration of '\(name)'")
    }
    static let missingReturnValue = m("compiler.missingReturnValue", "non-void function should return a value")
    static let continueOutsideLoop = m("compiler.continueOutsideLoop", "'continue' is only allowed inside a loop")
    static let breakOutsideLoopOrSwitch = m("compiler.breakOutsideLoopOrSwitch",
        "unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do")
    static func instanceMemberOnType(_ name: String, _ type: String) -> Message {
        m("compiler.instanceMemberOnType",
          "instance member '\(name)' cannot be used on type '\(type)'; did you mean to use a value of this type instead?")
    }
    static let typeAnnotationMissing = m("compiler.typeAnnotationMissing", "type annotation missing in pattern")
    static func noMember(_ type: String, _ name: String) -> Message {
        m("compiler.valueHasNoMember", "value of type '\(type)' has no member '\(name)'")
    }
    static func cannotInferContextualBase(_ name: String) -> Message {
        m("compiler.cannotInferContextualBase", "cannot infer contextual base in reference to member '\(name)'")
    }
    /// `let f = Optional.none`: nothing says what the optional wraps.
    static func genericParameterNotInferred(_ parameter: String) -> Message {
        m("compiler.genericParameterNotInferred", "generic parameter '\(parameter)' could not be inferred")
    }
    /// `print(xs.lazy.map { … })`, `type(of:)` of it: swiftc names the
    /// lazy wrappers by what they wrap (`LazyMapSequence<Array<Int>, Int>`).
    /// `print(zip(a, b))`, `type(of: xs.enumerated())`: swiftc shows the
    /// wrapper type and its stored parts; StateLab holds the elements.
    static func sequenceWrapperShown(_ wrapper: String) -> Message {
        .unsupported("showing a whole \(wrapper) or its type (swiftc writes \(wrapper)<…> with its stored parts, "
                     + "not its elements) — use its elements, Array(…) or a for-in loop")
    }
    /// `zip(a, b).first`: a Sequence has no `first` property, so swiftc
    /// reads the name as the method `first(where:)`.
    static func sequenceFirstAsMethod(_ type: String) -> Message {
        .unsupported("'first' of a \(type), which is a Sequence, not a Collection: swiftc reads it as the method "
                     + "first(where:) — use first(where:), or Array(…).first")
    }
    static let lazySequenceShown = Message.unsupported(
        "showing a lazy sequence or its type (swiftc writes LazySequence<Base>, LazyMapSequence<Base, Element>, "
        + "LazyFilterSequence<Base>, with their base) — use its elements, Array(xs.lazy.map { … })")
    static func memberWithoutContextualType(_ name: String) -> Message {
        m("compiler.memberWithoutContextualType", "reference to member '\(name)' cannot be resolved without a contextual type")
    }
    static func ambiguousUseOf(_ name: String) -> Message {
        m("compiler.ambiguousUseOf", "ambiguous use of '\(name)'")
    }
    static func ambiguousUse(_ name: String, candidates: [String]) -> Message {
        m("compiler.ambiguousUse", "ambiguous use of '\(name)' (\(candidates.joined(separator: ", ")))")
    }
    static func unknownAttribute(_ name: String) -> Message { m("compiler.unknownAttribute", "unknown attribute '\(name)'") }
    static func inheritsFromItself(_ type: String) -> Message {
        m("compiler.inheritsFromItself", "'\(type)' inherits from itself")
    }
    static func inheritanceFromNonProtocol(_ type: String) -> Message {
        m("compiler.inheritanceFromNonProtocol", "inheritance from non-protocol type '\(type)'")
    }
    static func cannotExtend(_ type: String) -> Message { m("compiler.cannotExtend", "cannot extend '\(type)'") }
    static let enumRawValueNotLiteral = m("compiler.enumRawValueNotLiteral", "raw value for enum case must be a literal")
    static let storedPropertyInEnum = m("compiler.storedPropertyInEnum", "enums must not contain stored properties")
    static let storedPropertyInExtension = m("compiler.storedPropertyInExtension", "extensions must not contain stored properties")
    static func genericRequirement(_ generic: String, _ type: String, _ requirement: String) -> Message {
        m("compiler.genericRequirement", "generic struct '\(generic)' requires that '\(type)' conform to '\(requirement)'")
    }
    static let wrapperOnLet = m("compiler.wrapperOnLet", "property wrapper can only be applied to a 'var'")
    static let publishedOutsideClass = m("compiler.publishedOutsideClass",
        "'wrappedValue' is unavailable: @Published is only available on properties of classes")

    // MARK: - Calls and construction

    static func noExactMatches(_ name: String) -> Message { m("compiler.noExactMatches", "no exact matches in call to '\(name)'") }
    static func noExactMatchesGlobal(_ name: String) -> Message {
        m("compiler.noExactMatchesGlobal", "no exact matches in call to global function '\(name)'")
    }
    static func noExactMatchesMethod(_ name: String) -> Message {
        m("compiler.noExactMatchesMethod", "no exact matches in call to instance method '\(name)'")
    }
    static func noExactMatchesStatic(_ name: String) -> Message {
        m("compiler.noExactMatchesStatic", "no exact matches in call to static method '\(name)'")
    }
    /// swiftc names no initializer here, and ends the sentence with a space.
    static let noExactMatchesInitializer = m("compiler.noExactMatchesInitializer", "no exact matches in call to initializer ")
    /// A subscript whose index type no argument fits (`xs.reversed()[0]`); with swiftc's space.
    static let noExactMatchesSubscript = m("compiler.noExactMatchesSubscript", "no exact matches in call to subscript ")
    static func candidateNote(_ signature: String) -> String { "candidate: \(signature)" }
    static let argumentToCallWithoutParameters = m("compiler.argumentToCallWithoutParameters",
        "argument passed to call that takes no arguments")
    // `site` is "call", or "subscript" for `grid[row: 1]`.
    static func missingArgumentLabels(_ labels: String, count: Int, in site: String = "call") -> Message {
        m("compiler.missingArgumentLabels", "missing argument label\(count == 1 ? "" : "s") '\(labels)' in \(site)")
    }
    static func extraneousArgumentLabels(_ labels: String, count: Int, in site: String = "call") -> Message {
        m("compiler.extraneousArgumentLabels", "extraneous argument label\(count == 1 ? "" : "s") '\(labels)' in \(site)")
    }
    static func incorrectArgumentLabels(have: String, expected: String, count: Int, in site: String = "call") -> Message {
        m("compiler.incorrectArgumentLabels",
          "incorrect argument label\(count == 1 ? "" : "s") in \(site) (have '\(have)', expected '\(expected)')")
    }
    /// `parameter` is `'name'` or `#2` (an unlabelled one, by position).
    static func missingArgument(_ parameter: String, in site: String = "call") -> Message {
        m("compiler.missingArgument", "missing argument for parameter \(parameter) in \(site)")
    }
    /// `parameters`: `'row', 'col'` (an unlabelled one `#2`).
    static func missingArguments(_ parameters: String, in site: String = "call") -> Message {
        m("compiler.missingArguments", "missing arguments for parameters \(parameters) in \(site)")
    }
    static func extraArgument(_ label: String?, in site: String = "call") -> Message {
        m("compiler.extraArgument", label.map { "extra argument '\($0)' in \(site)" } ?? "extra argument in \(site)")
    }
    static func extraArguments(_ positions: String, in site: String = "call") -> Message {
        m("compiler.extraArguments", "extra arguments at positions \(positions) in \(site)")
    }
    /// `max(a, b)` inside a type with a `max` method (`Compiler+ShadowedGlobals.swift`).
    static func methodShadowsGlobal(_ name: String, _ global: String) -> Message {
        m("compiler.methodShadowsGlobal",
          "use of '\(name)' refers to instance method rather than global function '\(global)' in module 'Swift'")
    }
    static let useSwiftQualifiedNote = "use 'Swift.' to reference the global function in module 'Swift'"
    /// `let items = [1, "a"]` (`Compiler+HeterogeneousLiterals.swift`).
    static func heterogeneousLiteral(_ type: String) -> Message {
        m("compiler.heterogeneousLiteral",
          "heterogeneous collection literal could only be inferred to '\(type)'; add explicit type annotation if this is intentional")
    }
    /// `max(count, 2.5)`: two types for `max<T>`'s one `T`.
    static func conflictingGenericArguments(_ parameter: String, _ first: String, _ second: String) -> Message {
        m("compiler.conflictingGenericArguments", "conflicting arguments to generic parameter '\(parameter)' ('\(first)' vs. '\(second)')")
    }
    /// `bump(&n, &n)`.
    static let inoutArgumentsAlias = m("compiler.inoutArgumentsAlias", "inout arguments are not allowed to alias each other")
    /// `swap(&xs[0], &xs[1])`, `g(&d["a"], &d["b"])`.
    static func overlappingAccesses(_ name: String, swapAt: Bool) -> Message {
        m("compiler.overlappingAccesses", "overlapping accesses to '\(name)', but modification requires exclusive access; "
          + (swapAt ? "consider calling MutableCollection.swapAt(_:_:)" : "consider copying to a local variable"))
    }
    static func noAccessibleInitializers(_ type: String) -> Message {
        m("compiler.noAccessibleInitializers", "'\(type)' cannot be constructed because it has no accessible initializers")
    }
    static func cannotConstruct(_ type: String) -> Message { m("compiler.cannotConstruct", "cannot construct '\(type)'") }
    static func cannotInstantiate(_ type: String) -> Message {
        m("compiler.cannotInstantiate", "type '\(type)' cannot be instantiated")
    }
    static let escapingClosureCapturesMutatingSelf = m("typecheck.escapingClosureCapturesMutatingSelf",
                                                      "escaping closure captures mutating 'self' parameter")
    static let escapingLocalFunctionCapturesMutatingSelf = m("typecheck.escapingLocalFunctionCapturesMutatingSelf",
                                                            "escaping local function captures mutating 'self' parameter")
    static func escapingCapturesInout(_ what: String, _ name: String) -> Message {
        m("typecheck.escapingCapturesInout", "escaping \(what) captures 'inout' parameter '\(name)'")
    }
    static let objectIdentifierOfValue = m("runtime.objectIdentifierOfValue",
                                           "ObjectIdentifier identifies a class instance or a type, not a value")
    static func noInitializerTakes(_ type: String) -> Message {
        m("runtime.noInitializerTakes", "no initializer of '\(type)' takes these arguments")
    }
    static func wrongArgumentCount(_ function: String) -> Message {
        m("runtime.wrongArgumentCount", "wrong number of arguments in call to '\(function)'")
    }
    static func cannotCall(_ name: String, arguments: Int) -> Message {
        m("runtime.cannotCall", "cannot call '\(name)' with \(arguments) arguments")
    }
    static func notCallable(_ type: String) -> Message {
        m("runtime.notCallable", "cannot call value of non-function type '\(type)'")
    }
    static func operatorArity(_ name: String) -> Message {
        m("runtime.operatorArity", "operator '\(name)' needs one or two operands")
    }
    static func mutatingMemberOnImmutableValue(_ name: String) -> Message {
        m("compiler.mutatingMemberOnImmutableValue", "cannot use mutating member on immutable value: '\(name)' changes its receiver")
    }
    static func mutatingMemberOnImmutableValueOfType(_ type: String) -> Message {
        m("compiler.mutatingMemberOnImmutableValueOfType", "cannot use mutating member on immutable value of type '\(type)'")
    }
    /// `let f = counter.bump` of a struct's `mutating` method, `xs.append`.
    static let mutatingMethodAsValue = m("compiler.mutatingMethodAsValue", "cannot reference 'mutating' method as function value")
    static func mutatingMemberOfType(_ name: String) -> Message {
        m("compiler.mutatingMemberOfType", "cannot reference mutating member '\(name)' of a type")
    }
    static func controlFlowInResultBuilder(_ builder: String) -> Message {
        m("compiler.controlFlowInResultBuilder",
          "closure containing control flow statement cannot be used with result builder '\(builder)'")
    }

    // MARK: - self, super, assignment

    static let selfNotInScope = m("compiler.selfNotInScope", "cannot find 'self' in scope")
    static let superInRootClass = m("compiler.superInRootClass", "'super' members cannot be referenced in a root class")
    static let superOutsideSubclass = m("compiler.superOutsideSubclass", "'super' cannot be used outside of a class with a superclass")
    static let noMatchingSuperInit = m("compiler.noMatchingSuperInit", "no exact matches in call to 'super.init'")
    static func noMatchingSuperCall(_ name: String) -> Message {
        m("compiler.noMatchingSuperCall", "no exact matches in call to 'super.\(name)'")
    }
    static let discardOutsideAssignment = m("compiler.discardOutsideAssignment",
        "'_' can only appear in a pattern or on the left side of an assignment")
    static let branchesNeedSingleExpression = m("compiler.branchesNeedSingleExpression",
        "'if' and 'switch' used as expressions need a single expression in each branch")
    static let cannotAssignToSelf = m("compiler.cannotAssignToSelf", "cannot assign to 'self'")
    static func cannotAssignToMethodValue(_ name: String) -> Message {
        m("compiler.cannotAssignToMethodValue", "cannot assign to value: '\(name)' is a method")
    }
    static func cannotAssignToType(_ name: String, _ type: String) -> Message {
        m("compiler.cannotAssignToType", "cannot assign to '\(name)' of type '\(type)'")
    }
    static let cannotAssignToExpression = m("compiler.cannotAssignToExpression", "cannot assign to this expression")
    static func cannotAssignToImmutableProperty(_ name: String) -> Message {
        m("runtime.cannotAssignToImmutableProperty", "cannot assign to property: '\(name)' of an immutable value")
    }
    static func cannotMutateImmutableProperty(_ name: String) -> Message {
        m("runtime.cannotMutateImmutableProperty", "cannot mutate property '\(name)' of an immutable value")
    }
    /// Found at compile time: no path through the body returns.
    static func missingReturnInBody(_ kind: String, _ type: String) -> Message {
        m("compiler.missingReturn", "missing return in \(kind) expected to return '\(type)'")
    }
    static let returnLastExpressionNote = "did you mean to return the last expression?"
    static let opaqueResultWithoutReturn = m(
        "compiler.opaqueResultWithoutReturn",
        "function declares an opaque return type, but has no return statements in its body from which to infer an underlying type")
    static func opaqueBranchesMismatch(_ first: String, _ other: String) -> Message {
        m("compiler.opaqueBranchesMismatch", "branches have mismatching types '\(first)' and '\(other)'")
    }
    static func opaqueTernaryMismatch(_ first: String, _ other: String) -> Message {
        m("compiler.opaqueTernaryMismatch", "result values in '? :' expression have mismatching types '\(first)' and '\(other)'")
    }
    static func opaqueReturnsMismatch(_ opaque: String) -> Message {
        m("compiler.opaqueReturnsMismatch",
          "function declares an opaque return type '\(opaque)', but the return statements in its body do not have matching underlying types")
    }
    static func opaqueReturnTypeNote(_ type: String) -> String {
        "return statement has underlying type '\(type)'"
    }
    static func doesNotConform(_ type: String, _ proto: String) -> Message {
        m("compiler.doesNotConform", "type '\(type)' does not conform to protocol '\(proto)'")
    }
    static func opaqueReturnDoesNotConform(_ owner: String, _ type: String, _ required: String) -> Message {
        m("compiler.opaqueReturnDoesNotConform", "return type of \(owner) requires that '\(type)' conform to '\(required)'")
    }
    static func missingReturn(_ kind: String, _ type: String) -> Message {
        m("runtime.missingReturn", "missing return in \(kind) expected to return '\(type)'")
    }
    static func getOnlyProperty(_ name: String) -> Message {
        m("runtime.getOnlyProperty", "cannot assign to property: '\(name)' is a get-only property")
    }
    static func cannotAssignToProjection(_ name: String) -> Message {
        m("runtime.cannotAssignToProjection", "cannot assign to '$\(name)'")
    }
    static func cannotAssignToMethod(_ name: String) -> Message {
        m("runtime.cannotAssignToMethod", "cannot assign to method '\(name)'")
    }

    // MARK: - Mutability (swiftc's words: the place, then why it cannot change)

    /// `c = 4`, `p.x = 5`, `a[0] = 1`, `q! = 3`: `place` is "to value",
    /// "to property", "through subscript" or "through '!'".
    static func cannotAssign(_ place: String, _ reason: String) -> Message {
        m("compiler.cannotAssign", "cannot assign \(place): \(reason)")
    }
    static func immutableMutatingOperator(_ reason: String) -> Message {
        m("compiler.immutableMutatingOperator", "left side of mutating operator isn't mutable: \(reason)")
    }
    static func immutableMutatingMember(_ reason: String) -> Message {
        m("compiler.immutableMutatingMember", "cannot use mutating member on immutable value: \(reason)")
    }
    static func immutableInout(_ reason: String) -> Message {
        m("compiler.immutableInout", "cannot pass immutable value as inout argument: \(reason)")
    }
    static func letConstant(_ name: String) -> String { "'\(name)' is a 'let' constant" }
    static let immutableSelf = "'self' is immutable"
    static func getOnlyPropertyReason(_ name: String) -> String { "'\(name)' is a get-only property" }
    static let getOnlySubscript = "subscript is get-only"
    static func immutableResult(_ function: String?) -> String {
        function.map { "'\($0)' returns immutable value" } ?? "function call returns immutable value"
    }
    static func immutableCapture(_ name: String) -> String { "'\(name)' is an immutable capture" }
    static let literalsNotMutable = "literals are not mutable"

    // MARK: - Types the compiler could not check (seen at run time)

    /// A condition whose value is not a `Bool`, in swiftc's words.
    static func notABoolean(_ type: String) -> Message {
        type == "Int"
            ? m("typecheck.notABoolean", "type 'Int' cannot be used as a boolean; test for '!= 0' instead")
            : m("typecheck.notABoolean", "cannot convert value of type '\(type)' to expected condition type 'Bool'")
    }
    /// A library function given a value it cannot use (`"an Int"`).
    static func expected(_ what: String) -> Message { m("typecheck.expected", "expected \(what)") }
    static func cannotConvert(to type: String) -> Message { m("typecheck.cannotConvert", "cannot convert to \(type)") }
    static func binaryOperator(_ op: String, _ left: String, _ right: String) -> Message {
        m("typecheck.binaryOperator", "binary operator '\(op)' cannot be applied to operands of type '\(left)' and '\(right)'")
    }
    static func binaryOperatorOnSame(_ op: String, _ type: String) -> Message {
        m("typecheck.binaryOperatorOnSame", "binary operator '\(op)' cannot be applied to two '\(type)' operands")
    }
    static func unaryOperator(_ op: String, _ type: String) -> Message {
        m("typecheck.unaryOperator", "unary operator '\(op)' cannot be applied to an operand of type '\(type)'")
    }
    static func instanceMemberInPropertyInitializer(_ name: String) -> Message {
        m("typecheck.instanceMemberInPropertyInitializer",
          "cannot use instance member '\(name)' within property initializer; property initializers run before 'self' is available")
    }
    static func noSubscripts(_ type: String) -> Message { m("typecheck.noSubscripts", "value of type '\(type)' has no subscripts") }
    static func notASequence(_ type: String) -> Message { m("typecheck.notASequence", "value of type '\(type)' is not a sequence") }
    static let rangeNotIterable = m("typecheck.rangeNotIterable", "this range cannot be iterated")
    static let noRawValue = m("typecheck.noRawValue", "value has no raw value")
    static func tupleHasNoElement(_ index: Int) -> Message { m("typecheck.tupleHasNoElement", "tuple has no element \(index)") }
    static let printedStringIndex = unsupported(
        "printing a String.Index (swiftc prints its UTF-8 offset, as in 3[utf8]); print s.distance(from: s.startIndex, to: i) instead")
    static let stringSubscriptByInt = m("typecheck.stringSubscriptByInt",
        "'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.")
    static let stringSubscriptByIntRange = m("typecheck.stringSubscriptByIntRange",
        "'subscript(_:)' is unavailable: cannot subscript String with an integer range, use a String.Index range instead.")
    static func tupleTypeHasNoMember(_ type: String, _ index: Int) -> Message {
        m("typecheck.tupleTypeHasNoMember", "value of tuple type '\(type)' has no member '\(index)'")
    }
    static let awaitOutsideTask = m("typecheck.awaitOutsideTask", "'await' can only suspend inside a task")
    static let taskAwaitsItself = m("runtime.taskAwaitsItself", "a task cannot await its own value")
    static let unexpectedSwitchValue = m("runtime.unexpectedSwitchValue", "Fatal error: unexpected value in switch")
}
