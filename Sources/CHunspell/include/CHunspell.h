#ifndef DENT_CHUNSPELL_H
#define DENT_CHUNSPELL_H

#include <stddef.h>

// hunspell, opened with dlopen on first use: dent needs neither hunspell's headers to build nor
// the library to start; spell checking says what is missing when it is turned on. The few
// functions dent calls are declared in hunspell.c after hunspell's C API (hunspell.h).

typedef struct dent_hunspell dent_hunspell;

/// Opens libhunspell-1.7.so.0 (once); 0, or -1 with the reason in `error`.
int dent_hunspell_load(char *error, size_t error_size);

/// A checker for the dictionary `aff_path` + `dic_path`; NULL when hunspell is not loaded or
/// could not make one.
dent_hunspell *dent_hunspell_create(const char *aff_path, const char *dic_path);
void dent_hunspell_destroy(dent_hunspell *checker);

/// 1 when `word` (UTF-8, NUL-terminated) is spelt right, else 0.
int dent_hunspell_spell(dent_hunspell *checker, const char *word);

/// Suggestions for `word`: calls `each(context, suggestion)` for each, in hunspell's order;
/// returns how many.
int dent_hunspell_suggest(dent_hunspell *checker, const char *word, void *context,
                          void (*each)(void *context, const char *suggestion));

/// Accepts `word` as spelt right for as long as the checker lives.
void dent_hunspell_add(dent_hunspell *checker, const char *word);

#endif
