#ifndef STATELAB_TERMINAL_H
#define STATELAB_TERMINAL_H

/// The width of the terminal on `fd` in columns, or 0 if unknown.
int statelab_terminal_columns(int fd);

#endif
