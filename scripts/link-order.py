#!/usr/bin/env python3
"""Writes Linker/statelab.order: the functions a `statelab grade` process runs.

The release link of `statelab` hands this file to the linker (gold's
--section-ordering-file, see Package.swift's linkOrderFile), which lays the
listed function sections side by side. The code one grade process executes
then sits on a few hundred contiguous kilobytes instead of being scattered
over the whole executable, and the kernel, which maps up to 16 pages of a
file around each page fault, takes far fewer faults for it.

How the list is made: a release `statelab` (debug info stripped from a copy:
valgrind 3.19 cannot read the toolchain's DWARF) runs each workload below
under valgrind's callgrind, which records every function executed, however
rarely. The functions of the executable are written as section names
(`.text.<symbol>`: Swift's -function-sections and C's -ffunction-sections
name them so), those of the first workload first, each group in the order
the functions had in the profiled binary (which keeps a file's functions
near each other). Names of functions that have no section of their own
(parts of the static standard library) match nothing and are ignored by the
linker, as are names that no longer exist: a stale list costs speed, never
the build.

Regenerate after changes that move the grade path much (new modules on it,
a different checker), then rebuild and measure:

    swift build -c release --product statelab
    scripts/link-order.py
    swift build -c release --product statelab

Needs valgrind and objcopy (binutils); llvm-symbolizer (the toolchain's) names
the few functions that have no symbol. Options: --binary PATH (default
.build/release/statelab), --output PATH (default Linker/statelab.order).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

# The workloads, most important first: the grade process the benchmarks
# measure, then grading every built-in exercise (other checkers, reports).
WORKLOADS = [
    ["grade", "--exercise", "creator-owns-log", "--answer", "creator-owns-log=StateObject"],
    ["grade"],
]


def functions_run(binary, arguments, workdir):
    """The executable's own functions that one run of `binary arguments` executes.

    The run's working directory and home are a scratch folder: no progress
    or history of the developer's is read or written.
    """
    out = os.path.join(workdir, "callgrind.out")
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + out, binary] + arguments,
        cwd=workdir, env=dict(os.environ, HOME=workdir),
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    if not os.path.exists(out):
        sys.exit("link-order: valgrind wrote no profile for: statelab " + " ".join(arguments))
    # callgrind's compressed names: "ob=(3) /path", "fn=(12) name", and
    # "cob="/"cfn=" for callees; an id given once stands for its name after.
    objects, names = {}, {}
    current_object = None
    called_object = None
    found = set()
    with open(out, errors="replace") as profile:
        for line in profile:
            match = re.match(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if not match:
                continue
            kind, number, name = match.groups()
            table = objects if kind.endswith("ob") else names
            if name is not None:
                table[number] = name
            name = table.get(number, "")
            if kind == "ob":
                current_object = name
                called_object = None
            elif kind == "cob":
                called_object = name
            else:
                owner = called_object if kind == "cfn" else current_object
                if kind == "cfn":
                    called_object = None
                if owner == binary:
                    found.add(re.sub(r"'\d+$", "", name))
    os.remove(out)
    return found


def name_addresses(found, original):
    """Names for the functions callgrind knew only by address.

    Code whose symbol the linker dropped (a private helper, `.L__unnamed_N`,
    that a value witness or outlined copy jumps into) is named from the
    debug info of the unstripped binary: its linkage name.
    """
    addresses = sorted(name for name in found if re.fullmatch(r"0x[0-9a-fA-F]+", name))
    named = found - set(addresses)
    if not addresses or shutil.which("llvm-symbolizer") is None:
        return named
    answer = subprocess.run(["llvm-symbolizer", "--obj=" + original, "--no-demangle", "--no-inlines",
                             "--output-style=GNU"] + addresses, capture_output=True, text=True)
    for line in answer.stdout.splitlines():
        if line and not line.startswith(("/", "?")) and ":" not in line:
            named.add(line.strip())
    return named


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--binary", default=os.path.join(root, ".build/release/statelab"))
    parser.add_argument("--output", default=os.path.join(root, "Linker/statelab.order"))
    options = parser.parse_args()
    for tool in ["valgrind", "objcopy", "nm"]:  # llvm-symbolizer: used if present
        if shutil.which(tool) is None:
            sys.exit(f"link-order: needs {tool} on PATH")
    if not os.path.exists(options.binary):
        sys.exit(f"link-order: no {options.binary}: build it first (swift build -c release --product statelab)")

    with tempfile.TemporaryDirectory() as workdir:
        binary = os.path.join(workdir, "statelab")
        subprocess.run(["objcopy", "--strip-debug", options.binary, binary], check=True)
        # The addresses of the executable's functions, for the order within a group.
        address = {}
        symbols = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True)
        for line in symbols.stdout.splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[1] in "tTwW":
                address.setdefault(parts[2], int(parts[0], 16))
        written = set()
        lines = []
        for arguments in WORKLOADS:
            group = name_addresses(functions_run(binary, arguments, workdir), options.binary) - written
            group = sorted((name for name in group if name in address), key=lambda name: (address[name], name))
            written.update(group)
            lines += [".text." + name for name in group]

    # Every object file has its own private helpers, under section names
    # that do not say which object's copy is which (`.text..Lobjectdestroy.5`,
    # `.text..L__unnamed_1`: closure-context destroyers, value-witness
    # bodies) and that no symbol names, so no profile can single out the
    # copies it ran; nor the `__swift_…` metadata accessors and memcpy
    # helpers each object repeats. Together they are under 100 KB: all of
    # them go after the listed functions (gold reads `*` as a wildcard).
    lines += [".text..L*", ".text.__swift_*"]
    with open(options.output, "w") as order:
        order.write("\n".join(lines) + "\n")
    print(f"link-order: {len(lines)} functions written to {os.path.relpath(options.output)}")


if __name__ == "__main__":
    main()
