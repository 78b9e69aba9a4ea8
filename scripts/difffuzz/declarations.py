"""The program's own declarations, for `generator.Gen`: structs, enums, classes,
protocols, generic functions and types, an error enum and functions, each
recorded in `Decls` so that expressions can use them.
"""
from swifttypes import BOOL, DBL, INT, INT_CAP, STR, STR_CAP, arr, swift


class DeclarationsMixin:
    # ----- declarations ---------------------------------------------------
    def gen_struct(self):
        name = f'S{len(self.d.structs) + 1}'
        fields = []
        pool = [INT, INT, STR, DBL, BOOL]
        for i, fname in enumerate(self.r.sample(['count', 'title', 'score', 'rate', 'flag', 'size', 'label'], self.r.randint(2, 3))):
            ft = {'count': INT, 'score': INT, 'size': INT, 'title': STR, 'label': STR, 'rate': DBL, 'flag': BOOL}[fname]
            if ft == DBL and not self.on('doubles'):
                ft = INT
            fields.append((fname, ft))
        eq = self.chance(0.6)
        conf = ': Equatable' if eq else ''
        self.emit(f'struct {name}{conf} {{')
        self.indent += 1
        for f, ft in fields:
            self.emit(f'var {f}: {swift(ft)}')
        # computed property over the fields
        self.push()
        for f, ft in fields:
            self.declare(f, ft, False, INT_CAP if ft == INT else (STR_CAP if ft == STR else 1e6))
        ctype = self.r.choice([INT, STR, BOOL])
        cname = f'{ctype.lower()}Value'
        code, b = self.expr(ctype, 2)
        code, _ = self.capped(ctype, code, b)
        if ctype == STR and self.on('if-expr') and self.chance(0.3):
            c, _ = self.bool_expr(1)
            a2, _ = self.str_expr(1)
            self.emit(f'var {cname}: String {{')
            self.emit(f'    if {c} {{ {code} }} else {{ {a2} }}')
            self.emit('}')
        else:
            self.emit(f'var {cname}: {ctype} {{ {code} }}')
        mutating = None
        ints = [f for f, ft in fields if ft == INT]
        if ints:
            mutating = 'bump'
            f = self.r.choice(ints)
            self.emit(f'mutating func bump(_ by: Int) {{ {f} = ({f} + by) % 1000 }}')
        method = 'summary'
        parts = ' '.join(f'\\({f})' for f, _ in fields)
        self.emit(f'func summary() -> String {{ "{name}[{parts}]" }}')
        self.pop()
        self.indent -= 1
        self.emit('}')
        self.d.structs[name] = dict(fields=fields, equatable=eq, computed=(cname, ctype), mutating=mutating, method=method)

    def gen_enum(self):
        name = f'E{len(self.d.enums) + 1}'
        raw = self.chance(0.3)
        names = self.r.sample(['idle', 'loading', 'done', 'failed', 'north', 'south', 'small', 'large'], 3)
        cases = []
        for i, c in enumerate(names):
            if raw or i == 0 or self.chance(0.3):
                cases.append((c, []))
            else:
                n = self.r.randint(1, 2)
                payload = []
                for j in range(n):
                    pt = self.r.choice([INT, STR, INT, DBL if self.on('doubles') else INT])
                    label = self.r.choice([None, None, 'value', 'code', 'text'][:5]) if j == 0 else self.r.choice([None, 'extra'])
                    if any(l == label for l, _ in payload if l):
                        label = None
                    payload.append((label, pt))
                cases.append((c, payload))
        self.emit(f'enum {name}{": String" if raw else ": Equatable"} {{')
        self.indent += 1
        for c, payload in cases:
            if payload:
                ps = ', '.join((f'{l}: {swift(t)}' if l else swift(t)) for l, t in payload)
                self.emit(f'case {c}({ps})')
            else:
                self.emit(f'case {c}')
        prop_t = self.r.choice([INT, STR])
        pname = 'weight' if prop_t == INT else 'title'
        use_expr = self.on('switch-expr') and self.chance(0.6)
        self.emit(f'var {pname}: {prop_t} {{')
        self.indent += 1
        self.emit('switch self {')
        for c, payload in cases:
            self.push()
            pat = f'.{c}'
            if payload:
                binds = []
                for k, (l, pt) in enumerate(payload):
                    vn = f'p{k}'
                    binds.append(f'let {vn}')
                    self.declare(vn, pt, False, INT_CAP if pt == INT else (STR_CAP if pt == STR else 1e6))
                pat += '(' + ', '.join(binds) + ')'
            code, b = self.expr(prop_t, 1)
            code, _ = self.capped(prop_t, code, b)
            self.emit(f'case {pat}: {"" if use_expr else "return "}{code}')
            self.pop()
        self.emit('}')
        self.indent -= 1
        self.emit('}')
        self.indent -= 1
        self.emit('}')
        self.d.enums[name] = dict(cases=cases, raw=raw, prop=(pname, prop_t))

    def gen_class(self):
        name = f'C{len(self.d.classes) + 1}'
        sub = f'{name}Sub'
        k = self.r.randint(1, 9)
        self.emit(f'class {name} {{')
        self.emit('    var total: Int')
        self.emit('    init(total: Int) { self.total = total }')
        self.emit(f'    func step() -> Int {{ total = (total + {k}) % 1000; return total }}')
        self.emit('    func kind() -> String { "base" }')
        self.emit('}')
        self.emit(f'final class {sub}: {name} {{')
        self.emit(f'    override func step() -> Int {{ total = (super.step() * 2) % 1000; return total }}')
        self.emit('    override func kind() -> String { "sub of " + super.kind() }')
        self.emit('}')
        self.d.classes[name] = dict(field='total', sub=sub, method='step')

    def gen_protocol(self):
        name = f'P{len(self.d.protos) + 1}'
        a, b = f'{name}A', f'{name}B'
        ka, kb = self.r.randint(1, 50), self.r.randint(51, 99)
        self.emit(f'protocol {name} {{')
        self.emit('    func req() -> Int')
        self.emit('}')
        self.emit(f'extension {name} {{')
        self.emit(f'    func req() -> Int {{ {kb} }}')
        self.emit(f'    func ext() -> String {{ "{name}.ext(\\(req()))" }}')
        self.emit('}')
        self.emit(f'struct {a}: {name} {{')
        self.emit(f'    func req() -> Int {{ {ka} }}')
        self.emit(f'    func ext() -> String {{ "{a}.ext" }}')
        self.emit('}')
        self.emit(f'struct {b}: {name} {{}}')
        if self.on('generics'):
            self.emit(f'func viaGeneric{name}<T: {name}>(_ x: T) -> String {{ x.ext() + "/\\(x.req())" }}')
        self.d.protos[name] = dict(conformers=[a, b], req='req', ext='ext')

    def gen_generics(self):
        self.emit('func choose<T>(_ a: T, _ b: T, first: Bool) -> T { first ? a : b }')
        self.emit('struct Box<T> {')
        self.emit('    var value: T')
        self.emit('    func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(value: f(value)) }')
        self.emit('}')
        self.emit('func countMatches<T: Equatable>(_ xs: [T], _ x: T) -> Int { xs.filter { $0 == x }.count }')
        self.d.has_generic_choose = True
        self.d.has_box = True

    def gen_errors(self):
        self.emit('enum FuzzError: Error, Equatable {')
        self.emit('    case tooSmall(Int)')
        self.emit('    case empty')
        self.emit('}')
        k = self.r.randint(0, 10)
        self.emit('func validate(_ x: Int) throws -> Int {')
        self.emit(f'    if x < {k} {{ throw FuzzError.tooSmall(x) }}')
        self.emit('    return x * 2 % 1000')
        self.emit('}')
        self.emit('func firstWord(_ s: [String]) throws -> String {')
        self.emit('    guard let w = s.first else { throw FuzzError.empty }')
        self.emit('    return w')
        self.emit('}')
        self.d.error_enum = 'FuzzError'
        self.d.funcs.append(('validate', [INT], [None], INT, True))
        self.d.funcs.append(('firstWord', [arr(STR)], [None], STR, True))

    def gen_func(self):
        name = self.fresh('f')
        nparams = self.r.randint(1, 2)
        params = [self.r.choice([INT, INT, STR, DBL if self.on('doubles') else INT, BOOL]) for _ in range(nparams)]
        labels = [None if self.chance(0.5) else self.r.choice(['by', 'with', 'to']) + str(i) for i in range(nparams)]
        result = self.r.choice([INT, STR, DBL if self.on('doubles') else INT, BOOL])
        self.push()
        pnames = []
        for i, p in enumerate(params):
            pn = f'a{i}'
            pnames.append(pn)
            self.declare(pn, p, False, INT_CAP if p == INT else (STR_CAP if p == STR else 1e6))
        sig = ', '.join((f'{labels[i]} {pnames[i]}: {swift(p)}' if labels[i] else f'_ {pnames[i]}: {swift(p)}') for i, p in enumerate(params))
        self.emit(f'func {name}({sig}) -> {swift(result)} {{')
        self.indent += 1
        style = self.r.random()
        if style < 0.3 and self.on('if-expr'):
            c, _ = self.bool_expr(1)
            a, ab = self.expr(result, 1)
            b, bb = self.expr(result, 1)
            a, _ = self.capped(result, a, ab)
            b, _ = self.capped(result, b, bb)
            self.emit(f'if {c} {{ {a} }} else {{ {b} }}')
        elif style < 0.5 and self.on('switch-expr') and INT in params:
            p = pnames[params.index(INT)]
            self.emit(f'switch {p} % 4 {{')
            for pat in ['case 0', 'case 1, 2', 'default']:
                a, ab = self.expr(result, 1)
                a, _ = self.capped(result, a, ab)
                self.emit(f'{pat}: {a}')
            self.emit('}')
        elif style < 0.7:
            v = self.fresh('t')
            t0 = self.r.choice([INT, STR])
            code, b = self.expr(t0, 2)
            code, b = self.capped(t0, code, b)
            self.emit(f'let {v} = {code}')
            self.declare(v, t0, False, b)
            code, b = self.expr(result, 2)
            code, _ = self.capped(result, code, b)
            self.emit(f'return {code}')
        else:
            code, b = self.expr(result, 2)
            code, _ = self.capped(result, code, b)
            self.emit(code)
        self.indent -= 1
        self.emit('}')
        self.pop()
        self.d.funcs.append((name, params, labels, result, False))
