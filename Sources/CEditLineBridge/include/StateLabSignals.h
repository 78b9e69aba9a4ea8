#ifndef STATELAB_SIGNALS_H
#define STATELAB_SIGNALS_H

#include <histedit.h>
#include <wchar.h>

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

/// The width of the visible prompt, in columns, so that a resize can find
/// where the line being edited starts.
void statelab_signals_set_prompt_columns(int columns);

/// libedit's key reader (EL_GETCFN), one character at a time like the
/// built-in one, except that it returns -1 with errno EINTR once Ctrl-C has
/// been recorded, calls el_resize and redraws the line after SIGWINCH, and puts the terminal back
/// into editing mode after SIGCONT (a shell's `fg`).
int statelab_read_character(EditLine *el, wchar_t *character);

#endif
