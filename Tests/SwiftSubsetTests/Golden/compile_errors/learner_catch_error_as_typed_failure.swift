// A ledger's batch turns each transaction into a Result; the catch's `error` is `any Error`, not the ledger's own error type, so it cannot be the failure.
enum LedgerError: Error {
    case insufficientFunds
}

func withdraw(_ amount: Int, from balance: Int) throws -> Int {
    guard amount <= balance else { throw LedgerError.insufficientFunds }
    return balance - amount
}

let results: [Result<Int, LedgerError>] = [30, 80].map { amount in
    do {
        return .success(try withdraw(amount, from: 50))
    } catch {
        return .failure(error) // expect error col 25: cannot convert value of type 'any Error' to expected argument type 'LedgerError'
    }
}
print(results.count)
