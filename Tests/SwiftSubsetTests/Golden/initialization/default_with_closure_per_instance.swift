// A closure-initialised default runs once per instance.
var made = 0
struct Widget {
    let id: Int = {
        made += 1
        print("building id", made)
        return made
    }()
}
let w1 = Widget()  // expect: building id 1
let w2 = Widget()  // expect: building id 2
print(w1.id, w2.id)  // expect: 1 2
