"""Statements on the broader library and value semantics, for `generator.Gen`:
sets, copies of values mutated apart, a class's init/deinit (ARC), `type(of:)`,
nested optionals, more standard-library calls, Double edge values, Float,
`inout` parameters and `defer`.
"""
from swifttypes import INT, INT_CAP, STR, WORDS


class LibraryStatementsMixin:
    # ----- broader library and semantics ------------------------------------
    def sentence(self):
        return ' '.join(self.r.sample(WORDS, self.r.randint(1, 4)))

    def set_stmt(self):
        et = self.r.choice([INT, STR])
        a, b = self.fresh('set'), self.fresh('set')
        if et == INT:
            items = [str(self.r.randint(0, 6)) for _ in range(self.r.randint(0, 5))]
        else:
            items = [f'"{self.r.choice(WORDS[:6])}"' for _ in range(self.r.randint(0, 5))]
        self.emit(f'let {a}: Set<{et}> = [{", ".join(items)}]')
        src, _ = self.arr_expr(et, 1, ctx=False)
        self.emit(f'let {b} = Set({src})')
        x, _ = self.expr(et, 1, ctx=True)
        self.label += 1
        op = self.r.choice(['union', 'intersection', 'subtracting', 'symmetricDifference'])
        rel = self.r.choice(['isSubset(of:', 'isSuperset(of:', 'isDisjoint(with:'])
        self.emit(f'print("p{self.label}:", {a}.count, {a}.contains({x}), {a}.{op}({b}).sorted(), {a}.{rel} {b}), {a} == Set({a}.sorted().reversed()))')
        if self.chance(0.5):
            v = self.fresh('set')
            ins = self.fresh('ins')
            self.emit(f'var {v} = {a}')
            self.emit(f'let {ins} = {v}.insert({x})')
            self.emit(f'{v}.formUnion({b})')
            self.label += 1
            self.emit(f'print("p{self.label}:", {ins}.inserted, {v}.count, {v}.sorted(), type(of: {v}))')

    def value_semantics_stmt(self):
        arrays = [v for scope in self.scopes for v in scope if isinstance(v.t, tuple) and v.t[0] == 'arr']
        structs = [v for scope in self.scopes for v in scope if isinstance(v.t, tuple) and v.t[0] == 'struct']
        if structs and self.chance(0.5):
            s = self.r.choice(structs)
            fields = self.d.structs[s.t[1]]['fields']
            f, ft = self.r.choice(fields)
            c = self.fresh('copy')
            code, b = self.expr(ft, 1, ctx=True)
            code, _ = self.capped(ft, code, b)
            self.emit(f'var {c} = {s.name}')
            self.emit(f'{c}.{f} = {code}')
            self.label += 1
            self.emit(f'print("p{self.label}:", {s.name}.{f}, {c}.{f}, {c}.summary())')
            return
        if arrays:
            a = self.r.choice(arrays)
            c = self.fresh('copy')
            x, _ = self.expr(a.t[1], 1, ctx=True)
            x, _ = self.capped(a.t[1], x, INT_CAP * 2 if a.t[1] == INT else 0)
            self.emit(f'var {c} = {a.name}')
            self.emit(f'{c}.append({x})')
            self.label += 1
            self.emit(f'print("p{self.label}:", {a.name}.count, {c}.count, {c}.last as Any)')
            return
        self.print_stmt()

    def gen_tracker(self):
        self.emit('final class Tracker {')
        self.emit('    let id: Int')
        self.emit('    init(_ id: Int) { self.id = id; print("init \\(id)") }')
        self.emit('    deinit { print("deinit \\(id)") }')
        self.emit('}')
        self.emit('func useTracker(_ id: Int) -> Int {')
        self.emit('    let t = Tracker(id)')
        self.emit('    let u = Tracker(id + 1)')
        self.emit('    return t.id * 10 + u.id')
        self.emit('}')
        self.d.tracker = True

    def arc_stmt(self):
        if not getattr(self.d, 'tracker', False):
            return self.print_stmt()
        k = self.r.randint(1, 90)
        kind = self.r.randint(0, 5)
        self.label += 1
        if kind == 0:
            self.emit('do {')
            self.emit(f'    let first = Tracker({k})')
            self.emit(f'    let second = Tracker({k + 1})')
            self.emit(f'    print("p{self.label}:", first.id + second.id)')
            self.emit('}')
        elif kind == 1:
            v = self.fresh('tr')
            self.emit(f'var {v}: Tracker? = Tracker({k})')
            self.emit(f'print("p{self.label}:", {v}?.id as Any)')
            self.emit(f'{v} = nil')
        elif kind == 2:
            v = self.fresh('trs')
            self.emit(f'var {v} = [Tracker({k}), Tracker({k + 1}), Tracker({k + 2})]')
            self.emit(f'{v}.removeFirst()')
            self.emit(f'print("p{self.label}:", {v}.map(\\.id))')
            self.emit(f'{v}.removeAll()')
        elif kind == 3:
            self.emit(f'print("p{self.label}:", useTracker({k}))')
        elif kind == 4:
            self.emit(f'print("p{self.label}:", Tracker({k}).id + Tracker({k + 1}).id)')
        else:
            v, w = self.fresh('tr'), self.fresh('tr')
            self.emit(f'var {v}: Tracker? = Tracker({k})')
            self.emit(f'weak var {w} = {v}')
            self.emit(f'{v} = Tracker({k + 1})')
            self.emit(f'print("p{self.label}:", {w}?.id as Any, {v}!.id)')
            self.emit(f'{v} = nil')

    def type_name_stmt(self):
        t = self.any_type()
        code, _ = self.expr(t, 1, ctx=False)
        self.label += 1
        if self.chance(0.3):
            self.emit(f'print("p{self.label}:", [{code}], type(of: [{code}]))')
        else:
            self.emit(f'print("p{self.label}:", type(of: {code}))')

    def nested_optional_stmt(self):
        d = self.fresh('dopt')
        vals = [self.r.choice(['nil', str(self.r.randint(0, 9))]) for _ in range(3)]
        self.emit(f'let {d}: [String: Int?] = ["a": {vals[0]}, "b": {vals[1]}, "c": {vals[2]}]')
        key = self.r.choice(['"a"', '"b"', '"z"'])
        self.label += 1
        self.emit(f'print("p{self.label}:", {d}[{key}] as Any, {d}[{key}] == nil, ({d}[{key}] ?? nil) as Any, {d}[{key}]?.map {{ $0 + 1 }} as Any)')
        o = self.fresh('oo')
        init = self.r.choice(['.some(nil)', 'nil', '.some(.some(4))', '5', 'Optional(Optional(2))'])
        self.emit(f'let {o}: Int?? = {init}')
        self.label += 1
        self.emit(f'print("p{self.label}:", {o} as Any, {o} == nil, {o} == .some(nil), ({o} ?? 0) as Any)')
        xs = self.fresh('xs')
        items = [self.r.choice(['nil', str(self.r.randint(0, 9))]) for _ in range(self.r.randint(1, 4))]
        self.emit(f'let {xs}: [Int?] = [{", ".join(items)}]')
        self.label += 1
        self.emit(f'print("p{self.label}:", {xs}, {xs}.compactMap {{ $0 }}, {xs}.first as Any, {xs}.contains(nil))')

    def library_stmt(self):
        self.label += 1
        lab = f'"p{self.label}:"'
        ints, _ = self.arr_expr(INT, 1, ctx=False)
        strs, _ = self.arr_expr(STR, 1, ctx=False)
        n, _ = self.int_expr(1)
        k = self.r.randint(1, 6)
        sent = self.sentence()
        choices = [
            lambda: f'"{sent}".split(separator: " "), "{sent}".split(separator: " ").map(String.init).joined(separator: "_")',
            lambda: f'{ints}.firstIndex(of: {k}) as Any, {ints}.lastIndex(of: {k}) as Any, {ints}.lastIndex(where: {{ $0 < {k} }}) as Any',
            lambda: f'{strs}.enumerated().map {{ "\\($0.offset):\\($0.element)" }}',
            lambda: f'zip({strs}, {ints}).map {{ "\\($0)\\($1)" }}',
            lambda: f'{ints}.reduce(into: [Int]()) {{ $0.insert($1, at: 0) }}',
            lambda: f'[{ints}, [{k}]].flatMap {{ $0 }}, [{ints}, [{k}]].joined().count',
            lambda: f'Array(stride(from: {k}, through: {k * 3}, by: {self.r.randint(1, 3)})), Array(stride(from: 1.0, to: 2.0, by: 0.25))',
            lambda: f'{strs}.min(by: {{ $0.count > $1.count }}) as Any, {strs}.max() as Any',
            lambda: f'Dictionary(grouping: {ints}, by: {{ $0 % 3 }}).mapValues(\\.count).sorted {{ $0.key < $1.key }}.map {{ "\\($0.key)=\\($0.value)" }}',
            lambda: f'"{sent} 42".filter(\\.isLetter), "{sent} 42".filter {{ $0.isNumber }}, Array("{self.r.choice(WORDS)}")',
            lambda: f'{ints}.description, "\\({strs})", String(describing: {ints}.first)',
            lambda: f'{ints}.count(where: {{ $0 > {k} }}), {ints}.prefix(while: {{ $0 < {k * 3} }})',
            lambda: f'String({k * 37}, radix: {self.r.choice([2, 8, 16])}), Int("{self.r.choice(["ff", "7f", "zz", "10"])}", radix: 16) as Any',
            lambda: f'"{sent}".replacingOccurrences(of: "{self.r.choice("aeo")}", with: "_"), "{sent}".components(separatedBy: " ").count',
            lambda: f'"  {sent} ".trimmingCharacters(in: .whitespaces), "{sent}".capitalized, "{sent}".uppercased().hasPrefix("{sent[:1].upper()}")',
            lambda: f'Array(({k}...{k + 4}).reversed()), (0..<{k}).contains({n}), ({k}...{k + 2}).map {{ $0 * $0 }}',
            lambda: f'{strs}.sorted {{ $0.count < $1.count }}, {strs}.map(\\.count).reduce(0, +)',
            lambda: f'{ints}.map {{ Double($0) / {self.r.choice(["3", "7", "10", "4"])} }}',
            lambda: f'{ints}.dropFirst().first as Any, {ints}.suffix(2), {ints}.last(where: {{ $0 % 2 == 1 }}) as Any',
            lambda: f'{ints}.indices.map {{ $0 }}, {ints}.isEmpty ? -1 : {ints}[{ints}.count - 1]',
            lambda: f'"{sent}".count, "{sent}".reversed().first as Any, "{sent}".firstIndex(of: " ").map {{ "{sent}".distance(from: "{sent}".startIndex, to: $0) }} as Any',
        ]
        self.emit(f'print({lab}, {self.r.choice(choices)()})')

    def doubles_stmt(self):
        self.label += 1
        vals = ['0.1 + 0.2', '1.0 / 3', '1e16', '1e-7', '123456789.0 * 10', '2.0 / 3 * 3', 'Double(Int.max)', '-0.0',
                '100.0 / 8', '0.000123', '1e15 + 0.5', 'Double.pi', '(2.5).rounded()', '(-2.5).rounded()', '3.5.rounded(.toNearestOrEven)',
                '7.0.truncatingRemainder(dividingBy: 2.5)', 'Double(7) / 2', '1.0e10', '5e-324', 'Double.greatestFiniteMagnitude',
                '(0.1 * 3).description', 'String(0.5)', 'Double("1e3")!', 'Double(1 << 53) + 1']
        picked = self.r.sample(vals, self.r.randint(2, 4))
        d, _ = self.dbl_expr(1, False)
        self.emit(f'print("p{self.label}:", {", ".join(picked)}, {d})')

    def float_stmt(self):
        v = self.fresh('fl')
        lit = self.r.choice(['1', '0.1', '2.5', '3', '1e-3', '16777217'])
        self.emit(f'let {v}: Float = {lit}')
        self.label += 1
        n, _ = self.int_expr(1)
        self.emit(f'print("p{self.label}:", {v}, {v} / 3, {v} * {v}, Double({v}), Float({n}) / 7, {v} + 0.2)')

    def gen_inout(self):
        self.emit('func addToAll(_ xs: inout [Int], _ k: Int) {')
        self.emit('    for i in xs.indices { xs[i] += k }')
        self.emit('}')
        self.emit('func swapValues(_ a: inout Int, _ b: inout Int) {')
        self.emit('    let t = a')
        self.emit('    a = b')
        self.emit('    b = t')
        self.emit('}')
        self.emit('func twice(_ s: inout String) { s += s }')
        self.d.inout = True

    def inout_stmt(self):
        if not getattr(self.d, 'inout', False):
            return self.print_stmt()
        self.label += 1
        kind = self.r.randint(0, 2)
        if kind == 0:
            v = self.fresh('io')
            code, _ = self.arr_expr(INT, 1, ctx=False)
            self.emit(f'var {v}: [Int] = {code}')
            self.emit(f'addToAll(&{v}, {self.r.randint(1, 9)})')
            self.emit(f'print("p{self.label}:", {v})')
        elif kind == 1:
            a, b = self.fresh('io'), self.fresh('io')
            self.emit(f'var {a} = {self.r.randint(0, 9)}, {b} = [{self.r.randint(0, 9)}, {self.r.randint(0, 9)}]')
            self.emit(f'swapValues(&{a}, &{b}[1])')
            self.emit(f'print("p{self.label}:", {a}, {b})')
        else:
            v = self.fresh('io')
            self.emit(f'var {v} = "{self.r.choice(WORDS)}"')
            self.emit(f'twice(&{v})')
            self.emit(f'print("p{self.label}:", {v})')

    def gen_defer(self):
        self.emit('func withDefers(_ n: Int) -> Int {')
        self.emit('    var log = 0')
        self.emit('    defer { print("outer defer", log) }')
        self.emit('    for i in 0..<n {')
        self.emit('        defer { log += i }')
        self.emit('        if i == 2 { return log }')
        self.emit('    }')
        self.emit('    defer { print("late defer") }')
        self.emit('    return log * 10')
        self.emit('}')
        self.d.defer = True

    def defer_stmt(self):
        if not getattr(self.d, 'defer', False):
            return self.print_stmt()
        self.label += 1
        self.emit(f'print("p{self.label}:", withDefers({self.r.randint(0, 4)}))')
