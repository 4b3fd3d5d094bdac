// libical, opened with dlopen the first time tik needs it instead of linked: a linked
// libical makes every process load it with ICU and libstdc++, about 2 ms of every tik
// command's start-up, where only iCalendar export, import and sync use it.
//
// Each libical function tik calls is defined here under its own name, with the
// header's prototype (the compiler refuses a definition that does not match it), and
// forwards to libical's definition, looked up once. The definitions are hidden: the
// executable exports its symbols (`-export-dynamic`), and exported ones would take
// libical's calls to its own functions.

// libical's declarations without their export attribute, so that a definition here can
// be hidden (CMake's convention for a static libical; it changes nothing else).
#define LIBICAL_ICAL_STATIC_DEFINE
#include "CLibical.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/// Debian's libical3.
static const char library[] = "libical.so.3";

/// Every function tik calls, as `FUNCTION(result, name, parameters, arguments)` or, for
/// those returning nothing, `PROCEDURE(name, parameters, arguments)`.
#define TIK_LIBICAL_FUNCTIONS(FUNCTION, PROCEDURE) \
  FUNCTION(unsigned char *, icalattach_get_data, (icalattach *attach), (attach)) \
  FUNCTION(int, icalattach_get_is_url, (icalattach *attach), (attach)) \
  FUNCTION(const char *, icalattach_get_url, (icalattach *attach), (attach)) \
  FUNCTION(icalattach *, icalattach_new_from_data, \
    (const char *data, icalattach_free_fn_t free_fn, void *free_fn_data), \
    (data, free_fn, free_fn_data)) \
  FUNCTION(icalattach *, icalattach_new_from_url, (const char *url), (url)) \
  PROCEDURE(icalattach_unref, (icalattach *attach), (attach)) \
  PROCEDURE(icalcomponent_add_component, (icalcomponent *parent, icalcomponent *child), \
    (parent, child)) \
  PROCEDURE(icalcomponent_add_property, (icalcomponent *component, icalproperty *property), \
    (component, property)) \
  FUNCTION(char *, icalcomponent_as_ical_string_r, (icalcomponent *component), (component)) \
  PROCEDURE(icalcomponent_free, (icalcomponent *component), (component)) \
  FUNCTION(icalcomponent *, icalcomponent_get_first_component, \
    (icalcomponent *component, icalcomponent_kind kind), (component, kind)) \
  FUNCTION(icalproperty *, icalcomponent_get_first_property, \
    (icalcomponent *component, icalproperty_kind kind), (component, kind)) \
  FUNCTION(icalcomponent *, icalcomponent_get_next_component, \
    (icalcomponent *component, icalcomponent_kind kind), (component, kind)) \
  FUNCTION(icalproperty *, icalcomponent_get_next_property, \
    (icalcomponent *component, icalproperty_kind kind), (component, kind)) \
  FUNCTION(icalcomponent_kind, icalcomponent_isa, (const icalcomponent *component), \
    (component)) \
  FUNCTION(const char *, icalcomponent_kind_to_string, (icalcomponent_kind kind), (kind)) \
  FUNCTION(icalcomponent *, icalcomponent_new, (icalcomponent_kind kind), (kind)) \
  FUNCTION(icalcomponent_kind, icalcomponent_string_to_kind, (const char *string), (string)) \
  FUNCTION(icalerrorenum *, icalerrno_return, (void), ()) \
  PROCEDURE(icalmemory_free_buffer, (void *buffer), (buffer)) \
  FUNCTION(char *, icalparameter_as_ical_string_r, (icalparameter *parameter), (parameter)) \
  FUNCTION(const char *, icalparameter_get_xname, (icalparameter *parameter), (parameter)) \
  FUNCTION(const char *, icalparameter_get_xvalue, (icalparameter *parameter), (parameter)) \
  FUNCTION(icalparameter_kind, icalparameter_isa, (icalparameter *parameter), (parameter)) \
  FUNCTION(icalparameter *, icalparameter_new_from_value_string, \
    (icalparameter_kind kind, const char *value), (kind, value)) \
  FUNCTION(icalparameter *, icalparameter_new_x, (const char *value), (value)) \
  PROCEDURE(icalparameter_set_xname, (icalparameter *parameter, const char *name), \
    (parameter, name)) \
  FUNCTION(icalparameter_kind, icalparameter_string_to_kind, (const char *string), (string)) \
  FUNCTION(icalcomponent *, icalparser_parse_string, (const char *text), (text)) \
  PROCEDURE(icalproperty_add_parameter, (icalproperty *property, icalparameter *parameter), \
    (property, parameter)) \
  FUNCTION(struct icaltimetype, icalproperty_get_datetime_with_component, \
    (icalproperty *property, icalcomponent *component), (property, component)) \
  FUNCTION(char *, icalproperty_as_ical_string_r, (icalproperty *property), (property)) \
  FUNCTION(icalparameter *, icalproperty_get_first_parameter, \
    (icalproperty *property, icalparameter_kind kind), (property, kind)) \
  FUNCTION(icalparameter *, icalproperty_get_next_parameter, \
    (icalproperty *property, icalparameter_kind kind), (property, kind)) \
  FUNCTION(char *, icalproperty_get_property_name_r, (const icalproperty *property), \
    (property)) \
  FUNCTION(icalvalue *, icalproperty_get_value, (const icalproperty *property), (property)) \
  FUNCTION(icalvalue_kind, icalproperty_kind_to_value_kind, (icalproperty_kind kind), (kind)) \
  FUNCTION(icalproperty *, icalproperty_new, (icalproperty_kind kind), (kind)) \
  FUNCTION(icalproperty *, icalproperty_new_from_string, (const char *text), (text)) \
  PROCEDURE(icalproperty_set_value, (icalproperty *property, icalvalue *value), \
    (property, value)) \
  PROCEDURE(icalproperty_set_x_name, (icalproperty *property, const char *name), \
    (property, name)) \
  FUNCTION(icalproperty_kind, icalproperty_string_to_kind, (const char *string), (string)) \
  PROCEDURE(icalrecur_iterator_free, (icalrecur_iterator *iterator), (iterator)) \
  FUNCTION(icalrecur_iterator *, icalrecur_iterator_new, \
    (struct icalrecurrencetype rule, struct icaltimetype start), (rule, start)) \
  FUNCTION(struct icaltimetype, icalrecur_iterator_next, (icalrecur_iterator *iterator), \
    (iterator)) \
  FUNCTION(char *, icalrecurrencetype_as_string_r, (struct icalrecurrencetype *rule), \
    (rule)) \
  FUNCTION(struct icalrecurrencetype, icalrecurrencetype_from_string, (const char *string), \
    (string)) \
  FUNCTION(time_t, icaltime_as_timet_with_zone, \
    (const struct icaltimetype time, const icaltimezone *zone), (time, zone)) \
  FUNCTION(int, icaltime_is_null_time, (const struct icaltimetype time), (time)) \
  FUNCTION(int, icaltime_is_utc, (const struct icaltimetype time), (time)) \
  FUNCTION(struct icaltimetype, icaltime_null_date, (void), ()) \
  FUNCTION(struct icaltimetype, icaltime_null_time, (void), ()) \
  FUNCTION(icaltimezone *, icaltimezone_get_utc_timezone, (void), ()) \
  FUNCTION(char *, icalvalue_as_ical_string_r, (const icalvalue *value), (value)) \
  FUNCTION(icalattach *, icalvalue_get_attach, (const icalvalue *value), (value)) \
  FUNCTION(int, icalvalue_get_integer, (const icalvalue *value), (value)) \
  FUNCTION(struct icalrecurrencetype, icalvalue_get_recur, (const icalvalue *value), (value)) \
  FUNCTION(const char *, icalvalue_get_text, (const icalvalue *value), (value)) \
  FUNCTION(const char *, icalvalue_get_uri, (const icalvalue *value), (value)) \
  FUNCTION(const char *, icalvalue_get_x, (const icalvalue *value), (value)) \
  FUNCTION(icalvalue_kind, icalvalue_isa, (const icalvalue *value), (value)) \
  FUNCTION(icalvalue *, icalvalue_new_attach, (icalattach *attach), (attach)) \
  FUNCTION(icalvalue *, icalvalue_new_date, (struct icaltimetype time), (time)) \
  FUNCTION(icalvalue *, icalvalue_new_datetime, (struct icaltimetype time), (time)) \
  FUNCTION(icalvalue *, icalvalue_new_from_string, (icalvalue_kind kind, const char *string), \
    (kind, string)) \
  FUNCTION(icalvalue *, icalvalue_new_integer, (int number), (number)) \
  FUNCTION(icalvalue *, icalvalue_new_recur, (struct icalrecurrencetype rule), (rule)) \
  FUNCTION(icalvalue *, icalvalue_new_text, (const char *text), (text)) \
  FUNCTION(icalvalue *, icalvalue_new_uri, (const char *uri), (uri)) \
  FUNCTION(icalvalue *, icalvalue_new_x, (const char *text), (text))

/// libical's definitions, one pointer a function, filled in by `open_libical`.
#define POINTER(result, name, parameters, arguments) __typeof__(name) *name;
#define PROCEDURE_POINTER(name, parameters, arguments) __typeof__(name) *name;
static struct {
  TIK_LIBICAL_FUNCTIONS(POINTER, PROCEDURE_POINTER)
} libical;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded;

#define LOOK_UP(result, name, parameters, arguments) \
  if (!(libical.name = (__typeof__(name) *)dlsym(handle, #name))) return;
#define LOOK_UP_PROCEDURE(name, parameters, arguments) LOOK_UP(void, name, parameters, arguments)

/// Opens the library privately (its symbols stay out of the process's global scope) and
/// looks up every function; `loaded` only when all were found. A failure stays: the
/// library is not looked for again.
static void open_libical(void) {
  void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
  if (!handle) return;
  TIK_LIBICAL_FUNCTIONS(LOOK_UP, LOOK_UP_PROCEDURE)
  loaded = true;
}

bool tik_libical_load(void) {
  pthread_once(&once, open_libical);
  return loaded;
}

/// libical's functions, for a forwarder. A call before `tik_libical_load` has said yes
/// is a mistake of tik's: it ends the process with one line, as an error of tik's would.
static inline __typeof__(libical) *functions(void) {
  if (!tik_libical_load()) {
    fputs("tik: iCalendar needs libical, which is not installed: install libical3\n", stderr);
    exit(EXIT_FAILURE);
  }
  return &libical;
}

#define FORWARD(result, name, parameters, arguments) \
  __attribute__((visibility("hidden"))) result name parameters { \
    return functions()->name arguments; \
  }
#define FORWARD_PROCEDURE(name, parameters, arguments) \
  __attribute__((visibility("hidden"))) void name parameters { functions()->name arguments; }

TIK_LIBICAL_FUNCTIONS(FORWARD, FORWARD_PROCEDURE)
