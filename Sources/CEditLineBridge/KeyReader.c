#include "StateLabKeyReader.h"
#include "PasteRecord.h"
#include "SignalRecord.h"
#include "StateLabBracketedPaste.h"
#include "StateLabTerminal.h"
#include "LibEdit.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int prompt_columns = 0;

void statelab_key_reader_set_prompt_columns(int columns) {
    prompt_columns = columns;
}

/// After a resize, libedit's picture of the screen is stale: its next
/// refresh would draw over the old line. Move to where the prompt starts,
/// clear from there down, and have libedit draw prompt and line afresh.
static void redraw_after_resize(EditLine *el) {
    el_resize(el);
    FILE *output = NULL;
    const char *term = getenv("TERM");
    if (el_get(el, EL_GETFP, 1, &output) != 0 || output == NULL || term == NULL ||
        strcmp(term, "dumb") == 0) {
        return;
    }
    int columns = statelab_terminal_columns(fileno(output));
    const LineInfo *line = el_line(el);
    int before_cursor = 0;
    if (line != NULL) {
        // Characters, not bytes: count the bytes that start a UTF-8 sequence.
        for (const char *p = line->buffer; p < line->cursor; p++) {
            if (((unsigned char)*p & 0xC0) != 0x80) before_cursor++;
        }
    }
    // Most terminals rewrap the old line to the new width, which puts the
    // cursor on this row of the entry.
    int row = columns > 0 ? (prompt_columns + before_cursor) / columns : 0;
    fputc('\r', output);
    for (int i = 0; i < row; i++) fputs("\033[A", output);
    fputs("\033[J", output);
    fflush(output);
    el_set(el, EL_REFRESH);
}

/// Bytes read after an ESC that turned out not to be a paste marker; they
/// are handed to libedit before anything new is read.
static char pushed_back[8];
static int pushed_count = 0;
static int pushed_next = 0;
/// The last byte of a paste was a carriage return (for "\r\n" line ends).
static int after_return = 0;

/// The next input byte: a pushed-back one first. 1, 0 at the end, -1 on error.
static int next_byte(int fd, char *byte) {
    if (pushed_next < pushed_count) {
        *byte = pushed_back[pushed_next++];
        if (pushed_next == pushed_count) pushed_next = pushed_count = 0;
        return 1;
    }
    return (int)read(fd, byte, 1);
}

/// After an ESC: the bracketed-paste markers ESC[200~ (start, 1) and
/// ESC[201~ (end, 0) arrive in one write, so the rest of a marker is read
/// only if it is already there or comes at once (an ESC the learner typed
/// waits 50 ms at most). Anything else is pushed back for libedit; -1.
static int read_paste_marker(int fd) {
    static const char shape[] = "[20?~";
    char seen[5];
    int n = 0;
    while (n < 5) {
        struct pollfd waiting = {fd, POLLIN, 0};
        if (poll(&waiting, 1, 50) <= 0) break;
        char byte;
        if (read(fd, &byte, 1) != 1) break;
        seen[n++] = byte;
        int fits = shape[n - 1] == '?' ? (byte == '0' || byte == '1') : byte == shape[n - 1];
        if (!fits) break;
        if (n == 5) return seen[3] == '0';
    }
    memcpy(pushed_back + pushed_count, seen, (size_t)n);
    pushed_count += n;
    return -1;
}

int statelab_read_character(EditLine *el, wchar_t *character) {
    FILE *input = NULL;
    int fd = (el_get(el, EL_GETFP, 0, &input) == 0 && input != NULL) ? fileno(input) : STDIN_FILENO;
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    for (;;) {
        if (statelab_signals_interrupt_pending()) {
            *character = L'\0';
            errno = EINTR;
            return -1;
        }
        if (statelab_signals_take_resize()) {
            redraw_after_resize(el);
        }
        if (statelab_signals_take_continue()) {
            // After a stop (Ctrl-Z) the shell owned the terminal: re-enter
            // editing mode from its current settings and redraw the line.
            el_set(el, EL_PREP_TERM, 0);
            el_set(el, EL_PREP_TERM, 1);
            el_set(el, EL_REFRESH);
        }
        int was_pushed_back = pushed_next < pushed_count;
        char byte;
        int got = next_byte(fd, &byte);
        if (got < 0) {
            if (errno == EINTR) continue;
            *character = L'\0';
            return -1;
        }
        if (got == 0) {
            *character = L'\0';
            return 0;
        }
        if (byte == '\033' && count == 0 && !was_pushed_back) {
            int marker = read_paste_marker(fd);
            if (marker >= 0) {
                statelab_paste_record_marker(marker);
                after_return = 0;
                if (marker == 0) {
                    // The paste is over. On an empty line, end the line now
                    // so the console runs the block; text left on the line
                    // stays there for the learner to finish with Return.
                    const LineInfo *line = el_line(el);
                    if (line != NULL && line->lastchar == line->buffer) {
                        *character = L'\n';
                        return 1;
                    }
                }
                continue;
            }
        }
        if (statelab_paste_active() && count == 0) {
            // "\r\n" in a pasted text ends one line, not two.
            int skip = byte == '\n' && after_return;
            after_return = byte == '\r';
            if (skip) continue;
        }
        bytes[count++] = byte;
        mbstate_t state;
        memset(&state, 0, sizeof state);
        size_t decoded = mbrtowc(character, bytes, count, &state);
        if (decoded == (size_t)-2) {
            if (count < MB_LEN_MAX) continue; // incomplete: read on
            count = 0;                        // too long to be valid: drop
            continue;
        }
        if (decoded == (size_t)-1) {
            count = 0; // invalid sequence: drop it, as libedit does
            continue;
        }
        return 1;
    }
}
