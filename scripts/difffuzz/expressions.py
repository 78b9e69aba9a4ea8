"""Expressions of the basic types, for `generator.Gen`: `expr(t)` chooses the
production for a type, and `Int`, `Double`, `String` and `Bool` expressions are
built from literals, variables, operators, conversions, members and calls. Each
returns `(code, bound)`: the Swift source and a bound on an `Int`'s magnitude.
"""
from swifttypes import ARR_CAP, BOOL, DBL, INT, INT_CAP, LITERAL, STR, STR_CAP, WORDS, arr, swift


class ExpressionsMixin:
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
