"""Statements, for `generator.Gen`: prints, declarations, mutations, `if`,
`if let`, loops, `switch`, closures, `do`/`catch`, and statements that use the
program's classes, protocols, generics, tuples and dictionaries.
"""
from swifttypes import ARR_CAP, BOOL, DBL, INT, INT_CAP, STR, STR_CAP, WORDS, comparable, swift


class StatementsMixin:
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
