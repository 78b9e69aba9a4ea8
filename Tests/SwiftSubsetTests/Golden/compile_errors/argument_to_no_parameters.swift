// A function without parameters takes no arguments.
func refresh() { print("refreshing") }
refresh(true) // expect error col 9: argument passed to call that takes no arguments
