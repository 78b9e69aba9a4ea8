// `private(set)`: anyone may read the count, only the type may change it.
struct StepCounter {
    private(set) var steps = 0
    mutating func walk(_ n: Int) { steps += n }
}
var counter = StepCounter()
counter.walk(120)
print(counter.steps)
counter.steps = 0 // expect error col 9: cannot assign to property: 'steps' setter is inaccessible
