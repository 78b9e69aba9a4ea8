// components(separatedBy:) is Foundation's: without the import a String has no such member
let line = "milk,eggs,bread"
let count = line.count
let items = line.components(separatedBy: ",") // expect error col 18: value of type 'String' has no member 'components'
print(count, items)
