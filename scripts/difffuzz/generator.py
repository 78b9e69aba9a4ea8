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

`Gen` is put together from mixins, one module each: `expressions.py` (the
basic types), `compound_expressions.py` (optionals, collections, the
program's types), `declarations.py`, `statements.py`, `library_statements.py`,
and the productions of `semantics.py` and `learner.py`; what they share
(types, caps, words, `Var`, `Decls`) is in `swifttypes.py`.
"""
import random
import re

from compound_expressions import CompoundExpressionsMixin
from declarations import DeclarationsMixin
from expressions import ExpressionsMixin
from learner import LEARNER_FEATURES, LearnerMixin
from library_statements import LibraryStatementsMixin
from semantics import SEMANTIC_FEATURES, SemanticsMixin
from statements import StatementsMixin
from swifttypes import BOOL, DBL, Decls, INT, STR, Var, arr, opt

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


class Gen(ExpressionsMixin, CompoundExpressionsMixin, DeclarationsMixin, StatementsMixin, LibraryStatementsMixin,
          SemanticsMixin, LearnerMixin):
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
