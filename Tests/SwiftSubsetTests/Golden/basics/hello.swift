// Prints a single line and an empty line.
print("Hello, StateLab")  // expect: Hello, StateLab
print()                   // expect:
print("done")             // expect: done
