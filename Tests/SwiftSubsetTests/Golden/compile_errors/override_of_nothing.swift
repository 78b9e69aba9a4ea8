// `override` on a method no superclass has: a misspelt name is caught.
class Lamp {
    func switchOn() { print("on") }
}
class DeskLamp: Lamp {
    override func switchon() { print("desk on") } // expect error col 19: method does not override any method from its superclass
}
DeskLamp().switchOn()
