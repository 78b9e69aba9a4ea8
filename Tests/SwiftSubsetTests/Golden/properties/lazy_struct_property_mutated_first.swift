// A struct's lazy property first touched by a mutation: the initializer runs, then the change lands on its value
struct Notebook {
    var title: String
    lazy var pages: [String] = {
        print("preparing pages for \(title)")
        return ["cover"]
    }()
    lazy var wordCount = pages.count * 100
}

func addBlank(_ pages: inout [String]) { pages.append("blank") }

struct Backpack {
    var notebook = Notebook(title: "math")
}

var note = Notebook(title: "diary")
note.pages.append("monday")          // the first access is a mutation
print(note.pages)
note.pages += ["tuesday"]
print(note.pages.count)

var other = Notebook(title: "recipes")
addBlank(&other.pages)               // first access through inout
print(other.pages)
other.wordCount += 5
print(other.wordCount)

var bag = Backpack()
bag.notebook.pages.insert("index", at: 0)   // nested, still the first access
print(bag.notebook.pages)
var copy = bag
copy.notebook.pages.removeAll()
print(bag.notebook.pages.count, copy.notebook.pages.count)
// expect: preparing pages for diary
// expect: ["cover", "monday"]
// expect: 3
// expect: preparing pages for recipes
// expect: ["cover", "blank"]
// expect: 205
// expect: preparing pages for math
// expect: ["index", "cover"]
// expect: 2 0
