// A subclass's method that replaces its superclass's must say `override`.
class Instrument {
    func play() -> String { "..." }
}
class Drum: Instrument {
    func play() -> String { "boom" } // expect error col 10: overriding declaration requires an 'override' keyword
}
print(Drum().play())
