#include "lw_codecs.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
    char *message;
    jmp_buf jump;
} png_reader;

static void on_error(png_structp png, png_const_charp text) {
    png_reader *reader = (png_reader *)png_get_error_ptr(png);
    snprintf(reader->message, LW_MESSAGE_SIZE, "%s", text);
    longjmp(reader->jump, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;  // Ancillary-chunk problems are not fatal; libpng skips the chunk.
}

static void on_read(png_structp png, png_bytep dest, png_size_t length) {
    png_reader *reader = (png_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) {
        png_error(png, "file is truncated");
    }
    memcpy(dest, reader->data + reader->offset, length);
    reader->offset += length;
}

static int source_channels(int color_type, int has_trns) {
    switch (color_type) {
    case PNG_COLOR_TYPE_GRAY: return has_trns ? 2 : 1;
    case PNG_COLOR_TYPE_GRAY_ALPHA: return 2;
    case PNG_COLOR_TYPE_PALETTE: return has_trns ? 4 : 3;
    case PNG_COLOR_TYPE_RGB: return has_trns ? 4 : 3;
    default: return 4;
    }
}

// Shared by header-only and full decoding. `max_pixels` == 0 means header only.
static int decode(const uint8_t *data, size_t size, uint64_t max_pixels, int header_only,
                  lw_image *out, char *message) {
    memset(out, 0, sizeof(*out));
    message[0] = 0;
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        snprintf(message, LW_MESSAGE_SIZE, "not a PNG signature");
        return LW_UNSUPPORTED;
    }
    // volatile: modified between setjmp and a possible longjmp.
    png_reader reader = {data, size, 0, message};
    png_structp volatile png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader, on_error, on_warning);
    if (!png) return LW_NO_MEMORY;
    png_infop volatile info = png_create_info_struct(png);
    png_bytep *volatile rows = NULL;
    uint8_t *volatile pixels = NULL;
    if (!info) {
        png_structp p = png;
        png_destroy_read_struct(&p, NULL, NULL);
        return LW_NO_MEMORY;
    }
    int status = LW_CORRUPT;
    if (setjmp(reader.jump)) {
        goto fail;
    }
    // Our own pixel limit replaces libpng's 1,000,000-per-side default.
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_chunk_malloc_max(png, 64u << 20);
    png_set_read_fn(png, &reader, on_read);
    png_read_info(png, info);

    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    int color_type = png_get_color_type(png, info);
    int depth = png_get_bit_depth(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    out->width = (int)width;
    out->height = (int)height;
    out->source_channels = source_channels(color_type, has_trns);
    out->source_bit_depth = depth;
    out->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    if (width == 0 || height == 0) {
        status = LW_EMPTY;
        goto fail;
    }
    if (header_only) {
        status = LW_OK;
        goto fail;  // cleans up without pixels
    }
    if ((uint64_t)width * (uint64_t)height > max_pixels) {
        snprintf(message, LW_MESSAGE_SIZE, "%ux%u", width, height);
        status = LW_TOO_LARGE;
        goto fail;
    }

    png_set_expand(png);            // palette -> RGB, gray < 8 -> 8, tRNS -> alpha
    if (depth == 16) png_set_swap(png);  // PNG is big-endian; hand Swift native uint16
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    int channels = png_get_channels(png, info);
    int out_depth = png_get_bit_depth(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes != (size_t)width * (size_t)channels * (size_t)(out_depth / 8)) {
        snprintf(message, LW_MESSAGE_SIZE, "unexpected row layout");
        goto fail;
    }
    pixels = malloc(row_bytes * height);
    rows = malloc(sizeof(png_bytep) * height);
    if (!pixels || !rows) {
        status = LW_NO_MEMORY;
        goto fail;
    }
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * row_bytes;
    png_read_image(png, rows);
    png_read_end(png, info);

    png_bytep exif = NULL;
    png_uint_32 exif_size = 0;
#ifdef PNG_eXIf_SUPPORTED
    if (png_get_eXIf_1(png, info, &exif_size, &exif) && exif && exif_size > 0) {
        out->exif = malloc(exif_size);
        if (out->exif) {
            memcpy(out->exif, exif, exif_size);
            out->exif_size = exif_size;
        }
    }
#endif
    out->channels = channels;
    out->bit_depth = out_depth;
    out->pixels = pixels;
    free(rows);
    {
        png_structp p = png;
        png_infop i = info;
        png_destroy_read_struct(&p, &i, NULL);
    }
    return LW_OK;

fail:
    free(pixels);
    free(rows);
    {
        png_structp p = png;
        png_infop i = info;
        png_destroy_read_struct(&p, &i, NULL);
    }
    if (status != LW_OK) {
        out->pixels = NULL;
    }
    return status;
}

int lw_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels, lw_image *out, char *message) {
    return decode(data, size, max_pixels, 0, out, message);
}

int lw_png_header(const uint8_t *data, size_t size, lw_image *out, char *message) {
    return decode(data, size, 0, 1, out, message);
}

void lw_image_free(lw_image *image) {
    free(image->pixels);
    free(image->exif);
    image->pixels = NULL;
    image->exif = NULL;
}

void lw_buffer_free(void *buffer) { free(buffer); }

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
    char *message;
    jmp_buf jump;
} png_writer;

static void on_write_error(png_structp png, png_const_charp text) {
    png_writer *writer = (png_writer *)png_get_error_ptr(png);
    snprintf(writer->message, LW_MESSAGE_SIZE, "%s", text);
    longjmp(writer->jump, 1);
}

static void on_write(png_structp png, png_bytep src, png_size_t length) {
    png_writer *writer = (png_writer *)png_get_io_ptr(png);
    if (writer->size + length > writer->capacity) {
        size_t capacity = writer->capacity ? writer->capacity : 1 << 16;
        while (capacity < writer->size + length) capacity *= 2;
        uint8_t *grown = realloc(writer->data, capacity);
        if (!grown) png_error(png, "out of memory");
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, src, length);
    writer->size += length;
}

static void on_flush(png_structp png) { (void)png; }

/// What one PNG write needs beyond the pixels; `palette` is NULL unless the colour type is
/// PNG_COLOR_TYPE_PALETTE.
typedef struct {
    int width, height, bit_depth, color_type, level;
    size_t row_bytes;
    const uint8_t *palette;
    int palette_count;
    int unfiltered;  // rows written with filter None (flat line art, palettes)
} png_layout;

/// Writes `pixels` as described by `layout` into a malloc'd buffer. Depths below 8 take one
/// byte per pixel and are packed by libpng; 16-bit samples are native-endian.
static int write_png(const void *pixels, const png_layout *layout, uint8_t **out, size_t *out_size, char *message) {
    png_writer writer = {NULL, 0, 0, 0, message};
    png_structp volatile png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer, on_write_error, on_warning);
    if (!png) return LW_NO_MEMORY;
    png_infop volatile info = png_create_info_struct(png);
    png_bytep *volatile rows = NULL;
    if (!info || setjmp(writer.jump)) {
        png_structp p = png;
        png_infop i = info;
        png_destroy_write_struct(&p, &i);
        free(rows);
        free(writer.data);
        return LW_CORRUPT;
    }
    png_set_write_fn(png, &writer, on_write, on_flush);
    png_set_IHDR(png, info, (png_uint_32)layout->width, (png_uint_32)layout->height, layout->bit_depth,
                 layout->color_type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (layout->palette) {
        png_color colors[256];
        for (int i = 0; i < layout->palette_count; i++) {
            colors[i].red = layout->palette[3 * i];
            colors[i].green = layout->palette[3 * i + 1];
            colors[i].blue = layout->palette[3 * i + 2];
        }
        png_set_PLTE(png, info, colors, layout->palette_count);
    }
    if (layout->unfiltered) png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, layout->level);
    png_write_info(png, info);
    if (layout->bit_depth == 16) png_set_swap(png);
    if (layout->bit_depth < 8) png_set_packing(png);
    rows = malloc(sizeof(png_bytep) * (size_t)layout->height);
    if (!rows) png_error(png, "out of memory");
    for (int y = 0; y < layout->height; y++) rows[y] = (png_bytep)pixels + (size_t)y * layout->row_bytes;
    png_write_image(png, rows);
    png_write_end(png, info);
    free(rows);
    {
        png_structp p = png;
        png_infop i = info;
        png_destroy_write_struct(&p, &i);
    }
    *out = writer.data;
    *out_size = writer.size;
    return LW_OK;
}

int lw_png_encode(const void *pixels, int width, int height, int channels, int bit_depth,
                  uint8_t **out, size_t *out_size, char *message) {
    static const int color_types[5] = {0, PNG_COLOR_TYPE_GRAY, PNG_COLOR_TYPE_GRAY_ALPHA,
                                       PNG_COLOR_TYPE_RGB, PNG_COLOR_TYPE_RGB_ALPHA};
    message[0] = 0;
    *out = NULL;
    *out_size = 0;
    if (width <= 0 || height <= 0 || channels < 1 || channels > 4 || (bit_depth != 8 && bit_depth != 16)) {
        snprintf(message, LW_MESSAGE_SIZE, "invalid image layout");
        return LW_UNSUPPORTED;
    }
    png_layout layout = {width, height, bit_depth, color_types[channels], 6,
                         (size_t)width * (size_t)channels * (size_t)(bit_depth / 8), NULL, 0, 0};
    return write_png(pixels, &layout, out, out_size, message);
}

int lw_png_encode_packed(const uint8_t *pixels, int width, int height, int bit_depth,
                         const uint8_t *palette, int palette_count,
                         uint8_t **out, size_t *out_size, char *message) {
    message[0] = 0;
    *out = NULL;
    *out_size = 0;
    int depth_ok = bit_depth == 1 || bit_depth == 2 || bit_depth == 4 || bit_depth == 8;
    int limit = palette ? palette_count : 1 << bit_depth;
    if (width <= 0 || height <= 0 || !depth_ok || (palette && (palette_count < 1 || palette_count > (1 << bit_depth)))) {
        snprintf(message, LW_MESSAGE_SIZE, "invalid image layout");
        return LW_UNSUPPORTED;
    }
    size_t count = (size_t)width * (size_t)height;
    for (size_t i = 0; i < count; i++) {
        if (pixels[i] >= limit) {
            snprintf(message, LW_MESSAGE_SIZE, "pixel value %d is out of range", pixels[i]);
            return LW_UNSUPPORTED;
        }
    }
    png_layout layout = {width, height, bit_depth, palette ? PNG_COLOR_TYPE_PALETTE : PNG_COLOR_TYPE_GRAY, 9,
                         (size_t)width, palette, palette_count, 1};
    return write_png(pixels, &layout, out, out_size, message);
}
