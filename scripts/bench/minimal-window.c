/* PRODUCT.md 10's baseline for the desktop's first frame: a minimal libadwaita window in C (a
 * title label and an entry in a box, 1280x800, as threshold-desktop-bench's Swift "minimal" child).
 * Speaks the bench child's protocol: counts from THRESHOLD_BENCH_SPAWNED (CLOCK_MONOTONIC seconds,
 * set by the parent at the spawn) to the paint of its first frame, prints "seconds 0 cpu-main
 * cpu-all" and exits. Built and run by scripts/bench/first-frame-vs-c (docs/performance.md). */
#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(clockid_t clock) {
    struct timespec spec;
    clock_gettime(clock, &spec);
    return (double)spec.tv_sec + (double)spec.tv_nsec / 1e9;
}

static gboolean painted = FALSE;

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    painted = TRUE;
}

static void mapped(GtkWidget *window, gpointer data) {
    (void)data;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT);
}

int main(void) {
    const char *spawned_text = getenv("THRESHOLD_BENCH_SPAWNED");
    double spawned = spawned_text ? strtod(spawned_text, NULL) : now(CLOCK_MONOTONIC);
    if (!gtk_init_check()) { puts("no display"); return 3; }
    adw_init();
    GtkWidget *window = adw_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Threshold");
    gtk_window_set_default_size(GTK_WINDOW(window), 1280, 800);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_box_append(GTK_BOX(box), gtk_label_new("Threshold"));
    GtkWidget *entry = gtk_entry_new();
    gtk_entry_set_placeholder_text(GTK_ENTRY(entry), "Threshold");
    gtk_box_append(GTK_BOX(box), entry);
    adw_window_set_content(ADW_WINDOW(window), box);
    g_signal_connect(window, "map", G_CALLBACK(mapped), NULL);
    gtk_window_present(GTK_WINDOW(window));
    double limit = now(CLOCK_MONOTONIC) + 30;
    while (!painted && now(CLOCK_MONOTONIC) < limit) g_main_context_iteration(NULL, TRUE);
    double elapsed = now(CLOCK_MONOTONIC) - spawned;
    printf("%.6f 0 %.6f %.6f\n", elapsed, now(CLOCK_THREAD_CPUTIME_ID), now(CLOCK_PROCESS_CPUTIME_ID));
    return painted ? 0 : 1;
}
