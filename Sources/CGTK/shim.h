// GTK 4 and libadwaita 1 (which pulls in GTK, GDK, GSK, GIO and GLib) for Swift.
#include <adwaita.h>
