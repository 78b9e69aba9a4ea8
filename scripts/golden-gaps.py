#!/usr/bin/env python3
"""Measures the interpreter against the golden corpus and checks the
known-gaps list (Tests/SwiftSubsetTests/Golden/known-gaps.txt).

Every golden program runs through `.build/debug/statelab-bench eval` (build it
with `swift build --product statelab-bench` and `--product StateLabFrontend`). A program passes when its stdout
is exactly its `// expect:` lines and it ends as expected (exit 0, or the
expected runtime error). An ill-typed program (`// expect error:`) passes only
when it was refused before it ran (exit status 1, not 3: a trap reported in
the same words at the same line is not a refusal), printing nothing, with the
expected first error; it may hold no `// expect:` or runtime-error line. Then:

- a failing program missing from known-gaps.txt is an UNEXPECTED FAILURE;
- a listed program that passes is an UNEXPECTED PASS (remove its line);
- a listed path that does not exist is STALE.

Exit status 0 only when the list is exact. `--write-md` also regenerates
KNOWN_GAPS.md (tables per category, sorted by how many programs each blocks)
from known-gaps.txt and this run's totals.

usage: scripts/golden-gaps.py [--write-md] [-j N] [--binary PATH] [FILTER...]
  FILTER   only programs whose path contains one of these strings
           (the exactness check then covers only those programs)
"""
import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
GOLDEN = os.path.join(REPO, 'Tests', 'SwiftSubsetTests', 'Golden')
GAPS = os.path.join(GOLDEN, 'known-gaps.txt')
REPORT = os.path.join(GOLDEN, 'KNOWN_GAPS.md')


def golden_programs():
    files = []
    for folder, _, names in os.walk(GOLDEN):
        if '_shims' in os.path.relpath(folder, GOLDEN).split(os.sep):
            continue
        for name in names:
            if name.endswith('.swift'):
                files.append(os.path.relpath(os.path.join(folder, name), GOLDEN))
    return sorted(files)


def expectations(source):
    """The `// expect:` lines and the `// expect runtime error:` message of a program."""
    lines, runtime_error = [], None
    for line in source.split('\n'):
        m = re.search(r'// expect runtime error: (.*)$', line)
        if m:
            runtime_error = m.group(1)
            continue
        m = re.search(r'// expect:( (.*))?$', line)
        if m:
            lines.append(m.group(2) or '')
    return lines, runtime_error


def compile_error(source):
    """`// expect error: M` / `// expect error col C: M` as (line, column or None, M), or None."""
    for number, line in enumerate(source.split('\n'), 1):
        m = re.search(r'// expect error(?: col (\d+))?: (.*)$', line)
        if m:
            return number, (int(m.group(1)) if m.group(1) else None), m.group(2)
    return None


def first_error(stderr, path):
    """The first `PATH:LINE:COL: error: MESSAGE` StateLab printed, as (line, column, message)."""
    for line in stderr.split('\n'):
        m = re.match(re.escape(path) + r':(\d+):(\d+): error: (.*)$', line)
        if m:
            return int(m.group(1)), int(m.group(2)), m.group(3)
    return None


# `statelab-bench eval`'s exit status when the program was refused before
# anything ran, and when it ran and then stopped with an error.
REFUSED, STOPPED_AT_RUN_TIME = 1, 3


def refused(expected, r, path):
    """Whether StateLab refused an ill-typed program as expected: before it
    ran (not a trap in the same words), nothing printed, and its first error
    is the expected message at its line (and column)."""
    got = first_error(r.stderr, path)
    if r.returncode != REFUSED or r.stdout or got is None:
        return False
    line, column, message = expected
    return got[0] == line and (column is None or got[1] == column) and got[2] == message


def run(binary, relative):
    """(relative, passed, detail) for one program."""
    path = os.path.join(GOLDEN, relative)
    source = open(path, encoding='utf-8').read()
    want, runtime_error = expectations(source)
    try:
        r = subprocess.run([binary, 'eval', path], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return relative, False, 'timeout'
    expected = compile_error(source)
    if expected is not None:
        if want or runtime_error is not None:
            return relative, False, 'expects a compile error and also output or a runtime error: nothing runs'
        if refused(expected, r, path):
            return relative, True, ''
        got = first_error(r.stderr, path)
        shown = f'{got[0]}:{got[1]}: error: {got[2]}' if got else 'no error'
        if r.returncode == STOPPED_AT_RUN_TIME:
            shown += ' at run time'
        if r.stdout:
            shown += f' after printing {len(r.stdout.splitlines())} line(s)'
        return relative, False, f'want {expected[0]}:{expected[1] or "_"}: error: {expected[2]} before running, got {shown}'
    got = r.stdout.split('\n')
    if got and got[-1] == '':
        got.pop()
    passed = got == want
    if runtime_error is None:
        passed = passed and r.returncode == 0
    else:
        needle = 'overflow' if runtime_error == 'arithmetic overflow' else runtime_error
        passed = passed and needle.lower() in r.stderr.lower()
    detail = ''
    if not passed:
        error_line = next((l for l in r.stderr.split('\n') if 'error' in l), '')
        for i in range(max(len(want), len(got))):
            w = want[i] if i < len(want) else '<no line>'
            g = got[i] if i < len(got) else '<no line>'
            if w != g:
                detail = f'line {i + 1}: want {w!r}, got {g!r}'
                break
        detail = (error_line.replace(path, relative) + '  ' + detail).strip()
    return relative, passed, detail


def read_gaps():
    gaps = collections.OrderedDict()
    with open(GAPS, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line or line.startswith('#'):
                continue
            parts = line.split('\t')
            if len(parts) != 3:
                sys.exit(f'known-gaps.txt:{number}: want path<TAB>category<TAB>reason, got {line!r}')
            if parts[0] in gaps:
                sys.exit(f'known-gaps.txt:{number}: {parts[0]} listed twice')
            gaps[parts[0]] = (parts[1], parts[2])
    return gaps


# Categories whose layer is not told by their prefix.
LAYERS = {
    'printing': 'library',
    'inout closure parameters': 'runtime',
    'closures changing a mutating self': 'runtime',
}


def layer(category):
    """Where a category's fix belongs: the library, lowering, the runtime, or
    static semantics (the type checker of issue 9)."""
    if category in LAYERS:
        return LAYERS[category]
    if category.startswith('missing library'):
        return 'library'
    if category.startswith('unsupported'):
        return 'lowering (construct refused)'
    return 'static semantics (type checker)'


def chapter(path):
    return path.split('/', 1)[0]


def write_report(results, gaps):
    total = len(results)
    failing = [p for p, ok, _ in results if not ok]
    by_category = collections.defaultdict(list)
    for path in failing:
        category, reason = gaps.get(path, ('unlisted', ''))
        by_category[category].append((path, reason))
    order = sorted(by_category, key=lambda c: (-len(by_category[c]), c))
    per_chapter = collections.Counter(chapter(p) for p, _, _ in results)
    failing_chapter = collections.Counter(chapter(p) for p in failing)
    by_layer = collections.Counter()
    for c in by_category:
        by_layer[layer(c)] += len(by_category[c])

    out = []
    w = out.append
    w('# Known gaps: golden programs the interpreter gets wrong or refuses')
    w('')
    w('Generated by `scripts/golden-gaps.py --write-md` from `known-gaps.txt` (the')
    w('hand-written category and reason per program) and a run of every golden')
    w('program through `.build/debug/statelab-bench eval`. Every program here passes')
    w('`verify-with-swiftc.sh`: its `// expect:` lines are what swiftc 6.3.1 prints.')
    w('')
    w('Each failing program is listed once, under the **first** gap that blocks it')
    w('(the first refused construct, or the first wrong output line). A program may')
    w('hold further gaps behind that one; fixing a category can move a program to')
    w('another category rather than to "passing". `known-gaps.txt` is exact: the')
    w('script fails when a listed program passes or an unlisted one fails.')
    w('')
    w('Re-measure: `swift build --product statelab-bench && swift build --product StateLabFrontend && scripts/golden-gaps.py`')
    w('(add `--write-md` to regenerate this file).')
    w('')
    w('## Totals')
    w('')
    w(f'- programs: **{total}**; passing: **{total - len(failing)}**; failing: **{len(failing)}**')
    for name in sorted(by_layer, key=lambda n: -by_layer[n]):
        w(f'- failing because of {name}: {by_layer[name]}')
    w('')
    w('| category | layer | programs blocked |')
    w('| --- | --- | ---: |')
    for c in order:
        w(f'| [{c}](#{anchor(c)}) | {layer(c)} | {len(by_category[c])} |')
    w(f'| **total** | | **{len(failing)}** |')
    w('')
    w('### By folder')
    w('')
    w('| folder | programs | passing | failing |')
    w('| --- | ---: | ---: | ---: |')
    for folder in sorted(per_chapter):
        n, bad = per_chapter[folder], failing_chapter[folder]
        w(f'| `{folder}/` | {n} | {n - bad} | {bad} |')
    w('')
    w('## Categories')
    for c in order:
        w('')
        w(f'### {c}')
        w('')
        w(f'{len(by_category[c])} program(s); {layer(c)}.')
        w('')
        w('| program | first observed gap |')
        w('| --- | --- |')
        for path, reason in sorted(by_category[c]):
            w(f'| `{path}` | {reason.replace("|", "&#124;")} |')
    w('')
    with open(REPORT, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out))


def anchor(title):
    a = title.lower()
    a = re.sub(r'[^a-z0-9 _-]', '', a)
    return a.replace(' ', '-')


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--write-md', action='store_true', help='regenerate KNOWN_GAPS.md')
    parser.add_argument('-j', type=int, default=2, help='programs interpreted at once (default 2)')
    parser.add_argument('--binary', default=os.path.join(REPO, '.build', 'debug', 'statelab-bench'))
    parser.add_argument('-v', '--verbose', action='store_true', help='print the first difference of each failure')
    parser.add_argument('filters', nargs='*')
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f'{args.binary} not found: run `swift build --product statelab-bench && swift build --product StateLabFrontend` first')
    programs = golden_programs()
    if args.filters:
        programs = [p for p in programs if any(f in p for f in args.filters)]
    with concurrent.futures.ThreadPoolExecutor(max(1, args.j)) as pool:
        results = list(pool.map(lambda p: run(args.binary, p), programs))
    gaps = read_gaps()
    selected = set(programs)
    failing = {p for p, ok, _ in results if not ok}
    details = {p: d for p, _, d in results}
    unexpected_failures = sorted(failing - set(gaps))
    unexpected_passes = sorted(p for p in gaps if p in selected and p not in failing)
    stale = sorted(p for p in gaps if not os.path.exists(os.path.join(GOLDEN, p)))
    for p in sorted(failing):
        if args.verbose or p in unexpected_failures:
            tag = 'UNEXPECTED FAILURE' if p in unexpected_failures else 'known gap'
            print(f'{tag}: {p}\n    {details[p]}')
    for p in unexpected_passes:
        print(f'UNEXPECTED PASS: {p} (listed as "{gaps[p][0]}"); remove its line from known-gaps.txt')
    for p in stale:
        print(f'STALE: {p} is listed in known-gaps.txt but does not exist')
    counts = collections.Counter(gaps[p][0] for p in failing if p in gaps)
    print(f'{len(results) - len(failing)}/{len(results)} golden programs pass; {len(failing)} fail')
    for category, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f'  {n:3d}  {category}')
    if args.write_md:
        if args.filters:
            sys.exit('--write-md needs the whole corpus (no FILTER)')
        write_report(results, gaps)
        print(f'wrote {os.path.relpath(REPORT, REPO)}')
    exact = not (unexpected_failures or unexpected_passes or stale)
    print('known-gaps.txt is exact' if exact else 'known-gaps.txt is NOT exact')
    return 0 if exact else 1


if __name__ == '__main__':
    sys.exit(main())
