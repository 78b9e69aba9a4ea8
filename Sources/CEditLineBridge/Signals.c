#include "StateLabSignals.h"
#include "StateLabTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t interrupt_pending = 0;
static volatile sig_atomic_t resize_pending = 0;
static volatile sig_atomic_t continue_pending = 0;
/// The handler writes one byte per SIGINT; the watcher thread reads them.
static int wake_pipe[2] = {-1, -1};

static void record_signal(int signal_number) {
    int saved_errno = errno;
    switch (signal_number) {
    case SIGINT:
        interrupt_pending = 1;
        if (wake_pipe[1] >= 0) {
            char byte = 'i';
            ssize_t ignored = write(wake_pipe[1], &byte, 1);
            (void)ignored;
        }
        break;
    case SIGWINCH:
        resize_pending = 1;
        break;
    case SIGCONT:
        continue_pending = 1;
        break;
    default:
        break;
    }
    errno = saved_errno;
}

static const int recorded_signals[] = {SIGINT, SIGWINCH, SIGCONT};
#define RECORDED_SIGNAL_COUNT (sizeof recorded_signals / sizeof recorded_signals[0])

int statelab_signals_install(void) {
    if (wake_pipe[0] < 0) {
        if (pipe(wake_pipe) != 0) return -1;
        for (int i = 0; i < 2; i++) fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
        // A full pipe must never block the handler.
        fcntl(wake_pipe[1], F_SETFL, fcntl(wake_pipe[1], F_GETFL) | O_NONBLOCK);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = record_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: a blocked read must return EINTR
    for (size_t i = 0; i < RECORDED_SIGNAL_COUNT; i++) {
        if (sigaction(recorded_signals[i], &action, NULL) != 0) return -1;
    }
    return 0;
}

int statelab_signals_take_interrupt(void) {
    int was_pending = interrupt_pending;
    interrupt_pending = 0;
    return was_pending;
}

struct watcher {
    void (*callback)(void *);
    void *context;
};

static void *watch_interrupts(void *argument) {
    struct watcher watcher = *(struct watcher *)argument;
    free(argument);
    for (;;) {
        char byte;
        ssize_t count = read(wake_pipe[0], &byte, 1);
        if (count == 1) {
            watcher.callback(watcher.context);
        } else if (count < 0 && errno == EINTR) {
            continue;
        } else {
            return NULL;
        }
    }
}

int statelab_signals_start_interrupt_watcher(void (*callback)(void *), void *context) {
    if (wake_pipe[0] < 0) return -1;
    struct watcher *watcher = malloc(sizeof *watcher);
    if (watcher == NULL) return -1;
    watcher->callback = callback;
    watcher->context = context;

    // The new thread inherits this mask: it must never take the signals
    // meant to interrupt the main thread's read.
    sigset_t blocked, previous;
    sigemptyset(&blocked);
    for (size_t i = 0; i < RECORDED_SIGNAL_COUNT; i++) sigaddset(&blocked, recorded_signals[i]);
    pthread_sigmask(SIG_BLOCK, &blocked, &previous);
    pthread_t thread;
    int status = pthread_create(&thread, NULL, watch_interrupts, watcher);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (status != 0) {
        free(watcher);
        return -1;
    }
    pthread_detach(thread);
    return 0;
}

static int prompt_columns = 0;

void statelab_signals_set_prompt_columns(int columns) {
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
        if (interrupt_pending) {
            *character = L'\0';
            errno = EINTR;
            return -1;
        }
        if (resize_pending) {
            resize_pending = 0;
            redraw_after_resize(el);
        }
        if (continue_pending) {
            // After a stop (Ctrl-Z) the shell owned the terminal: re-enter
            // editing mode from its current settings and redraw the line.
            continue_pending = 0;
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
