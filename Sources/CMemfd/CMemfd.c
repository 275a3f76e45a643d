#define _GNU_SOURCE
#include "CMemfd.h"

#include <sys/mman.h>

int dent_memfd(const char *name) {
    return memfd_create(name, MFD_CLOEXEC);
}
