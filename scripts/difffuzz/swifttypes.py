"""What the generator's productions share: Swift types as the generator writes
them (`'Int'`, `('opt', t)`, `('arr', t)`, …) and their Swift spelling, the caps
that keep every value in range, the words programs use, the variables in scope
(`Var`) and the program's own declarations (`Decls`).
"""
import re

LITERAL = re.compile(r'^\(?-?[0-9.e]+\)?$|^"[^"]*"$')

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


# Names and items learner programs use (learner.py, learner_flow.py), and
# strings whose characters Swift counts and compares (semantics.py,
# semantics_values.py).
NAMES = ['Ada', 'Grace', 'Linus', 'Alan', 'Barbara', 'Ken', 'Edsger', 'Margaret']
ITEMS = ['apple', 'bread', 'milk', 'eggs', 'tea', 'rice']
LETTERS = ['swift', 'Hello', 'café', 'e\\u{301}clair', 'Zebra 42', 'a-b-c', 'racecar', '👍🏽ok', 'MiXeD', '  pad  ']
