// An array of a struct takes only that struct.
struct Song { var title: String }
var queue: [Song] = []
queue.append("Blue") // expect error col 14: cannot convert value of type 'String' to expected argument type 'Song'
print(queue.count)
