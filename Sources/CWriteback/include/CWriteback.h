#ifndef DENT_CWRITEBACK_H
#define DENT_CWRITEBACK_H

// sync_file_range(2), which `import Glibc` hides from Swift (it needs _GNU_SOURCE).

/// Starts writing the dirty pages of `length` bytes from `offset` of `fd` to the device,
/// without waiting (SYNC_FILE_RANGE_WRITE). Only a hint: it makes nothing durable and an
/// error here is ignored by the caller, whose fsync reports any. Returns 0, or -1 with errno.
int dent_start_writeback(int fd, long long offset, long long length);

#endif
