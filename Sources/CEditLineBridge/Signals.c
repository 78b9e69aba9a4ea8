#include "StateLabSignals.h"
#include "SignalRecord.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
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

int statelab_signals_interrupt_pending(void) {
    return interrupt_pending;
}

int statelab_signals_take_resize(void) {
    int was_pending = resize_pending;
    resize_pending = 0;
    return was_pending;
}

int statelab_signals_take_continue(void) {
    int was_pending = continue_pending;
    continue_pending = 0;
    return was_pending;
}
