// Optional unowned references between a department and its courses.
final class Department {
    let name: String
    var courses: [Course] = []
    init(name: String) { self.name = name }
    deinit { print("department \(name) gone") }
}
final class Course {
    let name: String
    unowned var department: Department
    unowned var nextCourse: Course?
    init(name: String, in department: Department) { self.name = name; self.department = department }
    deinit { print("course \(name) gone") }
}
do {
    let dept = Department(name: "Horticulture")
    let intro = Course(name: "Survey of Plants", in: dept)
    let intermediate = Course(name: "Growing Common Herbs", in: dept)
    intro.nextCourse = intermediate
    dept.courses = [intro, intermediate]
    print(intro.nextCourse?.name ?? "-", intermediate.department.name)  // expect: Growing Common Herbs Horticulture
}
// expect: department Horticulture gone
// expect: course Survey of Plants gone
// expect: course Growing Common Herbs gone
print("done")  // expect: done
