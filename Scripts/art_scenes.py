"""Generated scenes with exact truth for the art benchmark (Scripts/run-art-benchmark).

Each scene is a 512 x 512 RGB image (the default working size, so truth is in working pixels)
and a truth record:
- `stars`: white five-pointed stars and rings, 12-30 px across, on a folded, shaded blue ground
  (a flag); truth: each shape's outline as a closed polygon;
- `shapes`: dark stars, rings and eye-like ellipses (an almond with a dark iris) on a folded,
  shaded light ground; truth as above;
- `pens`: dark pen lines 2-6 px wide (arcs and waves) on a shaded paper ground; truth: each
  line's centre line and width;
- `vessels`: soft dark lines 6-16 px wide on an orange ground (a fundus photo's vessels);
- `inklines`: dark lines 2-12 px wide on a strongly shaded paper ground (issue 34 item 3: a
  line is drawn once, down its middle, whatever its width);
- `lightlines`: light lines 2-12 px wide on a shaded dark ground (chalk on a blackboard, a
  white ring on a dark flag).
Every scene comes in variants: `full` contrast, `low` (35% contrast about the mean), `mirror`
(flipped left-right) and `rotate` (turned a quarter), the truth transformed alike. Shapes are
drawn 4x supersampled, so their edges are anti-aliased like a photo's. Seeds fix everything.
"""
import math

import numpy as np

SIZE = 512
SUPER = 4



def line_cover(centre, width):
    """Coverage (0..1) of a pen line of `width` px down `centre`, drawn SUPER times finer and averaged."""
    import cv2
    cover = np.zeros((SIZE * SUPER, SIZE * SUPER), np.uint8)
    pts = np.round((np.array(centre) + 0.5) * SUPER - 0.5).astype(np.int32)
    cv2.polylines(cover, [pts], False, 255, thickness=int(round(width * SUPER)), lineType=cv2.LINE_8)
    return cover.reshape(SIZE, SUPER, SIZE, SUPER).mean(axis=(1, 3)) / 255.0

def ground(rng, base, amplitude):
    """A folded, shaded ground: a linear light gradient and two soft folds (cosine ridges)."""
    y, x = np.mgrid[0:SIZE, 0:SIZE].astype(np.float64) / SIZE
    angle = rng.uniform(0, math.pi)
    t = x * math.cos(angle) + y * math.sin(angle)
    shade = 1 + amplitude * (0.6 * (t - 0.5) + 0.4 * np.cos(2 * math.pi * (rng.uniform(1.5, 3) * t + rng.uniform(0, 1))))
    return np.clip(np.asarray(base, np.float64)[None, None, :] * shade[..., None], 0, 255)


def star_polygon(cx, cy, radius, rotation, inner=0.42):
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * inner
        a = rotation + k * math.pi / 5
        points.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    return points


def ellipse_polygon(cx, cy, rx, ry, rotation, count=48):
    c, s = math.cos(rotation), math.sin(rotation)
    return [(cx + rx * math.cos(t) * c - ry * math.sin(t) * s, cy + rx * math.cos(t) * s + ry * math.sin(t) * c)
            for t in np.linspace(0, 2 * math.pi, count, endpoint=False)]


def almond_polygon(cx, cy, half, height, rotation, count=48):
    """An eye's outline: two arcs meeting at pointed corners."""
    c, s = math.cos(rotation), math.sin(rotation)
    points = []
    for t in np.linspace(-1, 1, count // 2, endpoint=False):
        points.append((t * half, -height * (1 - t * t)))
    for t in np.linspace(1, -1, count // 2, endpoint=False):
        points.append((t * half, 0.8 * height * (1 - t * t)))
    return [(cx + px * c - py * s, cy + px * s + py * c) for px, py in points]


def fill(canvas, polygon, colour, hole=None):
    """Paints `polygon` (minus `hole`) into the supersampled coverage, then blends `colour`."""
    import cv2
    cover = np.zeros((SIZE * SUPER, SIZE * SUPER), np.uint8)
    pts = np.round((np.array(polygon) + 0.5) * SUPER - 0.5).astype(np.int32)
    cv2.fillPoly(cover, [pts], 255, lineType=cv2.LINE_8)
    if hole is not None:
        hp = np.round((np.array(hole) + 0.5) * SUPER - 0.5).astype(np.int32)
        cv2.fillPoly(cover, [hp], 0, lineType=cv2.LINE_8)
    alpha = cover.reshape(SIZE, SUPER, SIZE, SUPER).mean(axis=(1, 3)) / 255.0
    canvas[:] = canvas * (1 - alpha[..., None]) + np.asarray(colour, np.float64) * alpha[..., None]


def place(rng, placed, radius, margin=10):
    for _ in range(200):
        cx, cy = rng.uniform(radius + margin, SIZE - radius - margin, 2)
        if all(math.hypot(cx - x, cy - y) > radius + r + 10 for x, y, r in placed):
            placed.append((cx, cy, radius))
            return cx, cy
    return None


def small_shapes(seed, light_on_dark):
    """Stars, rings and (dark on light only) eye-like almonds, 12-30 px across."""
    rng = np.random.default_rng(seed)
    if light_on_dark:
        canvas = ground(rng, (40, 60, 140), 0.35)
        ink = np.array((245, 245, 240))
    else:
        canvas = ground(rng, (215, 205, 185), 0.18)
        ink = np.array((40, 35, 45))
    shapes, placed = [], []
    for k in range(24):
        radius = rng.uniform(6, 15)
        at = place(rng, placed, radius)
        if at is None:
            continue
        cx, cy = at
        kind = ("star", "ring", "eye")[k % 3] if not light_on_dark else ("star", "star", "ring")[k % 3]
        if kind == "star":
            polygon = star_polygon(cx, cy, radius, rng.uniform(0, 2 * math.pi))
            fill(canvas, polygon, ink)
            shapes.append({"kind": "star", "size": 2 * radius, "outline": polygon})
        elif kind == "ring":
            width = rng.uniform(2, 3.5)
            outer = ellipse_polygon(cx, cy, radius, radius, 0)
            inner = ellipse_polygon(cx, cy, radius - width, radius - width, 0)
            fill(canvas, outer, ink, hole=inner)
            shapes.append({"kind": "ring", "size": 2 * radius, "outline": outer})
        else:
            polygon = almond_polygon(cx, cy, radius, radius * 0.45, rng.uniform(-0.4, 0.4))
            fill(canvas, polygon, (250, 248, 240))
            fill(canvas, ellipse_polygon(cx, cy, radius * 0.35, radius * 0.35, 0), ink)
            shapes.append({"kind": "eye", "size": 2 * radius, "outline": polygon})
    return canvas, {"shapes": shapes}


def pen_lines(seed):
    """Dark pen lines 2-6 px wide: arcs and waves on shaded paper."""
    rng = np.random.default_rng(seed)
    canvas = ground(rng, (235, 230, 220), 0.12)
    lines = []
    rows = np.linspace(40, SIZE - 40, 9)
    for k, row in enumerate(rows):
        width = 2 + (k % 5)
        amplitude, period, phase = rng.uniform(5, 25), rng.uniform(80, 220), rng.uniform(0, 2 * math.pi)
        xs = np.linspace(30, SIZE - 30, 240)
        ys = row + amplitude * np.sin(2 * math.pi * xs / period + phase)
        centre = list(zip(xs.tolist(), ys.tolist()))
        alpha = line_cover(centre, width)
        ink = np.array((30, 30, 40)) if k % 2 == 0 else np.array((90, 40, 40))
        canvas[:] = canvas * (1 - alpha[..., None]) + ink * alpha[..., None]
        lines.append({"width": width, "centre": centre})
    return canvas, {"lines": lines}


def vessels(seed):
    """Soft dark lines 6-16 px wide at half opacity on an orange, shaded ground: the vessels of a
    fundus photo (issue 34 item 3), where an edge detector finds two walls instead of one line."""
    import cv2
    rng = np.random.default_rng(seed)
    canvas = ground(rng, (200, 120, 80), 0.15)
    lines = []
    for k, row in enumerate(np.linspace(50, SIZE - 52, 6)):
        width = 6 + 2 * k
        xs = np.linspace(30, SIZE - 30, 240)
        ys = row + 15 * np.sin(2 * math.pi * xs / 160 + rng.uniform(0, 2 * math.pi))
        centre = list(zip(xs.tolist(), ys.tolist()))
        cover = np.zeros((SIZE * SUPER, SIZE * SUPER), np.uint8)
        pts = np.round((np.array(centre) + 0.5) * SUPER - 0.5).astype(np.int32)
        cv2.polylines(cover, [pts], False, 255, thickness=int(width * SUPER))
        alpha = 0.5 * cv2.GaussianBlur(cover.reshape(SIZE, SUPER, SIZE, SUPER).mean(axis=(1, 3)) / 255.0, (0, 0), 1.0)
        canvas[:] = canvas * (1 - alpha[..., None]) + np.array((120, 40, 30)) * alpha[..., None]
        lines.append({"width": width, "centre": centre})
    return canvas, {"lines": lines}


def width_lines(seed, light_on_dark):
    """Lines 2, 3, 4, 6, 8, 10 and 12 px wide (sharp, anti-aliased waves), dark on a shaded
    paper ground or light on a shaded dark one; truth: each line's centre line and width."""
    rng = np.random.default_rng(seed)
    if light_on_dark:
        canvas, ink = ground(rng, (45, 50, 60), 0.4), np.array((235, 235, 225))
    else:
        canvas, ink = ground(rng, (235, 228, 215), 0.25), np.array((35, 35, 45))
    lines = []
    for k, row in enumerate(np.linspace(45, SIZE - 45, 7)):
        width = (2, 3, 4, 6, 8, 10, 12)[k]
        amplitude, period, phase = rng.uniform(5, 20), rng.uniform(120, 240), rng.uniform(0, 2 * math.pi)
        xs = np.linspace(30, SIZE - 30, 240)
        ys = row + amplitude * np.sin(2 * math.pi * xs / period + phase)
        centre = list(zip(xs.tolist(), ys.tolist()))
        alpha = line_cover(centre, width)
        canvas[:] = canvas * (1 - alpha[..., None]) + ink * alpha[..., None]
        lines.append({"width": width, "centre": centre})
    return canvas, {"lines": lines}


SCENES = {
    "stars": lambda seed: small_shapes(seed, True),
    "shapes": lambda seed: small_shapes(seed, False),
    "pens": pen_lines,
    "vessels": vessels,
    "inklines": lambda seed: width_lines(seed, False),
    "lightlines": lambda seed: width_lines(seed, True),
}
VARIANTS = ("full", "low", "mirror", "rotate")


def low_contrast(image, factor=0.35):
    mean = image.reshape(-1, 3).mean(axis=0)
    return mean + factor * (image - mean)


def transform_points(points, variant):
    if variant == "mirror":
        return [(SIZE - 1 - x, y) for x, y in points]
    if variant == "rotate":  # np.rot90(k=1) turns the image anticlockwise: (x, y) -> (y, W-1-x)
        return [(y, SIZE - 1 - x) for x, y in points]
    return points


def scene(name, seed, variant):
    """(uint8 RGB image, truth) of one generated scene variant."""
    image, truth = SCENES[name](seed)
    if variant == "low":
        image = low_contrast(image)
    elif variant == "mirror":
        image = image[:, ::-1]
    elif variant == "rotate":
        image = np.rot90(image, 1)
    for shape in truth.get("shapes", []):
        shape["outline"] = transform_points(shape["outline"], variant)
    for line in truth.get("lines", []):
        line["centre"] = transform_points(line["centre"], variant)
    return np.ascontiguousarray(np.clip(image + 0.5, 0, 255).astype(np.uint8)), truth
