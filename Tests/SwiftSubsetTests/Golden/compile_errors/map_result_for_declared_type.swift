// map's closure gives Ints where the declaration asks for Strings.
struct Student { var name: String; var grade: Int }
let roster = [Student(name: "Ana", grade: 90), Student(name: "Bo", grade: 72)]
let labels: [String] = roster.map { $0.grade } // expect error col 40: cannot convert value of type 'Int' to closure result type 'String'
print(labels)
