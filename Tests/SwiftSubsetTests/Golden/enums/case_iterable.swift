// CaseIterable lists cases in declaration order.
enum Weekday: String, CaseIterable { case mon, tue, wed }
print(Weekday.allCases.count)  // expect: 3
print(Weekday.allCases.map(\.rawValue))  // expect: ["mon", "tue", "wed"]
for d in Weekday.allCases { print(d, terminator: ";") }
print()  // expect: mon;tue;wed;
