// A tag list grown with += and a single tag: += takes a sequence of the
// elements, and a String is a sequence of Characters, not of Strings.
var tags: [String] = ["swift"]
let next = "ios"
tags += next // expect error col 6: operator function '+=' requires the types 'String' and 'String.Element' (aka 'Character') be equivalent
print(tags)
