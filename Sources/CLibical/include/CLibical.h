// libical 3 (Debian's libical-dev for this header, libical3 at run time): iCalendar's
// parser and writer, for tik's export, import and sync of tasks as VTODOs.
//
// tik does not link libical: `Libical.c` opens it the first time it is needed, so that
// the commands that never read or write iCalendar do not load it, ICU and libstdc++.
#include <libical/ical.h>
#include <stdbool.h>

/// Opens libical and looks up every function of it tik calls, the first time; whether
/// it could. Until it has returned true, no other function of libical may be called.
bool tik_libical_load(void);
