// A set of visited cities grown with append, as an array would be.
var visited: Set<String> = []
visited.insert("Oslo")
visited.append("Bergen") // expect error col 9: value of type 'Set<String>' has no member 'append'
print(visited.count)
