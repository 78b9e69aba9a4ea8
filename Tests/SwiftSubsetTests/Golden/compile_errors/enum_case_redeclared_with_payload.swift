// A payload case and a plain case of the same name clash: `.retry` alone
// could not tell them apart. swiftc names the later one in full.
enum Request {
    case retry
    case send(String)
    case retry(after: Int) // expect error col 10: invalid redeclaration of 'retry(after:)'
}
