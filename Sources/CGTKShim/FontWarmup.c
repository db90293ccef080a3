// The first frame's fonts, made ready on another thread while GTK starts (issue 32).
//
// Why: the first frame of Welcome spent about 9 ms of the main thread's CPU on text it alone
// shows (a bold face, the logo's monospace face, three sizes): fontconfig's matches, FreeType
// faces, HarfBuzz's tables, hinted glyphs. GTK's widgets take their fonts from the thread's default
// Pango font map, and a map is not tied to the thread that made it: filled here while GTK's own
// start-up keeps the main thread busy (about 80 ms of CPU), then handed over, the main thread finds
// them ready. A mismatch (another desktop font, other font options) only means less is reused:
// what is drawn is always what GTK asks for.
#include "CGTKShim.h"

static GMutex warmup_lock;
static PangoFontMap *warmed_map;

void cgtk_font_warmup_run(const char *const *texts, const char *const *fonts, int count) {
    PangoFontMap *map = pango_cairo_font_map_new();
    PangoContext *context = pango_font_map_create_context(map);
    // GTK 4.8's options when the desktop sets none (gray antialiasing, medium hinting, metrics
    // not hinted) at 96 dpi: the fonts GTK asks for are found under the same keys.
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_MEDIUM);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(context, options);
    pango_cairo_context_set_resolution(context, 96);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 512, 64);
    cairo_t *cr = cairo_create(surface);
    for (int i = 0; i < count; i++) {
        PangoLayout *layout = pango_layout_new(context);
        PangoFontDescription *description = pango_font_description_from_string(fonts[i]);
        pango_layout_set_font_description(layout, description);
        pango_layout_set_text(layout, texts[i], -1);
        pango_cairo_show_layout(cr, layout);
        pango_font_description_free(description);
        g_object_unref(layout);
    }
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    cairo_font_options_destroy(options);
    g_object_unref(context);
    g_mutex_lock(&warmup_lock);
    if (warmed_map == NULL) warmed_map = map; else g_object_unref(map);
    g_mutex_unlock(&warmup_lock);
}

gboolean cgtk_font_warmup_adopt(void) {
    g_mutex_lock(&warmup_lock);
    PangoFontMap *map = warmed_map;
    warmed_map = NULL;
    g_mutex_unlock(&warmup_lock);
    if (map == NULL) return FALSE;
    pango_cairo_font_map_set_default(PANGO_CAIRO_FONT_MAP(map));
    g_object_unref(map);
    return TRUE;
}
