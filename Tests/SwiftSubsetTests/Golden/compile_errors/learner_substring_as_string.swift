// A word cut from a sentence is a Substring; a function wanting a String refuses it.
func shout(_ word: String) -> String { word.uppercased() + "!" }
let sentence = "hello there"
let rest = sentence.dropFirst(6)
print(shout(rest)) // expect error col 13: cannot convert value of type 'String.SubSequence' (aka 'Substring') to expected argument type 'String'
