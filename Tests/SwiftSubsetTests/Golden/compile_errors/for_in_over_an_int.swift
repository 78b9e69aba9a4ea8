// Looping over a count instead of a range (`for i in count`): an Int is not a Sequence.
let count = 3
for i in count { // expect error col 10: for-in loop requires 'Int' to conform to 'Sequence'
    print("lap \(i)")
}
