#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/// Closes every descriptor from 3 up but `keep`: close_range(2) (Linux 5.9), else one by one.
static void close_others(int keep) {
    if (keep > 3) syscall(SYS_close_range, 3U, (unsigned)keep - 1, 0U);
    if (syscall(SYS_close_range, (unsigned)keep + 1, ~0U, 0U) == 0) return;
    long last = sysconf(_SC_OPEN_MAX);
    for (int fd = 3; fd < (last > 0 ? last : 1024); fd++) if (fd != keep) close(fd);
}

/// The child, between fork and exec: only async-signal-safe calls. Returns only on failure,
/// with the errno to report.
static int become_server(pid_t parent, const char *file, char *const argv[],
                         int in_fd, int out_fd, int err_fd, int nice_increment, int report) {
    struct sigaction standard = {0};
    standard.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; signal++) sigaction(signal, &standard, NULL);
    if (setsid() < 0) return errno;
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return errno;
    // dent died between the fork and the prctl: nothing will send the signal now.
    if (getppid() != parent) _exit(127);
    errno = 0;
    if (nice(nice_increment) == -1 && errno != 0) return errno;
    if (dup2(in_fd, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) return errno;
    close_others(report);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execvp(file, argv);
    return errno;
}

int dent_spawn_server(pid_t *pid, const char *file, char *const argv[],
                      int in_fd, int out_fd, int err_fd, int nice_increment) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return errno;
    pid_t parent = getpid();
    // No handler of dent's may run in the child before its dispositions are reset.
    sigset_t all, before;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &before);
    pid_t child = fork();
    if (child == 0) {
        close(report[0]);
        int failure = become_server(parent, file, argv, in_fd, out_fd, err_fd, nice_increment, report[1]);
        (void)!write(report[1], &failure, sizeof failure);
        _exit(127);
    }
    int forked = errno;
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    close(report[1]);
    if (child < 0) {
        close(report[0]);
        return forked;
    }
    int failure = 0;
    ssize_t got;
    do got = read(report[0], &failure, sizeof failure); while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof failure) {
        while (waitpid(child, NULL, 0) < 0 && errno == EINTR) {}
        return failure;
    }
    *pid = child;
    return 0;
}

int dent_pidfd_open(pid_t pid) {
    return (int)syscall(SYS_pidfd_open, pid, 0U);
}

int dent_spawn_pipe(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}
