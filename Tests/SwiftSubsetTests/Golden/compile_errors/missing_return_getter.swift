// A getter must return its value.
struct Circle {
    var radius = 1.0
    var diameter: Double {
        let d = radius * 2
        print(d)
    } // expect error col 5: missing return in getter expected to return 'Double'
}
print(Circle().diameter)
