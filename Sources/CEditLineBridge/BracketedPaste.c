#include "StateLabBracketedPaste.h"
#include "PasteRecord.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static const char enable_sequence[] = "\033[?2004h";
static const char disable_sequence[] = "\033[?2004l";

/// The terminal the mode was turned on for, or -1.
static volatile sig_atomic_t paste_fd = -1;
static volatile sig_atomic_t active = 0;
static volatile sig_atomic_t started = 0;
static volatile sig_atomic_t ended = 0;
static struct sigaction previous_stop_action;

static void write_all(int fd, const char *text, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, text, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        text += written;
        length -= (size_t)written;
    }
}

/// Ctrl-Z: the shell that takes the terminal over must not get pastes
/// bracketed. Turn the mode off, stop as SIGTSTP's default action does,
/// and turn it on again once continued (`fg`). Only async-signal-safe calls.
static void stop_with_mode_off(int signal_number) {
    int saved_errno = errno;
    int fd = paste_fd;
    if (fd >= 0) write_all(fd, disable_sequence, sizeof disable_sequence - 1);
    struct sigaction default_action, ours;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal_number, &default_action, &ours);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal_number);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    kill(getpid(), signal_number);
    // Continued here.
    sigaction(signal_number, &ours, NULL);
    fd = paste_fd;
    if (fd >= 0) write_all(fd, enable_sequence, sizeof enable_sequence - 1);
    errno = saved_errno;
}

int statelab_bracketed_paste_enable(int fd) {
    if (!isatty(fd)) return -1;
    paste_fd = fd;
    write_all(fd, enable_sequence, sizeof enable_sequence - 1);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = stop_with_mode_off;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(SIGTSTP, &action, &previous_stop_action);
    return 0;
}

void statelab_bracketed_paste_disable(void) {
    int fd = paste_fd;
    if (fd < 0) return;
    sigaction(SIGTSTP, &previous_stop_action, NULL);
    paste_fd = -1;
    write_all(fd, disable_sequence, sizeof disable_sequence - 1);
}

void statelab_bracketed_paste_pause(void) {
    int fd = paste_fd;
    if (fd >= 0) write_all(fd, disable_sequence, sizeof disable_sequence - 1);
}

void statelab_bracketed_paste_resume(void) {
    int fd = paste_fd;
    if (fd >= 0) write_all(fd, enable_sequence, sizeof enable_sequence - 1);
}

int statelab_paste_active(void) {
    return active;
}

int statelab_paste_take_started(void) {
    int was = started;
    started = 0;
    return was;
}

int statelab_paste_take_ended(void) {
    int was = ended;
    ended = 0;
    return was;
}

void statelab_paste_reset(void) {
    active = 0;
    started = 0;
    ended = 0;
}

void statelab_paste_record_marker(int is_start) {
    if (is_start) {
        active = 1;
        started = 1;
    } else if (active) {
        active = 0;
        ended = 1;
    }
}
