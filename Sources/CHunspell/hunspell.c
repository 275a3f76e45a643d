#include "CHunspell.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// hunspell's C API (hunspell/hunspell.h, stable since 1.2): the handle is opaque.
typedef struct Hunhandle Hunhandle;

static struct {
    Hunhandle *(*create)(const char *affpath, const char *dpath);
    void (*destroy)(Hunhandle *handle);
    int (*spell)(Hunhandle *handle, const char *word);
    int (*suggest)(Hunhandle *handle, char ***list, const char *word);
    void (*free_list)(Hunhandle *handle, char ***list, int count);
    int (*add)(Hunhandle *handle, const char *word);
} hun;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char load_error[256];
static int loaded;

static void load(void) {
    void *library = dlopen("libhunspell-1.7.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(load_error, sizeof load_error, "%s", dlerror());
        return;
    }
#define FIND(field, symbol) \
    if (!(*(void **)&hun.field = dlsym(library, #symbol))) { \
        snprintf(load_error, sizeof load_error, "libhunspell-1.7.so.0 has no %s", #symbol); \
        return; \
    }
    FIND(create, Hunspell_create)
    FIND(destroy, Hunspell_destroy)
    FIND(spell, Hunspell_spell)
    FIND(suggest, Hunspell_suggest)
    FIND(free_list, Hunspell_free_list)
    FIND(add, Hunspell_add)
#undef FIND
    loaded = 1;
}

int dent_hunspell_load(char *error, size_t error_size) {
    pthread_once(&once, load);
    if (loaded) return 0;
    if (error && error_size) snprintf(error, error_size, "%s", load_error);
    return -1;
}

dent_hunspell *dent_hunspell_create(const char *aff_path, const char *dic_path) {
    if (dent_hunspell_load(NULL, 0) != 0) return NULL;
    return (dent_hunspell *)hun.create(aff_path, dic_path);
}

void dent_hunspell_destroy(dent_hunspell *checker) {
    if (checker) hun.destroy((Hunhandle *)checker);
}

int dent_hunspell_spell(dent_hunspell *checker, const char *word) {
    return hun.spell((Hunhandle *)checker, word) != 0;
}

int dent_hunspell_suggest(dent_hunspell *checker, const char *word, void *context,
                          void (*each)(void *context, const char *suggestion)) {
    char **list = NULL;
    int count = hun.suggest((Hunhandle *)checker, &list, word);
    for (int index = 0; index < count; index++) each(context, list[index]);
    if (list) hun.free_list((Hunhandle *)checker, &list, count);
    return count;
}

void dent_hunspell_add(dent_hunspell *checker, const char *word) {
    hun.add((Hunhandle *)checker, word);
}
