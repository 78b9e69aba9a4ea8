"""Semantic productions about values, for `semantics.SemanticsMixin`: string
interpolation of every kind of value, what closures capture and when, `rethrows`,
fixed-width integers and the traps a program may end with, `Character` and
`String` semantics, and sets and dictionaries.
"""
from swifttypes import LETTERS


class SemanticsValuesMixin:
    # ----- interpolation -----------------------------------------------------
    def interpolation_stmt(self):
        values = ['(1, "one")', '(x: 2, y: 3.5)', '0..<3', '1...4', '"quote\\"d"', 'Character("q")', '[1, 2]',
                  '["a": 1]', 'Set([7])', '[Optional(1), nil]', 'Int?.none', 'Optional("s")', 'Int.self', '[String].self',
                  '(0.1 + 0.2)', '1e16', 'Float(0.1)', 'UInt8(200)', 'Int8(-5)', '-0.0', '[[1], []]', '["x", "y"]',
                  '(1, (2, "n"))', 'String?.self', 'Double.infinity', '[1.5: "a"]', '("a", [1])']
        for name, s in sorted(self.d.structs.items()):
            code, _ = self.struct_expr(name, 0, ctx=False)
            values += [code, f'[{code}]', f'Optional({code})']
        for name in sorted(self.d.enums):
            code, _ = self.enum_expr(name, 0, ctx=False)
            values += [code, f'[{code}]', f'Optional({code})', f'({code}, 1)']
        if getattr(self.d, 'figure', False):
            values += [f'Figure{self.figure_value()}', f'[Figure{self.figure_value()}]', 'Figure.self']
        if self.d.error_enum:
            values += ['FuzzError.tooSmall(3)', '[FuzzError.empty]']
        if self.d.classes:
            values += [f'{sorted(self.d.classes)[0]}(total: 1)', f'[{sorted(self.d.classes)[0]}(total: 1)]']
        picked = self.r.sample(values, min(len(values), self.r.randint(2, 4)))
        self.label += 1
        how = self.r.randint(0, 2)
        if how == 0:
            self.emit(f'print("p{self.label}: " + ' + ' + " ~ " + '.join(f'"\\({v})"' if not v.startswith('Int?') else f'String(describing: {v})' for v in picked) + ')')
        elif how == 1:
            self.emit(f'print("p{self.label}:", ' + ', '.join(f'String(describing: {v})' for v in picked) + ')')
        else:
            self.emit(f'print("p{self.label}:", ' + ', '.join(f'String(reflecting: {v})' for v in picked) + ')')

    # ----- captures ----------------------------------------------------------
    def gen_captures(self):
        self.emit('func makeCounter(step: Int) -> () -> Int {')
        self.emit('    var n = 0')
        self.emit('    return { n += step; return n }')
        self.emit('}')
        self.emit('func makeAccumulator() -> (add: (Int) -> Void, total: () -> Int) {')
        self.emit('    var sum = 0')
        self.emit('    return ({ sum += $0 }, { sum })')
        self.emit('}')
        self.d.captures = True

    def captures_stmt(self):
        if not getattr(self.d, 'captures', False):
            return self.print_stmt()
        self.label += 1
        L = self.label
        k1, k2 = self.r.randint(1, 5), self.r.randint(1, 5)
        kind = self.r.randint(0, 5)
        a, b = self.fresh('c'), self.fresh('c')
        if kind == 0:
            self.emit(f'let {a} = makeCounter(step: {k1})')
            self.emit(f'let {b} = {a}')
            self.emit(f'let {b}x = makeCounter(step: {k2})')
            self.emit(f'print("p{L}:", {a}(), {b}(), {b}x(), {a}())')
        elif kind == 1:
            self.emit(f'let {a} = makeAccumulator()')
            for _ in range(self.r.randint(1, 3)):
                self.emit(f'{a}.add({self.r.randint(-3, 9)})')
            self.emit(f'print("p{L}:", {a}.total())')
        elif kind == 2:
            self.emit(f'var {a} = {k1}')
            self.emit(f'let {b}snap = {{ [{a}] in {a} * 10 }}')
            self.emit(f'let {b}live = {{ {a} * 10 }}')
            self.emit(f'{a} += {k2}')
            self.emit(f'print("p{L}:", {b}snap(), {b}live())')
        elif kind == 3:
            self.emit(f'var {a}: [() -> Int] = []')
            self.emit(f'for i in 0..<{self.r.randint(1, 4)} {{ {a}.append {{ i * {k1} }} }}')
            self.emit(f'var {b} = {k2}')
            self.emit(f'{a}.append {{ {b} }}')
            self.emit(f'{b} = {k2 + 10}')
            self.emit(f'print("p{L}:", {a}.map {{ $0() }})')
        elif kind == 4:
            self.emit(f'var {a} = [String]()')
            self.emit(f'func {b}(_ s: String) {{ {a}.append(s.uppercased()) }}')
            for w in self.r.sample(['ant', 'bee', 'cat', 'dog'], self.r.randint(1, 3)):
                self.emit(f'{b}("{w}")')
            self.emit(f'print("p{L}:", {a}, {a}.count)')
        else:
            self.emit(f'struct {a.upper()}Tally {{ var hits = 0 }}')
            self.emit(f'var {a} = {a.upper()}Tally()')
            self.emit(f'let {b} = {{ (n: Int) in {a}.hits += n }}')
            self.emit(f'{b}({k1}); {b}({k2})')
            self.emit(f'var {a}copy = {a}')
            self.emit(f'{b}(100)')
            self.emit(f'{a}copy.hits -= 1')
            self.emit(f'print("p{L}:", {a}.hits, {a}copy.hits)')

    # ----- rethrows ----------------------------------------------------------
    def gen_rethrows(self):
        k = self.r.randint(5, 30)
        self.emit('enum CalcError: Error {')
        self.emit('    case negative(Int)')
        self.emit('    case tooBig(limit: Int)')
        self.emit('}')
        self.emit('func mapAll(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {')
        self.emit('    var out: [Int] = []')
        self.emit('    for x in xs { out.append(try f(x)) }')
        self.emit('    return out')
        self.emit('}')
        self.emit('func checked(_ x: Int) throws -> Int {')
        self.emit('    if x < 0 { throw CalcError.negative(x) }')
        self.emit(f'    if x > {k} {{ throw CalcError.tooBig(limit: {k}) }}')
        self.emit('    return x * 2')
        self.emit('}')
        self.emit('func steps(_ x: Int) throws -> String {')
        self.emit('    var log: [String] = []')
        self.emit('    defer { print("defer", log) }')
        self.emit('    log.append("start")')
        self.emit('    let y = try checked(x)')
        self.emit('    log.append("got \\(y)")')
        self.emit('    return log.joined(separator: ",")')
        self.emit('}')
        self.d.rethrows = True

    def rethrows_stmt(self):
        if not getattr(self.d, 'rethrows', False):
            return self.print_stmt()
        self.label += 1
        L = self.label
        xs = ', '.join(str(self.r.randint(-3, 40)) for _ in range(self.r.randint(0, 4)))
        x = self.r.randint(-3, 40)
        kind = self.r.randint(0, 4)
        if kind == 0:
            self.emit(f'print("p{L}:", mapAll([{xs}]) {{ $0 + 1 }})')
        elif kind == 1:
            self.emit('do {')
            self.emit(f'    print("p{L}:", try mapAll([{xs}], checked))')
            self.emit('} catch CalcError.negative(let v) {')
            self.emit(f'    print("p{L}: negative", v)')
            self.emit('} catch {')
            self.emit(f'    print("p{L}: other", error)')
            self.emit('}')
        elif kind == 2:
            self.emit(f'print("p{L}:", (try? steps({x})) as Any)')
        elif kind == 3:
            r = self.fresh('res')
            self.emit(f'let {r} = Result {{ try checked({x}) }}')
            self.emit(f'switch {r} {{')
            self.emit(f'case .success(let v): print("p{L}: ok", v)')
            self.emit(f'case .failure(let e): print("p{L}: failed", e)')
            self.emit('}')
            self.emit(f'print("p{L}:", {r}.map {{ $0 + 1 }})')
        else:
            self.emit('do {')
            self.emit(f'    let r = try [{xs}].map(checked)')
            self.emit(f'    print("p{L}:", r)')
            self.emit(f'}} catch let e as CalcError {{')
            self.emit(f'    print("p{L}: caught", e, "\\(e)")')
            self.emit('} catch {')
            self.emit('    print("unreachable")')
            self.emit('}')

    # ----- fixed-width integers ---------------------------------------------
    def fixed_width_stmt(self):
        self.label += 1
        a, b = self.r.randint(-128, 127), self.r.randint(0, 255)
        n = self.r.randint(-70000, 70000)
        picks = [
            f'Int8({a}) &+ {self.r.randint(0, 127)}', f'UInt8({b}) &- {self.r.randint(0, 255)}', f'Int8({a}) &* 3',
            f'Int8(truncatingIfNeeded: {n})', f'UInt8(clamping: {n})', f'Int16(clamping: {n * 3})', f'Int16(exactly: {n}) as Any',
            f'UInt8(exactly: {a}) as Any', f'Int8({a}).addingReportingOverflow({self.r.randint(0, 127)})',
            f'Int32.max.multipliedReportingOverflow(by: {self.r.randint(1, 3)})', f'UInt8({b}).subtractingReportingOverflow({self.r.randint(0, 255)})',
            'Int8.min', 'UInt16.max', 'Int32.min', f'Int8({a}).magnitude', f'UInt8({b}) >> 3', f'Int8({a}) << 2',
            f'Int({a}) / 7', f'Int({a}) % 7', f'(-{abs(a)}) / 4', f'UInt8({b}).nonzeroBitCount', f'UInt8({b}).leadingZeroBitCount',
            f'Int8({a}).signum()', f'abs(Int16({a}))', f'type(of: UInt8({b}) &+ 1)', f'Int.max &+ {self.r.randint(1, 5)}',
            f'String(UInt8({b}), radix: 2)', f'~UInt8({b})', f'Int8(bitPattern: UInt8({b}))', f'UInt8({b}).byteSwapped',
        ]
        self.emit(f'print("p{self.label}:", {", ".join(self.r.sample(picks, self.r.randint(2, 4)))})')

    def trap_ending(self):
        """The program's last statements: a trap after some output."""
        k = self.r.randint(1, 9)
        self.label += 1
        L = self.label
        kind = self.r.randint(0, 8)
        if kind == 0:
            self.emit('func add8(_ a: Int8, _ b: Int8) -> Int8 { a + b }')
            self.emit(f'print("p{L}:", add8(100, {k}))')
            self.emit(f'print(add8(120, {k + 7}))')
        elif kind == 1:
            self.emit(f'var level: UInt8 = {k}')
            self.emit(f'level -= {k}')
            self.emit(f'print("p{L}:", level)')
            self.emit('level -= 1')
        elif kind == 2:
            self.emit(f'let items = Array(0..<{k})')
            self.emit(f'print("p{L}:", items.count)')
            self.emit(f'print(items[{k}])')
        elif kind == 3:
            self.emit('let ages: [String: Int] = ["ann": 3]')
            self.emit(f'print("p{L}:", ages["ann"]!)')
            self.emit('print(ages["bob"]!)')
        elif kind == 4:
            self.emit(f'func share(_ total: Int, among n: Int) -> Int {{ total / n }}')
            self.emit(f'print("p{L}:", share({k * 10}, among: {k}))')
            self.emit(f'print(share({k}, among: 0))')
        elif kind == 5:
            self.emit(f'func big(_ n: Int) -> Int {{ Int.max - {k} + n }}')
            self.emit(f'print("p{L}:", big({k}))')
            self.emit('print(big(Int.max))')
        elif kind == 6:
            # Divided in a function: swiftc folds a top-level `k.0 / 0` and
            # then refuses `Int(ratio)` at compile time.
            self.emit('func ratio(_ x: Double, over y: Double) -> Double { x / y }')
            self.emit(f'print("p{L}:", ratio({k}.0, over: 0))')
            self.emit(f'print(Int(ratio({k}.0, over: 0)))')
        elif kind == 7:
            self.emit(f'var queue = [{k}]')
            self.emit(f'print("p{L}:", queue.removeFirst())')
            self.emit('print(queue.removeFirst())')
        else:
            self.emit(f'func need(_ n: Int) -> Int {{ precondition(n > {k}, "need more than {k}"); return n }}')
            self.emit(f'print("p{L}:", need({k + 1}))')
            self.emit(f'print(need({k}))')
        self.emit('print("unreachable")')

    # ----- characters and strings -------------------------------------------
    def characters_stmt(self):
        self.label += 1
        s = self.r.choice(LETTERS)
        k = self.r.randint(0, 3)
        picks = [
            f'"{s}".count', f'"{s}".first as Any', f'"{s}".last as Any', f'"{s}".prefix({k})', f'"{s}".suffix({k})',
            f'"{s}".dropFirst({k})', f'"{s}".dropLast()', f'String("{s}".reversed())', f'"{s}".uppercased()', f'"{s}".lowercased()',
            f'Array("{s}")', f'"{s}".sorted()', f'String("{s}".sorted())', f'"{s}".unicodeScalars.count', f'"{s}".utf8.count',
            f'"{s}".utf16.count', f'"{s}".unicodeScalars.map {{ $0.value }}', f'"{s}".contains("a")', f'"{s}".hasPrefix("{s[:1]}")',
            f'"{s}".filter {{ $0.isLetter }}', f'"{s}".map {{ $0.isUppercase }}', f'"{s}".firstIndex(of: "a").map {{ "{s}".distance(from: "{s}".startIndex, to: $0) }} as Any',
            f'"{s}"["{s}".startIndex]' if s else '0', f'"{s}".split(separator: "-")', f'"{s}".allSatisfy(\\.isLetter)',
            f'Character("{self.r.choice("aZ7 é?")}").isLetter', f'Character("{self.r.choice("aZ7 é?")}").isNumber',
            f'Character("{self.r.choice("aZ7é")}").asciiValue as Any', f'Character("{self.r.choice("aZ7é")}").isUppercase',
            f'Character("{self.r.choice("07x")}").wholeNumberValue as Any', f'Character("{self.r.choice("aZ")}").uppercased()',
            f'String(repeating: "{self.r.choice(["ab", "-", "é"])}", count: {k})', f'"{s}" == "{self.r.choice(LETTERS)}"',
            f'"{s}" < "{self.r.choice(LETTERS)}"', f'"{s}".isEmpty', f'"{s}".enumerated().map {{ "\\($0.offset)\\($0.element)" }}.joined()',
            f'Set("{s}").count', f'"{s}".lastIndex(of: "a") != nil', f'"{s}".replacingOccurrences(of: "a", with: "4")',
            f'"{s}".trimmingCharacters(in: .whitespaces)', f'"{s}".index("{s}".startIndex, offsetBy: {min(k, 1)}) < "{s}".endIndex',
            f'Character(UnicodeScalar({self.r.randint(65, 90)}))', f'"{s}".compactMap {{ $0.wholeNumberValue }}',
        ]
        self.emit(f'print("p{self.label}:", {", ".join(self.r.sample(picks, self.r.randint(2, 4)))})')

    # ----- sets and dictionaries -------------------------------------------
    def set_dict_stmt(self):
        self.label += 1
        words = ['ant', 'bee', 'cat', 'dog', 'eel']
        d = self.fresh('dict')
        pairs = ', '.join(f'"{w}": {self.r.randint(-3, 9)}' for w in self.r.sample(words, self.r.randint(1, 5)))
        self.emit(f'var {d}: [String: Int] = [{pairs}]')
        k = self.r.randint(0, 5)
        w = self.r.choice(words)
        picks = [
            f'{d}.filter {{ $0.value > {k} }}.keys.sorted()', f'{d}.mapValues {{ $0 * 2 }}.sorted {{ $0.key < $1.key }}.map(\\.value)',
            f'{d}.merging(["{w}": 100]) {{ $0 + $1 }}.sorted(by: {{ $0.key < $1.key }}).map {{ "\\($0.key)=\\($0.value)" }}',
            f'{d}.values.reduce(0, +)', f'{d}.keys.contains("{w}")', f'{d}.sorted {{ ($0.value, $0.key) > ($1.value, $1.key) }}.first!.key',
            f'{d}.compactMapValues {{ $0 > {k} ? String($0) : nil }}.count', f'{d}.min {{ ($0.value, $0.key) < ($1.value, $1.key) }}!.key',
            f'Dictionary(grouping: {d}.keys, by: \\.count).mapValues {{ $0.count }}.sorted {{ $0.key < $1.key }}.map(\\.value)',
            f'{d}["{w}"] as Any', f'{d}["{w}", default: -1]', f'{d}.count', f'Set({d}.values).count', f'{d}.isEmpty',
            f'{d}.first {{ $0.key == "{w}" }}?.value as Any', f'Array({d}.keys).sorted(by: >)',
        ]
        self.emit(f'print("p{self.label}:", {", ".join(self.r.sample(picks, self.r.randint(2, 3)))})')
        self.label += 1
        muts = self.r.randint(0, 3)
        if muts == 0:
            self.emit(f'print("p{self.label}:", {d}.updateValue({k}, forKey: "{w}") as Any, {d}["{w}"]!)')
        elif muts == 1:
            self.emit(f'print("p{self.label}:", {d}.removeValue(forKey: "{w}") as Any, {d}.count)')
        elif muts == 2:
            self.emit(f'{d}.merge(["{w}": {k}, "zed": 1]) {{ old, new in old - new }}')
            self.emit(f'print("p{self.label}:", {d}.sorted {{ $0.key < $1.key }}.map {{ $0.value }})')
        else:
            s, t = self.fresh('set'), self.fresh('set')
            self.emit(f'var {s}: Set = [{", ".join(str(self.r.randint(0, 6)) for _ in range(self.r.randint(1, 5)))}]')
            self.emit(f'let {t} = {s}.filter {{ $0 % 2 == 0 }}')
            self.emit(f'{s}.subtract([{k}])')
            self.emit(f'print("p{self.label}:", {t}.sorted(), {s}.map {{ $0 * 10 }}.sorted(), {s}.remove({k + 1}) as Any, {s}.sorted(), type(of: {t}), {s}.isSuperset(of: {t}))')
