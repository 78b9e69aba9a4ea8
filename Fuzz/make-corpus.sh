#!/usr/bin/env bash
# Writes the fuzz target's seed corpus to Fuzz/corpus: every golden program
# (kind byte 0: Swift), every lesson file (1: a lesson), the commands of the
# lessons' statelab blocks (2: command lines) and an answers file (3).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="$here/Fuzz/corpus"
mkdir -p "$corpus"
n=0
for f in $(find "$here/Tests/SwiftSubsetTests/Golden" -name '*.swift' -not -path '*/_shims/*' | sort); do
    { printf '\x00'; cat "$f"; } > "$corpus/swift-$n"; n=$((n + 1))
done
for f in "$here"/Lessons/*.md; do
    { printf '\x01'; cat "$f"; } > "$corpus/lesson-$n"; n=$((n + 1))
    { printf '\x02'; grep '^:' "$f" || true; } > "$corpus/commands-$n"; n=$((n + 1))
done
printf '\x03# answers\ncreator-owns-log: StateObject\nowner-one-log: 1\nbad line\n' > "$corpus/answers-$n"
echo "$(ls "$corpus" | wc -l) seeds in $corpus"
