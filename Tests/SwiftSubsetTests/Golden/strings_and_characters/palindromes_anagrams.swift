// Palindromes and anagrams: normalizing text, reversed strings, sorted characters as keys, Set comparisons
func normalized(_ s: String) -> String {
    String(s.lowercased().filter { $0.isLetter || $0.isNumber })
}

func isPalindrome(_ s: String) -> Bool {
    let n = normalized(s)
    return n == String(n.reversed())
}

let phrases = ["A man, a plan, a canal: Panama", "racecar", "Swift", "No 'x' in Nixon", "12321", ""]
for p in phrases {
    print("\"\(p)\" ->", isPalindrome(p))
}

func anagramKey(_ word: String) -> String { String(normalized(word).sorted()) }

let words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "inlets"]
var groups: [String: [String]] = [:]
for w in words { groups[anagramKey(w), default: []].append(w) }
let sortedGroups = groups.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
for g in sortedGroups { print(g.count, g) }

func areAnagrams(_ a: String, _ b: String) -> Bool { anagramKey(a) == anagramKey(b) }
print(areAnagrams("Dormitory", "Dirty room"), areAnagrams("abc", "abd"))

let letters = Set("hello world".filter(\.isLetter))
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
print(letters.intersection(vowels).sorted(), letters.subtracting(vowels).count, letters.isSuperset(of: ["h", "w"]))
let longestPalindromeWord = "level noon kayak wow refer stats".split(separator: " ")
    .filter { isPalindrome(String($0)) }
    .max { $0.count < $1.count || ($0.count == $1.count && $0 > $1) }
print(longestPalindromeWord.map(String.init) ?? "none")
let reversedWords = "one two three".split(separator: " ").reversed().joined(separator: " ")
print(reversedWords)
print(String("stressed".reversed()), "abc".reversed().map { String($0) })

// expect: "A man, a plan, a canal: Panama" -> true
// expect: "racecar" -> true
// expect: "Swift" -> false
// expect: "No 'x' in Nixon" -> true
// expect: "12321" -> true
// expect: "" -> true
// expect: 3 ["act", "cat", "tac"]
// expect: 4 ["enlist", "inlets", "listen", "silent"]
// expect: 2 ["gooegl", "google"]
// expect: true false
// expect: ["e", "o"] 5 true
// expect: kayak
// expect: three two one
// expect: desserts ["c", "b", "a"]
