"""Random well-typed Swift programs in StateLab's subset.

`generate(seed, features)` returns the source of one program. The same seed and
feature set always give the same program (only `random.Random(seed)` is used).

The generator is type-directed: `Gen.expr(t)` builds an expression of Swift
type `t` from the productions that can make one, given the variables, functions
and declarations in scope. It keeps programs

- well typed: every `let`/`var` whose value needs context (a Double from an
  integer literal, `nil`, `.member`) is annotated; expressions stay shallow so
  swiftc's solver never times out;
- trap free: integer values are kept within +-1e6 by tracking a magnitude
  bound per expression (a product that could leave the range is reduced with
  `%`), divisors are non-zero literals, arrays are indexed only behind an
  emptiness check, Double-to-Int conversions only on bounded values;
- terminating: loops run over small literal ranges;
- deterministic: no Set or Dictionary with more than one element is printed,
  no class instance is printed, nothing random or time dependent.

Every `print` starts with a label (`"p7:"`) so a difference points at a line.

Productions are tagged with features (see FEATURES); `--disable` turns some off
so the fuzzer can look past a known gap.
"""
import random
import re

from learner import LEARNER_FEATURES, LearnerMixin
from semantics import SEMANTIC_FEATURES, SemanticsMixin

LITERAL = re.compile(r'^\(?-?[0-9.e]+\)?$|^"[^"]*"$')

FEATURES = {
    'literal-context': 'integer literals typed Double by context, mixed literal arrays, nil / implicit members from context',
    'optionals': 'optional values, ??, optional chaining, if let, map/flatMap',
    'arrays': 'array literals and methods (map, filter, sorted, reduce, contains, first, joined…)',
    'dicts': 'dictionaries read by key, default subscripts, counts, sorted keys',
    'strings': 'string methods and interpolation of every type',
    'closures': 'closure values, captures, capture lists, closures passed to functions',
    'structs': 'structs with memberwise init, computed properties, mutating methods, Equatable',
    'enums': 'enums with payloads, raw values, switch over cases, Equatable',
    'classes': 'classes with inits, shared references, subclasses with overrides and super calls',
    'protocols': 'protocols with extensions: requirement (dynamic) vs extension-only (static) dispatch',
    'generics': 'generic functions and a generic struct with map',
    'errors': 'throwing functions, do/catch with patterns, try?',
    'if-expr': 'if used as an expression (let x = if …, single-expression bodies)',
    'switch-expr': 'switch used as an expression (let x = switch …, computed properties)',
    'tuples': 'labelled tuples: access, mutation, printing, returned from functions',
    'loops': 'for-in over ranges and arrays, while, stride, enumerated',
    'doubles': 'Double arithmetic and printing, including edge values (1e16, 5e-324, -0.0, rounding modes)',
    'sets': 'Set literals and Set(_:), count/contains, algebra and relations printed sorted, insert, formUnion, type(of:)',
    'value-semantics': 'copies of arrays and structs mutated independently',
    'arc': 'a class with init/deinit prints: scopes, optionals set to nil, arrays emptied, temporaries, weak references',
    'type-names': 'type(of:) of every kind of value, and values printed inside arrays',
    'nested-optionals': 'Int??, dictionaries of optionals, arrays of optionals',
    'library': 'more standard-library and Foundation calls on strings, arrays, ranges and dictionaries',
    'float': 'Float values (32-bit) printed and mixed with Double',
    'inout': 'inout parameters on variables, array elements and strings',
    'defer': 'defer in loops and early returns',
    **SEMANTIC_FEATURES,
    **LEARNER_FEATURES,
}

INT, DBL, STR, BOOL = 'Int', 'Double', 'String', 'Bool'
BASIC = (INT, DBL, STR, BOOL)
INT_CAP = 1_000_000          # every stored Int stays within +-INT_CAP
STR_CAP = 60                 # longest string a variable may hold
ARR_CAP = 24                 # longest array a variable may hold
WORDS = ['ant', 'bee', 'cat', 'dog', 'eel', 'fox', 'gnu', 'hen', 'Ivy', 'Jay', 'kiwi', 'lark', 'moth', 'newt', 'owl']


def opt(t):
    return ('opt', t)


def arr(t):
    return ('arr', t)


def swift(t):
    """Swift spelling of type t."""
    if isinstance(t, str):
        return t
    kind = t[0]
    if kind == 'opt':
        inner = swift(t[1])
        return f'({inner})?' if inner.startswith('(') and '->' in inner else inner + '?'
    if kind == 'arr':
        return f'[{swift(t[1])}]'
    if kind == 'dict':
        return f'[{swift(t[1])}: {swift(t[2])}]'
    if kind == 'tup':
        return '(' + ', '.join(f'{label}: {swift(u)}' for label, u in t[1]) + ')'
    if kind == 'fn':
        return '(' + ', '.join(swift(p) for p in t[1]) + f') -> {swift(t[2])}'
    if kind == 'box':
        return f'Box<{swift(t[1])}>'
    if kind in ('struct', 'enum', 'class', 'proto'):
        return t[1] if kind != 'proto' else f'any {t[1]}'
    raise ValueError(t)


def equatable(t):
    if t in BASIC:
        return True
    if isinstance(t, tuple) and t[0] in ('opt', 'arr'):
        return equatable(t[1])
    return False


def comparable(t):
    return t in (INT, DBL, STR)


class Var:
    def __init__(self, name, t, mutable, bound):
        self.name, self.t, self.mutable, self.bound = name, t, mutable, bound


class Decls:
    """User declarations available to expressions."""
    def __init__(self):
        self.structs = {}     # name -> dict(fields=[(n, t)], equatable, computed=(name, t), mutating=name|None, method=name)
        self.enums = {}       # name -> dict(cases=[(n, [payload types])], raw, prop)
        self.classes = {}     # name -> dict(field, sub, method)
        self.protos = {}      # name -> dict(conformers=[name], req, ext)
        self.funcs = []       # (name, [param types], [labels], result type, throws)
        self.has_box = False
        self.has_generic_choose = False
        self.error_enum = None


class Gen(SemanticsMixin, LearnerMixin):
    def __init__(self, seed, disabled=()):
        self.r = random.Random(seed)
        self.disabled = set(disabled)
        self.d = Decls()
        self.scopes = [[]]
        self.counter = 0
        self.label = 0
        self.lines = []
        self.indent = 0
        self.loop_depth = 0
        self.in_func = None

    # ----- helpers -------------------------------------------------------
    def on(self, feature):
        return feature not in self.disabled

    def fresh(self, prefix='v'):
        self.counter += 1
        return f'{prefix}{self.counter}'

    def emit(self, line):
        m = re.match(r'^([\w.]+) = ([\w.]+)$', line)
        if m and m.group(1) == m.group(2):
            line = f'_ = {m.group(1)}'
        self.lines.append('    ' * self.indent + line)

    def chance(self, p):
        return self.r.random() < p

    def pick(self, options):
        """options: list of (weight, feature or None, thunk)."""
        live = [(w, f) for w, f, f_ in options if w > 0 and (f is None or self.on(f))]
        usable = [(w, th) for w, f, th in options if w > 0 and (f is None or self.on(f))]
        total = sum(w for w, _ in usable)
        x = self.r.random() * total
        for w, th in usable:
            x -= w
            if x <= 0:
                return th()
        return usable[-1][1]()

    def vars_of(self, t, mutable=False):
        out = []
        seen = set()
        for scope in reversed(self.scopes):
            for v in reversed(scope):
                if v.name in seen:
                    continue
                seen.add(v.name)
                if v.t == t and (v.mutable or not mutable):
                    out.append(v)
        return out

    def declare(self, name, t, mutable, bound):
        v = Var(name, t, mutable, bound)
        self.scopes[-1].append(v)
        return v

    def push(self):
        self.scopes.append([])

    def pop(self):
        self.scopes.pop()

    def int_lit(self, lo=0, hi=20):
        n = self.r.randint(lo, hi)
        return (f'({n})' if n < 0 else str(n)), abs(n)

    def dbl_lit(self):
        choices = ['0.5', '1.5', '2.25', '0.1', '0.2', '3.0', '10.0', '2.5', '0.75', '100.0', '1e3', '0.125', '7.0']
        s = self.r.choice(choices)
        return s, abs(float(s))

    # ----- types -----------------------------------------------------------
    def any_type(self, depth=0, printable=True):
        opts = [(6, None, lambda: INT), (3, 'doubles', lambda: DBL), (4, 'strings', lambda: STR), (2, None, lambda: BOOL)]
        if depth < 1:
            opts += [(2, 'optionals', lambda: opt(self.r.choice([INT, STR, DBL]))),
                     (3, 'arrays', lambda: arr(self.r.choice([INT, STR, DBL]))),
                     (1, 'tuples', lambda: ('tup', (('a', INT), ('b', self.r.choice([STR, DBL, BOOL])))))]
            if self.d.structs and self.on('structs'):
                opts.append((2, 'structs', lambda: ('struct', self.r.choice(sorted(self.d.structs)))))
            if self.d.enums and self.on('enums'):
                opts.append((2, 'enums', lambda: ('enum', self.r.choice(sorted(self.d.enums)))))
        return self.pick(opts)

    # ----- expressions: each returns (code, bound) ---------------------------
    def expr(self, t, depth=2, ctx=True):
        """An expression of type t. ctx: whether the surrounding code gives t as
        contextual type (an annotated let, a typed parameter, a return)."""
        if t == INT:
            return self.int_expr(depth)
        if t == DBL:
            return self.dbl_expr(depth, ctx)
        if t == STR:
            return self.str_expr(depth)
        if t == BOOL:
            return self.bool_expr(depth)
        kind = t[0]
        if kind == 'opt':
            return self.opt_expr(t[1], depth, ctx)
        if kind == 'arr':
            return self.arr_expr(t[1], depth, ctx)
        if kind == 'tup':
            parts = []
            for label, u in t[1]:
                code, _ = self.expr(u, depth - 1, ctx=True)
                parts.append(f'{label}: {code}')
            return '(' + ', '.join(parts) + ')', ARR_CAP
        if kind == 'struct':
            return self.struct_expr(t[1], depth, ctx)
        if kind == 'enum':
            return self.enum_expr(t[1], depth, ctx)
        if kind == 'box':
            inner, b = self.expr(t[1], depth - 1, ctx=True)
            return f'Box(value: {inner})' if t[1] in (INT, STR, BOOL) else f'Box<{swift(t[1])}>(value: {inner})', b
        if kind == 'dict':
            return self.dict_expr(t, depth)
        raise ValueError(t)

    def var_ref(self, t):
        vs = self.vars_of(t)
        if not vs:
            return None
        v = self.r.choice(vs)
        return v.name, v.bound

    def int_expr(self, depth):
        def lit():
            return self.int_lit(-5, 30)

        def var():
            return self.var_ref(INT) or lit()

        def binop():
            a, ab = self.int_expr(depth - 1)
            b, bb = self.int_expr(depth - 1)
            op = self.r.choice(['+', '-', '*'])
            if op == '*' and ab * bb > 1e15:
                op = '+'
            bound = ab * bb if op == '*' else ab + bb
            code = f'{a} {op} {b}'
            if bound > INT_CAP:
                m = self.r.choice([97, 1000, 1009])
                return f'({code}) % {m}', m
            return f'({code})', bound

        def divmod_():
            a, ab = self.int_expr(depth - 1)
            d = self.r.randint(1, 9)
            if self.chance(0.5):
                return f'({a} / {d})', ab
            return f'({a} % {d})', d

        def minmax():
            a, ab = self.int_expr(depth - 1)
            b, bb = self.int_expr(depth - 1)
            return f'{self.r.choice(["min", "max"])}({a}, {b})', max(ab, bb)

        def absval():
            a, ab = self.int_expr(depth - 1)
            return f'abs({a})', ab

        def count_of():
            t = self.r.choice([STR, arr(INT), arr(STR)])
            if t == STR and not self.on('strings'):
                t = arr(INT)
            code, b = self.expr(t, depth - 1, ctx=False)
            return f'{code}.count', b

        def coalesce():
            code, b = self.opt_expr(INT, depth - 1, ctx=True)
            d, db = lit()
            return f'({code} ?? {d})', max(b, db)

        def ternary():
            c, _ = self.bool_expr(depth - 1)
            a, ab = self.int_expr(depth - 1)
            b, bb = self.int_expr(depth - 1)
            return f'({c} ? {a} : {b})', max(ab, bb)

        def from_double():
            code, b = self.dbl_expr(depth - 1, ctx=False)
            if b > 1e12:
                return lit()
            return f'Int({code})', b

        def reduce_sum():
            code, b = self.arr_expr(INT, depth - 1, ctx=False)
            return f'{code}.reduce(0, +)', INT_CAP * ARR_CAP

        def call_func():
            return self.call_user_func(INT, depth) or lit()

        def member():
            return self.member_of(INT, depth) or var()

        def tuple_field():
            vs = [v for scope in self.scopes for v in scope if isinstance(v.t, tuple) and v.t[0] == 'tup' and v.t[1][0][1] == INT]
            if not vs:
                return var()
            return f'{self.r.choice(vs).name}.a', INT_CAP

        if depth <= 0:
            return self.pick([(3, None, lit), (5, None, var)])
        res = self.pick([
            (2, None, lit), (5, None, var), (5, None, binop), (2, None, divmod_), (1, None, minmax), (1, None, absval),
            (2, None, count_of), (2, 'optionals', coalesce), (2, None, ternary), (1, 'doubles', from_double),
            (1, 'arrays', reduce_sum), (3, None, call_func), (3, None, member), (1, 'tuples', tuple_field),
        ])
        code, b = res
        if b > INT_CAP * ARR_CAP:
            return f'({code}) % 1000', 1000
        return code, b

    def dbl_expr(self, depth, ctx):
        def lit():
            return self.dbl_lit()

        def int_lit_in_ctx():
            return self.int_lit(0, 12)

        def var():
            return self.var_ref(DBL) or lit()

        def binop():
            a, ab = self.dbl_expr(depth - 1, ctx)
            b, bb = self.dbl_expr(depth - 1, True)
            op = self.r.choice(['+', '-', '*', '/'])
            if op == '/':
                d, _ = self.r.choice([('2', 2), ('4.0', 4), ('0.5', 0.5), ('3', 3), ('8', 8)])
                return f'({a} / {d})', ab * 2
            if op == '*' and ab * bb > 1e30:
                op = '+'
            return f'({a} {op} {b})', (ab * bb if op == '*' else ab + bb)

        def from_int():
            code, b = self.int_expr(depth - 1)
            return f'Double({code})', b

        def minmax():
            a, ab = self.dbl_expr(depth - 1, True)
            b, bb = self.int_lit(0, 9) if self.on('literal-context') and self.chance(0.5) else self.dbl_expr(depth - 1, True)
            return f'{self.r.choice(["min", "max"])}({a}, {b})', max(ab, bb)

        def mixed_minmax():
            x, xb = self.int_lit(-3, 3)
            y, yb = self.dbl_lit()
            return f'max({x}, -{y})', max(xb, yb)

        def coalesce():
            code, b = self.opt_expr(DBL, depth - 1, ctx=True)
            d, db = lit()
            return f'({code} ?? {d})', max(b, db)

        def ternary():
            c, _ = self.bool_expr(depth - 1)
            a, ab = self.dbl_expr(depth - 1, True)
            b, bb = self.dbl_expr(depth - 1, True)
            return f'({c} ? {a} : {b})', max(ab, bb)

        def ctx_ternary():
            c, _ = self.bool_expr(depth - 1)
            a, ab = self.int_lit(0, 5)
            b, bb = self.dbl_lit()
            return f'({c} ? {a} : {b})', max(ab, bb)

        def rounded():
            a, ab = self.dbl_expr(depth - 1, False)
            m = self.r.choice(['rounded()', 'rounded(.down)', 'rounded(.up)', 'rounded(.towardZero)'])
            if LITERAL.match(a):
                a = f'({a})'
            return f'{a}.{m}', ab + 1

        def call_func():
            return self.call_user_func(DBL, depth) or lit()

        def member():
            return self.member_of(DBL, depth) or var()

        if depth <= 0:
            opts = [(3, None, lit), (5, None, var)]
            if ctx:
                opts.append((2, 'literal-context', int_lit_in_ctx))
            return self.pick(opts)
        opts = [(2, None, lit), (5, None, var), (5, None, binop), (2, None, from_int), (1, None, minmax),
                (2, 'optionals', coalesce), (1, None, ternary), (1, None, rounded), (2, None, call_func), (3, None, member),
                (1, 'literal-context', mixed_minmax)]
        if ctx:
            opts += [(2, 'literal-context', int_lit_in_ctx), (1, 'literal-context', ctx_ternary)]
        return self.pick(opts)

    def str_expr(self, depth):
        def lit():
            w = self.r.choice(WORDS)
            return f'"{w}"', len(w)

        def var():
            return self.var_ref(STR) or lit()

        def interp():
            t = self.any_type(depth=1)
            code, b = self.expr(t, depth - 1, ctx=False)
            w = self.r.choice(WORDS)
            return f'"{w}=\\({code})"', STR_CAP

        def concat():
            a, ab = self.str_expr(depth - 1)
            b, bb = self.str_expr(depth - 1)
            if ab + bb > STR_CAP:
                return a, ab
            return f'({a} + {b})', ab + bb

        def method():
            a, ab = self.str_expr(depth - 1)
            m = self.r.choice(['uppercased()', 'lowercased()'])
            return f'{a}.{m}', ab

        def reversed_():
            a, ab = self.str_expr(depth - 1)
            return f'String({a}.reversed())', ab

        def prefix():
            a, ab = self.str_expr(depth - 1)
            n = self.r.randint(0, 4)
            return f'String({a}.{self.r.choice(["prefix", "suffix"])}({n}))', min(ab, n)

        def from_int():
            code, _ = self.int_expr(depth - 1)
            return f'String({code})', 12

        def joined():
            code, b = self.arr_expr(STR, depth - 1, ctx=False)
            sep = self.r.choice(['", "', '"-"', '""'])
            return f'{code}.joined(separator: {sep})', STR_CAP

        def coalesce():
            code, b = self.opt_expr(STR, depth - 1, ctx=True)
            d, db = lit()
            return f'({code} ?? {d})', max(b, db)

        def describe():
            t = self.any_type(depth=1)
            code, _ = self.expr(t, depth - 1, ctx=False)
            return f'String(describing: {code})', STR_CAP

        def ternary():
            c, _ = self.bool_expr(depth - 1)
            a, ab = self.str_expr(depth - 1)
            b, bb = self.str_expr(depth - 1)
            return f'({c} ? {a} : {b})', max(ab, bb)

        def call_func():
            return self.call_user_func(STR, depth) or lit()

        def member():
            return self.member_of(STR, depth) or var()

        if depth <= 0:
            return self.pick([(3, None, lit), (5, None, var)])
        return self.pick([
            (2, None, lit), (5, None, var), (3, 'strings', interp), (2, 'strings', concat), (1, 'strings', method),
            (1, 'strings', reversed_), (1, 'strings', prefix), (1, None, from_int), (1, 'arrays', joined),
            (1, 'optionals', coalesce), (1, 'strings', describe), (1, None, ternary), (2, None, call_func), (3, None, member),
        ])

    def bool_expr(self, depth):
        def lit():
            return self.r.choice(['true', 'false']), 1

        def var():
            return self.var_ref(BOOL) or lit()

        def compare():
            t = self.r.choice([INT, INT, DBL, STR])
            a, _ = self.expr(t, depth - 1, ctx=False)
            b, _ = self.expr(t, depth - 1, ctx=True)
            if LITERAL.match(a) or t == DBL:
                a = f'({a} as {t})'
            return f'{a} {self.r.choice(["<", "<=", ">", ">=", "==", "!="])} {b}', 1

        def logic():
            a, _ = self.bool_expr(depth - 1)
            b, _ = self.bool_expr(depth - 1)
            return f'({a} {self.r.choice(["&&", "||"])} {b})', 1

        def negate():
            a, _ = self.bool_expr(depth - 1)
            return f'!({a})', 1

        def contains():
            t = self.r.choice([INT, STR])
            a, _ = self.arr_expr(t, depth - 1, ctx=False)
            x, _ = self.expr(t, depth - 1, ctx=True)
            return f'{a}.contains({x})', 1

        def str_pred():
            a, _ = self.str_expr(depth - 1)
            if self.chance(0.3):
                return f'{a}.isEmpty', 1
            return f'{a}.{self.r.choice(["hasPrefix", "hasSuffix", "contains"])}("{self.r.choice("abceo")}")', 1

        def is_nil():
            t = self.r.choice([INT, STR])
            a, _ = self.opt_expr(t, depth - 1, ctx=False)
            return f'{a} {self.r.choice(["==", "!="])} nil', 1

        def user_eq():
            for name, s in sorted(self.d.structs.items()):
                if s['equatable'] and self.chance(0.5):
                    a, _ = self.struct_expr(name, depth - 1, ctx=False)
                    b, _ = self.struct_expr(name, depth - 1, ctx=True)
                    return f'{a} == {b}', 1
            for name, e in sorted(self.d.enums.items()):
                if self.chance(0.6):
                    a, _ = self.enum_expr(name, depth - 1, ctx=False)
                    b, _ = self.enum_expr(name, depth - 1, ctx=True)
                    return f'{a} {self.r.choice(["==", "!="])} {b}', 1
            return compare()

        def all_satisfy():
            a, _ = self.arr_expr(INT, depth - 1, ctx=False)
            k, _ = self.int_lit(0, 10)
            if self.chance(0.5):
                return f'{a}.contains(where: {{ $0 > {k} }})', 1
            return f'{a}.allSatisfy {{ $0 % {self.r.randint(2, 3)} == 0 }}', 1

        def call_func():
            return self.call_user_func(BOOL, depth) or lit()

        def member():
            return self.member_of(BOOL, depth) or var()

        if depth <= 0:
            return self.pick([(2, None, lit), (5, None, var)])
        return self.pick([
            (1, None, lit), (4, None, var), (5, None, compare), (2, None, logic), (1, None, negate), (2, 'arrays', contains),
            (2, 'strings', str_pred), (2, 'optionals', is_nil), (2, None, user_eq), (1, 'closures', all_satisfy),
            (1, None, call_func), (2, None, member),
        ])

    def opt_expr(self, inner, depth, ctx):
        def nil_():
            return 'nil', 0

        def some():
            code, b = self.expr(inner, depth - 1, ctx=True)
            return code, b

        def var():
            return self.var_ref(opt(inner)) or (some() if ctx else parse())

        def parse():
            if inner == INT:
                s = self.r.choice(['"12"', '"-4"', '"x"', '"3.5"', '" 7"', '"0"'])
                return f'Int({s})', 12
            if inner == DBL:
                s = self.r.choice(['"2.5"', '"1e2"', '"abc"', '"-0.25"', '"7"'])
                return f'Double({s})', 100
            a, b = self.arr_expr(inner, depth - 1, ctx=False)
            return f'{a}.{self.r.choice(["first", "last"])}', b

        def first_where():
            if inner not in (INT, STR):
                return parse()
            a, b = self.arr_expr(inner, depth - 1, ctx=False)
            if inner == INT:
                k, _ = self.int_lit(0, 10)
                return f'{a}.first(where: {{ $0 > {k} }})', b
            return f'{a}.first {{ $0.count > 3 }}', b

        def max_():
            if not comparable(inner):
                return parse()
            a, b = self.arr_expr(inner, depth - 1, ctx=False)
            return f'{a}.{self.r.choice(["max", "min"])}()', b

        def map_():
            if inner == INT:
                src, b = self.opt_expr(INT, depth - 1, ctx=False)
                k, _ = self.int_lit(1, 5)
                return f'{src}.map {{ $0 * {k} }}', b * 5
            if inner == STR:
                src, b = self.opt_expr(INT, depth - 1, ctx=False)
                return f'{src}.map {{ "#\\($0)" }}', STR_CAP
            return parse()

        def dict_get():
            vs = [v for scope in self.scopes for v in scope if isinstance(v.t, tuple) and v.t[0] == 'dict' and v.t[2] == inner]
            if not vs:
                return parse()
            k = self.r.choice(WORDS[:5])
            return f'{self.r.choice(vs).name}["{k}"]', INT_CAP

        def chain():
            for name, s in sorted(self.d.structs.items()):
                fields = [f for f, ft in s['fields'] if ft == inner]
                ovars = self.vars_of(opt(('struct', name)))
                if fields and ovars:
                    return f'{self.r.choice(ovars).name}?.{self.r.choice(fields)}', INT_CAP
            return parse()

        opts = [(3, None, var), (2, None, parse), (1, 'closures', first_where), (1, 'arrays', max_), (1, 'closures', map_),
                (1, 'dicts', dict_get), (2, 'structs', chain)]
        if ctx:
            opts += [(1, 'literal-context', nil_), (2, None, some)]
        if depth <= 0:
            return var() if self.vars_of(opt(inner)) else (some() if ctx else parse())
        return self.pick(opts)

    def arr_expr(self, elem, depth, ctx):
        def lit():
            n = self.r.randint(0 if ctx else 1, 4)
            items = []
            bound = 0
            for _ in range(n):
                code, b = self.expr(elem, max(depth - 2, 0), ctx=True)
                items.append(code)
            if elem == DBL and not ctx and not any('.' in i or 'e' in i for i in items):
                items.append('0.5')
            return '[' + ', '.join(items) + ']', len(items)

        def var():
            return self.var_ref(arr(elem)) or lit()

        def range_map():
            n = self.r.randint(1, 6)
            if elem == INT:
                k, _ = self.int_lit(1, 9)
                return f'(0..<{n}).map {{ $0 * {k} }}', n
            if elem == STR:
                return f'(1...{n}).map {{ "n\\($0)" }}', n
            if elem == DBL:
                return f'(0..<{n}).map {{ Double($0) / 2 }}', n
            return lit()

        def mapped():
            if elem == STR:
                src, b = self.arr_expr(INT, depth - 1, ctx=False)
                return f'{src}.map {{ String($0) }}', b
            if elem == INT:
                src, b = self.arr_expr(STR, depth - 1, ctx=False)
                return f'{src}.map {{ $0.count }}', b
            if elem == DBL:
                src, b = self.arr_expr(INT, depth - 1, ctx=False)
                return f'{src}.map {{ Double($0) * 1.5 }}', b
            return lit()

        def filtered():
            src, b = self.arr_expr(elem, depth - 1, ctx=False)
            if elem == INT:
                k, _ = self.int_lit(0, 10)
                return f'{src}.filter {{ $0 {self.r.choice(["<", ">", "!="])} {k} }}', b
            if elem == STR:
                return f'{src}.filter {{ !$0.hasPrefix("{self.r.choice("abcdo")}") }}', b
            if elem == DBL:
                return f'{src}.filter {{ $0 >= 1 }}', b
            return src, b

        def sorted_():
            if not comparable(elem):
                return var()
            src, b = self.arr_expr(elem, depth - 1, ctx=False)
            return f'{src}.sorted({self.r.choice(["", "by: >", "by: <"])})', b

        def reversed_():
            src, b = self.arr_expr(elem, depth - 1, ctx=False)
            return f'Array({src}.reversed())', b

        def concat():
            a, ab = self.arr_expr(elem, depth - 1, ctx=False)
            b, bb = self.arr_expr(elem, depth - 1, ctx=True)
            if ab + bb > ARR_CAP:
                return a, ab
            return f'({a} + {b})', ab + bb

        def prefix():
            src, b = self.arr_expr(elem, depth - 1, ctx=False)
            n = self.r.randint(0, 3)
            return f'Array({src}.{self.r.choice(["prefix", "suffix", "dropFirst", "dropLast"])}({n}))', b

        def compact():
            if elem != INT:
                return var()
            src, b = self.arr_expr(STR, depth - 1, ctx=False)
            return f'{src}.compactMap {{ Int($0) }}', b

        def repeating():
            code, _ = self.expr(elem, depth - 1, ctx=True)
            n = self.r.randint(0, 3)
            return f'Array(repeating: {code}, count: {n})', n

        opts = [(3, None, lit), (5, None, var), (2, 'closures', range_map), (2, 'closures', mapped), (2, 'closures', filtered),
                (2, None, sorted_), (1, None, reversed_), (1, None, concat), (1, None, prefix), (1, 'closures', compact),
                (1, None, repeating)]
        if depth <= 0:
            return var()
        return self.pick(opts)

    def dict_expr(self, t, depth):
        keys = self.r.sample(WORDS[:5], self.r.randint(0, 3))
        items = []
        for k in keys:
            v, _ = self.expr(t[2], depth - 1, ctx=True)
            items.append(f'"{k}": {v}')
        return ('[' + ', '.join(items) + ']') if items else '[:]', len(items)

    def struct_expr(self, name, depth, ctx):
        s = self.d.structs[name]
        vs = self.vars_of(('struct', name))
        if vs and (depth <= 0 or self.chance(0.5)):
            return self.r.choice(vs).name, 1
        args = []
        for f, ft in s['fields']:
            code, _ = self.expr(ft, max(depth - 1, 0), ctx=True)
            args.append(f'{f}: {code}')
        head = '.init' if ctx and self.on('literal-context') and self.chance(0.25) else name
        return f'{head}({", ".join(args)})', 1

    def enum_expr(self, name, depth, ctx):
        e = self.d.enums[name]
        vs = self.vars_of(('enum', name))
        if vs and (depth <= 0 or self.chance(0.4)):
            return self.r.choice(vs).name, 1
        case, payload = self.r.choice(e['cases'])
        head = f'.{case}' if ctx and self.on('literal-context') and self.chance(0.5) else f'{name}.{case}'
        if not payload:
            return head, 1
        args = []
        for label, pt in payload:
            code, _ = self.expr(pt, max(depth - 1, 0), ctx=True)
            args.append(f'{label}: {code}' if label else code)
        return f'{head}({", ".join(args)})', 1

    def member_of(self, t, depth):
        """A member of a user value whose type is t (stored field, computed property, method)."""
        options = []
        for name, s in sorted(self.d.structs.items()):
            for f, ft in s['fields']:
                if ft == t:
                    options.append(('struct', name, f))
            cname, ct = s['computed']
            if ct == t:
                options.append(('struct', name, cname))
            if t == STR:
                options.append(('struct', name, s['method'] + '()'))
        for name, e in sorted(self.d.enums.items()):
            if e['prop'][1] == t:
                options.append(('enum', name, e['prop'][0]))
            if e['raw'] and t == STR:
                options.append(('enum', name, 'rawValue'))
        for name, c in sorted(self.d.classes.items()):
            if t == INT:
                options += [('class', name, c['field']), ('class', name, c['method'] + '()')]
        for name, p in sorted(self.d.protos.items()):
            if t == INT:
                options.append(('proto', name, p['req'] + '()'))
            if t == STR:
                options.append(('proto', name, p['ext'] + '()'))
        if self.d.has_box and t == INT:
            options.append(('box', INT, 'value'))
        if not options:
            return None
        kind, name, member = self.r.choice(options)
        if kind == 'struct':
            base, _ = self.struct_expr(name, depth - 1, ctx=False)
        elif kind == 'enum':
            base, _ = self.enum_expr(name, depth - 1, ctx=False)
        elif kind == 'class':
            vs = self.vars_of(('class', name))
            if not vs:
                return None
            base = self.r.choice(vs).name
        elif kind == 'proto':
            vs = self.vars_of(('proto', name))
            conformers = self.d.protos[name]['conformers']
            if vs and self.chance(0.6):
                base = self.r.choice(vs).name
            else:
                base = f'{self.r.choice(conformers)}()'
        else:
            vs = self.vars_of(('box', INT))
            if not vs:
                return None
            base = self.r.choice(vs).name
        bound = INT_CAP if t == INT else (STR_CAP if t == STR else 1e6)
        return f'{base}.{member}', bound

    def call_user_func(self, t, depth):
        fs = [f for f in self.d.funcs if f[3] == t and not f[4]]
        choices = []
        if fs and self.on('closures') is not None:
            choices.append('func')
        if self.d.has_generic_choose and self.on('generics'):
            choices.append('choose')
        closures = [v for scope in self.scopes for v in scope if isinstance(v.t, tuple) and v.t[0] == 'fn' and v.t[2] == t]
        if closures:
            choices.append('closure')
        if not choices:
            return None
        which = self.r.choice(choices)
        if which == 'func' and fs:
            name, params, labels, result, _ = self.r.choice(fs)
            args = []
            for p, label in zip(params, labels):
                code, _ = self.expr(p, depth - 1, ctx=True)
                args.append(f'{label}: {code}' if label else code)
            bound = INT_CAP if t == INT else (STR_CAP if t == STR else 1e9)
            return f'{name}({", ".join(args)})', bound
        if which == 'choose':
            a, ab = self.expr(t, depth - 1, ctx=True)
            b, bb = self.expr(t, depth - 1, ctx=True)
            c, _ = self.bool_expr(depth - 1)
            if t == DBL and not any(ch in a + b for ch in '.e') and not self.vars_of(DBL):
                return None
            return f'choose({a}, {b}, first: {c})', max(ab, bb)
        if which == 'closure' and closures:
            v = self.r.choice(closures)
            args = [self.expr(p, depth - 1, ctx=True)[0] for p in v.t[1]]
            bound = INT_CAP if t == INT else (STR_CAP if t == STR else 1e9)
            return f'{v.name}({", ".join(args)})', bound
        return None

    # ----- storing values -------------------------------------------------
    def capped(self, t, code, bound):
        """Code for a value to be stored; Ints beyond INT_CAP are reduced."""
        if t == INT and bound > INT_CAP:
            return f'({code}) % 10007', 10007
        return code, bound

    def needs_annotation(self, t):
        return not (t in (INT, STR, BOOL) or (isinstance(t, tuple) and t[0] in ('struct', 'class')))

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

    # ----- statements -----------------------------------------------------
    def print_stmt(self):
        self.label += 1
        t = self.any_type()
        code, _ = self.expr(t, 2, ctx=False)
        self.emit(f'print("p{self.label}:", {code})')

    def let_stmt(self):
        t = self.any_type()
        name = self.fresh()
        mutable = self.chance(0.4)
        annotate = self.needs_annotation(t) or self.chance(0.3)
        code, b = self.expr(t, 2, ctx=annotate)
        code, b = self.capped(t, code, b)
        kw = 'var' if mutable else 'let'
        self.emit(f'{kw} {name}{": " + swift(t) if annotate else ""} = {code}')
        self.declare(name, t, mutable, b)

    def cond_let_stmt(self):
        t = self.r.choice([INT, STR, DBL if self.on('doubles') else INT, BOOL])
        name = self.fresh()
        if self.on('if-expr') and (self.chance(0.5) or not self.on('switch-expr')):
            c, _ = self.bool_expr(2)
            a, ab = self.expr(t, 1)
            b, bb = self.expr(t, 1)
            a, ab = self.capped(t, a, ab)
            b, bb = self.capped(t, b, bb)
            self.emit(f'let {name}: {swift(t)} = if {c} {{ {a} }} else {{ {b} }}')
            self.declare(name, t, False, max(ab, bb))
        elif self.on('switch-expr'):
            subject, _ = self.int_expr(1)
            self.emit(f'let {name}: {swift(t)} = switch {subject} {{')
            bound = 0
            for pat in ['case ..<0', 'case 0', 'case 1...5', 'default']:
                a, ab = self.expr(t, 1)
                a, ab = self.capped(t, a, ab)
                bound = max(bound, ab)
                self.emit(f'{pat}: {a}')
            self.emit('}')
            self.declare(name, t, False, bound)
        else:
            self.let_stmt()

    def mutate_stmt(self):
        mutables = [v for scope in self.scopes for v in scope if v.mutable]
        if not mutables:
            return self.let_stmt()
        v = self.r.choice(mutables)
        t = v.t
        reps = 4 ** self.loop_depth
        if t == INT:
            code, b = self.int_expr(1)
            op = self.r.choice(['+=', '-=', '='])
            if op == '=' and code == v.name:
                op = '+='
            if op == '=':
                code, b = self.capped(INT, code, b)
                self.emit(f'{v.name} = {code}')
                v.bound = b
            else:
                self.emit(f'{v.name} = ({v.name} {op[0]} {code}) % 10007')
                v.bound = 10007
        elif t == DBL:
            code, b = self.dbl_expr(1, True)
            if v.bound + reps * b > 1e12:
                self.emit(f'{v.name} = {code}')
                v.bound = max(v.bound, b)
            else:
                self.emit(f'{v.name} += {code}')
                v.bound += reps * b
        elif t == STR:
            code, b = self.str_expr(1)
            if v.bound + reps * b > STR_CAP:
                self.emit(f'{v.name} = {code}')
                v.bound = max(v.bound, b)
            else:
                self.emit(f'{v.name} += {code}')
                v.bound += reps * b
        elif t == BOOL:
            self.emit(f'{v.name}.toggle()' if self.chance(0.5) else f'{v.name} = {self.bool_expr(1)[0]}')
        elif t[0] == 'arr':
            if v.bound + reps > ARR_CAP:
                self.emit(f'{v.name}.removeAll()' if self.chance(0.3) else f'{v.name} = Array({v.name}.prefix(2))')
                v.bound = 2
            elif self.chance(0.2) and comparable(t[1]):
                self.emit(f'{v.name}.sort()')
            elif self.chance(0.2):
                self.emit(f'if !{v.name}.isEmpty {{ {v.name}.removeLast() }}')
            else:
                code, _ = self.expr(t[1], 1, ctx=True)
                code, _ = self.capped(t[1], code, INT_CAP * 2 if t[1] == INT else 0)
                self.emit(f'{v.name}.append({code})')
                v.bound += reps
        elif t[0] == 'opt':
            code, b = self.opt_expr(t[1], 1, ctx=True)
            self.emit(f'{v.name} = {code}')
        elif t[0] == 'struct':
            s = self.d.structs[t[1]]
            if s['mutating'] and self.chance(0.5):
                k, _ = self.int_lit(1, 9)
                self.emit(f'{v.name}.bump({k})')
            else:
                f, ft = self.r.choice(s['fields'])
                code, b = self.expr(ft, 1, ctx=True)
                code, _ = self.capped(ft, code, b)
                self.emit(f'{v.name}.{f} = {code}')
        elif t[0] == 'tup':
            code, b = self.int_expr(1)
            self.emit(f'{v.name}.a = ({v.name}.a + {code}) % 10007')
        elif t[0] == 'dict':
            k = self.r.choice(WORDS[:5])
            code, _ = self.expr(t[2], 1, ctx=True)
            if t[2] == INT and self.chance(0.5):
                self.emit(f'{v.name}["{k}", default: 0] += 1')
            else:
                self.emit(f'{v.name}["{k}"] = {code}')
        else:
            self.emit(f'{v.name} = {self.expr(t, 1, ctx=True)[0]}')

    def if_stmt(self):
        c, _ = self.bool_expr(2)
        self.emit(f'if {c} {{')
        self.block(self.r.randint(1, 2))
        if self.chance(0.5):
            self.emit('} else {')
            self.block(self.r.randint(1, 2))
        self.emit('}')

    def if_let_stmt(self):
        t = self.r.choice([INT, STR])
        code, b = self.opt_expr(t, 2, ctx=False)
        name = self.fresh('u')
        self.emit(f'if let {name} = {code} {{')
        self.indent += 1
        self.push()
        self.declare(name, t, False, b)
        self.label += 1
        self.emit(f'print("p{self.label}:", {name})')
        self.pop()
        self.indent -= 1
        self.emit('} else {')
        self.label += 1
        self.emit(f'    print("p{self.label}: none")')
        self.emit('}')

    def for_stmt(self):
        if self.loop_depth >= 2:
            return self.print_stmt()
        i = self.fresh('i')
        kind = self.r.random()
        self.push()
        if kind < 0.4:
            n = self.r.randint(0, 4)
            self.emit(f'for {i} in 0..<{n} {{')
            self.declare(i, INT, False, n)
        elif kind < 0.7:
            et = self.r.choice([INT, STR])
            code, _ = self.arr_expr(et, 1, ctx=False)
            self.emit(f'for {i} in {code}.prefix(4) {{')
            self.declare(i, et, False, INT_CAP if et == INT else STR_CAP)
        elif kind < 0.85:
            code, _ = self.arr_expr(STR, 1, ctx=False)
            x = self.fresh('x')
            self.emit(f'for ({i}, {x}) in {code}.prefix(4).enumerated() {{')
            self.declare(i, INT, False, 4)
            self.declare(x, STR, False, STR_CAP)
        else:
            self.emit(f'for {i} in stride(from: 10, to: 0, by: -{self.r.randint(3, 6)}) {{')
            self.declare(i, INT, False, 10)
        self.loop_depth += 1
        self.block(self.r.randint(1, 2), push=False)
        self.loop_depth -= 1
        self.pop()
        self.emit('}')

    def while_stmt(self):
        if self.loop_depth >= 1:
            return self.print_stmt()
        n = self.fresh('n')
        self.emit(f'var {n} = 0')
        self.emit(f'while {n} < {self.r.randint(1, 3)} {{')
        self.indent += 1
        self.emit(f'{n} += 1')
        self.indent -= 1
        self.loop_depth += 1
        self.block(1)
        self.loop_depth -= 1
        self.emit('}')

    def switch_stmt(self):
        if self.d.enums and self.on('enums') and self.chance(0.6):
            name = self.r.choice(sorted(self.d.enums))
            e = self.d.enums[name]
            code, _ = self.enum_expr(name, 1, ctx=False)
            self.emit(f'switch {code} {{')
            for c, payload in e['cases']:
                self.push()
                pat = f'.{c}'
                if payload:
                    binds = []
                    for k, (l, pt) in enumerate(payload):
                        if self.chance(0.3):
                            binds.append('_')
                            continue
                        vn = self.fresh('w')
                        binds.append(f'let {vn}')
                        self.declare(vn, pt, False, INT_CAP if pt == INT else (STR_CAP if pt == STR else 1e6))
                    pat += '(' + ', '.join(binds) + ')'
                self.label += 1
                t = self.any_type(depth=1)
                v, _ = self.expr(t, 1, ctx=False)
                self.emit(f'case {pat}: print("p{self.label}:", {v})')
                self.pop()
            self.emit('}')
            return
        code, _ = self.int_expr(1)
        self.emit(f'switch {code} {{')
        for pat in self.r.sample(['case 0', 'case 1, 2', 'case 3...9', 'case ..<0', 'case 10..<100'], 3) + ['default']:
            self.label += 1
            v, _ = self.expr(self.any_type(depth=1), 1, ctx=False)
            self.emit(f'{pat}: print("p{self.label}:", {v})')
        self.emit('}')

    def closure_stmt(self):
        name = self.fresh('c')
        kind = self.r.random()
        if kind < 0.4:
            k, _ = self.int_lit(1, 9)
            cap = self.vars_of(INT)
            extra = f' + {self.r.choice(cap).name}' if cap and self.chance(0.6) else ''
            self.emit(f'let {name}: (Int) -> Int = {{ x in (x * {k}{extra}) % 1000 }}')
            self.declare(name, ('fn', (INT,), INT), False, 0)
        elif kind < 0.7:
            counter = self.fresh('count')
            self.emit(f'var {counter} = 0')
            self.declare(counter, INT, True, 10007)
            k, _ = self.int_lit(1, 5)
            self.emit(f'let {name}: () -> Int = {{')
            self.emit(f'    {counter} += {k}')
            self.emit(f'    return {counter}')
            self.emit('}')
            self.declare(name, ('fn', (), INT), False, 0)
            self.label += 1
            self.emit(f'print("p{self.label}:", {name}(), {name}(), {counter})')
        else:
            src = self.vars_of(INT)
            if not src:
                return self.let_stmt()
            v = self.r.choice(src)
            self.emit(f'let {name}: () -> String = {{ [{v.name}] in "captured \\({v.name})" }}')
            self.declare(name, ('fn', (), STR), False, 0)

    def do_catch_stmt(self):
        if not self.d.error_enum:
            return self.print_stmt()
        arg, _ = self.int_expr(1)
        self.emit('do {')
        self.label += 1
        self.emit(f'    let r = try validate({arg})')
        self.emit(f'    print("p{self.label}:", r)')
        if self.chance(0.5):
            a, _ = self.arr_expr(STR, 1, ctx=False)
            self.label += 1
            self.emit(f'    print("p{self.label}:", try firstWord({a}))')
        self.label += 1
        lab1 = self.label
        self.label += 1
        self.emit(f'}} catch FuzzError.tooSmall(let v) where v < 0 {{')
        self.emit(f'    print("p{lab1}: negative", v)')
        self.emit(f'}} catch let e as FuzzError {{')
        self.emit(f'    print("p{self.label}:", e, e == .empty)')
        self.emit('} catch {')
        self.emit('    print("unreachable")')
        self.emit('}')
        if self.chance(0.5):
            arg, _ = self.int_expr(1)
            self.label += 1
            self.emit(f'print("p{self.label}:", (try? validate({arg})) as Any, (try? validate({arg})) ?? -1)')

    def class_stmt(self):
        if not self.d.classes:
            return self.print_stmt()
        name = self.r.choice(sorted(self.d.classes))
        c = self.d.classes[name]
        v, w = self.fresh('obj'), self.fresh('alias')
        k, _ = self.int_lit(0, 50)
        ctor = c['sub'] if self.chance(0.5) else name
        self.emit(f'let {v}: {name} = {ctor}(total: {k})')
        self.emit(f'let {w} = {v}')
        self.declare(v, ('class', name), False, 1)
        self.declare(w, ('class', name), False, 1)
        self.label += 1
        self.emit(f'print("p{self.label}:", {w}.step(), {v}.step(), {v}.total, {w}.kind(), {v} === {w})')

    def protocol_stmt(self):
        if not self.d.protos:
            return self.print_stmt()
        name = self.r.choice(sorted(self.d.protos))
        p = self.d.protos[name]
        conf = self.r.choice(p['conformers'])
        v = self.fresh('p')
        self.emit(f'let {v}: any {name} = {conf}()')
        self.declare(v, ('proto', name), False, 1)
        self.label += 1
        generic = f', viaGeneric{name}({conf}())' if self.on('generics') else ''
        self.emit(f'print("p{self.label}:", {conf}().ext(), {v}.ext(), {v}.req(){generic})')
        if self.chance(0.5):
            self.label += 1
            self.emit(f'print("p{self.label}:", ([{", ".join(c + "()" for c in p["conformers"])}] as [any {name}]).map {{ $0.ext() }})')

    def generic_stmt(self):
        if not self.d.has_box:
            return self.print_stmt()
        v = self.fresh('box')
        code, _ = self.int_expr(1)
        code, _ = self.capped(INT, code, INT_CAP * 2)
        self.emit(f'let {v} = Box(value: {code})')
        self.declare(v, ('box', INT), False, 1)
        self.label += 1
        self.emit(f'print("p{self.label}:", {v}.map {{ "#\\($0)" }}.value, {v}.map {{ Double($0) / 4 }}.value)')
        a, _ = self.arr_expr(STR, 1, ctx=False)
        x, _ = self.str_expr(0)
        self.label += 1
        self.emit(f'print("p{self.label}:", countMatches({a}, {x}), choose("{self.r.choice(WORDS)}", {x}, first: {self.bool_expr(1)[0]}))')

    def tuple_stmt(self):
        v = self.fresh('tp')
        a, _ = self.int_expr(1)
        a, _ = self.capped(INT, a, INT_CAP * 2)
        bt = self.r.choice([STR, BOOL, DBL if self.on('doubles') else STR])
        b, _ = self.expr(bt, 1, ctx=True)
        self.emit(f'var {v}: (a: Int, b: {swift(bt)}) = (a: {a}, b: {b})')
        self.declare(v, ('tup', (('a', INT), ('b', bt))), True, ARR_CAP)
        self.label += 1
        self.emit(f'{v}.a += 1')
        self.emit(f'print("p{self.label}:", {v}, {v}.a, {v}.0)')

    def dict_stmt(self):
        vt = self.r.choice([INT, STR])
        v = self.fresh('d')
        code, _ = self.dict_expr(('dict', STR, vt), 1)
        self.emit(f'var {v}: [String: {swift(vt)}] = {code}')
        self.declare(v, ('dict', STR, vt), True, 3)
        k = self.r.choice(WORDS[:5])
        self.label += 1
        if vt == INT:
            self.emit(f'{v}["{k}", default: 0] += 2')
        self.emit(f'print("p{self.label}:", {v}.count, {v}.keys.sorted(), {v}["{k}"] as Any)')

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

    def block(self, n, push=True):
        self.indent += 1
        if push:
            self.push()
        for _ in range(n):
            self.statement(nested=True)
        if push:
            self.pop()
        self.indent -= 1

    def statement(self, nested=False):
        opts = [
            (6, None, self.print_stmt), (5, None, self.let_stmt), (3, None, self.mutate_stmt),
            (2, None, self.if_stmt), (2, 'optionals', self.if_let_stmt), (2, 'loops', self.for_stmt),
            (1, 'loops', self.while_stmt), (2, None, self.switch_stmt), (2, 'closures', self.closure_stmt),
            (2, 'errors', self.do_catch_stmt), (2, 'classes', self.class_stmt), (2, 'protocols', self.protocol_stmt),
            (2, 'generics', self.generic_stmt), (1, 'tuples', self.tuple_stmt), (1, 'dicts', self.dict_stmt),
            (1, None, self.cond_let_stmt), (1, 'sets', self.set_stmt), (1, 'value-semantics', self.value_semantics_stmt),
            (2, 'arc', self.arc_stmt), (1, 'type-names', self.type_name_stmt), (1, 'nested-optionals', self.nested_optional_stmt),
            (3, 'library', self.library_stmt), (1, 'doubles', self.doubles_stmt), (1, 'float', self.float_stmt),
            (1, 'inout', self.inout_stmt), (1, 'defer', self.defer_stmt),
            (2, 'dispatch', self.dispatch_stmt), (2, 'constrained-generics', self.constrained_stmt),
            (2, 'patterns', self.patterns_stmt), (2, 'interpolation', self.interpolation_stmt),
            (2, 'captures', self.captures_stmt), (2, 'rethrows', self.rethrows_stmt),
            (1, 'fixed-width', self.fixed_width_stmt), (2, 'characters', self.characters_stmt),
            (1, 'set-dict', self.set_dict_stmt),
        ]
        learner = self.learner_statements()
        opts += [(w, f, th) for w, f, th, _ in learner]
        if nested:
            top_level_only = (self.closure_stmt, self.class_stmt, self.protocol_stmt, self.generic_stmt, self.dict_stmt,
                              self.dispatch_stmt, self.patterns_stmt, self.captures_stmt, self.rethrows_stmt, self.set_dict_stmt)
            top_level_only += tuple(th for _, _, th, top in learner if top)
            opts = [o for o in opts if o[2] not in top_level_only]
        self.pick(opts)

    # ----- program -----------------------------------------------------------
    def program(self, seed):
        self.emit(f'// difffuzz program, seed {seed}')
        self.emit('import Foundation')
        if self.on('structs'):
            for _ in range(self.r.randint(0, 2)):
                self.gen_struct()
        if self.on('enums'):
            for _ in range(self.r.randint(0, 2)):
                self.gen_enum()
        if self.on('classes') and self.chance(0.5):
            self.gen_class()
        if self.on('protocols') and self.chance(0.5):
            self.gen_protocol()
        if self.on('generics') and self.chance(0.5):
            self.gen_generics()
        if self.on('errors') and self.chance(0.5):
            self.gen_errors()
        if self.on('arc') and self.chance(0.4):
            self.gen_tracker()
        if self.on('inout') and self.chance(0.3):
            self.gen_inout()
        if self.on('defer') and self.chance(0.2):
            self.gen_defer()
        if self.on('dispatch') and self.chance(0.4):
            self.gen_dispatch()
        if self.on('constrained-generics') and self.chance(0.3):
            self.gen_constrained()
        if self.on('patterns') and self.chance(0.3):
            self.gen_patterns()
        if self.on('captures') and self.chance(0.3):
            self.gen_captures()
        if self.on('rethrows') and self.chance(0.3):
            self.gen_rethrows()
        self.learner_decls()
        for _ in range(self.r.randint(0, 3)):
            self.gen_func()
        for _ in range(self.r.randint(8, 22)):
            self.statement()
        if self.on('traps') and self.chance(0.15):
            self.trap_ending()
        return '\n'.join(self.lines) + '\n'


def generate(seed, disabled=()):
    """The source of the program for `seed`, with the given features disabled."""
    unknown = set(disabled) - set(FEATURES)
    if unknown:
        raise ValueError(f'unknown features: {", ".join(sorted(unknown))}')
    return Gen(seed, disabled).program(seed)


if __name__ == '__main__':
    import sys
    print(generate(int(sys.argv[1]) if len(sys.argv) > 1 else 0), end='')
