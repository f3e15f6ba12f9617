"""Linework's tracer against OpenCV on a corpus, not one picture (issue 21).

The corpus (written once into --work/corpus, from the bundled photos and generated pictures):
- photos at 0.25, 3, 12 and 24 megapixels (the bundled photos tiled into a mosaic and scaled);
- text: a page of DejaVu text at several sizes, 12 MP;
- texture: fine noise blurred at sigma 1.2, 12 MP (the worst case for border points);
- flat: large flat shapes in a few gray levels, 12 MP (few, long contours);
- photos as 16-bit gray, 12 MP.
For each picture, in one run on the same machine:
- one trace: Linework's `contours` (threshold and tree trace, its `trace` seconds, best of
  --repeat in-process runs) against cv2.threshold + cv2.findContours(RETR_TREE,
  CHAIN_APPROX_NONE) on the same gray image (best of --repeat);
- the default 65-setting sweep: Linework's `sweep` trace seconds against OpenCV's loop over the
  same 65 cuts (once each side: the sweep runs seconds).
Contour and point counts are compared; the ratios are Linework / OpenCV (below 1: faster), and
the worst of each column is printed with the goals (one trace <= 1.0, sweep <= 0.5).
"""
import argparse
import json
import os
import subprocess
import time

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

parser = argparse.ArgumentParser()
parser.add_argument("--linework", required=True)
parser.add_argument("--inputs", required=True)
parser.add_argument("--work", required=True)
parser.add_argument("--repeat", type=int, default=3)
parser.add_argument("--only", help="comma-separated corpus names")
args = parser.parse_args()
folder = os.path.join(args.work, "corpus")
os.makedirs(folder, exist_ok=True)

PIVOT, ADJUSTMENT = 0.5, 2.0
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"


def photo_mosaic(width, height):
    """The bundled photos tiled 4 x 3 over width x height, white behind transparency."""
    photos = sorted(f for f in os.listdir(args.inputs) if f.endswith((".png", ".jpg")))
    canvas = Image.new("RGB", (width, height), "white")
    tile_w, tile_h = width // 4, height // 3
    for i in range(12):
        photo = Image.open(os.path.join(args.inputs, photos[i % len(photos)])).convert("RGBA")
        tile = Image.new("RGBA", photo.size, "white")
        tile.alpha_composite(photo)
        canvas.paste(tile.convert("RGB").resize((tile_w, tile_h), Image.LANCZOS), ((i % 4) * tile_w, (i // 4) * tile_h))
    return canvas


def text_page(width, height):
    page = Image.new("L", (width, height), 245)
    draw = ImageDraw.Draw(page)
    words = ("contour pivot adjustment sweep saliency drawing hierarchy border isoline threshold "
             "plotter hatching curve potrace vision linework").split()
    rng = np.random.default_rng(7)
    y = 20
    while y < height - 20:
        size = int(rng.choice([14, 18, 24, 32, 48]))
        font = ImageFont.truetype(FONT, size)
        line = " ".join(rng.choice(words, 80))
        draw.text((20, y), line, fill=int(rng.integers(10, 60)), font=font)
        y += int(size * 1.4)
    return page


def texture(width, height):
    rng = np.random.default_rng(11)
    noise = rng.integers(0, 256, (height, width), dtype=np.uint8)
    return Image.fromarray(cv2.GaussianBlur(noise, (0, 0), 1.2))


def flat_shapes(width, height):
    page = Image.new("L", (width, height), 200)
    draw = ImageDraw.Draw(page)
    rng = np.random.default_rng(13)
    for _ in range(60):
        x, y = rng.integers(0, width), rng.integers(0, height)
        r = int(rng.integers(width // 40, width // 6))
        shade = int(rng.choice([20, 70, 120, 170, 230]))
        if rng.random() < 0.5:
            draw.ellipse((x - r, y - r, x + r, y + r), fill=shade)
        else:
            points = [(int(x + r * np.cos(a)), int(y + r * np.sin(a))) for a in np.sort(rng.random(6) * 2 * np.pi)]
            draw.polygon(points, fill=shade)
    return page


def corpus():
    """name -> (path, gray array as Linework sees it)."""
    items = {}

    def add(name, make, sixteen=False):
        path = os.path.join(folder, name + ".png")
        if not os.path.exists(path):
            image = make()
            if sixteen:
                gray = np.asarray(image.convert("L"), dtype=np.uint16)
                rng = np.random.default_rng(17)
                deep = gray * 257 + rng.integers(-100, 101, gray.shape)
                Image.fromarray(np.clip(deep, 0, 65535).astype(np.uint16)).save(path)
            else:
                image.save(path)
        items[name] = path

    add("photos-0.25mp", lambda: photo_mosaic(576, 432))
    add("photos-3mp", lambda: photo_mosaic(2000, 1500))
    add("photos-12mp", lambda: photo_mosaic(4000, 3000))
    add("photos-24mp", lambda: photo_mosaic(5656, 4242))
    add("text-12mp", lambda: text_page(4000, 3000))
    add("texture-12mp", lambda: texture(4000, 3000))
    add("flat-12mp", lambda: flat_shapes(4000, 3000))
    add("photos-16bit-12mp", lambda: photo_mosaic(4000, 3000), sixteen=True)
    if args.only:
        wanted = args.only.split(",")
        items = {k: v for k, v in items.items() if k in wanted}
    return items


def gray_of(path):
    """The 8-bit gray Linework traces: OpenCV's RGB weights for 8-bit colour (Linework's
    luminance agrees with them to the byte on these inputs), v / 257 rounded for 16-bit gray."""
    image = Image.open(path)
    if image.mode in ("I;16", "I"):
        deep = np.asarray(image, dtype=np.float32)
        return np.floor(deep / 65535 * 255 + 0.5).astype(np.uint8)
    if image.mode == "L":
        return np.asarray(image)
    return cv2.cvtColor(np.asarray(image.convert("RGB")), cv2.COLOR_RGB2GRAY)


def best(function):
    times, result = [], None
    for _ in range(args.repeat):
        start = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - start)
    return min(times), result


def cut_of(pivot, adjustment):
    values = np.clip((np.arange(256) / 255 - pivot) * adjustment + pivot, 0, 1)
    below = values < 0.5
    return int(np.argmin(below)) if not below.all() else 256


def opencv_trace(gray, cut):
    if cut == 0:
        mask = np.zeros_like(gray)
    else:
        _, mask = cv2.threshold(gray, cut - 1, 255, cv2.THRESH_BINARY_INV)
    contours, _ = cv2.findContours(mask, cv2.RETR_TREE, cv2.CHAIN_APPROX_NONE)
    return len(contours), sum(len(c) for c in contours)


def run(*arguments):
    out = subprocess.run([args.linework, *arguments], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def main():
    items = corpus()
    print(f"corpus: {len(items)} pictures in {folder}; best of {args.repeat} for one trace; "
          f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; OpenCV {cv2.__version__} with {cv2.getNumThreads()} threads")
    print(f"{'picture':20s} {'pixels':>7s} {'contours':>9s} {'trace lw':>9s} {'opencv':>8s} {'ratio':>6s}   "
          f"{'sweep lw':>8s} {'opencv':>8s} {'ratio':>6s}  counts")
    pivots = [0.2 + i * 0.1 for i in range(5)]
    adjustments = [0.5 + i * 0.2 for i in range(13)]
    worst_trace, worst_sweep = (0.0, ""), (0.0, "")
    for name, path in items.items():
        gray = gray_of(path)
        side = str(max(gray.shape))
        lw = run("contours", path, "--max-dimension", side, "--blur", "0", "--min-points", "1", "--pivot", str(PIVOT),
                 "--adjustment", str(ADJUSTMENT), "--repeat", str(args.repeat), "--stats", "-")
        cv_seconds, (cv_contours, cv_points) = best(lambda: opencv_trace(gray, cut_of(PIVOT, ADJUSTMENT)))
        trace_ratio = lw["seconds"]["trace"] / cv_seconds
        same = lw["contourCount"] == cv_contours and lw["pointCount"] == cv_points

        sweep = run("sweep", path, "--max-dimension", side, "--blur", "0", "--min-points", "1", "--dedup", "none",
                    "--max-memory", "65536", "--stats", "-")
        start = time.perf_counter()
        totals = [opencv_trace(gray, cut_of(p, a)) for p in pivots for a in adjustments]
        cv_sweep = time.perf_counter() - start
        sweep_ratio = sweep["seconds"]["trace"] / cv_sweep
        same_sweep = sweep["tracedCount"] == sum(t[0] for t in totals) and sweep["pointCount"] == sum(t[1] for t in totals)
        worst_trace = max(worst_trace, (trace_ratio, name))
        worst_sweep = max(worst_sweep, (sweep_ratio, name))
        print(f"{name:20s} {gray.size / 1e6:6.2f}M {lw['contourCount']:9d} {lw['seconds']['trace']:8.4f}s {cv_seconds:7.4f}s "
              f"{trace_ratio:5.2f}x   {sweep['seconds']['trace']:7.3f}s {cv_sweep:7.3f}s {sweep_ratio:5.2f}x  "
              f"{'identical' if same and same_sweep else 'DIFFER'}")
    print(f"worst one trace: {worst_trace[0]:.2f}x ({worst_trace[1]}), goal <= 1.0x;  "
          f"worst sweep: {worst_sweep[0]:.2f}x ({worst_sweep[1]}), goal <= 0.5x")


main()
