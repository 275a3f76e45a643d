#define _GNU_SOURCE
#include "CPty.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

const short dent_posix_spawn_setsid = POSIX_SPAWN_SETSID;

int dent_pty_open(char *slave_name, size_t slave_name_size) {
    int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0) return -1;
    int code = 0;
    if (grantpt(master) != 0 || unlockpt(master) != 0) {
        code = errno;
    } else {
        code = ptsname_r(master, slave_name, slave_name_size);
    }
    if (code != 0) {
        close(master);
        errno = code;
        return -1;
    }
    return master;
}

int dent_pty_set_size(int master_fd, unsigned short rows, unsigned short columns) {
    struct winsize size = { .ws_row = rows, .ws_col = columns, .ws_xpixel = 0, .ws_ypixel = 0 };
    return ioctl(master_fd, TIOCSWINSZ, &size);
}

int dent_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

int dent_pty_spawn(pid_t *pid, const char *file, const char *slave_name,
                   const char *working_directory,
                   char *const argv[], char *const envp[]) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int code = posix_spawn_file_actions_init(&actions);
    if (code != 0) return code;
    code = posix_spawnattr_init(&attributes);
    if (code != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return code;
    }

    // After setsid (the child has no controlling terminal yet): the first tty it opens
    // without O_NOCTTY becomes its controlling terminal.
    if (code == 0) code = posix_spawn_file_actions_addopen(&actions, 0, slave_name, O_RDWR, 0);
    if (code == 0) code = posix_spawn_file_actions_adddup2(&actions, 0, 1);
    if (code == 0) code = posix_spawn_file_actions_adddup2(&actions, 0, 2);
    if (code == 0) code = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    if (code == 0 && working_directory != NULL)
        code = posix_spawn_file_actions_addchdir_np(&actions, working_directory);

    sigset_t empty, all;
    sigemptyset(&empty);
    sigfillset(&all);
    if (code == 0) code = posix_spawnattr_setsigmask(&attributes, &empty);
    if (code == 0) code = posix_spawnattr_setsigdefault(&attributes, &all);
    if (code == 0)
        code = posix_spawnattr_setflags(&attributes,
            POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    if (code == 0) code = posix_spawnp(pid, file, &actions, &attributes, argv, envp);

    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return code;
}
