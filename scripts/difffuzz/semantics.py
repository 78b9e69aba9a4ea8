"""Productions that probe Swift's rules rather than its expressions.

A mixin of `generator.Gen`: declarations (`gen_*`, emitted before the
top-level code) and statements (`*_stmt`) for protocol default
implementations and where each call dispatches, constrained generics,
patterns with `where` clauses, interpolation of every kind of value, closures
that capture and mutate, `rethrows` and `defer` on the error path, fixed-width
integer arithmetic (and, with `traps`, a program that ends in a trap),
Character and String API, and Set/Dictionary operations printed in an
order-free way. Each keeps the generator's contract (well typed, trap free
unless it is the trap, terminating, deterministic). The productions about
values (interpolation to sets and dictionaries) are in `semantics_values.py`,
a mixin of this one.
"""
from semantics_values import SemanticsValuesMixin
from swifttypes import DBL, INT, LETTERS, STR

SEMANTIC_FEATURES = {
    'dispatch': 'protocol requirements with default implementations vs extension-only methods, on structs and a class hierarchy: calls through the concrete type, a superclass, any P, a generic and an array',
    'constrained-generics': 'generic functions with Comparable / CustomStringConvertible / where-clause constraints, a generic Stack with constrained extensions',
    'patterns': 'switch with where clauses (also on one item of a case list), tuple patterns, if case, for case, guard case, optional patterns',
    'interpolation': 'string interpolation and String(describing:/reflecting:) of every kind of value: payload enums, structs in arrays, tuples, ranges, metatypes, optionals, classes',
    'captures': 'closures that capture and mutate variables: counters from factories, shared and copied closures, capture lists, closures made in loops, nested functions',
    'rethrows': 'rethrows functions called with and without throwing closures, defer on the error path, Result(catching:), errors printed',
    'fixed-width': 'Int8/UInt8/Int16/Int32 arithmetic: wrapping operators, ReportingOverflow, truncating/clamping/exact conversions, bounds',
    'traps': 'a program that ends in a runtime trap (overflow, index, unwrap, division, conversion, precondition); stdout before it must match',
    'characters': 'Character properties and String API: indices, prefix/suffix/dropFirst, unicode scalars, utf8, sorted, grapheme clusters',
    'set-dict': 'Set and Dictionary operations whose printed output is order free: filter, mapValues, merging, updateValue, removeValue, grouping, sorted views',
}

SHAPES = ['square', 'circle', 'blob', 'tile']


class SemanticsMixin(SemanticsValuesMixin):
    # ----- dispatch ---------------------------------------------------------
    def gen_dispatch(self):
        n = len(getattr(self.d, 'dispatch', {})) + 1
        if not hasattr(self.d, 'dispatch'):
            self.d.dispatch = {}
        P = f'Q{n}'
        sq, base, der = f'{P}Square', f'{P}Base', f'{P}Derived'
        k = self.r.randint(1, 9)
        self.emit(f'protocol {P} {{')
        self.emit('    var name: String { get }')
        self.emit('    func area() -> Int')
        self.emit('    func describe() -> String')
        self.emit('}')
        self.emit(f'extension {P} {{')
        self.emit('    func describe() -> String { "\\(name) of area \\(area())" }')
        self.emit('    func tag() -> String { "tag(\\(name))" }')
        self.emit('    var doubled: Int { area() * 2 }')
        self.emit('}')
        sq_desc, sq_tag = self.chance(0.5), self.chance(0.5)
        self.emit(f'struct {sq}: {P} {{')
        self.emit('    var side: Int')
        self.emit(f'    var name: String {{ "{self.r.choice(SHAPES)}" }}')
        self.emit('    func area() -> Int { side * side }')
        if sq_desc:
            self.emit('    func describe() -> String { "square side \\(side)" }')
        if sq_tag:
            self.emit('    func tag() -> String { "Square.tag" }')
        self.emit('}')
        b_desc, b_tag = self.chance(0.5), self.chance(0.5)
        self.emit(f'class {base}: {P} {{')
        self.emit('    let size: Int')
        self.emit('    init(size: Int) { self.size = size }')
        self.emit('    var name: String { "base" }')
        self.emit(f'    func area() -> Int {{ size + {k} }}')
        if b_desc:
            self.emit('    func describe() -> String { "base describes \\(area())" }')
        if b_tag:
            self.emit('    func tag() -> String { "Base.tag" }')
        self.emit('}')
        d_desc, d_tag, d_name = self.chance(0.6), self.chance(0.5), self.chance(0.7)
        self.emit(f'class {der}: {base} {{')
        if d_name:
            self.emit('    override var name: String { "derived" }')
        self.emit('    override func area() -> Int { size * 3 }')
        if d_desc:
            self.emit(f'    {"override " if b_desc else ""}func describe() -> String {{ "derived describes \\(area())" }}')
        if d_tag:
            self.emit(f'    {"override " if b_tag else ""}func tag() -> String {{ "Derived.tag" }}')
        self.emit('}')
        self.emit(f'func show{P}<T: {P}>(_ x: T) -> String {{ x.describe() + " | " + x.tag() + " | \\(x.doubled)" }}')
        self.d.dispatch[P] = dict(sq=sq, base=base, der=der)

    def dispatch_stmt(self):
        ds = getattr(self.d, 'dispatch', None)
        if not ds:
            return self.print_stmt()
        P = self.r.choice(sorted(ds))
        d = ds[P]
        k = self.r.randint(1, 12)
        value = self.r.choice([f'{d["sq"]}(side: {k})', f'{d["base"]}(size: {k})', f'{d["der"]}(size: {k})'])
        v, e = self.fresh('x'), self.fresh('x')
        self.label += 1
        kind = self.r.randint(0, 4)
        if kind == 0:
            self.emit(f'let {v} = {value}')
            self.emit(f'print("p{self.label}:", {v}.describe(), {v}.tag(), {v}.doubled, {v}.name)')
        elif kind == 1:
            self.emit(f'let {e}: any {P} = {value}')
            self.emit(f'print("p{self.label}:", {e}.describe(), {e}.tag(), {e}.doubled, {e}.name)')
        elif kind == 2:
            self.emit(f'print("p{self.label}:", show{P}({value}))')
        elif kind == 3:
            self.emit(f'let {v}: {d["base"]} = {d["der"]}(size: {k})')
            self.emit(f'print("p{self.label}:", {v}.describe(), {v}.tag(), {v}.area(), show{P}({v}))')
        else:
            self.emit(f'let {e}: [any {P}] = [{d["sq"]}(side: {k}), {d["base"]}(size: {k}), {d["der"]}(size: {k})]')
            member = self.r.choice(['describe()', 'tag()', 'doubled', 'name', 'area()'])
            self.emit(f'print("p{self.label}:", {e}.map {{ $0.{member} }})')

    # ----- constrained generics -------------------------------------------
    def gen_constrained(self):
        self.emit('func largest<T: Comparable>(_ xs: [T]) -> T? {')
        self.emit('    var best: T? = nil')
        self.emit('    for x in xs where best == nil || x > best! { best = x }')
        self.emit('    return best')
        self.emit('}')
        self.emit('func describeAll<T: CustomStringConvertible>(_ xs: [T], separator: String = ", ") -> String {')
        self.emit('    xs.map { $0.description }.joined(separator: separator)')
        self.emit('}')
        self.emit('func allEqual<S: Sequence>(_ s: S) -> Bool where S.Element: Equatable {')
        self.emit('    var it = s.makeIterator()')
        self.emit('    guard let first = it.next() else { return true }')
        self.emit('    while let next = it.next() { if next != first { return false } }')
        self.emit('    return true')
        self.emit('}')
        self.emit('struct Stack<Element> {')
        self.emit('    private(set) var items: [Element] = []')
        self.emit('    mutating func push(_ x: Element) { items.append(x) }')
        self.emit('    mutating func pop() -> Element? { items.popLast() }')
        self.emit('    var top: Element? { items.last }')
        self.emit('}')
        self.emit('extension Stack where Element: Numeric {')
        self.emit('    var sum: Element { items.reduce(0, +) }')
        self.emit('}')
        self.emit('extension Stack: CustomStringConvertible {')
        self.emit('    var description: String { "Stack\\(items)" }')
        self.emit('}')
        self.emit('extension Array where Element: Comparable {')
        self.emit('    func isAscending() -> Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }')
        self.emit('}')
        self.emit('func countWhere<T>(_ xs: [T], _ keep: (T) -> Bool) -> Int { xs.reduce(0) { keep($1) ? $0 + 1 : $0 } }')
        self.d.constrained = True

    def constrained_stmt(self):
        if not getattr(self.d, 'constrained', False):
            return self.print_stmt()
        self.label += 1
        ints = ', '.join(str(self.r.randint(-5, 20)) for _ in range(self.r.randint(0, 5)))
        dbls = ', '.join(self.r.choice(['0.5', '2.0', '1e3', '-1.25', '3']) for _ in range(self.r.randint(1, 4)))
        strs = ', '.join(f'"{self.r.choice(["b", "a", "kiwi", "Fig", "fig", ""])}"' for _ in range(self.r.randint(1, 4)))
        kind = self.r.randint(0, 4)
        if kind == 0:
            st = self.fresh('st')
            et = self.r.choice([INT, DBL, STR])
            vals = {INT: ints or '1', DBL: dbls, STR: strs}[et].split(', ')
            self.emit(f'var {st} = Stack<{et}>()')
            for x in vals:
                self.emit(f'{st}.push({x})')
            pops = self.r.randint(0, 2)
            for _ in range(pops):
                self.emit(f'_ = {st}.pop()')
            extra = f', {st}.sum' if et != STR else ''
            self.emit(f'print("p{self.label}:", {st}, {st}.top as Any, {st}.items.count{extra}, "\\({st})")')
        elif kind == 1:
            self.emit(f'print("p{self.label}:", largest([{ints}] as [Int]) as Any, largest([{dbls}]) as Any, largest([{strs}]) ?? "-")')
        elif kind == 2:
            self.emit(f'print("p{self.label}:", describeAll([{dbls}]), describeAll([{ints}] as [Int], separator: "/"), describeAll([true, false]))')
        elif kind == 3:
            word = self.r.choice(['aaa', 'aba', '', 'zz', 'x'])
            self.emit(f'print("p{self.label}:", allEqual([{ints}] as [Int]), allEqual("{word}"), allEqual([{strs}]), ([{ints}] as [Int]).isAscending(), [{strs}].isAscending())')
        else:
            k = self.r.randint(0, 10)
            self.emit(f'print("p{self.label}:", countWhere([{ints}] as [Int]) {{ $0 > {k} }}, countWhere([{strs}], \\.isEmpty), countWhere(Array("{self.r.choice(LETTERS)}")) {{ $0.isLetter }})')

    # ----- patterns ----------------------------------------------------------
    def gen_patterns(self):
        self.emit('enum Figure {')
        self.emit('    case circle(radius: Int)')
        self.emit('    case rect(w: Int, h: Int)')
        self.emit('    case point')
        self.emit('}')
        self.d.figure = True

    def figure_value(self):
        c = self.r.randint(0, 2)
        if c == 0:
            return f'.circle(radius: {self.r.randint(0, 9)})'
        if c == 1:
            return f'.rect(w: {self.r.randint(0, 6)}, h: {self.r.randint(0, 6)})'
        return '.point'

    def patterns_stmt(self):
        if not getattr(self.d, 'figure', False):
            return self.print_stmt()
        kind = self.r.randint(0, 4)
        figs = ', '.join(self.figure_value() for _ in range(self.r.randint(2, 5)))
        k1, k2 = self.r.randint(0, 6), self.r.randint(0, 6)
        self.label += 1
        L = self.label
        if kind == 0:
            f = self.fresh('fig')
            self.emit(f'for {f}: Figure in [{figs}] {{')
            self.emit(f'    switch {f} {{')
            if self.chance(0.5):
                self.emit(f'    case .circle(let n), .rect(let n, _) where n > {k1}: print("p{L}: first", n)')
            else:
                self.emit(f'    case .circle(let r) where r > {k1}: print("p{L}: big circle", r)')
            self.emit(f'    case let .rect(w, h) where w == h: print("p{L}: square", w)')
            self.emit(f'    case .rect(let w, let h) where w * h > {k2 * 3}: print("p{L}: large rect", w * h)')
            self.emit(f'    case .circle: print("p{L}: circle")')
            self.emit(f'    case .rect(_, let h): print("p{L}: rect h", h)')
            self.emit(f'    case .point: print("p{L}: point")')
            self.emit('    }')
            self.emit('}')
        elif kind == 1:
            a, b = self.fresh('t'), self.fresh('t')
            self.emit(f'for {a} in 0..<{self.r.randint(2, 5)} {{')
            self.emit(f'    for {b} in [{k1}, {k2}] {{')
            self.emit(f'        switch ({a} % 3, {b} % 2) {{')
            self.emit(f'        case (0, 0): print("p{L}: origin", {a}, {b})')
            self.emit(f'        case (let x, 0) where x > 1: print("p{L}: x", x)')
            self.emit(f'        case (_, 1) where {b} > {k1}: print("p{L}: odd and big")')
            self.emit(f'        case (1...2, _): print("p{L}: range")')
            self.emit(f'        default: print("p{L}: other")')
            self.emit('        }')
            self.emit('    }')
            self.emit('}')
        elif kind == 2:
            self.emit(f'for case let .rect(w, h) in [{figs}] as [Figure] where w <= h {{ print("p{L}: rect", w, h) }}')
            self.emit(f'for case .circle(let r) in [{figs}] as [Figure] {{ print("p{L}: circle", r) }}')
        elif kind == 3:
            f = self.fresh('fig')
            self.emit(f'let {f}: Figure = {self.figure_value()}')
            self.emit(f'if case .circle(let r) = {f}, r >= {k1} {{ print("p{L}: if case", r) }} else {{ print("p{L}: not a big circle") }}')
            fn = self.fresh('f')
            self.emit(f'func {fn}(_ x: Figure) -> Int {{')
            self.emit('    guard case let .rect(w, h) = x else { return -1 }')
            self.emit('    return w + h')
            self.emit('}')
            self.emit(f'print("p{L}:", {fn}({f}), {fn}(.rect(w: {k1}, h: {k2})))')
        else:
            o = self.fresh('o')
            vals = ', '.join(self.r.choice(['nil', str(self.r.randint(0, 9))]) for _ in range(self.r.randint(2, 4)))
            self.emit(f'for {o} in [{vals}] as [Int?] {{')
            self.emit(f'    switch {o} {{')
            self.emit(f'    case .some(let v) where v > {k1}: print("p{L}: big", v)')
            self.emit(f'    case let v?: print("p{L}: small", v)')
            self.emit(f'    case nil: print("p{L}: none")')
            self.emit('    }')
            self.emit('}')
            if self.chance(0.5):
                self.label += 1
                self.emit(f'if case let x? = ([{vals}] as [Int?]).first {{ print("p{self.label}:", x as Any) }}')
