"""Reference drawings for Linework's plotter tones, to look at beside Linework's (run through
Scripts/make-tone-references). Written here from the papers, with numpy and scipy only:

- Stippling, StippleGen-style (Secord, "Weighted Voronoi stippling", NPAR 2002): the density is
  the photo's darkness (1 − gray / 255, no paper cut-off), the start is `count` dots drawn at
  random in proportion to it (rejection sampling, as StippleGen seeds), and each of ITERATIONS
  Lloyd steps assigns every pixel of a grid SUPERSAMPLE times finer than the picture to its
  nearest dot (a k-d tree) and moves each dot to the density-weighted centroid of its pixels.
  `count` is Linework's dot count for the same picture.
- Streamlines, flow-imager-style: evenly spaced streamlines (Jobard & Lefer 1997) along the
  structure tensor's minor eigenvector (the edge direction, smoothed over TENSOR_SIGMA px), the
  separation d(p) = D_MIN + (D_MAX − D_MIN) · lightness² and no line where the photo is lighter
  than PAPER; seeds are tried in a shuffled grid order, a line grows both ways by midpoint steps
  of 1 px and stops D_TEST · d(p) from other lines, in the paper or at the border; lines under
  MIN_LENGTH px are dropped.

Both are drawn and measured (OpenCV reads the photo, as there) as Scripts/tone_benchmark.py draws and measures Linework's tones
(its `render`, `correlation` and `ours`), at Linework's working size and with its tone pen, and
a contact sheet per photo is written (with the tour's figures: its length, its edges across the
line layer's ink and its long jumps, edges over LONG_EDGE times the median): rows stipple, flow and tsp; columns photo | reference |
Linework (the tone alone), and for tsp photo | Linework's tour alone | Linework's tour with its
line layer. A JSON of the figures (CC, counts, seconds) goes beside the sheets.
"""

import argparse
import json
import math
import sys
import time
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageDraw
from scipy import ndimage
from scipy.spatial import cKDTree

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tone_benchmark import correlation, ours, render  # noqa: E402  (the same renderer and measure)

ITERATIONS = 30
SUPERSAMPLE = 2
TENSOR_SIGMA = 4.0
D_MIN, D_MAX, D_TEST, PAPER, MIN_LENGTH = 2.7, 14.0, 0.6, 0.92, 10.0
LONG_EDGE = 4.0


def stipple(gray, count, seed=1):
    """Secord's weighted Voronoi stippling of `gray` (0–255) with `count` dots, in pixels."""
    height, width = gray.shape
    rng = np.random.default_rng(seed)
    fine = np.asarray(Image.fromarray(gray.astype(np.uint8)).resize((width * SUPERSAMPLE, height * SUPERSAMPLE),
                                                                       Image.BILINEAR), float)
    density = 1 - fine / 255
    ys, xs = np.nonzero(density > 1e-3)
    weights = density[ys, xs]
    # Pixel centres in picture pixels (centres at integers).
    px, py = (xs + 0.5) / SUPERSAMPLE - 0.5, (ys + 0.5) / SUPERSAMPLE - 0.5
    chosen = rng.choice(len(weights), size=count, replace=True, p=weights / weights.sum())
    dots = np.stack([px[chosen], py[chosen]], 1) + rng.uniform(-0.5, 0.5, (count, 2)) / SUPERSAMPLE
    pixels = np.stack([px, py], 1)
    for _ in range(ITERATIONS):
        _, owner = cKDTree(dots).query(pixels, workers=-1)
        mass = np.bincount(owner, weights, count)
        keep = mass > 0
        cx = np.bincount(owner, weights * px, count)
        cy = np.bincount(owner, weights * py, count)
        dots[keep, 0], dots[keep, 1] = cx[keep] / mass[keep], cy[keep] / mass[keep]
    return dots


def tangent_field(gray):
    """Unit edge tangents (the structure tensor's minor eigenvector), as angle arrays."""
    smooth = ndimage.gaussian_filter(gray, 1.0)
    gx, gy = ndimage.sobel(smooth, 1), ndimage.sobel(smooth, 0)
    jxx = ndimage.gaussian_filter(gx * gx, TENSOR_SIGMA)
    jxy = ndimage.gaussian_filter(gx * gy, TENSOR_SIGMA)
    jyy = ndimage.gaussian_filter(gy * gy, TENSOR_SIGMA)
    gradient = 0.5 * np.arctan2(2 * jxy, jxx - jyy)
    tangent = gradient + math.pi / 2
    return np.cos(tangent), np.sin(tangent)


def streamlines(gray, seed=1):
    """Evenly spaced streamlines over `gray` (0–255), spaced by tone; polylines in pixels."""
    height, width = gray.shape
    tx, ty = tangent_field(gray)
    light = ndimage.gaussian_filter(gray, 2.0) / 255
    separation = D_MIN + (D_MAX - D_MIN) * light ** 2
    cell = D_MIN
    columns, rows = int(width / cell) + 1, int(height / cell) + 1
    grid = {}

    def at(field, x, y):
        return field[min(height - 1, max(0, int(round(y)))), min(width - 1, max(0, int(round(x))))]

    def near(x, y, radius, line=None, since=0):
        """Whether a point of another line (or of `line` before index `since`) is within radius."""
        r2, reach = radius * radius, int(math.ceil(radius / cell))
        cx, cy = int(x / cell), int(y / cell)
        for gy in range(cy - reach, cy + reach + 1):
            for gx in range(cx - reach, cx + reach + 1):
                for (qx, qy, owner, index) in grid.get((gx, gy), ()):
                    if owner == line and index >= since:
                        continue
                    if (qx - x) ** 2 + (qy - y) ** 2 < r2:
                        return True
        return False

    def direction(x, y, previous):
        dx, dy = at(tx, x, y), at(ty, x, y)
        if previous is not None and dx * previous[0] + dy * previous[1] < 0:
            dx, dy = -dx, -dy
        return dx, dy

    def grow(x, y, heading, number):
        points, previous = [], heading
        for _ in range(4000):
            dx, dy = direction(x, y, previous)
            mx, my = x + 0.5 * dx, y + 0.5 * dy
            dx, dy = direction(mx, my, (dx, dy))
            x, y = x + dx, y + dy
            if not (0 <= x < width - 1 and 0 <= y < height - 1) or at(light, x, y) > PAPER:
                break
            if near(x, y, D_TEST * at(separation, x, y), number, len(points) - 3 * int(D_MAX)):
                break
            points.append((x, y))
            previous = (dx, dy)
        return points

    rng = np.random.default_rng(seed)
    seeds = [(x, y) for y in np.arange(1, height - 1, cell) for x in np.arange(1, width - 1, cell)]
    rng.shuffle(seeds)
    lines = []
    for x, y in seeds:
        if at(light, x, y) > PAPER or near(x, y, at(separation, x, y)):
            continue
        number = len(lines)
        dx, dy = at(tx, x, y), at(ty, x, y)
        forward = grow(x, y, (dx, dy), number)
        backward = grow(x, y, (-dx, -dy), number)
        line = backward[::-1] + [(x, y)] + forward
        if sum(math.dist(a, b) for a, b in zip(line, line[1:])) < MIN_LENGTH:
            continue
        for index, (px, py) in enumerate(line):
            grid.setdefault((int(px / cell), int(py / cell)), []).append((px, py, number, index))
        lines.append(line)
    return lines


def lengths(lines):
    return sorted(sum(math.dist(a, b) for a, b in zip(line, line[1:])) for line in lines)


def all_strokes(linework, photo, tone):
    """Every stroke of `draw --tone tone` with its line layer: (points, width, layer) triples, and the document."""
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "d.json"
        subprocess.run([linework, "draw", str(photo), "--tone", tone, "--json", str(path)], check=True,
                       stderr=subprocess.DEVNULL)
        document = json.loads(path.read_text())
    return [(s["points"], s["width"], s["layer"]) for s in document["strokes"] if s["points"]], document


def tour_figures(strokes, width, height):
    """The tour's length, its edges that cross the line layer's ink (sampled every ¼ px between
    the ends, on the ink drawn at its width), and its long jumps (edges over LONG_EDGE times the
    median edge) with their length."""
    tour = np.asarray(next(p for p, _, layer in strokes if layer == "tone"), float)
    ink = np.zeros((height * 4, width * 4), np.uint8)
    for points, pen, layer in strokes:
        if layer != "tone":
            line = np.round((np.asarray(points, float) + 0.5) * 4).astype(np.int32)
            cv2.polylines(ink, [line], False, 1, max(1, int(round(pen * 4))))
    edges = np.hypot(*np.diff(tour, axis=0).T)
    crossing = 0
    for a, b, length in zip(tour, tour[1:], edges):
        t = np.arange(1, max(2, int(length * 4))) / max(2, int(length * 4))
        x = np.clip(((a[0] + t * (b[0] - a[0])) + 0.5) * 4, 0, width * 4 - 1).astype(int)
        y = np.clip(((a[1] + t * (b[1] - a[1])) + 0.5) * 4, 0, height * 4 - 1).astype(int)
        crossing += bool(ink[y, x].any())
    long = edges > LONG_EDGE * np.median(edges)
    return {"length": round(float(edges.sum()), 1), "edges": len(edges), "acrossLines": crossing,
            "longJumps": int(long.sum()), "longJumpLength": round(float(edges[long].sum()), 1)}


def render_widths(strokes, width, height):
    """`render` of strokes of several widths, each group at its own pen, darkest wins."""
    canvas = np.full((height, width), 255.0)
    for pen in sorted({w for _, w, _ in strokes}):
        canvas = np.minimum(canvas, render([p for p, w, _ in strokes if w == pen], width, height, pen))
    return canvas


def sheet(rows, path):
    """Rows of (label, [images]) side by side, each image gray 0–255, labelled."""
    tiles = [[Image.fromarray(np.clip(image, 0, 255).astype(np.uint8)) for image in images] for _, images in rows]
    w, h = tiles[0][0].size
    columns = max(len(r) for r in tiles)
    out = Image.new("L", (columns * (w + 8), len(rows) * (h + 22)), 255)
    draw = ImageDraw.Draw(out)
    for r, ((labels), images) in enumerate(zip([r[0] for r in rows], tiles)):
        for c, image in enumerate(images):
            out.paste(image, (c * (w + 8), r * (h + 22) + 20))
            draw.text((c * (w + 8) + 4, r * (h + 22) + 4), labels[c], fill=0)
    out.save(path)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linework", required=True)
    parser.add_argument("--images", required=True)
    parser.add_argument("--photos", nargs="+", default=["chelsea.png", "coffee.png", "rocket.jpg"])
    parser.add_argument("--output", required=True, help="a folder for the contact sheets and figures.json")
    parser.add_argument("--tag", default="", help="a suffix for the sheets' names, e.g. before / after")
    args = parser.parse_args()
    output = Path(args.output)
    output.mkdir(parents=True, exist_ok=True)
    figures = []
    for name in args.photos:
        photo = Path(args.images) / name
        started = time.time()
        dots, width, height, pen, stats = ours(args.linework, photo, "stipple", full=True)
        lw_stipple_seconds = time.time() - started
        flow, _, _, flow_pen, flow_stats = ours(args.linework, photo, "flow", full=True)
        tour, _, _, tour_pen = ours(args.linework, photo, "tsp")
        tsp_all, document = all_strokes(args.linework, photo, "tsp")
        # The photo as tone_benchmark reads it: resized by area to the working size, then gray.
        resized = cv2.resize(cv2.imread(str(photo), cv2.IMREAD_COLOR), (width, height), interpolation=cv2.INTER_AREA)
        gray = cv2.cvtColor(resized, cv2.COLOR_BGR2GRAY).astype(np.float64)
        started = time.time()
        reference_dots = stipple(gray, len(dots))
        stipple_seconds = time.time() - started
        started = time.time()
        reference_flow = streamlines(gray)
        flow_seconds = time.time() - started
        drawn = {
            "linework-stipple": render(dots, width, height, pen),
            "reference-stipple": render([[tuple(p)] for p in reference_dots], width, height, pen),
            "linework-flow": render(flow, width, height, flow_pen),
            "reference-flow": render(reference_flow, width, height, flow_pen),
            "linework-tsp-tone": render(tour, width, height, tour_pen),
            "linework-tsp": render_widths(tsp_all, width, height),
        }
        row = {"photo": name, "size": [width, height], "dots": len(dots),
               "cc": {key: round(correlation(value, gray), 4) for key, value in drawn.items()},
               "tour": tour_figures(tsp_all, width, height),
               "flowLines": {"linework": len(flow), "reference": len(reference_flow)},
               "flowMedian": {"linework": lengths(flow)[len(flow) // 2] if flow else 0,
                              "reference": lengths(reference_flow)[len(reference_flow) // 2] if reference_flow else 0},
               "seconds": {"referenceStipple": round(stipple_seconds, 2), "referenceFlow": round(flow_seconds, 2),
                           "lineworkStippleRun": round(lw_stipple_seconds, 2),
                           "lineworkFlow": round(sum(flow_stats["seconds"].values()), 2)}}
        figures.append(row)
        print(json.dumps(row), flush=True)
        stem = Path(name).stem + (f"-{args.tag}" if args.tag else "")
        sheet([(["photo", f"StippleGen-style reference, {len(reference_dots)} dots, CC {row['cc']['reference-stipple']:.3f}",
                 f"Linework stipple, {len(dots)} dots, CC {row['cc']['linework-stipple']:.3f}"],
                [gray, drawn["reference-stipple"], drawn["linework-stipple"]]),
               (["photo", f"flow reference, {len(reference_flow)} lines, CC {row['cc']['reference-flow']:.3f}",
                 f"Linework flow, {len(flow)} lines, CC {row['cc']['linework-flow']:.3f}"],
                [gray, drawn["reference-flow"], drawn["linework-flow"]]),
               (["photo", f"Linework tsp alone, CC {row['cc']['linework-tsp-tone']:.3f}",
                 f"Linework tsp with its lines, CC {row['cc']['linework-tsp']:.3f}, {row['tour']['acrossLines']} edges across them"],
                [gray, drawn["linework-tsp-tone"], drawn["linework-tsp"]])],
              output / f"{stem}.png")
    (output / f"figures{'-' + args.tag if args.tag else ''}.json").write_text(json.dumps(figures, indent=1) + "\n")


if __name__ == "__main__":
    main()
