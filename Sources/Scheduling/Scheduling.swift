// Scheduling — the virtual main actor and its clock (DESIGN.md §2, Async):
// `Scheduler` runs ready jobs one at a time and fires timers when told to
// advance the clock; `Fiber` is a body that can suspend and be resumed
// (a task awaiting, sleeping).
//
// It sits below both the language (SwiftSubset's tasks, sleeps, Dispatch)
// and the view graph (transactions after each job), so that both run on
// the one main actor.
