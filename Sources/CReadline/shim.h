#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Setters and getters for readline's globals: Swift 6's strict concurrency checking
   rejects touching C global variables directly. */

static inline void tik_rl_set_name(const char *name) { rl_readline_name = name; }
static inline void tik_rl_set_completion(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}
static inline void tik_rl_set_display_hook(rl_compdisp_func_t *function) {
  rl_completion_display_matches_hook = function;
}
static inline void tik_rl_set_startup_hook(rl_hook_func_t *function) { rl_startup_hook = function; }
static inline void tik_rl_set_word_breaks(const char *characters) {
  rl_completer_word_break_characters = (char *)characters;
}
static inline void tik_rl_completion_over(void) { rl_attempted_completion_over = 1; }
static inline void tik_rl_set_append_character(int character) {
  rl_completion_append_character = character;
}
static inline const char *tik_rl_line_buffer(void) { return rl_line_buffer; }
static inline int tik_rl_point(void) { return rl_point; }
static inline void tik_rl_set_point(int point) { rl_point = point; }
