/// `@autoclosure` arguments: the argument becomes a closure over the slots
/// it reads — not the whole caller frame, which would keep every other
/// local (and `self`) alive as long as the closure lives.
extension Compiler {
    func makeAutoclosure(_ expr: Expr, eval: @escaping Eval) -> (Frame) -> FunctionValue {
        let slots = Array(referencedSlots(in: expr)).sorted()
        return { f in
            let snapshot = Frame.make(slotCount: f.header.count, captures: f.captures)
            for slot in slots where slot < f.header.count { snapshot.slots[slot] = f.slots[slot] }
            return FunctionValue(.native(name: "autoclosure") { _, _ throws(Unwind) in try eval(snapshot) })
        }
    }

    /// The current function's slots an expression reads: its locals, and
    /// `self` when it names a member of `self` implicitly.
    func referencedSlots(in expr: Expr) -> Set<Int> {
        var slots = Set<Int>()
        func reference(_ ref: NameReference) {
            switch ref {
            case .local(let binding): slots.insert(binding.slot)
            case .captured: break
            case .unresolved(let name):
                if let selfType = context.selfType, let binding = context.selfBinding,
                   hasImplicitMember(selfType, name, isStatic: context.isStatic) {
                    slots.insert(binding.slot)
                }
            }
        }
        func closure(_ c: ClosureExpr) {
            for capture in c.captures {
                if case .local(let binding) = capture.source { slots.insert(binding.slot) }
            }
            c.captureList.forEach { visit($0.value) }
            // Implicit `self` inside the closure is found when it compiles.
            if let binding = context.selfBinding { slots.insert(binding.slot) }
        }
        func arguments(_ args: [Argument]) { args.forEach { visit($0.value) } }
        func visit(_ e: Expr) {
            switch e.kind {
            case .name(let ref, _), .selfRef(let ref): reference(ref)
            case .integer, .largeInteger, .float, .boolean, .string, .nilLiteral, .implicitMember, .typeExpr, .keyPath, .discard, .superRef:
                break
            case .interpolation(let segments):
                for segment in segments {
                    switch segment {
                    case .text: break
                    case .value(let v): visit(v)
                    case .labeled(let v, _, let argument, _): visit(v); visit(argument)
                    }
                }
            case .array(let items): items.forEach(visit)
            case .dictionary(let pairs): pairs.forEach { visit($0.key); visit($0.value) }
            case .tuple(let args): arguments(args)
            case .member(let base, _), .tupleIndex(let base, _), .specialized(let base, _), .forceUnwrap(let base),
                 .optionalChain(let base), .optionalEvaluation(let base), .tryExpr(_, let base), .await(let base),
                 .cast(let base, _, _), .inoutArgument(let base), .prefix(_, let base), .postfix(_, let base):
                visit(base)
            case .call(let callee, let args), .subscriptAccess(let callee, let args):
                visit(callee)
                arguments(args)
            case .closure(let c): closure(c)
            case .binary(_, let a, let b), .assign(let a, let b), .compoundAssign(_, let a, let b):
                visit(a)
                visit(b)
            case .ternary(let a, let b, let c):
                visit(a); visit(b); visit(c)
            case .ifExpr(let s):
                conditions(s.conditions)
                statements(s.then)
                statements(s.otherwise ?? [])
            case .switchExpr(let s):
                visit(s.subject)
                for c in s.cases {
                    c.patterns.forEach { pattern($0) }
                    if let g = c.guardExpr { visit(g) }
                    statements(c.body)
                }
            }
        }
        func pattern(_ p: Pattern) {
            p.bindings.forEach { slots.insert($0.slot) }
            switch p {
            case .expression(let e): visit(e)
            case .guarded(let inner, let e): pattern(inner); visit(e)
            case .alternatives(let ps): ps.forEach(pattern)
            default: break
            }
        }
        func conditions(_ list: [Condition]) {
            for condition in list {
                switch condition {
                case .boolean(let e): visit(e)
                case .optionalBinding(let b, let e, _): slots.insert(b.slot); visit(e)
                case .pattern(let p, let e): pattern(p); visit(e)
                }
            }
        }
        func statements(_ list: [Stmt]) {
            for statement in list {
                switch statement.kind {
                case .expression(let e), .throwStmt(let e): visit(e)
                case .returnStmt(let e): if let e { visit(e) }
                case .ifStmt(let s): conditions(s.conditions); statements(s.then); statements(s.otherwise ?? [])
                case .local(let decl):
                    decl.bindings.forEach { slots.insert($0.slot) }
                    if let e = decl.initializer { visit(e) }
                default: break
                }
            }
        }
        visit(expr)
        return slots
    }
}
