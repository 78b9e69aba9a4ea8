// A closure that writes its result type and returns its parameter unchanged: the Int it returns is not the String it promised.
let labels = [3, 5, 8]
let describe: (Int) -> String = { count -> String in count } // expect error col 44: declared closure result 'String' is incompatible with return type 'Int'
print(labels.map(describe))
