// An enum case's associated value has a declared type.
enum LoadState {
    case idle
    case loaded(Int)
}
let state = LoadState.loaded("ten") // expect error col 30: cannot convert value of type 'String' to expected argument type 'Int'
print(state)
