extension ConsoleContext {
    /// The loaded course, or the error every course command gives without one.
    func requireCourse() throws(ConsoleError) -> CourseController {
        guard let course else { throw .course(CourseWords.noCourse) }
        return course
    }
}
