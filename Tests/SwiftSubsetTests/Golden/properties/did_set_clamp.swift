// Assigning to the property inside its own didSet does not re-trigger observers.
struct Volume {
    var level = 5 {
        didSet {
            print("didSet with", level)
            if level > 10 { level = 10 }
        }
    }
}
var v = Volume()
v.level = 42  // expect: didSet with 42
print(v.level)  // expect: 10
