// A catch's error kept in a variable of the program's own error type: it is any Error until cast.
enum FetchError: Error {
    case offline
}

func fetch() throws -> String {
    throw FetchError.offline
}

var lastError: FetchError?
do {
    print(try fetch())
} catch {
    let failure: FetchError = error // expect error col 31: cannot convert value of type 'any Error' to specified type 'FetchError'
    lastError = failure
}
print(lastError == nil)
