// Search text filters contacts case-insensitively; sections group them by initial.
import Foundation
struct Contact: Identifiable, Hashable {
    let id: Int
    let firstName: String
    let lastName: String
    var fullName: String { "\(firstName) \(lastName)" }
}
struct ContactListModel {
    var contacts: [Contact]
    var searchText = ""
    var filtered: [Contact] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        let matches = query.isEmpty ? contacts : contacts.filter { $0.fullName.localizedCaseInsensitiveContains(query) }
        return matches.sorted { ($0.lastName, $0.firstName) < ($1.lastName, $1.firstName) }
    }
    var sections: [(letter: String, contacts: [Contact])] {
        let grouped = Dictionary(grouping: filtered) { String($0.lastName.prefix(1)).uppercased() }
        return grouped.keys.sorted().map { (letter: $0, contacts: grouped[$0]!) }
    }
}
var model = ContactListModel(contacts: [
    Contact(id: 1, firstName: "Grace", lastName: "Hopper"),
    Contact(id: 2, firstName: "Alan", lastName: "Turing"),
    Contact(id: 3, firstName: "Ada", lastName: "Lovelace"),
    Contact(id: 4, firstName: "Margaret", lastName: "Hamilton"),
    Contact(id: 5, firstName: "Tim", lastName: "Berners-Lee"),
])
for section in model.sections {
    print(section.letter, section.contacts.map(\.firstName))
}
// expect: B ["Tim"]
// expect: H ["Margaret", "Grace"]
// expect: L ["Ada"]
// expect: T ["Alan"]
model.searchText = "  ha "
print(model.filtered.map(\.fullName))  // expect: ["Margaret Hamilton"]
model.searchText = "A"
print(model.filtered.count, model.sections.map(\.letter))  // expect: 4 ["H", "L", "T"]
