// libchafa 1.12 (Debian's libchafa-dev): pictures for terminals — kitty's graphics
// protocol, sixel, iTerm2's inline images, and Unicode block symbols in colour.
#include <chafa.h>

/// The text of a GString, which the caller then frees with `tik_gstring_free`.
static inline const char *tik_gstring_text(GString *text) { return text->str; }
static inline size_t tik_gstring_length(GString *text) { return text->len; }
static inline void tik_gstring_free(GString *text) { g_string_free(text, TRUE); }
