// count counts grapheme clusters, not bytes.
let flag = "🇫🇷"
let accented = "e\u{301}"
print(flag.count)  // expect: 1
print(accented.count)  // expect: 1
print(accented == "é")  // expect: true
print(flag.utf8.count)  // expect: 8
print("naïve".count)  // expect: 5
