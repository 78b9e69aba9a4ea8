// An optional closure parameter is escaping, so a mutating method's self may not be captured by the closure passed to it.
func whenReady(_ action: (() -> Void)?) { action?() }
struct Light {
    var isOn = false
    mutating func switchOnWhenReady() {
        whenReady { isOn = true }  // expect error col 19: escaping closure captures mutating 'self' parameter
    }
}
var light = Light()
light.switchOnWhenReady()
print(light.isOn)
