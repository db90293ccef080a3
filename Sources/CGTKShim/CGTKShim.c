#include "CGTKShim.h"

GtkWidget *cgtk_message_dialog_new(GtkWindow *parent, const char *heading, const char *body) {
    GtkWidget *dialog = adw_message_dialog_new(parent, heading, NULL);
    if (body != NULL) adw_message_dialog_set_body(ADW_MESSAGE_DIALOG(dialog), body);
    return dialog;
}

void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void cgtk_accessible_reset_labelled_by(GtkWidget *widget) {
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

void cgtk_accessible_reset_label(GtkWidget *widget) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

void cgtk_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

void cgtk_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

void cgtk_signal_emit_simple(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

void cgtk_signal_emit_uint(gpointer instance, const char *signal, guint value) {
    g_signal_emit_by_name(instance, signal, value);
}

void cgtk_message_dialog_emit_response(GtkWidget *dialog, const char *response) {
    g_object_ref(dialog);
    adw_message_dialog_response(ADW_MESSAGE_DIALOG(dialog), response);
    // As a click on the response's button: the dialog goes. adw_message_dialog_response alone
    // leaves it open, and closing it would emit the close response a second time.
    gtk_window_destroy(GTK_WINDOW(dialog));
    g_object_unref(dialog);
}

gpointer cgtk_object_new(GType type) {
    return g_object_new(type, NULL);
}

void cgtk_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

void cgtk_object_set_boolean(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

gboolean cgtk_is_a(gpointer object, GType type) {
    return G_TYPE_CHECK_INSTANCE_TYPE(object, type);
}

int cgtk_priority_default_idle(void) { return G_PRIORITY_DEFAULT_IDLE; }
int cgtk_priority_default(void) { return G_PRIORITY_DEFAULT; }

guint32 cgtk_freedesktop_notify(GDBusConnection *bus, const char *app_name, const char *summary,
                                const char *body, GError **error) {
    GVariant *reply = g_dbus_connection_call_sync(
        bus, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
        "org.freedesktop.Notifications", "Notify",
        g_variant_new("(susssasa{sv}i)", app_name, (guint32)0, "", summary, body, NULL, NULL, (gint32)-1),
        G_VARIANT_TYPE("(u)"), G_DBUS_CALL_FLAGS_NONE, 5000, NULL, error);
    if (reply == NULL) return 0;
    guint32 id = 0;
    g_variant_get(reply, "(u)", &id);
    g_variant_unref(reply);
    return id;
}

GVariant *cgtk_notify_parameters(const char *app_name, guint32 replaces_id, const char *app_icon,
                                 const char *summary, const char *body, const char *default_label,
                                 const char *desktop_entry) {
    const char *actions[] = {"default", default_label, NULL};
    GVariantBuilder hints;
    g_variant_builder_init(&hints, G_VARIANT_TYPE("a{sv}"));
    g_variant_builder_add(&hints, "{sv}", "desktop-entry", g_variant_new_string(desktop_entry));
    return g_variant_new("(susss^asa{sv}i)", app_name, replaces_id, app_icon, summary, body, actions,
                         &hints, (gint32)-1);
}
