// print with several items separates them with a single space.
print(1, "two", 3.0, true)  // expect: 1 two 3.0 true
print("a", "", "b")  // expect: a  b
print()  // expect:
print("end")  // expect: end
