// TimeInterval is Foundation's name for Double: written as a type without the import it is unknown
struct Timer {
    var elapsed: TimeInterval // expect error col 18: cannot find type 'TimeInterval' in scope
}
print(Timer(elapsed: 1).elapsed)
