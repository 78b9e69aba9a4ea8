"""Productions for the Swift that learners and app developers write.

A mixin of `generator.Gen`, like `semantics.py`: declarations (`gen_*`) and
statements (`*_stmt`) for property observers, lazy and type properties and
computed setters; failable, convenience and required initializers with
default arguments; a program's own `CustomStringConvertible`, `Comparable` and
`Hashable` conformances used by the library (`sorted()`, `max()`, `Set`,
printing inside arrays); indirect enums and `CaseIterable` state machines;
protocols with associated types; closures that return closures, completion
handlers and stored escaping callbacks; `guard`, `repeat`/`while` and
labelled loops; a program's own subscripts; key paths and `reduce(into:)`;
async functions, `async let` and task groups whose output is ordered by
`await`; nested functions with declared result types, capturing, recursive
and passed as values; a program's own `Sequence` types (a nested iterator,
a type that is its own endless iterator, `IndexingIterator` and
`AnyIterator` results) walked by `for`, the library's algorithms, `zip`
and iterators copied by value. Names start with `L` so they meet none of the other
productions'.
Each keeps the generator's contract (well typed, trap free, terminating,
deterministic: a task group's results are summed or sorted, never printed in
completion order). The productions about functions and control flow (nested
closures to sequences) are in `learner_flow.py`, a mixin of this one.
"""
from learner_flow import LearnerFlowMixin
from swifttypes import ITEMS, NAMES

LEARNER_FEATURES = {
    'observers': 'willSet/didSet on stored properties of structs and classes, lazy properties, static counters, computed properties with setters',
    'initializers': 'failable init? parsing input, convenience and required initializers, default arguments, subclass initializers calling super.init',
    'conformances': "a program's own CustomStringConvertible, Comparable (custom <) and Hashable types used by print, arrays, sorted(), max(), Set and Dictionary keys",
    'indirect-enums': 'an indirect expression enum evaluated and printed recursively; a CaseIterable state machine with a mutating transition',
    'associated-types': 'a protocol with an associatedtype, generic conformers and generic functions constrained on the associated type',
    'nested-closures': 'closures returning closures, completion handlers taking Result, escaping callbacks stored and called later, function composition',
    'guard-loops': 'guard with several conditions, repeat-while, labelled break/continue, early returns from loops',
    'subscripts': "a program's own subscripts: get/set, labelled, with defaults, on a grid struct",
    'keypaths': 'key paths as functions (map(\\.field)), sorted/min/max(by:), reduce(into:), first(where:) on arrays of structs',
    'async': 'async functions awaited in order, async let pairs, throwing async calls, task groups whose results are summed or sorted, Task.sleep',
    'sequences': "a program's own Sequence types: a struct with a nested IteratorProtocol, a type that is its own endless iterator, makeIterator() returning an IndexingIterator or an AnyIterator; walked by for-in (with where), map/filter/reduce/contains/min/sorted, prefix and first(where:) of endless ones, lazy, zip, enumerated, iterators copied by value",
    'local-functions': 'nested functions with declared result types used in expressions (Int(next()) bound with guard let, a Double mean in arithmetic), capturing and mutating local state (a tokenizer reading words[...] with popFirst, a counter returned as a closure), recursive, passed as values to filter/map; local functions in a top-level do block',
}


class LearnerMixin(LearnerFlowMixin):
    def _l(self):
        self.label += 1
        return self.label

    # ----- observers -----------------------------------------------------
    def gen_observers(self):
        lo, hi = self.r.randint(0, 5), self.r.randint(20, 60)
        self.emit('struct LThermostat {')
        self.emit('    static var made = 0')
        self.emit('    var log: [String] = []')
        self.emit('    var target: Int = 20 {')
        self.emit('        willSet { log.append("will \\(target)->\\(newValue)") }')
        self.emit('        didSet {')
        self.emit(f'            if target > {hi} {{ target = {hi} }}')
        self.emit(f'            if target < {lo} {{ target = oldValue }}')
        self.emit('            log.append("did \\(oldValue)->\\(target)")')
        self.emit('        }')
        self.emit('    }')
        self.emit('    var fahrenheit: Double {')
        self.emit('        get { Double(target) * 9 / 5 + 32 }')
        self.emit('        set { target = Int((newValue - 32) * 5 / 9) }')
        self.emit('    }')
        self.emit('    init() { LThermostat.made += 1 }')
        self.emit('}')
        self.emit('class LScore {')
        self.emit('    var points = 0 {')
        self.emit('        didSet { if points != oldValue { changes += 1 } }')
        self.emit('    }')
        self.emit('    private(set) var changes = 0')
        self.emit('    lazy var banner: String = { print("lazy banner made"); return "Score \\(self.points)" }()')
        self.emit('}')
        self.d.l_observers = True

    def observers_stmt(self):
        if not getattr(self.d, 'l_observers', False):
            return self.print_stmt()
        L = self._l()
        t = self.fresh('th')
        kind = self.r.randint(0, 3)
        if kind == 0:
            self.emit(f'var {t} = LThermostat()')
            for _ in range(self.r.randint(1, 4)):
                op = self.r.choice(['=', '+=', '-='])
                self.emit(f'{t}.target {op} {self.r.randint(-10, 70)}')
            self.emit(f'print("p{L}:", {t}.target, {t}.log)')
        elif kind == 1:
            self.emit(f'var {t} = LThermostat()')
            self.emit(f'{t}.fahrenheit = {self.r.choice(["50", "68.0", "99.5", "212", "-4"])}')
            self.emit(f'{t}.fahrenheit += {self.r.randint(1, 30)}')
            self.emit(f'print("p{L}:", {t}.target, {t}.fahrenheit, {t}.log.count, LThermostat.made)')
        elif kind == 2:
            self.emit(f'let {t} = LScore()')
            for _ in range(self.r.randint(1, 4)):
                self.emit(f'{t}.points {self.r.choice(["=", "+="])} {self.r.randint(0, 3)}')
            if self.chance(0.5):
                self.emit(f'print("p{L}: first", {t}.banner)')
            self.emit(f'{t}.points += 1')
            self.emit(f'print("p{L}:", {t}.points, {t}.changes, {t}.banner)')
        else:
            a, b = self.fresh('th'), self.fresh('th')
            self.emit(f'var {a} = LThermostat()')
            self.emit(f'{a}.target = {self.r.randint(5, 40)}')
            self.emit(f'var {b} = {a}')
            self.emit(f'{b}.target += {self.r.randint(1, 9)}')
            self.emit(f'print("p{L}:", {a}.target, {b}.target, {a}.log, {b}.log)')

    # ----- initializers ----------------------------------------------------
    def gen_initializers(self):
        self.emit('struct LTemperature {')
        self.emit('    let celsius: Double')
        self.emit('    init(celsius: Double = 0) { self.celsius = celsius }')
        self.emit('    init(fahrenheit: Double) { self.celsius = (fahrenheit - 32) * 5 / 9 }')
        self.emit('    init?(text: String) {')
        self.emit('        guard text.hasSuffix("C"), let v = Double(text.dropLast()) else { return nil }')
        self.emit('        self.init(celsius: v)')
        self.emit('    }')
        self.emit('}')
        self.emit('class LAccount {')
        self.emit('    let owner: String')
        self.emit('    var balance: Int')
        self.emit('    init(owner: String, balance: Int = 0) {')
        self.emit('        self.owner = owner')
        self.emit('        self.balance = balance')
        self.emit('    }')
        self.emit('    convenience init(demo: Bool) { self.init(owner: demo ? "demo" : "nobody", balance: demo ? 100 : 0) }')
        self.emit('    init?(record: String) {')
        self.emit('        let parts = record.split(separator: ":")')
        self.emit('        guard parts.count == 2, let b = Int(parts[1]), b >= 0 else { return nil }')
        self.emit('        owner = String(parts[0])')
        self.emit('        balance = b')
        self.emit('    }')
        self.emit('    func summary() -> String { "\\(owner): \\(balance)" }')
        self.emit('}')
        self.emit('class LSavings: LAccount {')
        self.emit('    let rate: Int')
        self.emit('    init(owner: String, rate: Int) {')
        self.emit('        self.rate = rate')
        self.emit('        super.init(owner: owner, balance: 10)')
        self.emit('    }')
        self.emit('    override func summary() -> String { super.summary() + " at \\(rate)%" }')
        self.emit('}')
        self.d.l_inits = True

    def initializers_stmt(self):
        if not getattr(self.d, 'l_inits', False):
            return self.print_stmt()
        L = self._l()
        kind = self.r.randint(0, 3)
        if kind == 0:
            texts = ', '.join(f'"{self.r.choice(["21.5C", "C", "abc", "-3C", "40", "0C", "1e2C"])}"' for _ in range(self.r.randint(1, 4)))
            self.emit(f'print("p{L}:", [{texts}].map {{ LTemperature(text: $0)?.celsius }})')
        elif kind == 1:
            f = self.r.choice(['32', '212', '-40', '98.6', '0'])
            self.emit(f'print("p{L}:", LTemperature().celsius, LTemperature(fahrenheit: {f}).celsius, LTemperature(celsius: {self.r.randint(-5, 30)}).celsius)')
        elif kind == 2:
            recs = ', '.join(f'"{self.r.choice(NAMES)}:{self.r.choice(["12", "-1", "x", "0", "250"])}"' for _ in range(self.r.randint(1, 3)))
            if self.chance(0.3):
                recs += ', "broken"'
            self.emit(f'for rec in [{recs}] {{')
            self.emit('    if let acct = LAccount(record: rec) {')
            self.emit(f'        print("p{L}: ok", acct.summary())')
            self.emit('    } else {')
            self.emit(f'        print("p{L}: rejected", rec)')
            self.emit('    }')
            self.emit('}')
        else:
            a = self.fresh('acct')
            self.emit(f'let {a}: [LAccount] = [LAccount(demo: {self.r.choice(["true", "false"])}), LSavings(owner: "{self.r.choice(NAMES)}", rate: {self.r.randint(1, 9)}), LAccount(owner: "{self.r.choice(NAMES)}")]')
            self.emit(f'{a}[{self.r.randint(0, 2)}].balance += {self.r.randint(1, 50)}')
            self.emit(f'print("p{L}:", {a}.map {{ $0.summary() }}, {a}.filter {{ $0 is LSavings }}.count)')

    # ----- conformances ----------------------------------------------------
    def gen_conformances(self):
        self.emit('struct LVersion: Comparable, Hashable, CustomStringConvertible {')
        self.emit('    let major: Int')
        self.emit('    let minor: Int')
        self.emit('    var description: String { "v\\(major).\\(minor)" }')
        self.emit('    static func < (a: LVersion, b: LVersion) -> Bool {')
        self.emit('        (a.major, a.minor) < (b.major, b.minor)')
        self.emit('    }')
        self.emit('}')
        self.emit('struct LCard: Equatable, CustomStringConvertible {')
        self.emit('    let rank: Int')
        self.emit('    let suit: String')
        self.emit('    var description: String { "\\(rank)\\(suit)" }')
        self.emit('    static func == (a: LCard, b: LCard) -> Bool { a.rank == b.rank }')
        self.emit('}')
        self.d.l_conf = True

    def version(self):
        return f'LVersion(major: {self.r.randint(0, 3)}, minor: {self.r.randint(0, 4)})'

    def conformances_stmt(self):
        if not getattr(self.d, 'l_conf', False):
            return self.print_stmt()
        L = self._l()
        vs = ', '.join(self.version() for _ in range(self.r.randint(1, 5)))
        v = self.fresh('vs')
        kind = self.r.randint(0, 4)
        if kind == 0:
            self.emit(f'let {v} = [{vs}]')
            self.emit(f'print("p{L}:", {v}.sorted(), {v}.max()!, {v}.min()!)')
        elif kind == 1:
            self.emit(f'let {v} = [{vs}]')
            self.emit(f'print("p{L}: \\({v}.sorted(by: >)) \\({v}[0]) \\(Set({v}).count)", {v}.contains({self.version()}))')
        elif kind == 2:
            self.emit(f'let {v}a = {self.version()}, {v}b = {self.version()}')
            self.emit(f'print("p{L}:", {v}a < {v}b, {v}a == {v}b, {v}a >= {v}b, max({v}a, {v}b), String(describing: {v}a), "\\(Optional({v}b))")')
        elif kind == 3:
            cards = ', '.join(f'LCard(rank: {self.r.randint(1, 4)}, suit: "{self.r.choice("SHDC")}")' for _ in range(self.r.randint(2, 4)))
            self.emit(f'let {v} = [{cards}]')
            self.emit(f'print("p{L}:", {v}, {v}[0] == {v}[1], {v}.firstIndex(of: {v}[1]) as Any, {v}.contains(LCard(rank: 2, suit: "?")))')
        else:
            self.emit(f'var {v}: [LVersion: String] = [:]')
            self.emit(f'for (i, x) in [{vs}].enumerated() {{ {v}[x, default: ""] += "#\\(i)" }}')
            self.emit(f'print("p{L}:", {v}.keys.sorted().map {{ "\\($0)=\\({v}[$0]!)" }})')

    # ----- indirect enums and state machines ----------------------------
    def gen_indirect(self):
        self.emit('indirect enum LExpr: CustomStringConvertible {')
        self.emit('    case num(Int)')
        self.emit('    case add(LExpr, LExpr)')
        self.emit('    case mul(LExpr, LExpr)')
        self.emit('    case neg(LExpr)')
        self.emit('    var value: Int {')
        self.emit('        switch self {')
        self.emit('        case .num(let n): return n')
        self.emit('        case let .add(a, b): return a.value + b.value')
        self.emit('        case let .mul(a, b): return a.value * b.value')
        self.emit('        case .neg(let e): return -e.value')
        self.emit('        }')
        self.emit('    }')
        self.emit('    var description: String {')
        self.emit('        switch self {')
        self.emit('        case .num(let n): "\\(n)"')
        self.emit('        case let .add(a, b): "(\\(a) + \\(b))"')
        self.emit('        case let .mul(a, b): "\\(a) * \\(b)"')
        self.emit('        case .neg(let e): "-\\(e)"')
        self.emit('        }')
        self.emit('    }')
        self.emit('}')
        self.emit('enum LLight: String, CaseIterable {')
        self.emit('    case red, green, yellow')
        self.emit('    mutating func next() {')
        self.emit('        let all = LLight.allCases')
        self.emit('        self = all[(all.firstIndex(of: self)! + 1) % all.count]')
        self.emit('    }')
        self.emit('}')
        self.d.l_indirect = True

    def expr_tree(self, depth):
        if depth == 0 or self.chance(0.3):
            return f'.num({self.r.randint(-5, 9)})'
        c = self.r.randint(0, 2)
        if c == 0:
            return f'.add({self.expr_tree(depth - 1)}, {self.expr_tree(depth - 1)})'
        if c == 1:
            return f'.mul({self.expr_tree(depth - 1)}, {self.expr_tree(depth - 1)})'
        return f'.neg({self.expr_tree(depth - 1)})'

    def indirect_stmt(self):
        if not getattr(self.d, 'l_indirect', False):
            return self.print_stmt()
        L = self._l()
        kind = self.r.randint(0, 2)
        e = self.fresh('e')
        if kind == 0:
            self.emit(f'let {e}: LExpr = {self.expr_tree(3)}')
            self.emit(f'print("p{L}:", {e}, "=", {e}.value)')
        elif kind == 1:
            self.emit(f'var {e} = LLight.{self.r.choice(["red", "green", "yellow"])}')
            self.emit(f'var {e}seen: [String] = []')
            self.emit(f'for _ in 0..<{self.r.randint(1, 5)} {{ {e}.next(); {e}seen.append({e}.rawValue) }}')
            self.emit(f'print("p{L}:", {e}, {e}seen, LLight(rawValue: "{self.r.choice(["red", "blue", "yellow"])}") as Any)')
        else:
            self.emit(f'print("p{L}:", LLight.allCases, LLight.allCases.map(\\.rawValue), LLight.allCases.count, [{self.expr_tree(1)}, {self.expr_tree(2)}] as [LExpr])')

    # ----- associated types ------------------------------------------------
    def gen_assoc(self):
        self.emit('protocol LContainer {')
        self.emit('    associatedtype Item')
        self.emit('    var items: [Item] { get }')
        self.emit('    mutating func add(_ item: Item)')
        self.emit('}')
        self.emit('extension LContainer {')
        self.emit('    var count: Int { items.count }')
        self.emit('    func peek() -> Item? { items.last }')
        self.emit('}')
        self.emit('struct LBag<T>: LContainer {')
        self.emit('    var items: [T] = []')
        self.emit('    mutating func add(_ item: T) { items.append(item) }')
        self.emit('}')
        self.emit('struct LWordList: LContainer {')
        self.emit('    var items: [String] = []')
        self.emit('    mutating func add(_ item: String) { items.append(item.lowercased()) }')
        self.emit('}')
        self.emit('func lTotal<C: LContainer>(_ c: C) -> Int where C.Item == Int { c.items.reduce(0, +) }')
        self.emit('func lFill<C: LContainer>(_ c: inout C, with xs: [C.Item]) { for x in xs { c.add(x) } }')
        self.d.l_assoc = True

    def assoc_stmt(self):
        if not getattr(self.d, 'l_assoc', False):
            return self.print_stmt()
        L = self._l()
        b = self.fresh('bag')
        kind = self.r.randint(0, 2)
        ints = ', '.join(str(self.r.randint(-4, 12)) for _ in range(self.r.randint(0, 4)))
        if kind == 0:
            self.emit(f'var {b} = LBag<Int>()')
            self.emit(f'lFill(&{b}, with: [{ints}])')
            self.emit(f'print("p{L}:", {b}.count, lTotal({b}), {b}.peek() as Any, {b}.items)')
        elif kind == 1:
            words = ', '.join(f'"{w}"' for w in self.r.sample(['Swift', 'LET', 'Var', 'func', 'Enum'], self.r.randint(1, 4)))
            self.emit(f'var {b} = LWordList()')
            self.emit(f'lFill(&{b}, with: [{words}])')
            self.emit(f'print("p{L}:", {b}.items, {b}.peek() ?? "none", {b}.count)')
        else:
            self.emit(f'var {b} = LBag<String>()')
            self.emit(f'{b}.add("{self.r.choice(ITEMS)}")')
            self.emit(f'var {b}2 = {b}')
            self.emit(f'{b}2.add("{self.r.choice(ITEMS)}")')
            self.emit(f'print("p{L}:", {b}.items, {b}2.items, {b}2.peek()!)')

    # ----- subscripts -------------------------------------------------
    def gen_subscripts(self):
        self.emit('struct LGrid {')
        self.emit('    let rows: Int, cols: Int')
        self.emit('    private var cells: [Int]')
        self.emit('    init(rows: Int, cols: Int) {')
        self.emit('        self.rows = rows; self.cols = cols')
        self.emit('        cells = Array(repeating: 0, count: rows * cols)')
        self.emit('    }')
        self.emit('    subscript(r: Int, c: Int) -> Int {')
        self.emit('        get { cells[r * cols + c] }')
        self.emit('        set { cells[r * cols + c] = newValue }')
        self.emit('    }')
        self.emit('    subscript(row r: Int) -> [Int] { Array(cells[(r * cols)..<((r + 1) * cols)]) }')
        self.emit('    subscript(safe r: Int, c: Int, default d: Int = -1) -> Int {')
        self.emit('        r >= 0 && r < rows && c >= 0 && c < cols ? self[r, c] : d')
        self.emit('    }')
        self.emit('}')
        self.d.l_grid = True

    def subscripts_stmt(self):
        if not getattr(self.d, 'l_grid', False):
            return self.print_stmt()
        L = self._l()
        g = self.fresh('grid')
        rows, cols = self.r.randint(1, 3), self.r.randint(1, 4)
        self.emit(f'var {g} = LGrid(rows: {rows}, cols: {cols})')
        for _ in range(self.r.randint(1, 4)):
            r, c = self.r.randint(0, rows - 1), self.r.randint(0, cols - 1)
            self.emit(f'{g}[{r}, {c}] {self.r.choice(["=", "+=", "-="])} {self.r.randint(1, 9)}')
        r2, c2 = self.r.randint(-1, rows), self.r.randint(-1, cols)
        extra = f', {g}[safe: {r2}, {c2}, default: 0]' if self.chance(0.5) else ''
        self.emit(f'print("p{L}:", {g}[row: {self.r.randint(0, rows - 1)}], {g}[safe: {r2}, {c2}]{extra})')

    # ----- wiring ----------------------------------------------------------
    def learner_decls(self):
        table = [('observers', 0.3, self.gen_observers), ('initializers', 0.3, self.gen_initializers),
                 ('conformances', 0.3, self.gen_conformances), ('indirect-enums', 0.25, self.gen_indirect),
                 ('associated-types', 0.25, self.gen_assoc), ('nested-closures', 0.3, self.gen_nested_closures),
                 ('guard-loops', 0.3, self.gen_guard), ('subscripts', 0.2, self.gen_subscripts),
                 ('keypaths', 0.3, self.gen_keypaths), ('async', 0.2, self.gen_async),
                 ('local-functions', 0.3, self.gen_local_functions), ('sequences', 0.3, self.gen_sequences)]
        for feature, p, gen in table:
            if self.on(feature) and self.chance(p):
                gen()

    def learner_statements(self):
        """(weight, feature, thunk, top-level only) for `Gen.statement`."""
        return [
            (2, 'observers', self.observers_stmt, False), (2, 'initializers', self.initializers_stmt, False),
            (2, 'conformances', self.conformances_stmt, False), (2, 'indirect-enums', self.indirect_stmt, False),
            (2, 'associated-types', self.assoc_stmt, False), (2, 'nested-closures', self.nested_closures_stmt, True),
            (2, 'guard-loops', self.guard_stmt, True), (1, 'subscripts', self.subscripts_stmt, False),
            (2, 'keypaths', self.keypaths_stmt, False), (2, 'async', self.async_stmt, True),
            (2, 'local-functions', self.local_functions_stmt, True), (2, 'sequences', self.sequences_stmt, True),
        ]
