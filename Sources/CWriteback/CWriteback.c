#define _GNU_SOURCE
#include "CWriteback.h"

#include <fcntl.h>

int dent_start_writeback(int fd, long long offset, long long length) {
    return sync_file_range(fd, (off_t)offset, (off_t)length, SYNC_FILE_RANGE_WRITE);
}
