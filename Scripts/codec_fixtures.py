"""Writes decoding fixtures and the pixels Linework must decode from them.

Each fixture PNG/JPEG comes with its expected decoded samples in expected.json, computed here
independently of Linework: sub-8-bit gray is scaled by bit replication (as libpng expands it),
palettes are expanded, transparency is composited over white with
out = (v*a + M*(M - a) + M//2) // M, and EXIF-rotated files must decode to the upright pattern.
"""
import io
import json
import os
import random
import struct
import sys
import zlib

import png  # pypng
from PIL import Image

OUT = sys.argv[1]
os.makedirs(OUT, exist_ok=True)
expected = {}
W, H = 7, 5  # odd, non-square: every transform and row stride shows


def composite(v, a, m):
    return (v * a + m * (m - a) + m // 2) // m


def write_png(name, rows, **kw):
    with open(os.path.join(OUT, name), "wb") as f:
        png.Writer(W, H, **kw).write(f, rows)


def gray_value(x, y, depth):
    return (x * 5 + y * 3 + x * y) % (1 << depth)


# Gray at every depth, plain and interlaced.
for depth in (1, 2, 4, 8, 16):
    rows = [[gray_value(x, y, depth) for x in range(W)] for y in range(H)]
    scale = 255 // ((1 << depth) - 1) if depth < 8 else 1
    out_depth = 16 if depth == 16 else 8
    samples = [v * scale for row in rows for v in row]
    for interlace in (False, True):
        name = f"gray{depth}{'-interlaced' if interlace else ''}.png"
        write_png(name, rows, greyscale=True, bitdepth=depth, interlace=interlace)
        expected[name] = dict(width=W, height=H, channels=1, bitDepth=out_depth,
                              sourceChannels=1, sourceBitDepth=depth, samples=samples)

# Gray with a tRNS colour key: the keyed value becomes white.
rows = [[gray_value(x, y, 8) for x in range(W)] for y in range(H)]
key = rows[2][3]
write_png("gray8-trns.png", rows, greyscale=True, bitdepth=8, transparent=key)
expected["gray8-trns.png"] = dict(width=W, height=H, channels=1, bitDepth=8, sourceChannels=2,
                                  sourceBitDepth=8,
                                  samples=[255 if v == key else v for r in rows for v in r])

# Gray + alpha, 8 and 16 bit.
for depth in (8, 16):
    m = (1 << depth) - 1
    rows, samples = [], []
    for y in range(H):
        row = []
        for x in range(W):
            v = (gray_value(x, y, 8) * 257 + 1234 * x) % (m + 1) if depth == 16 else gray_value(x, y, 8)
            a = (x * 37 + y * 91) % (m + 1) if depth == 8 else (x * 9001 + y * 17) % (m + 1)
            row += [v, a]
            samples.append(composite(v, a, m))
        rows.append(row)
    name = f"gray-alpha{depth}.png"
    write_png(name, rows, greyscale=True, alpha=True, bitdepth=depth)
    expected[name] = dict(width=W, height=H, channels=1, bitDepth=depth, sourceChannels=2,
                          sourceBitDepth=depth, samples=samples)


def rgb(x, y):
    return [(x * 40) % 256, (y * 60) % 256, (x * y * 11 + 7) % 256]


# RGB and RGBA, 8 and 16 bit (16-bit values are not multiples of 257: precision must survive).
for depth in (8, 16):
    m = (1 << depth) - 1
    wide = (lambda v, x, y: v * 257 + (x * 31 + y * 7) % 257) if depth == 16 else (lambda v, x, y: v)
    rows = [[wide(c, x, y) for x in range(W) for c in rgb(x, y)] for y in range(H)]
    samples = [v for r in rows for v in r]
    name = f"rgb{depth}.png"
    write_png(name, rows, greyscale=False, bitdepth=depth)
    expected[name] = dict(width=W, height=H, channels=3, bitDepth=depth, sourceChannels=3,
                          sourceBitDepth=depth, samples=samples)
    rows, samples = [], []
    for y in range(H):
        row = []
        for x in range(W):
            a = ((x + 1) * (y + 2) * 23) % (m + 1) if depth == 8 else ((x + 1) * (y + 3) * 2311) % (m + 1)
            cs = [wide(c, x, y) for c in rgb(x, y)]
            row += cs + [a]
            samples += [composite(c, a, m) for c in cs]
        rows.append(row)
    name = f"rgba{depth}.png"
    write_png(name, rows, greyscale=False, alpha=True, bitdepth=depth)
    expected[name] = dict(width=W, height=H, channels=3, bitDepth=depth, sourceChannels=4,
                          sourceBitDepth=depth, samples=samples)
    name = f"rgba{depth}-interlaced.png"
    write_png(name, rows, greyscale=False, alpha=True, bitdepth=depth, interlace=True)
    expected[name] = dict(expected[f"rgba{depth}.png"])

# Palettes at every depth, opaque and with tRNS alpha.
for depth in (1, 2, 4, 8):
    n = 1 << depth
    palette = [((i * 53) % 256, (i * 97 + 20) % 256, (i * 11 + 200) % 256) for i in range(n)]
    alphas = [(i * 77 + 30) % 256 for i in range(n)]
    rows = [[(x * 3 + y * 5) % n for x in range(W)] for y in range(H)]
    name = f"palette{depth}.png"
    write_png(name, rows, palette=palette, bitdepth=depth)
    expected[name] = dict(width=W, height=H, channels=3, bitDepth=8, sourceChannels=3,
                          sourceBitDepth=depth, samples=[c for r in rows for i in r for c in palette[i]])
    name = f"palette{depth}-trns.png"
    write_png(name, rows, palette=[p + (a,) for p, a in zip(palette, alphas)], bitdepth=depth)
    expected[name] = dict(width=W, height=H, channels=3, bitDepth=8, sourceChannels=4,
                          sourceBitDepth=depth,
                          samples=[composite(c, alphas[i], 255) for r in rows for i in r for c in palette[i]])

# EXIF orientation: files whose stored pixels, once oriented, show the upright pattern.
INVERSE = {2: Image.Transpose.FLIP_LEFT_RIGHT, 3: Image.Transpose.ROTATE_180,
           4: Image.Transpose.FLIP_TOP_BOTTOM, 5: Image.Transpose.TRANSPOSE,
           6: Image.Transpose.ROTATE_90, 7: Image.Transpose.TRANSVERSE,
           8: Image.Transpose.ROTATE_270}
upright = Image.new("RGB", (W, H))
upright.putdata([tuple(rgb(x, y)) for y in range(H) for x in range(W)])
# JPEG is lossy: a 32x16 picture of four flat 16x8 quadrants, checked at the quadrant centres.
QUADRANTS = [(220, 30, 30), (30, 200, 40), (40, 40, 220), (240, 240, 240)]
blocks = Image.new("RGB", (32, 16))
blocks.putdata([QUADRANTS[(y // 8) * 2 + x // 16] for y in range(16) for x in range(32)])
for o in range(1, 9):
    exif = Image.Exif()
    exif[0x0112] = o
    stored = upright.transpose(INVERSE[o]) if o > 1 else upright
    name = f"orientation{o}.png"
    stored.save(os.path.join(OUT, name), exif=exif.tobytes())
    expected[name] = dict(width=W, height=H, channels=3, bitDepth=8, sourceChannels=3,
                          sourceBitDepth=8, orientation=o,
                          samples=[c for y in range(H) for x in range(W) for c in rgb(x, y)])
    stored = blocks.transpose(INVERSE[o]) if o > 1 else blocks
    name = f"orientation{o}.jpg"
    stored.save(os.path.join(OUT, name), quality=95, subsampling=0, exif=exif.tobytes())
    expected[name] = dict(width=32, height=16, channels=3, bitDepth=8, sourceChannels=3,
                          sourceBitDepth=8, orientation=o, tolerance=12,
                          probes=[[x, y] + list(QUADRANTS[(y // 8) * 2 + x // 16])
                                  for (x, y) in [(8, 4), (24, 4), (8, 12), (24, 12)]])

# JPEG flavours: baseline, progressive, gray, CMYK (Adobe-inverted, as Photoshop writes it).
def jpeg_case(name, image, channels, source_channels, probes, **save):
    image.save(os.path.join(OUT, name), quality=95, **save)
    expected[name] = dict(width=image.width, height=image.height, channels=channels, bitDepth=8,
                          sourceChannels=source_channels, sourceBitDepth=8, orientation=1,
                          tolerance=12, probes=probes)

probes = [[x, y] + list(QUADRANTS[(y // 8) * 2 + x // 16]) for (x, y) in [(8, 4), (24, 4), (8, 12), (24, 12)]]
jpeg_case("baseline.jpg", blocks, 3, 3, probes, subsampling=0)
jpeg_case("progressive.jpg", blocks, 3, 3, probes, subsampling=0, progressive=True)
gray = blocks.convert("L")
jpeg_case("gray.jpg", gray, 1, 1, [[x, y, gray.getpixel((x, y))] for (x, y) in [(8, 4), (24, 4), (8, 12), (24, 12)]])
cmyk_quadrants = [(0, 255, 255, 0), (255, 0, 255, 0), (255, 255, 0, 0), (0, 0, 0, 128)]
cmyk_rgb = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (127, 127, 127)]
cmyk = Image.new("CMYK", (32, 16))
cmyk.putdata([cmyk_quadrants[(y // 8) * 2 + x // 16] for y in range(16) for x in range(32)])
jpeg_case("cmyk.jpg", cmyk, 3, 4,
          [[x, y] + list(cmyk_rgb[(y // 8) * 2 + x // 16]) for (x, y) in [(8, 4), (24, 4), (8, 12), (24, 12)]])

# Bad inputs. Each must fail with a one-line error and never crash.
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

SIG = b"\x89PNG\r\n\x1a\n"
good = open(os.path.join(OUT, "rgb8.png"), "rb").read()
good_jpeg = open(os.path.join(OUT, "baseline.jpg"), "rb").read()
bad = {
    "empty.png": b"",
    "truncated.png": good[: len(good) // 2],
    "truncated.jpg": good_jpeg[: len(good_jpeg) // 2],
    "random.png": bytes(random.Random(7).randrange(256) for _ in range(512)),
    "text.jpg": b"This is not a picture, just text with a .jpg name.\n",
    "bomb.png": SIG + chunk(b"IHDR", struct.pack(">IIBBBBB", 200000, 200000, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(b"\0" * 1000)) + chunk(b"IEND", b""),
    "zero-width.png": SIG + chunk(b"IHDR", struct.pack(">IIBBBBB", 0, 10, 8, 0, 0, 0, 0))
                      + chunk(b"IEND", b""),
}
crc = bytearray(good)
idat = crc.find(b"IDAT")
crc[idat + 6] ^= 0xFF  # flip a compressed byte, leave the stored CRC as it was
bad["crc-error.png"] = bytes(crc)
for name, data in bad.items():
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)

with open(os.path.join(OUT, "expected.json"), "w") as f:
    json.dump(expected, f, indent=1, sort_keys=True)
    f.write("\n")
print(f"wrote {len(expected)} decodable fixtures and {len(bad)} bad inputs to {OUT}")
