#ifndef STATELAB_KEY_READER_H
#define STATELAB_KEY_READER_H

#include <histedit.h>
#include <wchar.h>

/// The width of the visible prompt, in columns, so that a resize can find
/// where the line being edited starts.
void statelab_key_reader_set_prompt_columns(int columns);

/// libedit's key reader (EL_GETCFN), one character at a time like the
/// built-in one, except that it returns -1 with errno EINTR once Ctrl-C has
/// been recorded (StateLabSignals.h), calls el_resize and redraws the line
/// after SIGWINCH, and puts the terminal back into editing mode after
/// SIGCONT (a shell's `fg`).
int statelab_read_character(EditLine *el, wchar_t *character);

#endif
