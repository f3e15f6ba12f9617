// Thin C wrappers around libpng and libjpeg-turbo.
//
// Both libraries report fatal errors by longjmp, which Swift cannot call or catch. Every
// function here sets up its own jump buffer and returns a status code instead, with a
// one-line message in `message`. Decoders read the header first and refuse images above
// `max_pixels` before allocating any pixel memory (decompression-bomb guard).
#ifndef LW_CODECS_H
#define LW_CODECS_H

#include <stddef.h>
#include <stdint.h>

#define LW_MESSAGE_SIZE 200

enum lw_status {
    LW_OK = 0,
    LW_CORRUPT = 1,      // damaged or truncated data
    LW_TOO_LARGE = 2,    // declared pixel count above max_pixels
    LW_EMPTY = 3,        // zero width or height
    LW_NO_MEMORY = 4,
    LW_UNSUPPORTED = 5,
};

/// A decoded image. `pixels` is row-major, interleaved, `channels` samples per pixel:
/// 1 gray, 2 gray+alpha, 3 RGB, 4 RGBA. Samples are uint8 when `bit_depth` is 8 and
/// native-endian uint16 when it is 16. Free with lw_image_free.
typedef struct {
    int width;
    int height;
    int channels;
    int bit_depth;
    int source_channels;   // as stored in the file (palette counts as 3, or 4 with tRNS)
    int source_bit_depth;  // as stored in the file (1, 2, 4, 8 or 16; 8 for JPEG)
    int interlaced;        // PNG Adam7 / progressive JPEG
    void *pixels;
    // PNG eXIf chunk or JPEG APP1 payload (starting at the TIFF header), or NULL.
    uint8_t *exif;
    size_t exif_size;
} lw_image;

/// Decodes a PNG of any colour type and bit depth. Palettes (with tRNS) expand to RGB(A),
/// depths below 8 expand to 8, 16-bit stays 16-bit. Interlaced files are handled.
int lw_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels,
                  lw_image *out, char message[LW_MESSAGE_SIZE]);

/// Reads only a PNG's header: width, height, source channels and depth; pixels stays NULL.
int lw_png_header(const uint8_t *data, size_t size, lw_image *out, char message[LW_MESSAGE_SIZE]);

/// What a JPEG decode accepts.
typedef struct {
    uint64_t max_pixels;  // declared width × height above this: LW_TOO_LARGE
    int max_scans;        // more scans than this: LW_CORRUPT (the progressive scan bomb); 0 = no limit
    int lenient;          // 0: libjpeg's corrupt-data warnings are errors; 1: accept them (gray fill)
} lw_jpeg_limits;

/// Decodes a baseline or progressive JPEG. Gray stays gray; RGB/YCbCr become RGB;
/// CMYK/YCCK (including Adobe's inverted CMYK) are converted to RGB. Unless `limits->lenient`,
/// a truncated or corrupt file is an error, not a gray-filled image, and a header declaring
/// more 8×8 blocks than the file has bits is refused before any buffer is allocated.
int lw_jpeg_decode(const uint8_t *data, size_t size, const lw_jpeg_limits *limits,
                   lw_image *out, char message[LW_MESSAGE_SIZE]);

/// Reads only a JPEG's header.
int lw_jpeg_header(const uint8_t *data, size_t size, lw_image *out, char message[LW_MESSAGE_SIZE]);

void lw_image_free(lw_image *image);

/// Encodes 8- or 16-bit gray (1), gray+alpha (2), RGB (3) or RGBA (4) pixels to PNG in memory.
/// 16-bit samples are native-endian. `*out` is malloc'd; free it with lw_buffer_free.
int lw_png_encode(const void *pixels, int width, int height, int channels, int bit_depth,
                  uint8_t **out, size_t *out_size, char message[LW_MESSAGE_SIZE]);

/// Encodes one byte per pixel as a PNG of `bit_depth` 1, 2, 4 or 8 bits per pixel, packed by
/// libpng: gray levels 0 ..< 2^bit_depth when `palette` is NULL, otherwise indices into
/// `palette` (`palette_count` RGB triples, 1...256, every index below it). Rows are written
/// unfiltered at zlib level 9, which suits flat line art and palettes. `*out` is malloc'd;
/// free it with lw_buffer_free. Returns LW_UNSUPPORTED for a bad layout or an index out of range.
int lw_png_encode_packed(const uint8_t *pixels, int width, int height, int bit_depth,
                         const uint8_t *palette, int palette_count,
                         uint8_t **out, size_t *out_size, char message[LW_MESSAGE_SIZE]);

/// Encodes 8-bit gray (1) or RGB (3) pixels to a baseline JPEG in memory at `quality`
/// (1...100, libjpeg's scale; 4:2:0 chroma subsampling for RGB). `*out` is malloc'd; free it
/// with lw_buffer_free. Returns LW_UNSUPPORTED for a bad layout or quality.
int lw_jpeg_encode(const uint8_t *pixels, int width, int height, int channels, int quality,
                   uint8_t **out, size_t *out_size, char message[LW_MESSAGE_SIZE]);

void lw_buffer_free(void *buffer);

#endif
