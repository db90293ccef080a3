// Profile pictures: decode (libpng, libjpeg-turbo), crop, scale, encode again (docs/pictures.md).
// Why C: libjpeg reports errors by calling error_exit, which must not return; the only safe way out
// of it is longjmp back to a setjmp in the caller, and Swift can't hold a setjmp frame. libpng's
// simplified API (png_image_*) does the same internally and returns 0 on any error.
#include "CPicture.h"

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <png.h>

// A progressive JPEG of thousands of tiny scans costs a full pass over the image per scan: a CPU
// bomb of a few kilobytes. Real files have about 10 scans.
#define TP_MAX_SCANS 100
// libjpeg's own memory ceiling for one image (the pixel cap keeps real use far below it).
#define TP_MAX_JPEG_MEMORY (512L * 1024L * 1024L)
// The largest eXIf chunk read (a camera's Exif is a few kilobytes; the JPEG segment's limit is 64 KiB).
#define TP_MAX_EXIF_BYTES 65536

struct tp_jpeg_error {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    // What the setjmp branch returns: set before a longjmp that means something else than damage.
    int code;
};

// The encoder's output, in a buffer this file owns. Not libjpeg's jpeg_mem_dest: its buffer is
// reallocated inside libjpeg, and the pointer handed back is only brought up to date when the
// compression finishes, so after an error exit the caller held a pointer already freed (freeing it
// again was a double free) while the live buffer leaked. Here the live buffer is always known.
struct tp_destination {
    struct jpeg_destination_mgr pub;
    unsigned char *buffer;
    size_t capacity;
    size_t size;
    // The most bytes wanted (0: no limit): past it the encoder stops at once (the picture does
    // not fit its cell at this quality; the next quality is tried).
    size_t limit;
    struct tp_jpeg_error *error;
};

static void tp_destination_init(j_compress_ptr cinfo) {
    struct tp_destination *destination = (struct tp_destination *)cinfo->dest;
    destination->pub.next_output_byte = destination->buffer;
    destination->pub.free_in_buffer = destination->capacity;
}

static boolean tp_destination_empty(j_compress_ptr cinfo) {
    struct tp_destination *destination = (struct tp_destination *)cinfo->dest;
    // libjpeg calls this with the whole buffer full (free_in_buffer is not to be trusted here).
    size_t used = destination->capacity;
    if (destination->limit != 0 && used >= destination->limit) {
        destination->error->code = TP_TOO_DETAILED;
        longjmp(destination->error->jump, 1);
    }
    size_t capacity = used * 2;
    unsigned char *grown = realloc(destination->buffer, capacity);
    if (grown == NULL) {
        destination->error->code = TP_NO_MEMORY;
        longjmp(destination->error->jump, 1);
    }
    destination->buffer = grown;
    destination->capacity = capacity;
    destination->pub.next_output_byte = grown + used;
    destination->pub.free_in_buffer = capacity - used;
    return TRUE;
}

static void tp_destination_term(j_compress_ptr cinfo) {
    struct tp_destination *destination = (struct tp_destination *)cinfo->dest;
    destination->size = destination->capacity - destination->pub.free_in_buffer;
}

static void tp_jpeg_error_exit(j_common_ptr cinfo) {
    struct tp_jpeg_error *error = (struct tp_jpeg_error *)cinfo->err;
    longjmp(error->jump, 1);
}

// Count warnings (a truncated file is only a warning to libjpeg: it pads the image with grey) and
// print nothing.
static void tp_jpeg_emit_message(j_common_ptr cinfo, int level) {
    if (level < 0) cinfo->err->num_warnings++;
}

static void tp_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void tp_jpeg_progress(j_common_ptr cinfo) {
    if (!cinfo->is_decompressor) return;
    j_decompress_ptr decompress = (j_decompress_ptr)cinfo;
    if (decompress->input_scan_number > TP_MAX_SCANS) {
        struct tp_jpeg_error *error = (struct tp_jpeg_error *)cinfo->err;
        error->code = TP_TOO_MANY_PIXELS;
        longjmp(error->jump, 1);
    }
}

static void tp_jpeg_errors(struct tp_jpeg_error *error) {
    jpeg_std_error(&error->pub);
    error->pub.error_exit = tp_jpeg_error_exit;
    error->pub.emit_message = tp_jpeg_emit_message;
    error->pub.output_message = tp_jpeg_output_message;
    error->code = TP_DAMAGED;
}

// Decodes a JPEG at the smallest DCT scale (1/8, 1/4, 1/2, 1) whose shorter side is still at least
// min_side: a 12-megapixel photo is decoded at 500 x 375 for a 256-pixel picture, eight times less
// work per side than decoding it whole.
static int tp_read_jpeg(const unsigned char *input, size_t length, unsigned long long max_pixels, int min_side,
                        unsigned char **rgb, int *out_width, int *out_height, int *width, int *height) {
    struct jpeg_decompress_struct cinfo;
    struct tp_jpeg_error error;
    struct tp_jpeg_error *volatile error_ref = &error;
    unsigned char *volatile pixels = NULL;
    struct jpeg_progress_mgr progress;
    memset(&cinfo, 0, sizeof cinfo);
    tp_jpeg_errors(&error);
    cinfo.err = &error.pub;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        return error_ref->code;
    }
    jpeg_create_decompress(&cinfo);
    cinfo.mem->max_memory_to_use = TP_MAX_JPEG_MEMORY;
    progress.progress_monitor = tp_jpeg_progress;
    cinfo.progress = &progress;
    jpeg_mem_src(&cinfo, input, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);
    *width = (int)cinfo.image_width;
    *height = (int)cinfo.image_height;
    // The dimensions are checked before a single pixel is decoded (a decompression bomb is a small
    // file whose header names a huge image).
    if (cinfo.image_width == 0 || cinfo.image_height == 0) {
        jpeg_destroy_decompress(&cinfo);
        return TP_DAMAGED;
    }
    if ((unsigned long long)cinfo.image_width * cinfo.image_height > max_pixels) {
        jpeg_destroy_decompress(&cinfo);
        return TP_TOO_MANY_PIXELS;
    }
    cinfo.out_color_space = JCS_RGB;
    unsigned int shorter = cinfo.image_width < cinfo.image_height ? cinfo.image_width : cinfo.image_height;
    unsigned int denominator = 8;
    while (denominator > 1 && (shorter + denominator - 1) / denominator < (unsigned int)min_side) denominator /= 2;
    cinfo.scale_num = 1;
    cinfo.scale_denom = denominator;
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_components != 3) {
        jpeg_destroy_decompress(&cinfo);
        return TP_DAMAGED;
    }
    size_t stride = (size_t)cinfo.output_width * 3;
    pixels = malloc(stride * cinfo.output_height);
    if (pixels == NULL) {
        jpeg_destroy_decompress(&cinfo);
        return TP_NO_MEMORY;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = pixels + stride * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    long warnings = cinfo.err->num_warnings;
    *out_width = (int)cinfo.output_width;
    *out_height = (int)cinfo.output_height;
    jpeg_destroy_decompress(&cinfo);
    if (warnings > 0) {
        // Premature end of data or corrupt entropy data: libjpeg made up the rest of the image.
        free(pixels);
        return TP_DAMAGED;
    }
    *rgb = pixels;
    return TP_OK;
}

static int tp_read_png(const unsigned char *input, size_t length, unsigned long long max_pixels,
                       unsigned char **rgb, int *width, int *height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, input, length)) {
        png_image_free(&image);
        return TP_DAMAGED;
    }
    *width = (int)image.width;
    *height = (int)image.height;
    if (image.width == 0 || image.height == 0) {
        png_image_free(&image);
        return TP_DAMAGED;
    }
    if ((unsigned long long)image.width * image.height > max_pixels) {
        png_image_free(&image);
        return TP_TOO_MANY_PIXELS;
    }
    // Transparent parts are drawn over white, as the picture is stored without an alpha channel.
    image.format = PNG_FORMAT_RGB;
    unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (pixels == NULL) {
        png_image_free(&image);
        return TP_NO_MEMORY;
    }
    png_color white = {255, 255, 255};
    if (!png_image_finish_read(&image, &white, pixels, 0, NULL)) {
        png_image_free(&image);
        free(pixels);
        return TP_DAMAGED;
    }
    png_image_free(&image);
    *rgb = pixels;
    return TP_OK;
}

// The centre square of a width x height image, averaged down (or sampled up) to side x side.
static void tp_square(const unsigned char *rgb, int width, int height, unsigned char *out, int side) {
    int size = width < height ? width : height;
    int left = (width - size) / 2, top = (height - size) / 2;
    size_t stride = (size_t)width * 3;
    for (int oy = 0; oy < side; oy++) {
        int y0 = top + (int)((long long)oy * size / side);
        int y1 = top + (int)((long long)(oy + 1) * size / side);
        if (y1 <= y0) y1 = y0 + 1;
        for (int ox = 0; ox < side; ox++) {
            int x0 = left + (int)((long long)ox * size / side);
            int x1 = left + (int)((long long)(ox + 1) * size / side);
            if (x1 <= x0) x1 = x0 + 1;
            unsigned long sum[3] = {0, 0, 0};
            for (int y = y0; y < y1; y++) {
                const unsigned char *pixel = rgb + stride * y + (size_t)x0 * 3;
                for (int x = x0; x < x1; x++, pixel += 3) {
                    sum[0] += pixel[0];
                    sum[1] += pixel[1];
                    sum[2] += pixel[2];
                }
            }
            unsigned long count = (unsigned long)(y1 - y0) * (unsigned long)(x1 - x0);
            unsigned char *target = out + ((size_t)oy * side + ox) * 3;
            for (int channel = 0; channel < 3; channel++) target[channel] = (unsigned char)((sum[channel] + count / 2) / count);
        }
    }
}

// Encodes with the output capped at `limit` bytes (0: none): TP_TOO_DETAILED when it does not fit.
static int tp_encode_jpeg_limited(const unsigned char *rgb, int width, int height, int quality, size_t limit,
                                  unsigned char **output, size_t *output_length) {
    struct jpeg_compress_struct cinfo;
    struct tp_jpeg_error error;
    struct tp_jpeg_error *volatile error_ref = &error;
    struct tp_destination destination;
    struct tp_destination *volatile destination_ref = &destination;
    memset(&cinfo, 0, sizeof cinfo);
    memset(&destination, 0, sizeof destination);
    tp_jpeg_errors(&error);
    // Any error of libjpeg's own while encoding pixels it was given is a failed allocation.
    error.code = TP_NO_MEMORY;
    destination.capacity = 16384;
    destination.buffer = malloc(destination.capacity);
    if (destination.buffer == NULL) return TP_NO_MEMORY;
    destination.limit = limit;
    destination.error = &error;
    destination.pub.init_destination = tp_destination_init;
    destination.pub.empty_output_buffer = tp_destination_empty;
    destination.pub.term_destination = tp_destination_term;
    cinfo.err = &error.pub;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(destination_ref->buffer);
        return error_ref->code;
    }
    jpeg_create_compress(&cinfo);
    cinfo.dest = &destination.pub;
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    cinfo.optimize_coding = TRUE;
    jpeg_start_compress(&cinfo, TRUE);
    size_t stride = (size_t)width * 3;
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + stride * cinfo.next_scanline);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    if (limit != 0 && destination.size > limit) {
        free(destination.buffer);
        return TP_TOO_DETAILED;
    }
    *output = destination.buffer;
    *output_length = destination.size;
    return TP_OK;
}

int tp_encode_jpeg(const unsigned char *rgb, int width, int height, int quality,
                   unsigned char **output, size_t *output_length) {
    return tp_encode_jpeg_limited(rgb, width, height, quality, 0, output, output_length);
}

int tp_encode_png(const unsigned char *rgb, int width, int height, unsigned char **output, size_t *output_length) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = (png_uint_32)width;
    image.height = (png_uint_32)height;
    image.format = PNG_FORMAT_RGB;
    png_alloc_size_t size = 0;
    if (!png_image_write_to_memory(&image, NULL, &size, 0, rgb, 0, NULL)) return TP_DAMAGED;
    unsigned char *buffer = malloc(size);
    if (buffer == NULL) return TP_NO_MEMORY;
    if (!png_image_write_to_memory(&image, buffer, &size, 0, rgb, 0, NULL)) {
        free(buffer);
        return TP_DAMAGED;
    }
    *output = buffer;
    *output_length = size;
    return TP_OK;
}

int tp_decode_jpeg(const unsigned char *input, size_t length, unsigned char **rgb, int *width, int *height) {
    int original_width = 0, original_height = 0;
    return tp_read_jpeg(input, length, 1ULL << 40, 1 << 30, rgb, width, height, &original_width, &original_height);
}

int tp_decode_jpeg_scaled(const unsigned char *input, size_t length, int min_side, unsigned char **rgb, int *width, int *height) {
    int original_width = 0, original_height = 0;
    return tp_read_jpeg(input, length, 1ULL << 40, min_side, rgb, width, height, &original_width, &original_height);
}

// The square turned upright: `orientation` is the Exif Orientation value (1-8), which says how the
// stored pixels are to be turned for display. Each output (display) pixel is read from the stored
// pixel it comes from. Rotating the centre square of the stored image gives the centre square of
// the turned image, so cropping and scaling first and turning the 256-pixel square after costs
// nothing on a large photo.
static void tp_orient(const unsigned char *square, int side, int orientation, unsigned char *out) {
    int last = side - 1;
    for (int dy = 0; dy < side; dy++) {
        for (int dx = 0; dx < side; dx++) {
            int sx, sy;
            switch (orientation) {
            case 2: sx = last - dx; sy = dy; break;              // mirrored left-right
            case 3: sx = last - dx; sy = last - dy; break;       // turned 180 degrees
            case 4: sx = dx; sy = last - dy; break;              // mirrored top-bottom
            case 5: sx = dy; sy = dx; break;                     // transposed
            case 6: sx = dy; sy = last - dx; break;              // to be turned 90 degrees clockwise
            case 7: sx = last - dy; sy = last - dx; break;       // transversed
            case 8: sx = last - dy; sy = dx; break;              // to be turned 90 degrees anticlockwise
            default: sx = dx; sy = dy; break;
            }
            memcpy(out + ((size_t)dy * side + dx) * 3, square + ((size_t)sy * side + sx) * 3, 3);
        }
    }
}

int tp_make_picture(const unsigned char *input, size_t length, unsigned long long max_pixels, int side, int orientation,
                    size_t max_output, unsigned char **output, size_t *output_length, int *width, int *height) {
    static const unsigned char png_signature[8] = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
    unsigned char *rgb = NULL;
    int decoded_width = 0, decoded_height = 0;
    int result;
    *width = 0;
    *height = 0;
    if (length >= 8 && memcmp(input, png_signature, 8) == 0) {
        result = tp_read_png(input, length, max_pixels, &rgb, width, height);
        decoded_width = *width;
        decoded_height = *height;
    } else if (length >= 3 && input[0] == 0xff && input[1] == 0xd8 && input[2] == 0xff) {
        result = tp_read_jpeg(input, length, max_pixels, side, &rgb, &decoded_width, &decoded_height, width, height);
    } else {
        return TP_NOT_AN_IMAGE;
    }
    if (result != TP_OK) return result;
    unsigned char *square = malloc((size_t)side * side * 3);
    if (square == NULL) {
        free(rgb);
        return TP_NO_MEMORY;
    }
    tp_square(rgb, decoded_width, decoded_height, square, side);
    free(rgb);
    if (orientation >= 2 && orientation <= 8) {
        unsigned char *upright = malloc((size_t)side * side * 3);
        if (upright == NULL) {
            free(square);
            return TP_NO_MEMORY;
        }
        tp_orient(square, side, orientation, upright);
        free(square);
        square = upright;
    }
    // Lower the quality until the picture fits its fixed-size cell (a photo fits at the first step;
    // noise may need a few).
    static const int qualities[] = {85, 75, 60, 45, 30, 15};
    result = TP_TOO_DETAILED;
    for (size_t index = 0; index < sizeof qualities / sizeof qualities[0]; index++) {
        unsigned char *encoded = NULL;
        size_t encoded_length = 0;
        // Stops as soon as the output passes max_output (TP_TOO_DETAILED): the next quality is tried.
        int encode = tp_encode_jpeg_limited(square, side, side, qualities[index], max_output, &encoded, &encoded_length);
        if (encode == TP_TOO_DETAILED) continue;
        if (encode != TP_OK) {
            result = encode;
            break;
        }
        *output = encoded;
        *output_length = encoded_length;
        result = TP_OK;
        break;
    }
    free(square);
    return result;
}

// Reading a PNG's eXIf chunk with libpng's progressive-free low-level API: its errors longjmp back
// here (png_jmpbuf), never print, and every path destroys the read structures.
struct tp_png_source {
    const unsigned char *input;
    size_t length;
    size_t offset;
};

static void tp_png_read(png_structp png, png_bytep data, size_t length) {
    struct tp_png_source *source = png_get_io_ptr(png);
    if (source == NULL || length > source->length - source->offset) {
        png_error(png, "truncated");
        return;
    }
    memcpy(data, source->input + source->offset, length);
    source->offset += length;
}

static void tp_png_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void tp_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

int tp_png_exif(const unsigned char *input, size_t length, unsigned char **exif, size_t *exif_length) {
    static const unsigned char png_signature[8] = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
    *exif = NULL;
    *exif_length = 0;
    if (length < 8 || memcmp(input, png_signature, 8) != 0) return TP_NOT_AN_IMAGE;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, tp_png_error, tp_png_warning);
    if (png == NULL) return TP_NO_MEMORY;
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return TP_NO_MEMORY;
    }
    struct tp_png_source source = {input, length, 0};
    // Set before the setjmp and not changed after it, so the error branch may read them.
    volatile int result = TP_DAMAGED;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return result;
    }
    // No chunk read here may allocate more than this (an eXIf chunk claiming gigabytes).
    png_set_chunk_malloc_max(png, TP_MAX_EXIF_BYTES);
    png_set_user_limits(png, 1000000, 1000000);
    png_set_read_fn(png, &source, tp_png_read);
    // The chunks before the image data: where the eXIf chunk is (PNG 1.5 / libpng 1.6).
    png_read_info(png, info);
    png_bytep data = NULL;
    png_uint_32 count = 0;
    int status = TP_OK;
    if (png_get_eXIf_1(png, info, &count, &data) != 0 && data != NULL && count > 0 && count <= TP_MAX_EXIF_BYTES) {
        unsigned char *copy = malloc(count);
        if (copy == NULL) {
            status = TP_NO_MEMORY;
        } else {
            memcpy(copy, data, count);
            *exif = copy;
            *exif_length = count;
        }
    }
    png_destroy_read_struct(&png, &info, NULL);
    return status;
}

void tp_free(void *pointer) { free(pointer); }
