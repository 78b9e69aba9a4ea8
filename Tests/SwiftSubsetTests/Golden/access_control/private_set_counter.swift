// private(set) exposes a property for reading while only the type can change it.
struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet { numberOfEdits += 1 }
    }
}
var stringToEdit = TrackedString()
stringToEdit.value = "This string will be tracked."
stringToEdit.value += " This edit will increment numberOfEdits."
stringToEdit.value += " So will this one."
print("The number of edits is \(stringToEdit.numberOfEdits)")  // expect: The number of edits is 3
public struct Counter {
    public private(set) var count = 0
    public init() {}
    public mutating func increment() { count += 1 }
}
var c = Counter()
c.increment(); c.increment()
print(c.count)  // expect: 2
