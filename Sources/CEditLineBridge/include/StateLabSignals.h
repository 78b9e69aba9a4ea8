#ifndef STATELAB_SIGNALS_H
#define STATELAB_SIGNALS_H

/// Installs handlers for SIGINT, SIGWINCH and SIGCONT that only record the
/// signal (and, for SIGINT, wake the interrupt watcher). They are installed
/// without SA_RESTART so that a blocked read returns EINTR. 0, or -1.
int statelab_signals_install(void);

/// Whether Ctrl-C (SIGINT) arrived since the last call; clears the record.
int statelab_signals_take_interrupt(void);

/// Runs `callback(context)` on a dedicated thread, once per SIGINT. The
/// thread blocks the recorded signals so they reach the reading thread.
/// 0, or -1 if the thread could not start.
int statelab_signals_start_interrupt_watcher(void (*callback)(void *), void *context);

#endif
