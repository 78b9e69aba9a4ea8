// `Result.get()` throws the failure: reading the value needs `try`.
enum LoadError: Error {
    case missing
}

let result: Result<Int, LoadError> = .success(3)
print(result.get())  // expect error col 7: call can throw but is not marked with 'try'
