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
completion order).
"""

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

NAMES = ['Ada', 'Grace', 'Linus', 'Alan', 'Barbara', 'Ken', 'Edsger', 'Margaret']
ITEMS = ['apple', 'bread', 'milk', 'eggs', 'tea', 'rice']


class LearnerMixin:
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

    # ----- nested closures ---------------------------------------------
    def gen_nested_closures(self):
        self.emit('enum LFetchError: Error { case notFound(Int), offline }')
        self.emit('func lMultiplier(_ k: Int) -> (Int) -> (Int) -> Int {')
        self.emit('    return { a in { b in a * b + k } }')
        self.emit('}')
        self.emit('func lCompose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int { { g(f($0)) } }')
        self.emit('func lLoad(id: Int, completion: (Result<String, LFetchError>) -> Void) {')
        self.emit('    if id < 0 { completion(.failure(.offline)); return }')
        self.emit('    if id % 3 == 0 { completion(.failure(.notFound(id))) } else { completion(.success("item\\(id)")) }')
        self.emit('}')
        self.emit('final class LButton {')
        self.emit('    private var handlers: [(String) -> Void] = []')
        self.emit('    func onTap(_ h: @escaping (String) -> Void) { handlers.append(h) }')
        self.emit('    func tap(_ who: String) { handlers.forEach { $0(who) } }')
        self.emit('}')
        self.d.l_closures = True

    def nested_closures_stmt(self):
        if not getattr(self.d, 'l_closures', False):
            return self.print_stmt()
        L = self._l()
        kind = self.r.randint(0, 4)
        a = self.fresh('cl')
        k1, k2, k3 = self.r.randint(0, 5), self.r.randint(1, 6), self.r.randint(-3, 7)
        if kind == 0:
            self.emit(f'let {a} = lMultiplier({k1})')
            self.emit(f'let {a}b = {a}({k2})')
            self.emit(f'print("p{L}:", {a}b({k3}), {a}({k3})({k2}), [1, 2, 3].map({a}b))')
        elif kind == 1:
            self.emit(f'let {a} = lCompose({{ $0 + {k1} }}, {{ $0 * {k2} }})')
            self.emit(f'let {a}2 = lCompose({a}, {a})')
            self.emit(f'print("p{L}:", {a}({k3}), {a}2({k3}))')
        elif kind == 2:
            ids = ', '.join(str(self.r.randint(-2, 10)) for _ in range(self.r.randint(1, 4)))
            self.emit(f'var {a}: [String] = []')
            self.emit(f'for id in [{ids}] {{')
            self.emit('    lLoad(id: id) { result in')
            self.emit('        switch result {')
            self.emit(f'        case .success(let s): {a}.append(s)')
            self.emit(f'        case .failure(.notFound(let n)): {a}.append("missing \\(n)")')
            self.emit(f'        case .failure(let e): {a}.append("error \\(e)")')
            self.emit('        }')
            self.emit('    }')
            self.emit('}')
            self.emit(f'print("p{L}:", {a})')
        elif kind == 3:
            self.emit(f'let {a} = LButton()')
            self.emit(f'var {a}taps = 0')
            self.emit(f'var {a}log: [String] = []')
            self.emit(f'{a}.onTap {{ _ in {a}taps += 1 }}')
            self.emit(f'{a}.onTap {{ who in {a}log.append("hi \\(who) #\\({a}taps)") }}')
            for _ in range(self.r.randint(1, 3)):
                self.emit(f'{a}.tap("{self.r.choice(NAMES)}")')
            self.emit(f'print("p{L}:", {a}taps, {a}log)')
        else:
            self.emit(f'var {a} = {k1}')
            self.emit(f'let {a}inc = {{ () -> () -> Int in')
            self.emit(f'    {a} += {k2}')
            self.emit(f'    return {{ {a} * 2 }}')
            self.emit('}')
            self.emit(f'let {a}get = {a}inc()')
            self.emit(f'{a} += {k3}')
            self.emit(f'print("p{L}:", {a}get(), {a}inc()(), {a})')

    # ----- guard and loops ----------------------------------------------
    def gen_guard(self):
        lim = self.r.randint(3, 12)
        self.emit('func lParseAge(_ s: String?) -> String {')
        self.emit('    guard let s = s, !s.isEmpty else { return "missing" }')
        self.emit('    guard let n = Int(s) else { return "not a number: \\(s)" }')
        self.emit(f'    guard n >= 0, n < 130 else {{ return "out of range" }}')
        self.emit('    return n >= 18 ? "adult \\(n)" : "minor \\(n)"')
        self.emit('}')
        self.emit('func lFirstRepeat(_ xs: [Int]) -> Int? {')
        self.emit('    var seen: [Int] = []')
        self.emit('    for x in xs {')
        self.emit('        if seen.contains(x) { return x }')
        self.emit('        seen.append(x)')
        self.emit('    }')
        self.emit('    return nil')
        self.emit('}')
        self.emit('func lCollatz(_ start: Int) -> Int {')
        self.emit('    var n = start, steps = 0')
        self.emit('    repeat {')
        self.emit('        n = n % 2 == 0 ? n / 2 : 3 * n + 1')
        self.emit('        steps += 1')
        self.emit(f'    }} while n != 1 && steps < {lim * 10}')
        self.emit('    return steps')
        self.emit('}')
        self.d.l_guard = True

    def guard_stmt(self):
        if not getattr(self.d, 'l_guard', False):
            return self.print_stmt()
        L = self._l()
        kind = self.r.randint(0, 3)
        if kind == 0:
            args = ', '.join(self.r.choice(['nil', '""', '"42"', '"7"', '"abc"', '"-1"', '"200"', '"18"']) for _ in range(self.r.randint(1, 4)))
            self.emit(f'print("p{L}:", [{args}].map(lParseAge))')
        elif kind == 1:
            xs = ', '.join(str(self.r.randint(0, 5)) for _ in range(self.r.randint(0, 6)))
            self.emit(f'print("p{L}:", lFirstRepeat([{xs}]) as Any, lCollatz({self.r.randint(1, 30)}))')
        elif kind == 2:
            n, m = self.r.randint(2, 5), self.r.randint(2, 5)
            t = self.r.randint(1, 12)
            out = self.fresh('found')
            self.emit(f'var {out}: [String] = []')
            self.emit(f'outer: for i in 1...{n} {{')
            self.emit(f'    for j in 1...{m} {{')
            self.emit(f'        if j == i {{ continue outer }}')
            self.emit(f'        if i * j > {t} {{ break outer }}')
            self.emit(f'        {out}.append("\\(i)x\\(j)")')
            self.emit('    }')
            self.emit('}')
            self.emit(f'print("p{L}:", {out})')
        else:
            w = self.fresh('w')
            self.emit(f'var {w} = {self.r.randint(0, 40)}')
            self.emit(f'var {w}n = 0')
            self.emit(f'while {w} > 0 {{')
            self.emit(f'    {w}n += 1')
            self.emit(f'    if {w} % {self.r.randint(2, 5)} == 0 {{ {w} -= 3; continue }}')
            self.emit(f'    {w} -= {self.r.randint(1, 4)}')
            self.emit('}')
            self.emit(f'print("p{L}:", {w}, {w}n)')

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

    # ----- key paths -----------------------------------------------------
    def gen_keypaths(self):
        self.emit('struct LStudent {')
        self.emit('    var name: String')
        self.emit('    var grade: Int')
        self.emit('    var passed: Bool { grade >= 60 }')
        self.emit('}')
        self.d.l_students = True

    def keypaths_stmt(self):
        if not getattr(self.d, 'l_students', False):
            return self.print_stmt()
        L = self._l()
        s = self.fresh('cls')
        studs = ', '.join(f'LStudent(name: "{n}", grade: {self.r.randint(30, 100)})'
                          for n in self.r.sample(NAMES, self.r.randint(1, 5)))
        self.emit(f'let {s} = [{studs}]')
        kind = self.r.randint(0, 4)
        if kind == 0:
            self.emit(f'print("p{L}:", {s}.map(\\.name), {s}.filter(\\.passed).map(\\.grade))')
        elif kind == 1:
            self.emit(f'print("p{L}:", {s}.max(by: {{ $0.grade < $1.grade }})!.name, {s}.min {{ $0.name < $1.name }}?.grade as Any)')
        elif kind == 2:
            self.emit(f'let {s}by = {s}.reduce(into: [Bool: [String]]()) {{ $0[$1.passed, default: []].append($1.name) }}')
            self.emit(f'print("p{L}:", {s}by[true] ?? [], {s}by[false] ?? [])')
        elif kind == 3:
            self.emit(f'let {s}avg = Double({s}.map(\\.grade).reduce(0, +)) / Double({s}.count)')
            self.emit(f'print("p{L}:", {s}avg, {s}.sorted {{ $0.grade > $1.grade || ($0.grade == $1.grade && $0.name < $1.name) }}.map {{ "\\($0.name):\\($0.grade)" }})')
        else:
            self.emit(f'var {s}m = {s}')
            self.emit(f'for i in {s}m.indices where !{s}m[i].passed {{ {s}m[i].grade += {self.r.randint(5, 30)} }}')
            self.emit(f'let {s}kp = \\LStudent.grade')
            self.emit(f'print("p{L}:", {s}m.map {{ $0[keyPath: {s}kp] }}, {s}m.first(where: \\.passed)?.name ?? "none", {s}.allSatisfy(\\.passed))')

    # ----- async -----------------------------------------------------------
    def gen_async(self):
        self.emit('enum LNetError: Error { case timeout(String) }')
        self.emit('func lFetch(_ name: String, ms: Int) async throws -> Int {')
        self.emit('    try await Task.sleep(nanoseconds: UInt64(ms) * 1_000_000)')
        self.emit('    if name.isEmpty { throw LNetError.timeout("empty") }')
        self.emit('    return name.count * 10')
        self.emit('}')
        self.emit('func lSquare(_ x: Int) async -> Int { x * x }')
        self.d.l_async = True

    def async_stmt(self):
        if not getattr(self.d, 'l_async', False):
            return self.print_stmt()
        L = self._l()
        kind = self.r.randint(0, 3)
        a, b = self.r.choice(ITEMS + ['']), self.r.choice(ITEMS)
        if kind == 0:
            self.emit('do {')
            self.emit(f'    let x = try await lFetch("{a}", ms: {self.r.randint(1, 3)})')
            self.emit(f'    let y = try await lFetch("{b}", ms: 1)')
            self.emit(f'    print("p{L}:", x, y, x + y)')
            self.emit('} catch {')
            self.emit(f'    print("p{L}: failed", error)')
            self.emit('}')
        elif kind == 1:
            self.emit('do {')
            self.emit(f'    async let x = lFetch("{a}", ms: {self.r.randint(1, 5)})')
            self.emit(f'    async let y = lFetch("{b}", ms: {self.r.randint(1, 5)})')
            self.emit('    let both = try await [x, y]')
            self.emit(f'    print("p{L}:", both)')
            self.emit('} catch LNetError.timeout(let why) {')
            self.emit(f'    print("p{L}: timeout", why)')
            self.emit('} catch {')
            self.emit(f'    print("p{L}: other")')
            self.emit('}')
        elif kind == 2:
            n = self.r.randint(1, 6)
            self.emit(f'let sq{L} = await withTaskGroup(of: Int.self) {{ group in')
            self.emit(f'    for i in 1...{n} {{ group.addTask {{ await lSquare(i) }} }}')
            self.emit('    var all: [Int] = []')
            self.emit('    for await v in group { all.append(v) }')
            self.emit('    return all.sorted()')
            self.emit('}')
            self.emit(f'print("p{L}:", sq{L}, sq{L}.reduce(0, +))')
        else:
            self.emit(f'let t{L} = Task {{ await lSquare({self.r.randint(-9, 9)}) + 1 }}')
            self.emit(f'let r{L} = try? await lFetch("{a}", ms: 1)')
            self.emit(f'print("p{L}:", await t{L}.value, r{L} as Any)')

    # ----- local functions --------------------------------------------------
    def gen_local_functions(self):
        self.emit('func lParse(_ text: String) -> (numbers: [Int], skipped: [String]) {')
        self.emit('    var rest = text.split(separator: " ").map(String.init)[...]')
        self.emit('    var skipped: [String] = []')
        self.emit('    func next() -> String? { rest.popFirst() }')
        self.emit('    func number(_ word: String) -> Int? {')
        self.emit('        if let n = Int(word) { return n }')
        self.emit('        skipped.append(word)')
        self.emit('        return nil')
        self.emit('    }')
        self.emit('    var numbers: [Int] = []')
        self.emit('    while let word = next() {')
        self.emit('        guard let n = number(word) else { continue }')
        self.emit('        numbers.append(n)')
        self.emit('    }')
        self.emit('    return (numbers, skipped)')
        self.emit('}')
        self.emit('func lStats(_ xs: [Int]) -> String {')
        self.emit('    func total() -> Int { xs.reduce(0, +) }')
        self.emit('    func mean() -> Double { xs.isEmpty ? 0 : Double(total()) / Double(xs.count) }')
        self.emit('    func label(_ m: Double) -> String { m > 5 ? "high" : "low" }')
        self.emit('    let m = mean()')
        self.emit('    return "\\(total()) \\(m) \\(label(m)) \\(m * 2 + 1)"')
        self.emit('}')
        self.emit('func lCounter(start: Int) -> () -> Int {')
        self.emit('    var count = start')
        self.emit('    func step() -> Int {')
        self.emit('        count += 1')
        self.emit('        return count')
        self.emit('    }')
        self.emit('    return step')
        self.emit('}')
        self.emit('func lFactorial(_ n: Int) -> Int {')
        self.emit('    func go(_ k: Int, _ acc: Int) -> Int { k <= 1 ? acc : go(k - 1, acc * k) }')
        self.emit('    return go(n, 1)')
        self.emit('}')
        self.emit('func lCleaned(_ words: [String]) -> [String] {')
        self.emit('    func clean(_ w: String) -> String { w.lowercased().filter { $0.isLetter } }')
        self.emit('    func keep(_ w: String) -> Bool { !clean(w).isEmpty }')
        self.emit('    return words.filter(keep).map(clean)')
        self.emit('}')
        self.d.l_local = True

    def local_functions_stmt(self):
        if not getattr(self.d, 'l_local', False):
            return self.print_stmt()
        L = self._l()
        kind = self.r.randint(0, 5)
        words = [self.r.choice(['3', '12', 'x', '-4', 'tea', '0', '7', 'Ada!', '']) for _ in range(self.r.randint(0, 5))]
        if kind == 0:
            self.emit(f'let lp{L} = lParse("{" ".join(words)}")')
            self.emit(f'print("p{L}:", lp{L}.numbers, lp{L}.skipped, lp{L}.numbers.reduce(0, +))')
        elif kind == 1:
            xs = ', '.join(str(self.r.randint(-3, 12)) for _ in range(self.r.randint(0, 5)))
            self.emit(f'print("p{L}:", lStats([{xs}]))')
        elif kind == 2:
            self.emit(f'let lc{L} = lCounter(start: {self.r.randint(-3, 9)})')
            self.emit(f'_ = lc{L}()')
            self.emit(f'print("p{L}:", lc{L}(), lc{L}() * 2)')
        elif kind == 3:
            self.emit(f'print("p{L}:", lFactorial({self.r.randint(0, 10)}), (1...{self.r.randint(1, 6)}).map(lFactorial))')
        elif kind == 4:
            ws = ', '.join(f'"{w}"' for w in words)
            self.emit(f'print("p{L}:", lCleaned([{ws}]))')
        else:
            self.emit('do {')
            self.emit('    func lTwice(_ x: Int) -> Int { x * 2 }')
            self.emit('    func lShow(_ x: Int) -> String { "<\\(x)>" }')
            self.emit(f'    let v = lTwice({self.r.randint(-9, 9)}) + 1')
            self.emit(f'    print("p{L}:", lShow(v), Int(lShow(v).dropFirst().dropLast()) ?? -1, [1, 2].map(lTwice))')
            self.emit('}')

    # ----- sequences --------------------------------------------------------
    def gen_sequences(self):
        self.emit('struct LCountdown: Sequence {')
        self.emit('    let from: Int')
        self.emit('    var step = 1')
        self.emit('    struct Iterator: IteratorProtocol {')
        self.emit('        var current: Int')
        self.emit('        let step: Int')
        self.emit('        mutating func next() -> Int? {')
        self.emit('            guard current > 0 else { return nil }')
        self.emit('            defer { current -= step }')
        self.emit('            return current')
        self.emit('        }')
        self.emit('    }')
        self.emit('    func makeIterator() -> Iterator { Iterator(current: from, step: step) }')
        self.emit('}')
        self.emit('struct LSquares: Sequence, IteratorProtocol {')
        self.emit('    private var n = 0')
        self.emit('    mutating func next() -> Int? {')
        self.emit('        n += 1')
        self.emit('        return n * n')
        self.emit('    }')
        self.emit('}')
        self.emit('struct LWords: Sequence {')
        self.emit('    let text: String')
        self.emit('    func makeIterator() -> IndexingIterator<[String]> {')
        self.emit('        text.split(separator: " ").map(String.init).makeIterator()')
        self.emit('    }')
        self.emit('}')
        self.emit('struct LCycle: Sequence {')
        self.emit('    let items: [String]')
        self.emit('    func makeIterator() -> AnyIterator<String> {')
        self.emit('        var i = 0')
        self.emit('        return AnyIterator {')
        self.emit('            guard !items.isEmpty else { return nil }')
        self.emit('            defer { i += 1 }')
        self.emit('            return items[i % items.count]')
        self.emit('        }')
        self.emit('    }')
        self.emit('}')
        self.d.l_sequences = True

    def sequences_stmt(self):
        if not getattr(self.d, 'l_sequences', False):
            return self.print_stmt()
        L = self._l()
        kind = self.r.randint(0, 6)
        start, step = self.r.randint(0, 9), self.r.randint(1, 3)
        down = f'LCountdown(from: {start}, step: {step})' if self.chance(0.5) else f'LCountdown(from: {start})'
        words = ' '.join(self.r.choice(ITEMS + NAMES) for _ in range(self.r.randint(0, 5)))
        if kind == 0:
            self.emit(f'var seen{L}: [String] = []')
            cond = self.r.choice(['', ' where n % 2 == 0', ' where n > 2'])
            self.emit(f'for n in {down}{cond} {{')
            self.emit(f'    seen{L}.append(n == 1 ? "one" : "\\(n)")')
            self.emit('}')
            self.emit(f'print("p{L}:", seen{L}, seen{L}.count)')
        elif kind == 1:
            k = self.r.randint(0, 6)
            self.emit(f'let cd{L} = {down}')
            self.emit(f'print("p{L}:", Array(cd{L}), cd{L}.map {{ $0 * 10 }}, cd{L}.filter {{ $0 != {k} }}, '
                      f'cd{L}.reduce(0, +), cd{L}.contains({k}), cd{L}.min() as Any, cd{L}.sorted())')
        elif kind == 2:
            k, limit = self.r.randint(0, 6), self.r.randint(1, 90)
            self.emit(f'print("p{L}:", Array(LSquares().prefix({k})), LSquares().first {{ $0 > {limit} }} ?? -1, '
                      f'Array(LSquares().lazy.filter {{ $0 % 2 == {self.r.randint(0, 1)} }}.prefix({k})))')
        elif kind == 3:
            pulls = self.r.randint(0, 3)
            self.emit(f'var it{L} = {down}.makeIterator()')
            for _ in range(pulls):
                self.emit(f'_ = it{L}.next()')
            self.emit(f'var copy{L} = it{L}')
            self.emit(f'let a{L} = copy{L}.next()')
            self.emit(f'print("p{L}:", a{L} as Any, it{L}.next() as Any, copy{L}.next() as Any)')
        elif kind == 4:
            self.emit(f'let z{L} = zip(LWords(text: "{words}"), {down}).map {{ "\\($0)\\($1)" }}')
            self.emit(f'print("p{L}:", z{L}, z{L}.count)')
        elif kind == 5:
            items = ', '.join(f'"{self.r.choice(ITEMS)}"' for _ in range(self.r.randint(1, 3)))
            self.emit(f'print("p{L}:", LCycle(items: [{items}]).prefix({self.r.randint(0, 7)}).joined(separator: "-"), '
                      f'Array(LCycle(items: []).prefix(3)))')
        else:
            self.emit(f'for (i, w) in LWords(text: "{words}").enumerated() where i % 2 == 0 {{')
            self.emit(f'    print("p{L}:", i, w, w.count)')
            self.emit('}')
            self.emit(f'print("p{L}:", LWords(text: "{words}").sorted(), LWords(text: "{words}").underestimatedCount, '
                      f'LWords(text: "{words}").map {{ $0.count }}.max() ?? 0)')

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
