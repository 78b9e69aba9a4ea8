#!/usr/bin/env python3
"""Writes Sources/SwiftSubset/Library/StandardMemberNames.swift: for each
standard type a learner's value has (Int, String, Array, …), every member
name real Swift gives it — its own, and those of every protocol it conforms
to, with their extensions, in the standard library, _Concurrency,
_StringProcessing and Foundation — read from the toolchain's symbol graphs
(`swift-symbolgraph-extract`).

The compiler refuses `value.name` on such a type before the program runs
only when `name` is in neither StateLab's library nor this list: a member
real Swift has and StateLab lacks is never refused in swiftc's words.
Constrained extensions count for every element type, so the list is a
superset of what swiftc accepts, never a subset.

    scripts/standard-member-names.py            # regenerate (needs swift on PATH)
    scripts/standard-member-names.py --check    # fail if the file is stale
"""
import collections, json, os, subprocess, sys, tempfile

MODULES = ["Swift", "_Concurrency", "_StringProcessing", "FoundationEssentials",
           "FoundationInternationalization", "Foundation"]
# Range and ClosedRange are one type in StateLab, so its diagnostics could
# not say which: they are left out.
TYPES = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
         "Double", "Float", "Bool", "String", "Character", "Substring",
         "Array", "ArraySlice", "Dictionary", "Set", "ReversedCollection", "Slice"]
# The standard protocols a program's own types conform to: a program type
# conforming only to listed protocols (and the program's own) has the
# members it declares and theirs.
PROTOCOLS = ["Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible",
             "Error", "LocalizedError", "CaseIterable", "Identifiable", "Encodable", "Decodable", "CodingKey",
             "Sendable", "RawRepresentable", "Sequence", "IteratorProtocol", "Collection", "BidirectionalCollection",
             "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "AdditiveArithmetic",
             "Numeric", "Strideable", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
             "ExpressibleByStringLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
             "ExpressibleByBooleanLiteral", "ExpressibleByNilLiteral", "ExpressibleByExtendedGraphemeClusterLiteral",
             "ExpressibleByUnicodeScalarLiteral", "ExpressibleByStringInterpolation", "AsyncSequence",
             "AsyncIteratorProtocol", "Actor", "AnyObject"]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources/SwiftSubset/Library/StandardMemberNames.swift")
SIGNATURES_OUT = os.path.join(ROOT, "Sources/SwiftSubset/Library/StandardMemberSignatures.swift")


def base_name(title):
    return title.split("(")[0].split("<")[0].strip()


def parameter_texts(decl, name):
    """The top-level parameters of `decl` (a declaration's text) after
    `name` and its generic clause, each as written: `maxSplits: Int = Int.max`."""
    i = decl.find(name)
    if i < 0:
        return None
    i += len(name)
    while i < len(decl) and decl[i] != "(":
        if decl[i] == "<":
            depth = 0
            while i < len(decl):
                depth += {"<": 1, ">": -1}.get(decl[i], 0)
                i += 1
                if depth == 0:
                    break
            continue
        i += 1
    depth, parts, current = 1, [], ""
    i += 1
    while i < len(decl):
        c = decl[i]
        if c in "([<":
            depth += 1
        elif c in ")]>" and not (c == ">" and decl[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                break
        if c == "," and depth == 1:
            parts.append(current)
            current = ""
        else:
            current += c
        i += 1
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


def signature(title, decl):
    """`split(separator:maxSplits=:omittingEmptySubsequences=:)`: a
    member's argument labels, each marked `=` where it has a default and
    `*` where it is variadic. The title alone when the declaration cannot
    be read (its labels, none marked)."""
    if "(" not in title:
        return None
    base, rest = title.split("(", 1)
    labels = [label for label in rest.rstrip(")").split(":") if label]
    texts = parameter_texts(decl, base.split("<")[0])
    if texts is None or len(texts) != len(labels):
        return title
    marked = []
    for label, text in zip(labels, texts):
        depth, default = 0, False
        for j, c in enumerate(text):
            if c in "([<":
                depth += 1
            elif c in ")]>" and not (c == ">" and text[j - 1] == "-"):
                depth -= 1
            elif c == "=" and depth == 0 and text[j - 1:j + 2] == " = ":
                default = True
        written = text.split(" = ")[0] if default else text
        marked.append(label + ("=" if default else "") + ("*" if written.rstrip().endswith("...") else ""))
    return base + "(" + "".join(label + ":" for label in marked) + ")"


def collect(folder):
    names, members, conforms = {}, collections.defaultdict(set), collections.defaultdict(set)
    signatures = collections.defaultdict(set)
    graphs = [json.load(open(os.path.join(folder, f))) for f in sorted(os.listdir(folder)) if f.endswith(".json")]
    for g in graphs:
        for s in g["symbols"]:
            usr = s["identifier"]["precise"]
            if len(s["pathComponents"]) == 1:
                names.setdefault(usr, s["pathComponents"][0])
    for g in graphs:
        titles = {s["identifier"]["precise"]: s for s in g["symbols"]}
        for r in g["relationships"]:
            if r["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf") and r["source"] in titles:
                s = titles[r["source"]]
                target = r["target"].split("::SYNTHESIZED::")[0]
                members[target].add(base_name(s["pathComponents"][-1]))
                signatures[target].add(signature(s["pathComponents"][-1], declaration(s)))
            elif r["kind"] in ("conformsTo", "inheritsFrom"):
                conforms[r["source"]].add(r["target"])
        # Synthesized members name their type after `::SYNTHESIZED::`.
        for usr, s in titles.items():
            if "::SYNTHESIZED::" in usr:
                members[usr.split("::SYNTHESIZED::")[1]].add(base_name(s["pathComponents"][-1]))
                signatures[usr.split("::SYNTHESIZED::")[1]].add(signature(s["pathComponents"][-1], declaration(s)))
    return names, members, conforms, signatures


def declaration(symbol):
    return "".join(f["spelling"] for f in symbol.get("declarationFragments", []))


def closure(usr, members, conforms):
    seen, stack, result = set(), [usr], set()
    while stack:
        u = stack.pop()
        if u in seen:
            continue
        seen.add(u)
        result |= members.get(u, set())
        stack.extend(conforms.get(u, ()))
    return result - {None}


def main():
    with tempfile.TemporaryDirectory() as folder:
        for module in MODULES:
            subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-target", "x86_64-unknown-linux-gnu",
                            "-output-dir", folder, "-minimum-access-level", "public"], check=True,
                           stdout=subprocess.DEVNULL)
        names, members, conforms, signatures = collect(folder)
    version = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    by_name = {}
    for usr, name in names.items():
        if name in TYPES + PROTOCOLS and usr.startswith("s:") and name not in by_name:
            by_name[name] = usr
    lines = ["// Generated by scripts/standard-member-names.py from the symbol graphs of",
             f"// {version.strip()}: do not edit.",
             "",
             "/// Every member name real Swift gives the standard types a learner's",
             "/// values have, with Foundation imported: their own members and those of",
             "/// every protocol they conform to; and of the standard protocols a",
             "/// program's types conform to, with their refinements' and extensions'.",
             "/// One string of names per type, split",
             "/// when first asked for.",
             "enum StandardMemberNames {",
             "    static let table: [String: String] = ["]
    for name in TYPES + [p for p in PROTOCOLS if p in by_name]:
        found = sorted(n for n in closure(by_name[name], members, conforms) if n and (n[0].isalpha() or n[0] == "_"))
        lines.append(f'        "{name}": "{" ".join(found)}",')
    lines += ["    ]", "}", ""]
    text = "\n".join(lines)
    signature_lines = ["// Generated by scripts/standard-member-names.py from the symbol graphs of",
                       f"// {version.strip()}: do not edit.",
                       "",
                       "/// The argument labels of every method, initializer and subscript real",
                       "/// Swift gives the types `StandardMemberNames` lists, by type:",
                       "/// `split(separator:maxSplits=:omittingEmptySubsequences=:)`, a label",
                       "/// marked `=` where its parameter has a default, `*` where it is variadic.",
                       "/// A call of a library member that fits none of StateLab's overloads is",
                       "/// refused in swiftc's words only when it fits none of these either.",
                       "enum StandardMemberSignatures {",
                       "    static let table: [String: String] = ["]
    for name in TYPES + [p for p in PROTOCOLS if p in by_name]:
        found = sorted(s for s in closure(by_name[name], signatures, conforms)
                       if s[0].isalpha() or s[0] == "_")
        signature_lines.append(f'        "{name}": "{" ".join(found)}",')
    signature_lines += ["    ]", "}", ""]
    signature_text = "\n".join(signature_lines)
    if "--check" in sys.argv:
        if open(OUT).read() != text or open(SIGNATURES_OUT).read() != signature_text:
            sys.exit(f"{OUT} or {SIGNATURES_OUT} is stale: run {sys.argv[0]}")
        return
    open(OUT, "w").write(text)
    open(SIGNATURES_OUT, "w").write(signature_text)
    print(f"wrote {OUT} and {SIGNATURES_OUT}")


main()
