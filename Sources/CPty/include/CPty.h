#ifndef DENT_CPTY_H
#define DENT_CPTY_H

// Pseudo-terminal and process helpers that `import Glibc` hides from Swift
// (posix_openpt, grantpt, unlockpt, ptsname_r, pipe2, POSIX_SPAWN_SETSID),
// for the test support library's raw-byte terminal driver.

#include <stddef.h>
#include <sys/types.h>

/// POSIX_SPAWN_SETSID (0x80 in glibc), for callers that build their own posix_spawnattr_t.
extern const short dent_posix_spawn_setsid;

/// Opens a new pseudo-terminal master (O_RDWR | O_NOCTTY | O_CLOEXEC), grants and unlocks
/// its slave and writes the slave's path (NUL-terminated) into `slave_name`.
/// Returns the master fd, or -1 with errno set (nothing is left open then).
int dent_pty_open(char *slave_name, size_t slave_name_size);

/// Sets the window size the pty reports (TIOCSWINSZ on the master; the foreground process
/// group of the slave gets SIGWINCH). Returns 0, or -1 with errno set.
int dent_pty_set_size(int master_fd, unsigned short rows, unsigned short columns);

/// pipe2(fds, O_CLOEXEC): both ends close-on-exec from the start. Returns 0 or -1 (errno).
int dent_pipe_cloexec(int fds[2]);

/// Starts `file` (searched in PATH when it has no '/') in a new session whose controlling
/// terminal is the pty slave `slave_name`: posix_spawnp with POSIX_SPAWN_SETSID (setsid runs
/// before the file actions, so opening the slave without O_NOCTTY makes it the controlling
/// terminal), the slave on fds 0, 1 and 2, every other fd closed, an empty signal mask and
/// every signal at its default disposition. `working_directory` may be NULL.
/// Returns 0 and stores the pid, or an errno value.
int dent_pty_spawn(pid_t *pid, const char *file, const char *slave_name,
                   const char *working_directory,
                   char *const argv[], char *const envp[]);

#endif
