// A closure capturing a struct variable sees the variable, not a snapshot.
struct Score { var points = 0 }
var score = Score()
let show = { print("points", score.points) }
score.points = 5
show()  // expect: points 5
var snapshot = score
let showSnapshot = { [snapshot] in print("snapshot", snapshot.points) }
snapshot.points = 99
score.points = 7
showSnapshot()  // expect: snapshot 5
show()  // expect: points 7
