#!/usr/bin/env python3
"""Differential fuzzer: random well-typed Swift programs, run by the real
swiftc and by StateLab's interpreter (`statelab-bench eval`), compared on
stdout. Every difference is reduced and written as a candidate golden
program. See README.md in this folder.

usage:
  difffuzz.py run [--seed S] [--count N] [--jobs J] [--disable F,…] [--out DIR]
                  [--reduce-per-signature K] [--max-reductions M]
  difffuzz.py gen SEED [--disable F,…]        print the program for one seed
  difffuzz.py check FILE                      run one file through both, show the difference
  difffuzz.py reduce FILE [--out DIR]         reduce one differing file
  difffuzz.py features                        list the generator's features
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True   # no __pycache__ beside the scripts
sys.path.insert(0, HERE)
import generator  # noqa: E402
import reducer  # noqa: E402
import swiftrun  # noqa: E402

REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_BINARY = os.path.join(REPO, '.build', 'debug', 'statelab-bench')


def program_seed(seed, index):
    """The seed of program `index` in a run started with --seed `seed`."""
    return seed * 1_000_000 + index


def classify(swift, statelab):
    """'invalid' (swiftc rejects it or times out: a generator bug), 'agree' or
    'differ'. A program whose swiftc binary traps agrees when the interpreter
    stops with a runtime error after the same output, with Swift's report of
    the trap in its message (an overflow, which Swift reports with no
    message, only has to stop)."""
    if swift.kind == 'crash':
        if statelab.kind == 'runtime-error' and statelab.stdout == swift.stdout and trap_reported(swift, statelab):
            return 'agree'
        return 'differ'
    if swift.kind != 'ok':
        return 'invalid'
    if statelab.kind == 'ok' and statelab.stdout == swift.stdout:
        return 'agree'
    return 'differ'


def trap_reported(swift, statelab):
    report = re.sub(r'^(Fatal error: )', '', swift.message)
    report = re.sub(r': file .*$', '', report)
    return not swift.message.strip() or swift.message.startswith('status') or report in statelab.message


def difference_signature(swift, statelab):
    if swift.kind == 'crash' and statelab.kind == 'ok':
        return 'no trap: ' + re.sub(r'\d+', 'N', swift.message)
    if swift.kind == 'crash' and statelab.kind == 'runtime-error' and statelab.stdout == swift.stdout:
        return 'trap message: ' + re.sub(r'\d+', 'N', swift.message)
    if statelab.kind != 'ok' and not (swift.kind == 'crash' and statelab.kind == 'runtime-error'):
        return swiftrun.signature(statelab)
    want, got = swift.stdout.split('\n'), statelab.stdout.split('\n')
    for w, g in zip(want + ['<end>'] * len(got), got + ['<end>'] * len(want)):
        if w != g:
            wt, gt = w.split(' '), g.split(' ')
            for a, b in zip(wt + ['<end>'] * len(gt), gt + ['<end>'] * len(wt)):
                if a != b:
                    return 'stdout: ' + shape(a) + ' | ' + shape(b)
    return 'stdout'


def shape(line):
    """The shape of the first differing word of an output line: label
    dropped, digits and words blurred."""
    line = re.sub(r'^p\d+: ?', '', line)
    line = re.sub(r'\d+', '9', line)
    line = re.sub(r'[A-Za-z_]+', 'a', line)
    return line[:40]


def expect_block(stdout):
    lines = stdout.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    return '\n'.join(('// expect: ' + l) if l else '// expect:' for l in lines)


def write_candidate(path, source, swift_stdout, title):
    body = '\n'.join(l for l in source.split('\n') if not l.startswith('// difffuzz') and l.strip() != '')
    with open(path, 'w') as f:
        f.write(f'// {title}\n{body}\n{expect_block(swift_stdout)}\n')


class Runner:
    def __init__(self, binary, jobs):
        self.binary = binary
        self.jobs = jobs

    def both(self, source):
        swift = swiftrun.run_swiftc(source)
        statelab = swiftrun.run_statelab(self.binary, source) if swift.kind in ('ok', 'crash') else swiftrun.Outcome('skipped')
        return swift, statelab

    def reduce(self, source, signature, log):
        wanted = swiftrun.run_swiftc(source).kind   # a trapping program stays a trapping one

        def interesting(candidate):
            swift = swiftrun.run_swiftc(candidate)
            if swift.kind != wanted:
                return False
            statelab = swiftrun.run_statelab(self.binary, candidate)
            if classify(swift, statelab) != 'differ':
                return False
            return difference_signature(swift, statelab) == signature
        r = reducer.Reducer(interesting, log)
        reduced = r.reduce(source)
        return reduced, r.tests


def cmd_run(args):
    if not os.access(args.binary, os.X_OK):
        sys.exit(f'{args.binary} not found: run `swift build --product statelab-bench && swift build --product StateLabFrontend` first')
    disabled = [f for f in args.disable.split(',') if f]
    runner = Runner(args.binary, args.jobs)
    os.makedirs(args.out, exist_ok=True)
    raw_dir = os.path.join(args.out, 'differences')
    found_dir = os.path.join(args.out, 'reduced')
    os.makedirs(raw_dir, exist_ok=True)
    os.makedirs(found_dir, exist_ok=True)
    seeds = [program_seed(args.seed, i) for i in range(args.count)]
    counts = collections.Counter()
    by_signature = collections.defaultdict(list)
    invalid = []
    started = time.time()

    def one(s):
        source = generator.generate(s, disabled)
        swift, statelab = runner.both(source)
        return s, source, swift, statelab

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for n, (s, source, swift, statelab) in enumerate(pool.map(one, seeds), 1):
            verdict = classify(swift, statelab)
            counts[verdict] += 1
            if verdict == 'invalid':
                invalid.append((s, swift.kind, swift.message.split('\n')[0]))
            elif verdict == 'differ':
                sig = difference_signature(swift, statelab)
                by_signature[sig].append(s)
                with open(os.path.join(raw_dir, f'{s}.swift'), 'w') as f:
                    f.write(source)
            if n % 100 == 0 or n == len(seeds):
                valid = counts['agree'] + counts['differ']
                rate = 100.0 * counts['agree'] / valid if valid else 0
                print(f'[{n}/{len(seeds)}] agree {counts["agree"]}, differ {counts["differ"]}, invalid {counts["invalid"]} '
                      f'({rate:.1f}% of valid programs agree, {time.time() - started:.0f}s)', flush=True)

    valid = counts['agree'] + counts['differ']
    summary = {
        'seed': args.seed, 'count': args.count, 'disabled': disabled,
        'swiftc': swiftrun.swiftc_version(),
        'agree': counts['agree'], 'differ': counts['differ'], 'invalid': counts['invalid'],
        'agreement_rate': round(counts['agree'] / valid, 4) if valid else None,
        'signatures': {sig: seeds_ for sig, seeds_ in sorted(by_signature.items(), key=lambda kv: -len(kv[1]))},
        'invalid_programs': invalid,
        'reduced': [],
    }
    print(f'\n{valid} valid programs: {counts["agree"]} agree, {counts["differ"]} differ '
          f'({summary["agreement_rate"] and 100 * summary["agreement_rate"]:.1f}% agree); {counts["invalid"]} invalid')
    for sig, ss in sorted(by_signature.items(), key=lambda kv: -len(kv[1])):
        print(f'  {len(ss):4d}  {sig}')

    if not args.no_reduce:
        todo = []
        for sig, ss in sorted(by_signature.items(), key=lambda kv: -len(kv[1])):
            todo += [(sig, s) for s in ss[:args.reduce_per_signature]]
        todo = todo[:args.max_reductions]
        print(f'\nreducing {len(todo)} differences…', flush=True)

        def reduce_one(item):
            sig, s = item
            source = generator.generate(s, disabled)
            reduced, tests = runner.reduce(source, sig, None)
            swift, statelab = runner.both(reduced)
            return sig, s, reduced, tests, swift, statelab

        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for sig, s, reduced, tests, swift, statelab in pool.map(reduce_one, todo):
                path = os.path.join(found_dir, f'{s}.swift')
                write_candidate(path, reduced, swift.stdout, f'difffuzz seed {s}: {sig}')
                lines = len([l for l in reduced.split('\n') if l.strip() and not l.startswith('//')])
                summary['reduced'].append({'seed': s, 'signature': sig, 'lines': lines, 'tests': tests, 'file': path,
                                           'statelab': statelab.to_json()})
                print(f'  {s}: {lines} lines after {tests} tests  [{sig}]', flush=True)
    with open(os.path.join(args.out, 'summary.json'), 'w') as f:
        json.dump(summary, f, indent=1)
    print(f'\nwrote {args.out}/summary.json, differences/ and reduced/')


def cmd_gen(args):
    print(generator.generate(args.seed, [f for f in args.disable.split(',') if f]), end='')


def cmd_check(args):
    source = open(args.file).read()
    runner = Runner(args.binary, 1)
    swift, statelab = runner.both(source)
    print(f'swiftc:   {swift.kind} {swift.message}')
    print(f'statelab: {statelab.kind} {statelab.message}')
    verdict = classify(swift, statelab)
    print(f'verdict:  {verdict}' + (f' [{difference_signature(swift, statelab)}]' if verdict == 'differ' else ''))
    if verdict == 'differ':
        import difflib
        print('\n'.join(difflib.unified_diff(swift.stdout.split('\n'), statelab.stdout.split('\n'), 'swiftc', 'statelab', lineterm='', n=1)))
    return 0 if verdict == 'agree' else 1


def cmd_reduce(args):
    source = open(args.file).read()
    runner = Runner(args.binary, 1)
    swift, statelab = runner.both(source)
    if classify(swift, statelab) != 'differ':
        sys.exit(f'{args.file}: no difference to reduce ({swift.kind} / {statelab.kind})')
    sig = difference_signature(swift, statelab)
    reduced, tests = runner.reduce(source, sig, None)
    swift, _ = runner.both(reduced)
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, os.path.basename(args.file))
    write_candidate(path, reduced, swift.stdout, f'difffuzz: {sig}')
    print(f'{path}: {tests} tests [{sig}]')


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--binary', default=DEFAULT_BINARY, help='statelab-bench to test')
    sub = parser.add_subparsers(dest='command', required=True)
    run = sub.add_parser('run', help='generate, compare, reduce')
    run.add_argument('--seed', type=int, default=1)
    run.add_argument('--count', type=int, default=200)
    run.add_argument('--jobs', type=int, default=2, help='programs compiled at once (default 2)')
    run.add_argument('--disable', default='', help='comma-separated generator features to leave out')
    run.add_argument('--out', default=os.path.join(os.environ.get('TMPDIR', '/tmp'), 'difffuzz-out'))
    run.add_argument('--reduce-per-signature', type=int, default=1)
    run.add_argument('--max-reductions', type=int, default=40)
    run.add_argument('--no-reduce', action='store_true')
    gen = sub.add_parser('gen')
    gen.add_argument('seed', type=int)
    gen.add_argument('--disable', default='')
    chk = sub.add_parser('check')
    chk.add_argument('file')
    red = sub.add_parser('reduce')
    red.add_argument('file')
    red.add_argument('--out', default='.')
    sub.add_parser('features')
    args = parser.parse_args()
    if args.command == 'run':
        return cmd_run(args)
    if args.command == 'gen':
        return cmd_gen(args)
    if args.command == 'check':
        return cmd_check(args)
    if args.command == 'reduce':
        return cmd_reduce(args)
    for name, text in generator.FEATURES.items():
        print(f'{name:16s} {text}')


if __name__ == '__main__':
    sys.exit(main())
