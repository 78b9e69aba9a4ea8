// A stored property cannot replace an inherited one; a computed override (or an observer) can.
class Player {
    var score = 0
}
class Guest: Player {
    var score = 10 // expect error col 9: cannot override with a stored property 'score'
}
print(Guest().score)
