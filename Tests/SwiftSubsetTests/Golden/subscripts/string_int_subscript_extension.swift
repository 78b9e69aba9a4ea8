// The classic learner extension: String subscripted by Int offsets (one character, a closed range, a half-open range), built on String.Index.
extension String {
    subscript(i: Int) -> Character {
        self[index(startIndex, offsetBy: i)]
    }
    subscript(range: ClosedRange<Int>) -> String {
        let start = index(startIndex, offsetBy: range.lowerBound)
        let end = index(startIndex, offsetBy: range.upperBound)
        return String(self[start...end])
    }
    subscript(range: Range<Int>) -> Substring {
        let start = index(startIndex, offsetBy: range.lowerBound)
        let end = index(startIndex, offsetBy: range.upperBound)
        return self[start..<end]
    }
}

let word = "Bootcamp"
print(word[0], word[4], word[word.count - 1])
print(word[0...3], word[4..<8], type(of: word[4..<8]))
let emoji = "a👍🏽b"
print(emoji[1], emoji.count, emoji[0...1])
var initials = ""
for name in ["Grace Hopper", "Alan Turing"] {
    initials.append(name[0])
}
print(initials)
let palindrome = "racecar"
var isPalindrome = true
for i in 0..<palindrome.count / 2 where palindrome[i] != palindrome[palindrome.count - 1 - i] {
    isPalindrome = false
}
print(palindrome, isPalindrome)
// expect: B c p
// expect: Boot camp Substring
// expect: 👍🏽 3 a👍🏽
// expect: GA
// expect: racecar true
