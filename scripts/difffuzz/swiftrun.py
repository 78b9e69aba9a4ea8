"""Running one program through the real swiftc and through StateLab.

swiftc binaries and their output are cached by a hash of (swiftc version,
flags, source) in $STATELAB_DIFFFUZZ_CACHE (default
$TMPDIR/statelab-difffuzz-cache), so re-running a seed range, or a reducer
retrying a variant it already tried, costs nothing.
"""
import hashlib
import json
import os
import re
import subprocess
import tempfile

SWIFTC_FLAGS = ['-module-name', 'main']
CACHE = os.environ.get('STATELAB_DIFFFUZZ_CACHE') or os.path.join(tempfile.gettempdir(), 'statelab-difffuzz-cache')
_version = None


def swiftc_version():
    global _version
    if _version is None:
        out = subprocess.run(['swiftc', '--version'], capture_output=True, text=True)
        _version = (out.stdout + out.stderr).split('\n')[0]
    return _version


class Outcome:
    """What one implementation did with a program."""
    def __init__(self, kind, stdout='', message=''):
        self.kind = kind          # 'ok', 'compile-error', 'crash', 'timeout', 'refused', 'runtime-error'
        self.stdout = stdout
        self.message = message

    def to_json(self):
        return {'kind': self.kind, 'stdout': self.stdout, 'message': self.message}

    @staticmethod
    def from_json(d):
        return Outcome(d['kind'], d['stdout'], d['message'])


def trap_message(stderr):
    """Swift's report of a trap, from `Fatal error: ` or `Precondition failed: ` on
    (an arithmetic overflow in a debug build reports nothing: '')."""
    m = re.search(r'((?:Fatal error|Precondition failed|Assertion failed): .*|Could not cast value of type .*)', stderr)
    return m.group(1).strip() if m else ''


def run_swiftc(source, timeout=30):
    """Compiles and runs `source` with swiftc (cached)."""
    os.makedirs(CACHE, exist_ok=True)
    key = hashlib.sha256((swiftc_version() + ' ' + ' '.join(SWIFTC_FLAGS) + ' stdbuf\n' + source).encode()).hexdigest()[:32]
    result_path = os.path.join(CACHE, key + '.json')
    if os.path.exists(result_path):
        with open(result_path) as f:
            return Outcome.from_json(json.load(f))
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'main.swift')
        binary = os.path.join(tmp, 'main')
        with open(src, 'w') as f:
            f.write(source)
        compiled = subprocess.run(['swiftc', *SWIFTC_FLAGS, '-o', binary, src], capture_output=True, text=True)
        if compiled.returncode != 0:
            errors = [l for l in compiled.stderr.split('\n') if ': error: ' in l]
            outcome = Outcome('compile-error', message='\n'.join(errors[:5]).replace(src, 'main.swift'))
        else:
            try:
                # stdout unbuffered, so what a trapping program printed before its trap is kept
                ran = subprocess.run(['stdbuf', '-o0', binary], capture_output=True, text=True, timeout=timeout,
                                     env=dict(os.environ, SWIFT_BACKTRACE='enable=no'))
                if ran.returncode == 0:
                    outcome = Outcome('ok', ran.stdout)
                else:
                    outcome = Outcome('crash', ran.stdout, trap_message(ran.stderr) or f'status {ran.returncode}')
            except subprocess.TimeoutExpired:
                outcome = Outcome('timeout')
    tmp_path = result_path + f'.{os.getpid()}'
    with open(tmp_path, 'w') as f:
        json.dump(outcome.to_json(), f)
    os.replace(tmp_path, result_path)
    return outcome


def run_statelab(binary, source, timeout=30):
    """Runs `source` with `statelab-bench eval`."""
    with tempfile.NamedTemporaryFile('w', suffix='.swift', delete=False) as f:
        f.write(source)
        path = f.name
    try:
        ran = subprocess.run([binary, 'eval', path], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Outcome('timeout')
    finally:
        os.unlink(path)
    if ran.returncode == 0:
        return Outcome('ok', ran.stdout)
    first = next((l for l in ran.stderr.split('\n') if 'error' in l), ran.stderr.strip().split('\n')[0] if ran.stderr else '')
    first = first.replace(path, 'main.swift')
    # `eval` exits with 1 when it refused the program before running it, 3
    # when the program ran and then stopped.
    kind = 'refused' if ran.returncode == 1 else 'runtime-error'
    return Outcome(kind, ran.stdout, first)


def signature(outcome):
    """A coarse key for a StateLab outcome that differs from swiftc: the
    error message with positions, names and numbers blurred, or the kind of
    output difference."""
    if outcome.kind in ('refused', 'runtime-error'):
        m = re.sub(r'^.*?error: ', '', outcome.message)
        m = re.sub(r'\b(?:[SECP]\d+[A-Za-z]*|[vfcutiwnxpdr]\d+|obj\d+|alias\d+|box\d+|tp\d+|count\d+|set\d+|copy\d+|trs?\d+|io\d+|dopt\d+|oo\d+|xs\d+|fl\d+|ins\d+)\b', 'X', m)
        m = re.sub(r"'\([^']*\)'", "'(…)'", m)
        m = re.sub(r'\(([A-Za-z, ]+)\)$', '', m)
        m = re.sub(r'\d+', 'N', m)
        return f'{outcome.kind}: {m.strip()}'
    return outcome.kind
