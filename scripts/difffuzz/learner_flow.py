"""Learner productions about functions and control flow, for `learner.LearnerMixin`:
closures that return closures, completion handlers and stored callbacks;
`guard`, `repeat`/`while` and labelled loops; key paths and `reduce(into:)`;
async functions, `async let` and task groups; nested functions; a program's
own `Sequence` types. Names start with `L`, as in `learner.py`.
"""
from swifttypes import ITEMS, NAMES


class LearnerFlowMixin:
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
