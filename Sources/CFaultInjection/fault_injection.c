// An LD_PRELOAD shim that makes read(2), write(2), fsync(2), close(2) or rename(2) fail, or
// read(2) or write(2) wait, for the fault-injection tests (DentFilesTests, DentEndToEndTests). It is not a SwiftPM target (linking it into a test
// binary would make the tests' own calls fail): the tests compile it with the system C
// compiler into a shared object and preload it into a child process only:
//
//   cc -shared -fPIC -o libdentfault.so fault_injection.c -ldl
//   LD_PRELOAD=./libdentfault.so DENT_FAULT_OP=fsync DENT_FAULT_ERRNO=5 DENT_FAULT_PATH=/dir/ CMD
//
// Environment (read once, at the first intercepted call):
//   DENT_FAULT_OP     read | write | fsync | close | rename: the call that fails.
//   DENT_FAULT_ERRNO  the errno it fails with (ENOSPC 28, EIO 5, EFBIG 27, ...).
//   DENT_FAULT_PATH   only regular files whose path (from /proc/self/fd) starts with this,
//                     or for rename the new name, are affected. An unnamed O_TMPFILE shows
//                     as "DIR/#INODE (deleted)", so a folder prefix "DIR/" covers it.
//   DENT_FAULT_AFTER  read and write: bytes let through before calls fail (the call that
//                     crosses the limit is cut short, as a full disk does). Default 0.
//   DENT_FAULT_GATE   read and write: instead of failing, the call waits until this path
//                     exists and then goes on, and so do all later calls (a file that is slow
//                     to read or to write, finished at a test's word).
//   DENT_FAULT_TIMES  how many calls fail; afterwards calls succeed again. Default: all.
//
// close fails *after* really closing the descriptor, as Linux reports a deferred write
// error (NFS, a thin device) while still releasing the descriptor.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

enum fault_op { FAULT_NONE, FAULT_READ, FAULT_WRITE, FAULT_FSYNC, FAULT_CLOSE, FAULT_RENAME };

static struct {
    int loaded;
    enum fault_op op;
    int error;
    const char *path;
    const char *gate;
    long long after;
    long long times;
} config;

static void load_config(void) {
    if (config.loaded) return;
    config.loaded = 1;
    const char *op = getenv("DENT_FAULT_OP");
    const char *error = getenv("DENT_FAULT_ERRNO");
    const char *after = getenv("DENT_FAULT_AFTER");
    const char *times = getenv("DENT_FAULT_TIMES");
    config.path = getenv("DENT_FAULT_PATH");
    config.gate = getenv("DENT_FAULT_GATE");
    config.error = error ? atoi(error) : EIO;
    config.after = after ? atoll(after) : 0;
    config.times = times ? atoll(times) : -1;
    if (!op) config.op = FAULT_NONE;
    else if (strcmp(op, "read") == 0) config.op = FAULT_READ;
    else if (strcmp(op, "write") == 0) config.op = FAULT_WRITE;
    else if (strcmp(op, "fsync") == 0) config.op = FAULT_FSYNC;
    else if (strcmp(op, "close") == 0) config.op = FAULT_CLOSE;
    else if (strcmp(op, "rename") == 0) config.op = FAULT_RENAME;
}

static int path_matches(const char *path) {
    return config.path == NULL || strncmp(path, config.path, strlen(config.path)) == 0;
}

/// Whether a call of `op` on `fd` should fail: the operation, a regular file, the path.
static int armed(enum fault_op op, int fd) {
    load_config();
    if (config.op != op || config.times == 0) return 0;
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) return 0;
    char link[64], target[PATH_MAX];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t length = readlink(link, target, sizeof target - 1);
    if (length < 0) return 0;
    target[length] = '\0';
    return path_matches(target);
}

static int fail(void) {
    if (config.times > 0) config.times -= 1;
    errno = config.error;
    return -1;
}

static void *real(const char *name) { return dlsym(RTLD_NEXT, name); }

/// How much of a `count`-byte call of an armed operation goes through before the fault: all of
/// it while DENT_FAULT_AFTER lasts, then the rest of that allowance, then nothing (-1).
static long long allowance(size_t count) {
    if (config.after >= (long long)count) {
        config.after -= (long long)count;
        return (long long)count;
    }
    if (config.after > 0) {
        long long allowed = config.after;
        config.after = 0;
        return allowed;
    }
    return -1;
}

/// Waits until the gate exists; from then on the armed calls go through.
static void pass_gate(void) {
    struct timespec pause = {0, 1000000};
    while (access(config.gate, F_OK) != 0) nanosleep(&pause, NULL);
    config.times = 0;
}

ssize_t read(int fd, void *bytes, size_t count) {
    ssize_t (*next)(int, void *, size_t) = real("read");
    if (!armed(FAULT_READ, fd)) return next(fd, bytes, count);
    long long allowed = allowance(count);
    if (allowed >= 0) return next(fd, bytes, (size_t)allowed);
    if (!config.gate) return fail();
    pass_gate();
    return next(fd, bytes, count);
}

ssize_t write(int fd, const void *bytes, size_t count) {
    ssize_t (*next)(int, const void *, size_t) = real("write");
    if (!armed(FAULT_WRITE, fd)) return next(fd, bytes, count);
    long long allowed = allowance(count);
    if (allowed >= 0) return next(fd, bytes, (size_t)allowed);
    if (!config.gate) return fail();
    pass_gate();
    return next(fd, bytes, count);
}

int fsync(int fd) {
    int (*next)(int) = real("fsync");
    return armed(FAULT_FSYNC, fd) ? fail() : next(fd);
}

int close(int fd) {
    int (*next)(int) = real("close");
    int failing = armed(FAULT_CLOSE, fd);
    int result = next(fd);
    return failing ? fail() : result;
}

int rename(const char *from, const char *to) {
    int (*next)(const char *, const char *) = real("rename");
    load_config();
    if (config.op == FAULT_RENAME && config.times != 0 && path_matches(to)) return fail();
    return next(from, to);
}
