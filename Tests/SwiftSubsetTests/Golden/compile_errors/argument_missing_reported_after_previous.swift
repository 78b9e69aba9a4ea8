// A missing argument in the middle is reported right after the argument before it.
func mix(red: Int, green: Int, blue: Int) -> Int {
    red << 16 | green << 8 | blue
}

print(mix(red: 255, blue: 0))  // expect error col 19: missing argument for parameter 'green' in call
