#!/usr/bin/env bash
# Differential check: compile every golden program with the real `swiftc`, run
# it, and demand exactly the stdout its `// expect:` comments describe (and,
# for `// expect runtime error:` programs, a crash with Swift's own message).
#
# usage: verify-with-swiftc.sh [-j N] [--runs N] [--keep-going] [FILE.swift | DIR]...
#   no FILE/DIR     every *.swift below this script's folder
#   -j N            compile/run N programs at once (default 1; keep it ≤ 2 on shared machines)
#   --runs N        run each binary N times; every run must match (stability check)
#
# Binaries are cached by a hash of (source, swiftc version) in
# ${STATELAB_GOLDEN_CACHE:-${TMPDIR:-/tmp}/statelab-golden-cache}.
# Programs are compiled as module `main` (what `swiftc` falls back to; type names
# nested in a printed value are module-qualified, e.g. `[main.Point(x: 1)]`), in
# swiftc's default mode (debug, -Onone): the ARC
# expectations (deinit timing) are those of a debug build.
#
# Conventions (see README.md in this folder):
#   // expect: TEXT             one stdout line, in file order; one space after
#                               the colon is dropped, `// expect:` alone is an empty line
#   // expect runtime error: M  the program must die by a signal (Swift trap) and,
#                               unless M is `arithmetic overflow` (a bare trap),
#                               stderr must contain `Fatal error: M` (M may be a
#                               prefix, when the rest holds an address); M that
#                               starts with `Precondition failed: `, `Assertion
#                               failed: ` or `Could not cast value of type ` is
#                               Swift's whole report and must appear as is
#   // swiftc-shim: NAME        also compile _shims/NAME.swift (API that real Swift
#                               has only on Apple platforms, e.g. SwiftUI's
#                               remove(atOffsets:)); the program becomes main.swift
#   // expect error: M          (or `// expect error col C: M`) the program is
#                               ill-typed: swiftc must refuse it, and its first
#                               error must be M at this comment's line (and column C)
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
jobs=1; runs=1; args=()
while [ $# -gt 0 ]; do
    case "$1" in
        -j) jobs="$2"; shift 2 ;;
        -j*) jobs="${1#-j}"; shift ;;
        --runs) runs="$2"; shift 2 ;;
        --one) one=1; shift ;;
        -h|--help) sed -n '2,22p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) args+=("$1"); shift ;;
    esac
done
export STATELAB_GOLDEN_RUNS="$runs"
cache="${STATELAB_GOLDEN_CACHE:-${TMPDIR:-/tmp}/statelab-golden-cache}"
mkdir -p "$cache"
command -v swiftc >/dev/null || { echo "verify-with-swiftc: no swiftc on PATH" >&2; exit 2; }

swiftc_flags="-module-name main"

# Expected stdout lines of FILE, one per `// expect:` comment, in file order.
expected_lines() {
    sed -n -e 's/^.*\/\/ expect:\( \(.*\)\)\{0,1\}$/\2/p' "$1"
}

# The `// expect error` of FILE as "LINE:COL:MESSAGE" (COL empty when not given).
expected_error() {
    grep -n '// expect error\( col [0-9]*\)\{0,1\}: ' "$1" | head -1 | sed \
        -e 's/^\([0-9]*\):.*\/\/ expect error col \([0-9]*\): \(.*\)$/\1:\2:\3/' \
        -e 's/^\([0-9]*\):.*\/\/ expect error: \(.*\)$/\1::\2/'
}

# An ill-typed program: swiftc must refuse it with the expected first error.
# The refusal is cached as KEY.errors, with the program's path cut off.
verify_refused() {
    local file="$1" expected="$2" bin="$3" log first want_line want_col want_msg got_line got_col got_msg
    log="$bin.errors"
    if [ ! -f "$log" ]; then
        if swiftc $swiftc_flags -o "$bin.tmp.$$" "$file" 2>"$log.$$"; then
            rm -f "$bin.tmp.$$" "$log.$$"
            echo "FAIL $file: swiftc compiled it, but it expects an error"
            return 1
        fi
        sed "s|^$file:|main.swift:|" "$log.$$" >"$log"; rm -f "$log.$$"
    fi
    first="$(grep -m1 -E '^main\.swift:[0-9]+:[0-9]+: error: ' "$log")"
    want_line="${expected%%:*}"; expected="${expected#*:}"
    want_col="${expected%%:*}"; want_msg="${expected#*:}"
    got_line="$(echo "$first" | cut -d: -f2)"; got_col="$(echo "$first" | cut -d: -f3)"
    got_msg="${first#*: error: }"
    got_msg="${got_msg% \[#*\]}"  # swiftc's diagnostic-group tag ("[#OpaqueTypeInference]") is not the message
    if [ -z "$first" ] || [ "$got_line" != "$want_line" ] || { [ -n "$want_col" ] && [ "$got_col" != "$want_col" ]; } \
        || [ "$got_msg" != "$want_msg" ]; then
        echo "FAIL $file: expected error $want_line:${want_col:-_}: $want_msg"
        echo "    swiftc's first error: ${first:-none}"
        return 1
    fi
    echo "ok   $file"
}

# Verifies one program; prints "ok  FILE" or a loud failure report; returns 0/1.
verify_one() {
    local file="$1" version key bin out err rc want diffout runtime_msg i
    version="$(swiftc --version 2>&1 | head -1)"
    key="$( { echo "$version $swiftc_flags"; cat "$file"; } | sha256sum | cut -c1-24)"
    bin="$cache/$key"
    local refusal
    refusal="$(expected_error "$file")"
    if [ -n "$refusal" ]; then verify_refused "$file" "$refusal" "$bin"; return $?; fi
    if [ ! -x "$bin" ]; then
        local sources=("$file") shim shimdir=""
        for shim in $(sed -n 's/^.*\/\/ swiftc-shim: *\([A-Za-z0-9_]*\).*$/\1/p' "$file"); do
            [ -z "$shimdir" ] && { shimdir="$(mktemp -d)"; cp "$file" "$shimdir/main.swift"; sources=("$shimdir/main.swift"); }
            sources+=("$here/_shims/$shim.swift")
        done
        if ! swiftc $swiftc_flags -o "$bin.tmp.$$" "${sources[@]}" 2>"$bin.log.$$"; then
            echo "FAIL $file: does not compile with swiftc"
            sed 's/^/    /' "$bin.log.$$"
            rm -f "$bin.tmp.$$" "$bin.log.$$"
            [ -n "$shimdir" ] && rm -rf "$shimdir"
            return 1
        fi
        mv -f "$bin.tmp.$$" "$bin"; rm -f "$bin.log.$$"
        [ -n "$shimdir" ] && rm -rf "$shimdir"
    fi
    want="$(mktemp)"; out="$(mktemp)"; err="$(mktemp)"
    expected_lines "$file" >"$want"
    runtime_msg="$(sed -n 's/^.*\/\/ expect runtime error: \(.*\)$/\1/p' "$file" | tail -1)"
    local status=0
    for ((i = 1; i <= STATELAB_GOLDEN_RUNS; i++)); do
        # (the group's own stderr is silenced: bash reports a trapped child there)
        { SWIFT_BACKTRACE=enable=no timeout 60 stdbuf -o0 "$bin" >"$out" 2>"$err" </dev/null; rc=$?; } 2>/dev/null
        if ! diffout="$(diff -u --label expected --label actual "$want" "$out")"; then
            echo "FAIL $file (run $i): stdout differs"
            echo "$diffout" | sed 's/^/    /'
            [ -s "$err" ] && { echo "    stderr:"; sed 's/^/      /' "$err" | head -20; }
            status=1; break
        fi
        if [ -n "$runtime_msg" ]; then
            if [ "$rc" -le 128 ]; then
                echo "FAIL $file (run $i): expected a runtime error ($runtime_msg), but exit status was $rc"
                status=1; break
            fi
            local needle="Fatal error: $runtime_msg"
            case "$runtime_msg" in
                "Precondition failed: "*|"Assertion failed: "*|"Could not cast value of type "*) needle="$runtime_msg" ;;
            esac
            if [ "$runtime_msg" != "arithmetic overflow" ] && ! grep -qF "$needle" "$err"; then
                echo "FAIL $file (run $i): stderr lacks '$needle'"
                sed 's/^/    /' "$err" | head -20
                status=1; break
            fi
        elif [ "$rc" -ne 0 ]; then
            echo "FAIL $file (run $i): exit status $rc"
            sed 's/^/    /' "$err" | head -20
            status=1; break
        fi
    done
    rm -f "$want" "$out" "$err"
    [ $status -eq 0 ] && echo "ok   $file"
    return $status
}

if [ "${one:-0}" = 1 ]; then verify_one "${args[0]}"; exit $?; fi

files=()
[ ${#args[@]} -eq 0 ] && args=("$here")
for a in "${args[@]}"; do
    if [ -d "$a" ]; then
        while IFS= read -r f; do files+=("$f"); done < <(find "$a" -name '*.swift' -not -path '*/_shims/*' | sort)
    else
        files+=("$a")
    fi
done

report="$(mktemp)"
printf '%s\0' "${files[@]}" | xargs -0 -n1 -P "$jobs" "${BASH_SOURCE[0]}" --runs "$runs" --one >"$report" 2>&1
grep -v '^ok   ' "$report"
passed=$(grep -c '^ok   ' "$report"); failed=$(grep -c '^FAIL ' "$report")
rm -f "$report"
echo "verify-with-swiftc: $passed passed, $failed failed (of ${#files[@]}; $runs run(s) each)"
[ "$failed" -eq 0 ] && [ "$passed" -eq ${#files[@]} ]
