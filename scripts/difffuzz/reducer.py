"""Shrinks a program while it still shows the same difference.

The generator writes one statement per line and closes every block with a
line that starts with `}` at the block's own indentation (`} else {`,
`} catch … {` continue it). The reducer reads that shape back as a tree of
units (a line, or a block with its children) and, until nothing changes:

1. removes top-level units, in halves, quarters, … down to one at a time
   (delta debugging), last ones first;
2. removes units inside blocks the same way;
3. replaces a block by its body (an `if`/`for`/`do` unwrapped) and drops
   `else`/`catch` clauses;
4. drops arguments of `print` calls one by one.

A candidate is kept when swiftc still compiles and runs it cleanly and
`still_differs(candidate)` holds. Every swiftc run is cached, so a variant
tried twice costs nothing.
"""
import re


class Unit:
    def __init__(self, lines, children=None):
        self.lines = lines            # header lines (and continuation lines for blocks)
        self.children = children      # None for a leaf; list of lists (one per clause) for a block

    def render(self, out, strip=0):
        if self.children is None:
            out.append(self.lines[0][strip:])
            return
        for header, body in zip(self.lines, self.children):
            out.append(header[strip:])
            for u in body:
                u.render(out, strip)
        out.append(self.closing[strip:])


def indent_of(line):
    return len(line) - len(line.lstrip(' '))


def closing_index(lines, i):
    """Index of the line that closes (or continues) the block opened at lines[i]."""
    ind = indent_of(lines[i])
    for k in range(i + 1, len(lines)):
        if indent_of(lines[k]) == ind and lines[k].lstrip().startswith('}'):
            return k
    return len(lines)


def parse(lines):
    """Parses a list of lines into units (blocks found by their closing line's indentation)."""
    units = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if line.rstrip().endswith('{') and not line.lstrip().startswith('//'):
            headers, bodies = [line], []
            j = closing_index(lines, i)
            bodies.append(parse(lines[i + 1:j]))
            while j < len(lines) and lines[j].rstrip().endswith('{'):
                headers.append(lines[j])
                k = closing_index(lines, j)
                bodies.append(parse(lines[j + 1:k]))
                j = k
            unit = Unit(headers, bodies)
            unit.closing = lines[j] if j < len(lines) else ' ' * indent_of(line) + '}'
            units.append(unit)
            i = j + 1
        else:
            units.append(Unit([line]))
            i += 1
    return units


def render(units):
    out = []
    for u in units:
        u.render(out)
    return '\n'.join(out) + '\n'


def split_args(text):
    """Top-level comma split of a call's argument text."""
    parts, depth, current, quote = [], 0, '', False
    i = 0
    while i < len(text):
        ch = text[i]
        if quote:
            current += ch
            if ch == '\\' and i + 1 < len(text):
                current += text[i + 1]
                i += 1
            elif ch == '"':
                quote = False
        elif ch == '"':
            quote = True
            current += ch
        elif ch in '([{':
            depth += 1
            current += ch
        elif ch in ')]}':
            depth -= 1
            current += ch
        elif ch == ',' and depth == 0:
            parts.append(current.strip())
            current = ''
        else:
            current += ch
        i += 1
    if current.strip():
        parts.append(current.strip())
    return parts


class Reducer:
    def __init__(self, interesting, log=None):
        self.interesting = interesting   # source -> bool
        self.log = log or (lambda message: None)
        self.tests = 0

    def test(self, units):
        self.tests += 1
        return self.interesting(render(units))

    def reduce(self, source):
        header = [l for l in source.split('\n') if l.startswith('//')][:1]
        body = [l for l in source.split('\n') if not (l.startswith('//') and l in header)]
        units = parse(body)
        assert render(units).strip() == '\n'.join(body).strip(), 'reducer cannot read this program back'
        changed = True
        while changed:
            changed = False
            changed |= self.remove_in(units, units)
            changed |= self.unwrap(units, units)
            changed |= self.shrink_prints(units, units)
        return '\n'.join(header) + '\n' + render(units)

    def remove_in(self, root, seq):
        """Delta-debugging removal of units in `seq` (a list inside `root`), then recursively inside blocks."""
        changed = False
        n = len(seq)
        chunk = max(n // 2, 1)
        while chunk >= 1 and seq:
            i = len(seq)
            while i > 0:
                lo = max(i - chunk, 0)
                removed = seq[lo:i]
                del seq[lo:i]
                if self.test(root):
                    changed = True
                else:
                    seq[lo:lo] = removed
                i = lo
            if chunk == 1:
                break
            chunk //= 2
        for u in list(seq):
            if u.children is not None:
                for body in u.children:
                    changed |= self.remove_in(root, body)
        return changed

    def unwrap(self, root, seq):
        changed = False
        i = 0
        while i < len(seq):
            u = seq[i]
            if u.children is not None:
                header = u.lines[0].strip()
                if re.match(r'^(if |for |do \{|while )', header) and len(u.children) >= 1:
                    body = u.children[0]
                    dedented = [dedent(x) for x in body]
                    seq[i:i + 1] = dedented
                    if self.test(root):
                        changed = True
                        continue
                    seq[i:i + len(dedented)] = [u]
                k = len(u.children) - 1
                while k >= 1:
                    header, body = u.lines[k], u.children[k]
                    del u.lines[k], u.children[k]
                    if self.test(root):
                        changed = True
                    else:
                        u.lines.insert(k, header)
                        u.children.insert(k, body)
                    k -= 1
                for body in u.children:
                    changed |= self.unwrap(root, body)
            i += 1
        return changed

    def shrink_prints(self, root, seq):
        changed = False
        for u in seq:
            if u.children is not None:
                for body in u.children:
                    changed |= self.shrink_prints(root, body)
                continue
            line = u.lines[0]
            m = re.match(r'^(\s*)print\((.*)\)$', line)
            if not m:
                continue
            args = split_args(m.group(2))
            k = 1
            while k < len(args) and len(args) > 2:
                trial = args[:k] + args[k + 1:]
                u.lines[0] = f'{m.group(1)}print({", ".join(trial)})'
                if self.test(root):
                    args = trial
                    changed = True
                else:
                    k += 1
            u.lines[0] = f'{m.group(1)}print({", ".join(args)})'
        return changed


def dedent(unit):
    if unit.children is None:
        return Unit([unit.lines[0][4:] if unit.lines[0].startswith('    ') else unit.lines[0]])
    u = Unit([l[4:] for l in unit.lines], [[dedent(c) for c in body] for body in unit.children])
    u.closing = unit.closing[4:]
    return u
