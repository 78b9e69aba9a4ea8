// `&` before an argument to print, whose parameter is a plain `Any`.
var count = 3
count += 1
print(&count) // expect error col 7: '&' used with non-inout argument of type 'Any'
