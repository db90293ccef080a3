#ifndef THRESHOLD_CPICTURE_H
#define THRESHOLD_CPICTURE_H

#include <stddef.h>

/* Profile pictures (docs/pictures.md): a PNG or JPEG decoded by libpng / libjpeg-turbo, cropped to
 * its centre square, scaled to side x side and encoded again as a baseline JPEG. Every libpng and
 * libjpeg error comes back as a return code: libjpeg's error_exit and libpng's error handler jump
 * back here (setjmp), so a damaged file never ends the process, and no message is printed. */

enum {
    TP_OK = 0,
    /* Neither a PNG nor a JPEG signature. */
    TP_NOT_AN_IMAGE = 1,
    /* The decoder refused the data (truncated, damaged, an unsupported colour space). */
    TP_DAMAGED = 2,
    /* The header names more than max_pixels pixels (or a side over 65,535): nothing was decoded. */
    TP_TOO_MANY_PIXELS = 3,
    /* Even the lowest quality did not fit max_output bytes. */
    TP_TOO_DETAILED = 4,
    TP_NO_MEMORY = 5,
};

/* Decodes `input`, checks its dimensions against `max_pixels` BEFORE decoding a pixel, and writes
 * the re-encoded JPEG (side x side, at most max_output bytes, no metadata) to *output (free with
 * tp_free). `orientation` is the Exif Orientation (1-8; anything else: 1) the caller read from the
 * file: the square is turned or mirrored upright before encoding. *width and *height get the
 * original dimensions. */
int tp_make_picture(const unsigned char *input, size_t length, unsigned long long max_pixels, int side, int orientation,
                    size_t max_output, unsigned char **output, size_t *output_length, int *width, int *height);

/* Encodes width x height RGB pixels (3 bytes each, rows packed) as a baseline JPEG of `quality`
 * (1-100). Used for the stored picture and by tests and the bench to make input files. */
int tp_encode_jpeg(const unsigned char *rgb, int width, int height, int quality,
                   unsigned char **output, size_t *output_length);

/* Encodes width x height RGB pixels as a PNG (tests and the bench). */
int tp_encode_png(const unsigned char *rgb, int width, int height, unsigned char **output, size_t *output_length);

/* Decodes a JPEG to RGB pixels, width x height x 3 (tests: what the stored picture shows). */
int tp_decode_jpeg(const unsigned char *input, size_t length, unsigned char **rgb, int *width, int *height);

/* Decodes a JPEG at the smallest DCT scale (1/8, 1/4, 1/2, 1) whose shorter side is at least
 * min_side: a list's small avatar decodes a stored picture at 64 x 64, sixteen times less work. */
int tp_decode_jpeg_scaled(const unsigned char *input, size_t length, int min_side, unsigned char **rgb, int *width, int *height);

/* The contents of a PNG's eXIf chunk (the TIFF structure, as in a JPEG's Exif segment after
 * "Exif\0\0"), read with libpng from the chunks before the image data, at most 64 KiB, into *exif
 * (free with tp_free). TP_OK with *exif NULL when there is none; TP_DAMAGED when libpng refused
 * the chunks (a bad eXIf chunk, a truncated file); nothing is printed. */
int tp_png_exif(const unsigned char *input, size_t length, unsigned char **exif, size_t *exif_length);

void tp_free(void *pointer);

#endif
