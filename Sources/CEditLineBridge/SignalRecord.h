#ifndef STATELAB_SIGNAL_RECORD_H
#define STATELAB_SIGNAL_RECORD_H

// What the signal handlers recorded, for the key reader (not exported).

/// Whether Ctrl-C is recorded and not yet taken by the console.
int statelab_signals_interrupt_pending(void);
/// Whether the terminal was resized since the last call; clears the record.
int statelab_signals_take_resize(void);
/// Whether the process was continued (after Ctrl-Z) since the last call.
int statelab_signals_take_continue(void);

#endif
