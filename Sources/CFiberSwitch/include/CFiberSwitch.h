#ifndef STATELAB_CFIBERSWITCH_H
#define STATELAB_CFIBERSWITCH_H

// Stack switching for Scheduling's fibers (README "Architecture"): a fiber
// runs on a stack of its own, on the thread that resumes it, and control
// passes by saving one stack's registers and loading another's — no host
// thread per fiber, no semaphores, no system calls on a switch.
//
// On x86_64 the switch is a few lines of assembly; elsewhere on Linux it
// is the C library's getcontext/makecontext/swapcontext (which also saves
// the signal mask, a system call per switch). Defining
// STATELAB_FIBER_UCONTEXT takes the C library's path on x86_64 too.

#include <stddef.h>

#if defined(__linux__)

/// One side of a switch: where a suspended stack's registers are.
typedef struct statelab_fiber_context statelab_fiber_context;

/// A fresh context, or NULL when out of memory. Free it with
/// `statelab_fiber_context_free`.
statelab_fiber_context *_Nullable statelab_fiber_context_create(void);
void statelab_fiber_context_free(statelab_fiber_context *_Nonnull context);

/// Makes `context` start `entry(argument)` on the stack
/// [low, low + size) when it is first switched to. `entry` must not
/// return until it is done with that stack for good: it returns the
/// context to switch to next, and the stack is never resumed again.
void statelab_fiber_context_prepare(
    statelab_fiber_context *_Nonnull context, void *_Nonnull low, size_t size,
    statelab_fiber_context *_Nonnull (*_Nonnull entry)(void *_Nullable argument),
    void *_Nullable argument);

/// Saves the running stack's registers in `from` and continues where `to`
/// was saved (or at its entry). Returns when something switches back to
/// `from`.
void statelab_fiber_switch(statelab_fiber_context *_Nonnull from,
                           statelab_fiber_context *_Nonnull to);

/// Maps `size` bytes of stack (a multiple of the page size), reserved but
/// not committed: pages are faulted in as the stack grows into them. Below
/// it lies an inaccessible guard region, so running off the end faults
/// rather than writing over other memory. NULL when the mapping fails.
void *_Nullable statelab_fiber_stack_map(size_t size);
void statelab_fiber_stack_unmap(void *_Nonnull low, size_t size);

#endif
#endif
