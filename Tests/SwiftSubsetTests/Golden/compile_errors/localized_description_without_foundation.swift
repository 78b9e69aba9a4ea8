// `localizedDescription` is Foundation's: without the import an error has none.
enum SaveError: Error { case diskFull }
let failure: Error = SaveError.diskFull
print(failure.localizedDescription) // expect error col 15: value of type 'any Error' has no member 'localizedDescription'
