// A function named alone on a line, without the `()` that would call it.
func greet() {
    print("Hello")
}
greet // expect error col 1: function is unused
print("done")
