"""Expressions of compound types, for `generator.Gen`: optionals, arrays,
dictionaries, the program's structs and enums, members of a value, calls of the
program's functions, and how a value is capped before it is stored.
"""
from swifttypes import ARR_CAP, BOOL, DBL, INT, INT_CAP, STR, STR_CAP, WORDS, arr, comparable, opt


class CompoundExpressionsMixin:
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
