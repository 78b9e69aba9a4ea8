// A closure of several statements with a written result type returns a value of another type.
let score = { (points: Int) -> String in
    print("scoring \(points)")
    return points * 10 // expect error col 19: cannot convert value of type 'Int' to closure result type 'String'
}
print(score(2))
