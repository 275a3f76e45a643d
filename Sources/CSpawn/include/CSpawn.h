#ifndef DENT_CSPAWN_H
#define DENT_CSPAWN_H

// Starting a language server so that it can never outlive dent (issue 54): what posix_spawn
// cannot do (PR_SET_PDEATHSIG, a niceness) needs a fork of our own.

#include <sys/types.h>

/// Starts `file` (searched in PATH when it has no '/') with `argv` (NULL-terminated) in a
/// session and process group of its own (setsid: a wrapper's children go with it when the group
/// is signalled), `nice_increment` nicer than dent, with SIGKILL as its parent-death signal
/// (prctl PR_SET_PDEATHSIG: even a SIGKILLed dent leaves no server), `in_fd`, `out_fd` and
/// `err_fd` on its 0, 1 and 2, every other descriptor closed, an empty signal mask and every
/// signal at its default disposition.
///
/// The parent-death signal follows the *thread* that forks: call this from a thread that lives
/// as long as the server should (dent's run loop).
///
/// Returns 0 with the child's pid in `pid`, or the errno of what failed (in the child before
/// exec, reported through a close-on-exec pipe; the child is then reaped).
int dent_spawn_server(pid_t *pid, const char *file, char *const argv[],
                      int in_fd, int out_fd, int err_fd, int nice_increment);

/// pipe2(fds, O_CLOEXEC), which `import Glibc` does not declare: 0, or -1 with errno set.
int dent_spawn_pipe(int fds[2]);

/// pidfd_open(2) (Linux 5.3): a descriptor that polls readable once process `pid` has ended,
/// close-on-exec; -1 with errno set when the kernel has none.
int dent_pidfd_open(pid_t pid);

#endif
