// The superclass's `init()` (here the one it gets for free) is replaced with `override init()`.
class Counter {
    var value = 0
}
class StepCounter: Counter {
    var step = 1
    init() { // expect error col 5: overriding declaration requires an 'override' keyword
        step = 2
        super.init()
    }
}
print(StepCounter().step)
