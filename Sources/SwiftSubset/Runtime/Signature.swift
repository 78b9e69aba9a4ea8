/// The parameter list a call's arguments are matched against: labels,
/// defaults, variadics, which parameters take closures (for trailing
/// closures), `@autoclosure` and `inout`.
package struct Signature {
    package struct Parameter {
        var label: String?
        var hasDefault = false
        var isVariadic = false
        var takesClosure = false
        var isAutoclosure = false
        var isInout = false
        var type: StaticType = .unknown
        /// A closure parameter marked with the library's result builder
        /// (`@ViewBuilder content:`): its closure argument is compiled as a
        /// builder body.
        var isResultBuilder = false
        /// A closure parameter marked with a result builder the program
        /// declares (`@HTMLBuilder content:`).
        var declaredResultBuilder: TypeInfo?
        /// `@escaping` (a program's function) or an API whose closure
        /// outlives the call (`Task { … }`).
        var isEscaping = false
        /// An escaping closure parameter whose closure may use `self`'s
        /// members without writing `self.` (`Task { count += 1 }`: the
        /// API is marked `@_implicitSelfCapture`).
        var capturesSelfImplicitly = false
        /// A library parameter's type as the real API declares it where no
        /// conversion makes another value into one (SwiftUI's `text:
        /// Binding<String>`); generic parameters by their declared names.
        /// Only checked (`Compiler.checkRequiredArguments`), never used to
        /// type the argument.
        var requiredType: StaticType = .unknown
        /// A protocol the argument's type (or its elements' type) must
        /// conform to in every overload the real API has for these labels
        /// (SwiftUI's `Text(_:)` takes `some StringProtocol` or a string
        /// literal's `LocalizedStringKey`; `ForEach(_:content:)` takes
        /// `Identifiable` elements). Only checked, like `requiredType`.
        var requiredConformance: ConformanceRequirement?
        /// A SwiftUI title that is a `LocalizedStringKey` when a literal
        /// is given (`Text(_:)`, `Button(_:action:)`): the literal's
        /// interpolation may use `specifier:` and `format:`.
        var isTitleKey = false
    }

    var parameters: [Parameter] {
        didSet { needsCoercion = Signature.coercionNeeded(parameters) }
    }
    /// Some parameter converts its argument (to `Double`, into an
    /// optional) or takes it unevaluated (`@autoclosure`).
    private(set) var needsCoercion: Bool

    /// (Each parameter read in place: a copy of each, every field of it
    /// retained, was most of the cost, paid at every change of a signature.)
    private static func coercionNeeded(_ parameters: [Parameter]) -> Bool {
        for i in parameters.indices where parameters[i].isAutoclosure || parameters[i].isVariadic
            || parameters[i].type == .double || parameters[i].type.isOptional {
            return true
        }
        return false
    }

    package init(_ parameters: [Parameter]) {
        self.parameters = parameters
        needsCoercion = Signature.coercionNeeded(parameters)
    }

    /// `"split(separator:maxSplits:)"`-style labels, all required.
    init(labels: [String?]) {
        self.init(labels.map { Parameter(label: $0) })
    }

    init(_ function: CompiledFunction) {
        self.init(function.parameters.map { p in
            var takesClosure = p.isAutoclosure
            if case .function = p.type { takesClosure = true }
            if case .optional(.function) = p.type { takesClosure = true }
            if !p.type.isKnown || p.type.isGenericLike { takesClosure = true }
            return Parameter(label: p.label, hasDefault: p.hasDefault, isVariadic: p.isVariadic,
                             takesClosure: takesClosure, isAutoclosure: p.isAutoclosure, isInout: p.isInout,
                             type: p.argumentContext ?? p.type,
                             isResultBuilder: p.isResultBuilder, declaredResultBuilder: p.declaredResultBuilder,
                             isEscaping: p.isEscaping)
        })
    }
}

extension StaticType {
    var isGenericLike: Bool {
        if case .generic = self { return true }
        return false
    }
}

/// Where each parameter's value comes from, for one call site and callee.
struct ArgumentPlan {
    enum Source {
        case argument(Int)
        case defaultValue
        case variadic([Int])
    }

    let sources: [Source]
    /// Argument i goes to parameter i, for every parameter.
    let isPositional: Bool

    init(sources: [Source]) {
        self.sources = sources
        isPositional = sources.enumerated().allSatisfy { i, source in
            if case .argument(let a) = source { return a == i }
            return false
        }
    }

    /// Matches argument labels (in source order; `trailing` marks trailing
    /// closures) against `signature` the way Swift does: labels in order,
    /// defaulted parameters may be skipped, variadics collect unlabeled
    /// arguments, an unlabeled trailing closure takes the next parameter
    /// that accepts a closure. Nil when the labels do not fit.
    static func match(labels: [String?], trailing: [Bool], to signature: Signature) -> ArgumentPlan? {
        match(count: labels.count, label: { labels[$0] }, trailing: { trailing[$0] }, to: signature)
    }

    /// `match(labels:trailing:to:)` with a call's arguments as they are:
    /// their labels read in place rather than copied into two arrays made
    /// for the one match (the compiler matches a chosen callee's plan again
    /// for its arguments' expected types and builders).
    static func match(_ arguments: [Argument], to signature: Signature) -> ArgumentPlan? {
        match(count: arguments.count, label: { arguments[$0].label }, trailing: { arguments[$0].isTrailingClosure }, to: signature)
    }

    @inline(__always)
    private static func match(count: Int, label labels: (Int) -> String?, trailing: (Int) -> Bool,
                              to signature: Signature) -> ArgumentPlan? {
        // Called for every overload of every call the compiler sees: the
        // parameters are read in place (not copied out one by one), and each
        // parameter's source is decided once, in order (`next` only moves
        // forward), so the plan is appended to, not filled in over a copy of
        // `.defaultValue` per parameter.
        let parameters = signature.parameters
        var sources: [Source] = []
        sources.reserveCapacity(parameters.count)
        var next = 0
        var index = 0
        while index < count && !trailing(index) {
            let label = labels(index)
            var placed = false
            while next < parameters.count {
                if parameters[next].label == label {
                    if parameters[next].isVariadic {
                        var collected = [index]
                        while index + 1 < count, !trailing(index + 1), labels(index + 1) == nil {
                            index += 1
                            collected.append(index)
                        }
                        sources.append(.variadic(collected))
                    } else {
                        sources.append(.argument(index))
                    }
                    next += 1
                    placed = true
                    break
                }
                if parameters[next].hasDefault || parameters[next].isVariadic {
                    sources.append(parameters[next].isVariadic ? .variadic([]) : .defaultValue)
                    next += 1
                    continue
                }
                return nil
            }
            if !placed { return nil }
            index += 1
        }
        // Trailing closures.
        while index < count {
            let label = labels(index)
            var placed = false
            while next < parameters.count {
                var fits = label != nil ? parameters[next].label == label : parameters[next].takesClosure
                // Swift's forward scan: an unlabeled trailing closure skips a
                // defaulted parameter when a later one needs an argument.
                if fits, label == nil, parameters[next].hasDefault,
                   parameters[(next + 1)...].contains(where: { !$0.hasDefault && !$0.isVariadic && $0.takesClosure }) {
                    fits = false
                }
                if fits {
                    sources.append(.argument(index))
                    next += 1
                    placed = true
                    break
                }
                if parameters[next].hasDefault || parameters[next].isVariadic {
                    sources.append(parameters[next].isVariadic ? .variadic([]) : .defaultValue)
                    next += 1
                    continue
                }
                // An unlabeled trailing closure may fill a required closure
                // parameter whose label differs from the call's.
                if label == nil { return nil }
                return nil
            }
            if !placed { return nil }
            index += 1
        }
        while next < parameters.count {
            if parameters[next].hasDefault { sources.append(.defaultValue) }
            else if parameters[next].isVariadic { sources.append(.variadic([])) }
            else { return nil }
            next += 1
        }
        assert(sources.count == parameters.count)
        return ArgumentPlan(sources: sources)
    }

    /// Which argument (by source index) each parameter receives, if any.
    func parameterIndex(ofArgument argument: Int) -> Int? {
        for (i, source) in sources.enumerated() {
            switch source {
            case .argument(let a) where a == argument: return i
            case .variadic(let list) where list.contains(argument): return i
            default: continue
            }
        }
        return nil
    }
}

/// What a library parameter requires of its argument by conformance
/// (`Signature.Parameter.requiredConformance`).
package struct ConformanceRequirement {
    package var proto: String
    /// What must conform: the argument's type, or a type inside it.
    package enum Subject {
        case argument
        /// The collection's elements (`ForEach`'s data).
        case elements
        /// The value a `Binding` argument reaches (`Stepper(value:)`'s `V`).
        case bindingValue
        /// The value a key path literal reaches from the elements of the
        /// call's first argument (`ForEach(items, id: \.self)`'s `ID`).
        case keyPathValue
        /// The type a metatype argument names (`navigationDestination(for:
        /// Book.self)`'s `D`).
        case metatypeInstance
    }
    package var subject: Subject
    /// The requirement is on the collection's elements (`ForEach`'s data).
    package var ofElements: Bool { if case .elements = subject { return true } else { return false } }
    /// Where the real API states the requirement when that is not the
    /// initializer's own generic parameter — an extension's `where` clause
    /// (`ForEach where Data.Element: Identifiable`): swiftc then names the
    /// call "referencing initializer 'init(_:content:)' on 'ForEach'". The
    /// type, and the initializer as SwiftUI declares it.
    package var declaredOn: (type: String, initializer: String)?
    /// The generic struct whose own parameter carries the requirement
    /// (`Picker<Label, SelectionValue: Hashable, Content>`): swiftc says
    /// "generic struct 'Picker' requires that 'Item' conform to 'Hashable'".
    package var genericStruct: String?
    /// The real API's labels for the overload a call with these parameters
    /// chooses, where StateLab's one signature stands for several (given
    /// the labels of the parameters the call fills, `nil` for an
    /// unlabelled one): `Stepper("N", value: $n)` is SwiftUI's
    /// `init(_:value:step:onEditingChanged:)`, so `(_:value:step:onEditingChanged:)`.
    package var overloadName: (([String?]) -> String)?

    /// How swiftc reports a standard type (`Int`, `[String]`) there, which
    /// its overload ranking decides per API: as the failed requirement, as
    /// "no exact matches in call to initializer" (`Text(count)`), or as a
    /// conversion to the type another overload takes (`Button(count) { }`:
    /// "cannot convert value of type 'Int' to expected argument type
    /// 'LocalizedStringKey'"). Other types always fail the requirement.
    package enum StandardTypes {
        case requirement, noExactMatches, cannotConvert(to: String)
    }
    package var standardTypes: StandardTypes
    /// `standardTypes` words every type's failure, not only a standard
    /// type's: where no overload is left for any (`TextField(_:value:
    /// format: .number)` over a String or a program's struct is "no exact
    /// matches in call to initializer").
    package var wordsEveryType = false
    /// An optional of a conforming type passes too: the real API has an
    /// overload over `Binding<T?>` (`TextField(_:value:format:)`).
    package var optionalAllowed = false

    package init(_ proto: String, ofElements: Bool = false, subject: Subject? = nil,
                 declaredOn: (type: String, initializer: String)? = nil, genericStruct: String? = nil,
                 overloadName: (([String?]) -> String)? = nil, standardTypes: StandardTypes = .requirement,
                 wordsEveryType: Bool = false, optionalAllowed: Bool = false) {
        self.wordsEveryType = wordsEveryType
        self.optionalAllowed = optionalAllowed
        self.proto = proto
        self.subject = subject ?? (ofElements ? .elements : .argument)
        self.declaredOn = declaredOn
        self.genericStruct = genericStruct
        self.overloadName = overloadName
        self.standardTypes = standardTypes
    }
}
