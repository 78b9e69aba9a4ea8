#!/usr/bin/env python3
"""Developer loop: runs golden programs through `statelab-bench eval` and
prints which differ (the Swift Testing suite is the real check)."""
import os, re, subprocess, sys, concurrent.futures
root = os.path.join(os.path.dirname(__file__), '..', 'Tests', 'SwiftSubsetTests', 'Golden')
binary = os.path.join(os.path.dirname(__file__), '..', '.build', 'debug', 'statelab-bench')
files = []
for d, _, fs in os.walk(root):
    if '_shims' in d: continue
    for f in fs:
        if f.endswith('.swift'): files.append(os.path.join(d, f))
files.sort()
if len(sys.argv) > 1: files = [f for f in files if any(a in f for a in sys.argv[1:])]
def check(path):
    src = open(path).read()
    m = next((re.search(r'// expect error(?: col (\d+))?: (.*)$', l) for l in src.split('\n') if '// expect error' in l), None)
    if m:
        # An ill-typed program: refused before running (status 1; 3 is a trap), with this first error.
        line = next(i for i, l in enumerate(src.split('\n'), 1) if '// expect error' in l)
        r = subprocess.run([binary, 'eval', path], capture_output=True, text=True, timeout=60)
        e = re.search(re.escape(path) + r':(\d+):(\d+): error: (.*)', r.stderr)
        ok = (r.returncode == 1 and not r.stdout and e is not None and int(e.group(1)) == line
              and (m.group(1) is None or int(e.group(2)) == int(m.group(1))) and e.group(3) == m.group(2))
        return path, ok, ('' if ok else f'want {line}:{m.group(1)}: {m.group(2)}\n' + r.stderr[-800:]), ''
    want = []
    err = None
    for line in src.split('\n'):
        m = re.search(r'// expect runtime error: (.*)$', line)
        if m: err = m.group(1); continue
        m = re.search(r'// expect:( (.*))?$', line)
        if m: want.append(m.group(2) or '')
    try:
        r = subprocess.run([binary, 'eval', path], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return path, False, 'TIMEOUT', ''
    got = r.stdout.split('\n')
    if got and got[-1] == '': got.pop()
    ok = got == want
    if err is None and r.returncode != 0: ok = False
    if err is not None:
        e = 'overflow' if err == 'arithmetic overflow' else err
        if e.lower() not in r.stderr.lower(): ok = False
    detail = ''
    if not ok:
        import difflib
        detail = '\n'.join(difflib.unified_diff(want, got, 'want', 'got', lineterm='', n=1)) + '\n' + r.stderr[-1500:]
    return path, ok, detail, ''
bad = 0
with concurrent.futures.ThreadPoolExecutor(4) as ex:
    for path, ok, detail, _ in ex.map(check, files):
        rel = os.path.relpath(path, root)
        if not ok:
            bad += 1
            print('FAIL', rel)
            if '-v' in os.environ.get('GQ', '') or len(files) < 8:
                print(detail)
print(f'{len(files)-bad}/{len(files)} pass')
