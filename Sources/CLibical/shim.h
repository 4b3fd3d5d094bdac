// libical 3 (Debian's libical-dev): iCalendar's parser and writer, for tik's export and
// import of tasks as VTODOs.
#include <libical/ical.h>
