#include "lw_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr base;
    char *message;
    jmp_buf jump;
    int lenient;
} jpeg_failure;

static void on_error_exit(j_common_ptr info) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    char text[JMSG_LENGTH_MAX];
    failure->base.format_message(info, text);
    snprintf(failure->message, LW_MESSAGE_SIZE, "%s", text);
    longjmp(failure->jump, 1);
}

// libjpeg reports damaged entropy data as warnings (level -1) and carries on, padding what it
// could not decode with gray: a premature end of data, a marker inside a scan, extraneous
// bytes, a bad Huffman code, an inconsistent progression. A truncated file with an end marker
// appended decodes "successfully" that way, with a gray lower half. For Linework these are
// errors (as with libjpeg-turbo's `djpeg -strict`), unless the caller asked to be lenient.
// Warnings about metadata only (an unknown JFIF revision or Adobe transform code) do not
// change the pixels and are ignored either way.
static void on_message(j_common_ptr info, int level) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    if (level >= 0 || failure->lenient) return;
    switch (info->err->msg_code) {
    case JWRN_JFIF_MAJOR:
    case JWRN_ADOBE_XFORM:
        return;
    default:
        on_error_exit(info);
    }
}

// Routes libjpeg's errors to `failure`: fatal errors (and the warnings `emit` promotes) copy
// their text into `message` and longjmp to `failure->jump`, which the caller must set next.
static struct jpeg_error_mgr *install_failure(jpeg_failure *failure, char *message,
                                              void (*emit)(j_common_ptr, int)) {
    struct jpeg_error_mgr *manager = jpeg_std_error(&failure->base);
    failure->base.error_exit = on_error_exit;
    failure->base.emit_message = emit;
    failure->message = message;
    failure->lenient = 0;
    return manager;
}

// The progressive-JPEG scan bomb: every scan of a progressive file passes over the whole
// coefficient buffer, so a small file of tens of thousands of tiny scans takes minutes to
// decode. libjpeg calls this monitor as it absorbs input; past `max_scans` scans the decode
// stops with an error (libjpeg-turbo's tools do the same with -maxscans).
typedef struct {
    struct jpeg_progress_mgr base;
    int max_scans;
} scan_limit;

static void on_progress(j_common_ptr info) {
    scan_limit *limit = (scan_limit *)info->progress;
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (info->is_decompressor && limit->max_scans > 0 && decompress->input_scan_number > limit->max_scans) {
        jpeg_failure *failure = (jpeg_failure *)info->err;
        snprintf(failure->message, LW_MESSAGE_SIZE,
                 "more than %d progressive scans (a scan bomb); refusing to decode", limit->max_scans);
        longjmp(failure->jump, 1);
    }
}

// The fewest bytes Huffman-coded data of this frame can take: every 8×8 block of every
// component has its DC coefficient coded in some scan, with a Huffman code of at least one
// bit. A header declaring far more blocks than the file has bits is a truncated file (or a
// memory bomb: 6.5 KB declaring 10000×9999), refused before the coefficient buffers are
// allocated. Arithmetic coding can spend less than a bit per block, so it is not checked.
static int too_short_for_frame(const struct jpeg_decompress_struct *info, size_t size) {
    if (info->arith_code) return 0;
    uint64_t blocks = 0;
    for (int c = 0; c < info->num_components; c++) {
        blocks += (uint64_t)info->comp_info[c].width_in_blocks * (uint64_t)info->comp_info[c].height_in_blocks;
    }
    return (uint64_t)size * 8 < blocks;
}

static int decode(const uint8_t *data, size_t size, const lw_jpeg_limits *limits, int header_only,
                  lw_image *out, char *message) {
    memset(out, 0, sizeof(*out));
    message[0] = 0;
    if (size < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
        snprintf(message, LW_MESSAGE_SIZE, "not a JPEG signature");
        return LW_UNSUPPORTED;
    }
    struct jpeg_decompress_struct info;
    jpeg_failure failure;
    info.err = install_failure(&failure, message, on_message);
    failure.lenient = limits ? limits->lenient : 0;
    scan_limit progress = {.base = {.progress_monitor = on_progress}, .max_scans = limits ? limits->max_scans : 0};
    uint8_t *volatile pixels = NULL;
    uint8_t *volatile row = NULL;
    int volatile status = LW_CORRUPT;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        free(out->exif);
        out->exif = NULL;
        out->exif_size = 0;
        return status;
    }
    jpeg_create_decompress(&info);
    info.progress = &progress.base;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_save_markers(&info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&info, TRUE);

    out->width = (int)info.image_width;
    out->height = (int)info.image_height;
    out->source_bit_depth = 8;
    out->interlaced = info.progressive_mode ? 1 : 0;
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    int gray = info.jpeg_color_space == JCS_GRAYSCALE;
    out->source_channels = gray ? 1 : (cmyk ? 4 : 3);
    for (jpeg_saved_marker_ptr marker = info.marker_list; marker; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1 && marker->data_length > 6 &&
            memcmp(marker->data, "Exif\0\0", 6) == 0) {
            out->exif = malloc(marker->data_length - 6);
            if (out->exif) {
                memcpy(out->exif, marker->data + 6, marker->data_length - 6);
                out->exif_size = marker->data_length - 6;
            }
            break;
        }
    }
    if (info.image_width == 0 || info.image_height == 0) {
        status = LW_EMPTY;
        longjmp(failure.jump, 1);
    }
    if (header_only) {
        jpeg_destroy_decompress(&info);
        return LW_OK;
    }
    if ((uint64_t)info.image_width * (uint64_t)info.image_height > limits->max_pixels) {
        snprintf(message, LW_MESSAGE_SIZE, "%ux%u", info.image_width, info.image_height);
        status = LW_TOO_LARGE;
        longjmp(failure.jump, 1);
    }
    if (!limits->lenient && too_short_for_frame(&info, size)) {
        snprintf(message, LW_MESSAGE_SIZE, "truncated: the header declares %ux%u, more than %zu bytes can hold",
                 info.image_width, info.image_height, size);
        longjmp(failure.jump, 1);
    }
    info.out_color_space = gray ? JCS_GRAYSCALE : (cmyk ? JCS_CMYK : JCS_RGB);
    jpeg_start_decompress(&info);

    int channels = gray ? 1 : 3;
    size_t width = info.output_width;
    size_t height = info.output_height;
    pixels = malloc(width * height * (size_t)channels);
    row = malloc(width * (size_t)info.output_components);
    if (!pixels || !row) {
        status = LW_NO_MEMORY;
        longjmp(failure.jump, 1);
    }
    // Adobe applications write CMYK inverted (0 = full ink); the Adobe APP14 marker says so.
    int inverted = info.saw_Adobe_marker;
    while (info.output_scanline < info.output_height) {
        size_t y = info.output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        uint8_t *dest = pixels + y * width * (size_t)channels;
        if (cmyk) {
            for (size_t x = 0; x < width; x++) {
                unsigned c = row[4 * x], m = row[4 * x + 1], ye = row[4 * x + 2], k = row[4 * x + 3];
                if (!inverted) {
                    c = 255 - c; m = 255 - m; ye = 255 - ye; k = 255 - k;
                }
                // Now each value is 255 - ink. R = (1 - C)(1 - K) in unit terms, rounded.
                dest[3 * x] = (uint8_t)((c * k + 127) / 255);
                dest[3 * x + 1] = (uint8_t)((m * k + 127) / 255);
                dest[3 * x + 2] = (uint8_t)((ye * k + 127) / 255);
            }
        } else {
            memcpy(dest, row, width * (size_t)channels);
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    out->width = (int)width;
    out->height = (int)height;
    out->channels = channels;
    out->bit_depth = 8;
    out->pixels = pixels;
    return LW_OK;
}

int lw_jpeg_decode(const uint8_t *data, size_t size, const lw_jpeg_limits *limits, lw_image *out, char *message) {
    return decode(data, size, limits, 0, out, message);
}

int lw_jpeg_header(const uint8_t *data, size_t size, lw_image *out, char *message) {
    return decode(data, size, NULL, 1, out, message);
}

// Compression reports errors through the same jpeg_failure/longjmp pair as decoding; the
// jump lands in this function, never in Swift. Warnings are ignored: the encoder has none
// that change the output.
static void on_compress_message(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

int lw_jpeg_encode(const uint8_t *pixels, int width, int height, int channels, int quality,
                   uint8_t **out, size_t *out_size, char *message) {
    message[0] = 0;
    *out = NULL;
    *out_size = 0;
    if (!pixels || width <= 0 || height <= 0 || width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION ||
        (channels != 1 && channels != 3)) {
        snprintf(message, LW_MESSAGE_SIZE, "invalid image layout");
        return LW_UNSUPPORTED;
    }
    if (quality < 1 || quality > 100) {
        snprintf(message, LW_MESSAGE_SIZE, "quality %d is outside 1...100", quality);
        return LW_UNSUPPORTED;
    }
    struct jpeg_compress_struct info;
    jpeg_failure failure;
    info.err = install_failure(&failure, message, on_compress_message);
    // jpeg_mem_dest allocates and grows the buffer; libjpeg owns it until we take it.
    unsigned char *volatile buffer = NULL;
    unsigned long volatile buffer_size = 0;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return LW_CORRUPT;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&buffer, (unsigned long *)&buffer_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = channels;
    info.in_color_space = channels == 1 ? JCS_GRAYSCALE : JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    size_t row_bytes = (size_t)width * (size_t)channels;
    while (info.next_scanline < info.image_height) {
        JSAMPROW rows[1] = {(JSAMPROW)(pixels + (size_t)info.next_scanline * row_bytes)};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_size = buffer_size;
    return LW_OK;
}
