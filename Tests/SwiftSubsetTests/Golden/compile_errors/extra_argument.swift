// One argument too many.
func wave(at name: String) { print("👋", name) }
wave(at: "Ada", "Bo") // expect error col 17: extra argument in call
