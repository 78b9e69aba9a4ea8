// `xs[...]` is the whole array as an ArraySlice, taken apart from its ends with popFirst, popLast, removeFirst and removeLast (the slice keeps its base's indices); an Array and a slice concatenate.
let words = ["build", "-v", "main.swift", "util.swift"]
var rest = words[...]
print(type(of: rest), rest.startIndex, rest.endIndex)
let command = rest.popFirst()!
print(command, rest, rest.startIndex)
print(rest.popLast() ?? "-", rest)
print(rest.removeFirst(), rest, rest.startIndex, rest[2])
var files: [String] = ["a.swift"]
files += rest
files = files + words[3...]
print(files)
let tail = words[2...] + ["z.swift"]
print(tail, tail.startIndex, type(of: tail))
print(rest.removeLast(), rest.isEmpty, rest.popFirst() as Any, rest.popLast() as Any)
var text = "hello"[...]
print(text.popFirst()!, text)

// expect: ArraySlice<String> 0 4
// expect: build ["-v", "main.swift", "util.swift"] 1
// expect: util.swift ["-v", "main.swift"]
// expect: -v ["main.swift"] 2 main.swift
// expect: ["a.swift", "main.swift", "util.swift"]
// expect: ["main.swift", "util.swift", "z.swift"] 2 ArraySlice<String>
// expect: main.swift true nil nil
// expect: h ello
