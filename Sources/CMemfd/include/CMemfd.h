#ifndef DENT_CMEMFD_H
#define DENT_CMEMFD_H

// memfd_create(2), which `import Glibc` hides from Swift (it needs _GNU_SOURCE).

/// An anonymous file in memory (MFD_CLOEXEC), named `name` in /proc/self/fd for debugging.
/// Returns its fd, or -1 with errno set.
int dent_memfd(const char *name);

#endif
