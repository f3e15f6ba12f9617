"""Writes the reference files for the curve-fitter tests (run through Scripts/make-curve-fixtures).

For each binary mask it writes <name>.png (8-bit gray, 255 = foreground, 0 = background, the
convention of Linework's BinaryMask) and <name>.json with what potrace made of the same mask:
its Bézier and straight segment counts and its corner points.

potrace settings: alphamax 1 and opttolerance 0.2 (its defaults), turdsize 0 (keep every
region, since the tests fit every contour) and turnpolicy black (foreground pixels that touch
diagonally are connected, as in Linework's 8-connected border tracer). Output is SVG with
coordinates quantised to 1/100 px.

Conventions in the JSON: points are [x, y] in Linework's pixel-centre coordinates, x right,
y down, the centre of the top-left pixel at (0, 0). potrace's lattice is the pixel corners
with y up, so a potrace point (X, Y) is (X - 0.5, height - Y - 0.5) here.
Counting, applied the same way in the Swift tests: consecutive collinear line segments count
as one; a corner is a junction of two line segments that turn by more than CORNER_DEGREES.
"""

import argparse
import json
import math
import re
import subprocess
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw

SIDE = 256  # larger side of the photo masks: real structure, small files
# (photo, larger side, luminance thresholds); camera at its full 512 px also times the fitter.
PHOTOS = [("camera", 256, [90, 160]), ("coins", 256, [110]), ("horse", 256, [128]), ("text", 256, [100]),
          ("camera", 512, [128])]
CORNER_DEGREES = 3.0  # well above potrace's 1/100 px quantisation, well below any real corner


def synthetic():
    """Square, disk, rotated rectangle and five-pointed star, drawn with Pillow."""
    masks = {}
    image = Image.new("L", (64, 64), 0)
    ImageDraw.Draw(image).rectangle([12, 12, 51, 51], fill=255)
    masks["square"] = image
    image = Image.new("L", (128, 128), 0)
    ImageDraw.Draw(image).ellipse([14, 14, 113, 113], fill=255)
    masks["disk"] = image
    angle = math.radians(25)
    corners = [(-40, -20), (40, -20), (40, 20), (-40, 20)]
    rotated = [(64 + x * math.cos(angle) - y * math.sin(angle), 64 + x * math.sin(angle) + y * math.cos(angle))
               for x, y in corners]
    image = Image.new("L", (128, 128), 0)
    ImageDraw.Draw(image).polygon(rotated, fill=255)
    masks["rotated-rectangle"] = image
    star = []
    for k in range(10):
        radius = 56 if k % 2 == 0 else 22
        a = -math.pi / 2 + k * math.pi / 5
        star.append((64 + radius * math.cos(a), 64 + radius * math.sin(a)))
    image = Image.new("L", (128, 128), 0)
    ImageDraw.Draw(image).polygon(star, fill=255)
    masks["star"] = image
    return masks


def photo_masks(folder):
    """Dark regions (luminance below a threshold) of the photos, resized to the given side."""
    masks = {}
    for name, side, thresholds in PHOTOS:
        image = Image.open(folder / f"{name}.png")
        if image.mode == "RGBA":
            white = Image.new("RGBA", image.size, (255, 255, 255, 255))
            image = Image.alpha_composite(white, image)
        gray = image.convert("L")
        scale = side / max(gray.size)
        if scale != 1:
            gray = gray.resize((round(gray.width * scale), round(gray.height * scale)), Image.BILINEAR)
        for threshold in thresholds:
            pixels = np.where(np.asarray(gray) < threshold, 255, 0).astype(np.uint8)
            suffix = "" if side == SIDE else f"-{side}px"
            masks[f"{name}{suffix}-{threshold}"] = Image.fromarray(pixels, "L")
    return masks


def svg_subpaths(svg):
    """The subpaths of potrace's --flat SVG path as lists of ('c' | 'l', [points]) in potrace
    pixel coordinates (y up), each starting from its subpath's start point."""
    data = re.search(r'<path d="([^"]*)"', svg, re.S).group(1)
    tokens = re.findall(r"[MmCcLlZz]|-?\d+(?:\.\d+)?", data)
    subpaths, current, start, command, numbers = [], None, None, None, []
    position = np.zeros(2)
    index = 0
    while index < len(tokens):
        token = tokens[index]
        index += 1
        if token.isalpha():
            command = token
            if command in "Zz":
                position = start.copy()
            continue
        numbers.append(float(token) / 100)
        arity = {"M": 2, "m": 2, "C": 6, "c": 6, "L": 2, "l": 2}[command]
        if len(numbers) < arity:
            continue
        values = np.array(numbers).reshape(-1, 2)
        numbers = []
        relative = command.islower()
        points = [p + position if relative else p for p in values]
        if command in "Mm":
            start = points[0]
            position = start.copy()
            current = {"start": start, "segments": []}
            subpaths.append(current)
            command = "l" if relative else "L"  # further pairs after a move are lines
            continue
        current["segments"].append(("c" if command in "Cc" else "l", points))
        position = points[-1]
    return subpaths


def summary(subpath, height):
    """Segment count (collinear lines merged), cubic count and corners of one subpath."""
    def flip(p):
        return [round(float(p[0]) - 0.5, 3), round(height - float(p[1]) - 0.5, 3)]

    segments = subpath["segments"]
    starts = [subpath["start"]] + [points[-1] for _, points in segments[:-1]]
    pieces = []
    for (kind, points), begin in zip(segments, starts):
        direction_in = (points[0] - begin) if kind == "l" else (points[0] - begin)
        direction_out = (points[-1] - begin) if kind == "l" else (points[2] - points[1])
        pieces.append((kind, begin, points[-1], direction_in, direction_out))

    def turn(a, b):
        return abs(math.degrees(math.atan2(a[0] * b[1] - a[1] * b[0], a[0] * b[0] + a[1] * b[1])))

    corners, merged = [], 0
    count = len(pieces)
    for k in range(count):
        kind, _, end, _, out = pieces[k]
        next_kind, _, _, next_in, _ = pieces[(k + 1) % count]
        if kind == "l" and next_kind == "l":
            if turn(out, next_in) > CORNER_DEGREES:
                corners.append(flip(end))
            else:
                merged += 1
    cubics = sum(1 for kind, *_ in pieces if kind == "c")
    return count - merged, cubics, corners


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--images", type=Path, required=True)
    parser.add_argument("--output", type=Path, required=True)
    arguments = parser.parse_args()
    arguments.output.mkdir(parents=True, exist_ok=True)
    masks = synthetic() | photo_masks(arguments.images)
    version = subprocess.run(["potrace", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    for name, image in masks.items():
        image.save(arguments.output / f"{name}.png", optimize=True)
        pixels = np.asarray(image)
        height, width = pixels.shape
        # potrace traces black: foreground (255) becomes 1 in a plain PBM.
        pbm = f"P1\n{width} {height}\n" + "\n".join(" ".join("1" if v else "0" for v in row) for row in pixels) + "\n"
        svg = subprocess.run(
            ["potrace", "-b", "svg", "--flat", "-a", "1", "-O", "0.2", "-t", "0", "-z", "black", "-u", "100",
             "-o", "-", "-"],
            input=pbm, capture_output=True, text=True, check=True).stdout
        paths = [summary(subpath, height) for subpath in svg_subpaths(svg)]
        record = {
            "potrace": version,
            "settings": "-a 1 -O 0.2 -t 0 -z black -u 100",
            "width": width,
            "height": height,
            "paths": len(paths),
            "segments": sum(p[0] for p in paths),
            "cubics": sum(p[1] for p in paths),
            "cornerCount": sum(len(p[2]) for p in paths),
            "corners": [corner for p in paths for corner in p[2]],
        }
        text = json.dumps(record, separators=(",", ":"), sort_keys=True)
        (arguments.output / f"{name}.json").write_text(text + "\n")
        print(f"{name}: {record['paths']} paths, {record['segments']} segments, {record['cornerCount']} corners")


if __name__ == "__main__":
    main()
