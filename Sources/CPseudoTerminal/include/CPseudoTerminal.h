#ifndef STATELAB_CPSEUDOTERMINAL_H
#define STATELAB_CPSEUDOTERMINAL_H

// Starting a program on a pseudo-terminal, for end-to-end tests that type
// into the real `statelab` binary as a person would. Test support only.

#include <sys/types.h>

/// Starts `path` with `arguments` and `environment` (NULL-terminated arrays)
/// in `directory`, on a new pseudo-terminal of `rows` x `columns` that is the
/// child's controlling terminal (so Ctrl-C written to it raises SIGINT).
/// Returns the child's pid and stores the terminal's controlling side in
/// `*controller`, or returns -1 with errno set.
pid_t statelab_pty_spawn(const char *path, char *const arguments[], char *const environment[],
                         const char *directory, unsigned short rows, unsigned short columns,
                         int *controller);

#endif
