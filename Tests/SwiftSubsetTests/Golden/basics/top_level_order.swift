// Top-level code runs in order; functions declared later can be called earlier.
print("start")  // expect: start
print(helper())  // expect: helper ran
func helper() -> String { "helper ran" }
print("end")  // expect: end
