// An async function awaited inside a function that is not async.
func downloadCount() async -> Int { 42 }
func refresh() {
    let count = await downloadCount() // expect error col 23: 'async' call in a function that does not support concurrency
    print(count)
}
refresh()
