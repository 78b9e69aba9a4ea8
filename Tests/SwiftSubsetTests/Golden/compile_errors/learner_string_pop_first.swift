// A learner takes a String apart with popFirst, a method a Substring has (it is its own SubSequence) but a String has not.
var command = "go north"
while let letter = command.popFirst() { // expect error col 28: referencing instance method 'popFirst()' on 'Collection' requires the types 'String' and 'String.SubSequence' (aka 'Substring') be equivalent
    print(letter)
}
