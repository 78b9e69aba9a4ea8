#include "StateLabKeyReader.h"
#include "SignalRecord.h"
#include "StateLabTerminal.h"
#include "LibEdit.h"

#include <errno.h>
#include <limits.h>
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
        char byte;
        ssize_t got = read(fd, &byte, 1);
        if (got < 0) {
            if (errno == EINTR) continue;
            *character = L'\0';
            return -1;
        }
        if (got == 0) {
            *character = L'\0';
            return 0;
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
