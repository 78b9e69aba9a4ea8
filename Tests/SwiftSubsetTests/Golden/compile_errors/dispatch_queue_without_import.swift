// DispatchQueue belongs to Dispatch (re-exported by Foundation): not in scope without an import
func later(_ work: @escaping () -> Void) {
    DispatchQueue.main.async(execute: work) // expect error col 5: cannot find 'DispatchQueue' in scope
}
later { print("done") }
