// Escape sequences and raw strings.
print("tab:\tend")  // expect: tab:	end
print("quote: \"hi\"")  // expect: quote: "hi"
print("backslash: \\")  // expect: backslash: \
print(#"raw \n stays"#)  // expect: raw \n stays
print("a\nb")
// expect: a
// expect: b
print("\u{41}\u{1F600}".count)  // expect: 2
