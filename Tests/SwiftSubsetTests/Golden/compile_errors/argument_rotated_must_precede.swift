// Three arguments rotated: swiftc names the first one to move, at its label.
func volume(width: Double, height: Double, depth: Double) -> Double {
    width * height * depth
}

print(volume(height: 2, depth: 3, width: 4))  // expect error col 35: argument 'width' must precede argument 'height'
