#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "CPseudoTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

pid_t statelab_pty_spawn(const char *path, char *const arguments[], char *const environment[],
                         const char *directory, unsigned short rows, unsigned short columns,
                         int *controller) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    char name[256];
    if (grantpt(master) != 0 || unlockpt(master) != 0) goto fail;
#if defined(__linux__)
    if (ptsname_r(master, name, sizeof name) != 0) goto fail;
#else
    {
        const char *found = ptsname(master);
        if (found == NULL || strlen(found) >= sizeof name) goto fail;
        strcpy(name, found);
    }
#endif
    struct winsize size = {.ws_row = rows, .ws_col = columns};
    ioctl(master, TIOCSWINSZ, &size);
    fcntl(master, F_SETFD, FD_CLOEXEC);

    pid_t child = fork();
    if (child < 0) goto fail;
    if (child == 0) {
        // Only async-signal-safe calls from here to exec: the parent has threads.
        setsid();
        int terminal = open(name, O_RDWR);
        if (terminal < 0) _exit(126);
        ioctl(terminal, TIOCSCTTY, 0);
        dup2(terminal, 0);
        dup2(terminal, 1);
        dup2(terminal, 2);
        if (terminal > 2) close(terminal);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        int defaults[] = {SIGINT, SIGQUIT, SIGTSTP, SIGPIPE, SIGCHLD};
        for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++) signal(defaults[i], SIG_DFL);
        if (directory != NULL && chdir(directory) != 0) _exit(126);
        execve(path, arguments, environment);
        _exit(127);
    }
    *controller = master;
    return child;

fail:;
    int saved = errno;
    close(master);
    errno = saved;
    return -1;
}
