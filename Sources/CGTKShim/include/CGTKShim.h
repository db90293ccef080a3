// What Swift cannot call in GTK and GLib: variadic functions and the few macros that have no
// function form. Every function here is a one-line forwarder; nothing here keeps state.
#ifndef THRESHOLD_CGTK_SHIM_H
#define THRESHOLD_CGTK_SHIM_H

#include <adwaita.h>

/// Creates an AdwMessageDialog with a heading and a body taken verbatim (no printf formatting).
GtkWidget *cgtk_message_dialog_new(GtkWindow *parent, const char *heading, const char *body);

/// Sets the accessible label (the name a screen reader speaks) of a widget.
void cgtk_accessible_set_label(GtkWidget *widget, const char *label);

/// Removes the "labelled by" relation, so the accessible label property names the widget alone.
void cgtk_accessible_reset_labelled_by(GtkWidget *widget);

/// Removes the accessible label property (a "labelled by" relation names the widget instead).
void cgtk_accessible_reset_label(GtkWidget *widget);

/// Makes `label` the one that names `widget` for screen readers (the "labelled by" relation;
/// gtk_accessible_update_relation is variadic).
void cgtk_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *label);

/// Sets the accessible description (read after the name, e.g. "Step 2 of 4") of a widget.
void cgtk_accessible_set_description(GtkWidget *widget, const char *description);

/// Emits a signal that takes no arguments and returns nothing (e.g. "clicked", "activate").
void cgtk_signal_emit_simple(gpointer instance, const char *signal);

/// Emits a signal that takes one unsigned argument (a list view's "activate" position).
void cgtk_signal_emit_uint(gpointer instance, const char *signal, guint value);

/// Chooses a response of an AdwMessageDialog as a click on its button does: emits "response" with
/// the id, then closes the dialog (without a second, close response).
void cgtk_message_dialog_emit_response(GtkWidget *dialog, const char *response);

/// Creates an object of a type with no properties set (g_object_new's variadic form).
gpointer cgtk_object_new(GType type);

/// Sets a string property (g_object_set's variadic form).
void cgtk_object_set_string(gpointer object, const char *property, const char *value);

/// Sets a boolean property (g_object_set's variadic form).
void cgtk_object_set_boolean(gpointer object, const char *property, gboolean value);

/// Whether an object is an instance of a type (the G_TYPE_CHECK_INSTANCE_TYPE macro).
gboolean cgtk_is_a(gpointer object, GType type);

/// G_PRIORITY_DEFAULT_IDLE and G_PRIORITY_DEFAULT, which Swift imports awkwardly as macros.
int cgtk_priority_default_idle(void);
int cgtk_priority_default(void);

/// Creates a GNotification-free fallback: calls org.freedesktop.Notifications.Notify on the session
/// bus (the variadic g_variant_new lives here). Returns the server's id, or 0 with *error set.
guint32 cgtk_freedesktop_notify(GDBusConnection *bus, const char *app_name, const char *summary,
                                const char *body, GError **error);

/// The parameters of org.freedesktop.Notifications.Notify, "(susssasa{sv}i)" (g_variant_new is
/// variadic): `replaces_id` (0 for a new one), the app icon's name, one action "default" labelled
/// `default_label` (a click on the popup), and the "desktop-entry" hint. A floating reference.
GVariant *cgtk_notify_parameters(const char *app_name, guint32 replaces_id, const char *app_icon,
                                 const char *summary, const char *body, const char *default_label,
                                 const char *desktop_entry);

/// Start-up (FontWarmup.c, the one part of the shim that keeps state): lays out and draws each of
/// `count` texts in its Pango font description (`fonts[i]`, e.g. "Sans Bold 13.3330078125px")
/// with a font map of its own, on the calling thread (any thread; before or while GTK starts),
/// with the font options GTK 4.8 uses when the desktop sets none. Its fonts, shaping data and
/// drawn glyphs are then ready for ``cgtk_font_warmup_adopt``. Called at most once.
void cgtk_font_warmup_run(const char *const *texts, const char *const *fonts, int count);

/// Makes the font map ``cgtk_font_warmup_run`` filled the calling thread's default (GTK's widgets
/// take theirs from it); false, changing nothing, when none was filled. Call on GTK's thread
/// after GTK is initialized and before any widget lays out text, once the run has returned.
gboolean cgtk_font_warmup_adopt(void);

#endif
