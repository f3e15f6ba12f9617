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
    return _variant(*SCENES[name](seed), variant)


def _variant(image, truth, variant):
    """The image and its truth at full or `low` contrast, mirrored or rotated (`VARIANTS`)."""
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
    if "edges" in truth:
        truth["edges"] = [tuple(transform_points(list(e), variant)) for e in truth["edges"]]
    if "corners" in truth:
        truth["corners"] = transform_points(truth["corners"], variant)
    return np.ascontiguousarray(np.clip(image + 0.5, 0, 255).astype(np.uint8)), truth


# Issue 50, item 5: two families of scenes for points, corners and straight edges, generated
# differently so that what is tuned on one is checked on the other. Both are scored at a 2 px
# tolerance (art_benchmark.py --family). Truth: `shapes` (closed outlines of stars and small
# shapes 18-28 px across, radius 9-14 px), `edges` (straight boundaries >= 60 px, as segments)
# and `corners` (the convex corners of buildings and windows).
#
# - tuning: a flag with horizontal red/white stripes and a blue canton of white stars, folded by
#   cosine shading; dark triangles and squares on the stripes; a building of flat-coloured
#   blocks with window grids and floor lines, lit from one side.
# - held-out: vertical or diagonal multi-coloured bands (green, yellow, black, orange), fold
#   shadows with hard edges and a radial light; stars of varied inner ratio, diamonds and
#   crosses, light on dark and dark on light; a building facade with balconies, panel joints,
#   a sawtooth roof and cast shadows, its facade sheared a few degrees.


def _cover(polygons, holes=()):
    """Anti-aliased coverage (SIZE x SIZE, 0..1) of the union of `polygons` minus `holes`."""
    import cv2
    cover = np.zeros((SIZE * SUPER, SIZE * SUPER), np.uint8)
    for polygon in polygons:
        pts = np.round((np.array(polygon) + 0.5) * SUPER - 0.5).astype(np.int32)
        cv2.fillPoly(cover, [pts], 255, lineType=cv2.LINE_8)
    for polygon in holes:
        pts = np.round((np.array(polygon) + 0.5) * SUPER - 0.5).astype(np.int32)
        cv2.fillPoly(cover, [pts], 0, lineType=cv2.LINE_8)
    return cover.reshape(SIZE, SUPER, SIZE, SUPER).mean(axis=(1, 3)) / 255.0


def _paint(canvas, alpha, colour):
    canvas[:] = canvas * (1 - alpha[..., None]) + np.asarray(colour, np.float64) * alpha[..., None]


def _rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def _edges_of(polygon, minimum=60.0):
    """The sides of `polygon` at least `minimum` px long, as ((x0, y0), (x1, y1))."""
    out = []
    for a, b in zip(polygon, polygon[1:] + polygon[:1]):
        if math.hypot(b[0] - a[0], b[1] - a[1]) >= minimum:
            out.append((tuple(a), tuple(b)))
    return out


def flag_tuning(seed):
    rng = np.random.default_rng(1000 + seed)
    canvas = np.zeros((SIZE, SIZE, 3))
    stripe = SIZE / 13
    red, white, blue = np.array((178, 34, 52)), np.array((240, 238, 232)), np.array((40, 52, 110))
    for k in range(13):
        canvas[int(round(k * stripe)):int(round((k + 1) * stripe))] = red if k % 2 == 0 else white
    # Stripe boundaries are anti-aliased: repaint each white stripe with its exact coverage.
    canvas[:] = red
    edges = []
    cw, ch = rng.uniform(0.5, 0.6) * SIZE, 7 * stripe
    for k in range(1, 13, 2):
        y0, y1 = k * stripe, (k + 1) * stripe
        _paint(canvas, _cover([_rect(-1, y0, SIZE, y1)]), white)
        for y in (y0, y1):
            x0 = cw + 2 if y <= ch + 1 else 2
            edges.append(((x0, y), (SIZE - 3, y)))
    _paint(canvas, _cover([_rect(-1, -1, cw, ch)]), blue)
    edges.append(((cw, 2), (cw, ch)))
    edges.append(((2, ch), (cw, ch)))
    shapes = []
    rows, cols = 5, max(4, int(cw // 44))
    for r in range(rows):
        for c in range(cols):
            cx = (c + 0.5 + (0.25 if r % 2 else -0.25)) * cw / cols + rng.uniform(-3, 3)
            cy = (r + 0.5) * ch / rows + rng.uniform(-3, 3)
            radius = rng.uniform(9, 14)
            if cx - radius < 4 or cx + radius > cw - 4:
                continue
            polygon = star_polygon(cx, cy, radius, rng.uniform(-0.3, 0.3))
            _paint(canvas, _cover([polygon]), white)
            shapes.append({"kind": "star", "size": 2 * radius, "outline": polygon})
    # Dark small shapes on the lower stripes, each inside one stripe band or across two.
    for k in range(6):
        radius = rng.uniform(9, 14)
        cx = rng.uniform(40, SIZE - 40)
        cy = ch + 40 + k * (SIZE - ch - 70) / 5 + rng.uniform(-4, 4)
        if k % 2 == 0:
            polygon = [(cx + radius * math.sin(a), cy - radius * math.cos(a))
                       for a in (rng.uniform(-0.3, 0.3) + np.arange(3) * 2 * math.pi / 3)]
            kind = "triangle"
        else:
            polygon = _rect(cx - radius * 0.8, cy - radius * 0.8, cx + radius * 0.8, cy + radius * 0.8)
            kind = "square"
        _paint(canvas, _cover([polygon]), (25, 25, 30))
        shapes.append({"kind": kind, "size": 2 * radius, "outline": polygon})
    # Folds: cosine shading across a slanted axis and a linear light.
    y, x = np.mgrid[0:SIZE, 0:SIZE].astype(np.float64) / SIZE
    angle = rng.uniform(0.2, 0.6)
    t = x * math.cos(angle) + y * math.sin(angle)
    shade = 1 + 0.3 * (0.5 * (t - 0.5) + 0.5 * np.cos(2 * math.pi * (rng.uniform(1.5, 2.5) * t + rng.uniform(0, 1))))
    canvas *= shade[..., None]
    edges = [e for e in edges if math.hypot(e[1][0] - e[0][0], e[1][1] - e[0][1]) >= 60]
    return np.clip(canvas, 0, 255), {"shapes": shapes, "edges": edges, "corners": [(cw, ch)]}


def building_tuning(seed):
    rng = np.random.default_rng(2000 + seed)
    y, x = np.mgrid[0:SIZE, 0:SIZE].astype(np.float64) / SIZE
    canvas = np.array((150, 190, 225))[None, None, :] * (1 - 0.3 * y[..., None])
    edges, corners, shapes = [], [], []
    ground = SIZE - rng.uniform(40, 60)
    _paint(canvas, _cover([_rect(-1, ground, SIZE, SIZE)]), (110, 105, 95))
    edges.append(((2, ground), (SIZE - 3, ground)))
    x0 = rng.uniform(10, 30)
    palette = [(190, 170, 140), (160, 90, 70), (200, 200, 195), (120, 120, 130)]
    while x0 < SIZE - 90:
        width = rng.uniform(110, 170)
        x1 = min(x0 + width, SIZE - 12)
        top = rng.uniform(40, 200)
        colour = np.array(palette[int(rng.integers(len(palette)))])
        block = _rect(x0, top, x1, ground)
        _paint(canvas, _cover([block]), colour)
        edges += [((x0, top), (x1, top)), ((x0, top), (x0, ground)), ((x1, top), (x1, ground))]
        corners += [(x0, top), (x1, top)]
        # Floor lines: a 2 px darker band every floor.
        floor = rng.uniform(34, 46)
        yy = top + floor
        dark = colour * 0.6
        while yy < ground - 20:
            _paint(canvas, _cover([_rect(x0, yy - 1, x1, yy + 1)]), dark)
            edges.append(((x0 + 2, yy), (x1 - 2, yy)))
            # Windows between this floor line and the next.
            wx = x0 + 10
            while wx + 14 < x1 - 6:
                window = _rect(wx, yy + 8, wx + 14, yy + floor - 10)
                _paint(canvas, _cover([window]), (45, 55, 70))
                corners += window
                wx += 26
            yy += floor
        x0 = x1 + rng.uniform(8, 30)
    # Side light: the left half a little darker.
    canvas *= (0.85 + 0.3 * x)[..., None]
    edges = [e for e in edges if math.hypot(e[1][0] - e[0][0], e[1][1] - e[0][1]) >= 60]
    return np.clip(canvas, 0, 255), {"shapes": shapes, "edges": edges, "corners": corners}


def flag_heldout(seed):
    rng = np.random.default_rng(7000 + seed)
    palette = [np.array(c) for c in ((30, 120, 60), (235, 200, 40), (25, 25, 25), (230, 120, 30), (240, 240, 235))]
    canvas = np.zeros((SIZE, SIZE, 3)) + palette[0]
    edges, shapes = [], []
    vertical = seed % 2 == 1
    bands = int(rng.integers(4, 6))
    width = SIZE / bands
    for k in range(1, bands):
        colour = palette[k % len(palette)]
        if vertical:
            polygon = _rect(k * width, -1, SIZE, SIZE)
            edges.append(((k * width, 2), (k * width, SIZE - 3)))
        else:  # diagonal bands at 30 degrees
            off = k * width * 1.3 - SIZE * 0.4
            polygon = [(off, -1), (SIZE * 2, -1), (SIZE * 2, SIZE), (off + SIZE * math.tan(0.5236), SIZE)]
            a = (off, 0)
            b = (off + SIZE * math.tan(0.5236), SIZE - 1)
            # clip the band edge to the image
            pts = [(a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s) for s in np.linspace(0, 1, 400)]
            pts = [p for p in pts if 3 <= p[0] <= SIZE - 4 and 3 <= p[1] <= SIZE - 4]
            if len(pts) > 1:
                edges.append((pts[0], pts[-1]))
        _paint(canvas, _cover([polygon]), colour)
    placed = []
    for k in range(14):
        radius = rng.uniform(9, 14)
        at = place(rng, placed, radius, margin=14)
        if at is None:
            continue
        cx, cy = at
        kind = ("star", "diamond", "star", "cross")[k % 4]
        if kind == "star":
            polygon = star_polygon(cx, cy, radius, rng.uniform(0, 2 * math.pi), inner=rng.uniform(0.38, 0.5))
        elif kind == "diamond":
            polygon = [(cx, cy - radius), (cx + 0.6 * radius, cy), (cx, cy + radius), (cx - 0.6 * radius, cy)]
        else:
            a, b = radius, radius * 0.35
            polygon = [(cx - b, cy - a), (cx + b, cy - a), (cx + b, cy - b), (cx + a, cy - b), (cx + a, cy + b),
                       (cx + b, cy + b), (cx + b, cy + a), (cx - b, cy + a), (cx - b, cy + b), (cx - a, cy + b),
                       (cx - a, cy - b), (cx - b, cy - b)]
        under = canvas[int(cy), int(cx)].mean()
        ink = (250, 250, 245) if under < 120 or k % 3 == 0 and under < 200 else (20, 20, 35)
        _paint(canvas, _cover([polygon]), ink)
        shapes.append({"kind": kind, "size": 2 * radius, "outline": polygon})
    # Light: radial, and two folds whose shadow has a hard edge on one side (abs of a sine).
    y, x = np.mgrid[0:SIZE, 0:SIZE].astype(np.float64) / SIZE
    cx, cy = rng.uniform(0.2, 0.8, 2)
    light = 1.1 - 0.35 * np.hypot(x - cx, y - cy)
    angle = rng.uniform(1.8, 2.6)
    t = x * math.cos(angle) + y * math.sin(angle)
    fold = 1 - 0.3 * np.abs(np.sin(math.pi * (rng.uniform(2, 3) * t + rng.uniform(0, 1)))) ** 3
    canvas *= (light * fold)[..., None]
    edges = [e for e in edges if math.hypot(e[1][0] - e[0][0], e[1][1] - e[0][1]) >= 60]
    return np.clip(canvas, 0, 255), {"shapes": shapes, "edges": edges, "corners": []}


def building_heldout(seed):
    rng = np.random.default_rng(9000 + seed)
    y, x = np.mgrid[0:SIZE, 0:SIZE].astype(np.float64) / SIZE
    canvas = np.array((230, 215, 190))[None, None, :] * (0.8 + 0.2 * y[..., None])
    shear = math.tan(math.radians(rng.uniform(-4, 4)))

    def sheared(polygon):
        return [(px + shear * (py - SIZE / 2), py) for px, py in polygon]

    edges, corners, shapes = [], [], []
    wall = np.array((205, 195, 180)) * rng.uniform(0.7, 1.0)
    left, right, top = 30, SIZE - 30, rng.uniform(90, 130)
    # Sawtooth roof above the facade, its teeth 40-60 px wide.
    teeth = []
    xx = left
    while xx < right - 10:
        step = min(rng.uniform(40, 60), right - xx)
        teeth += [(xx, top), (xx + step, top - rng.uniform(25, 40))] if step > 20 else []
        xx += step
    roof = sheared([(left, top)] + teeth[1:] + [(right, teeth[-1][1] if teeth else top), (right, top)])
    _paint(canvas, _cover([roof]), (90, 70, 60))
    facade = sheared(_rect(left, top, right, SIZE - 20))
    _paint(canvas, _cover([facade]), wall)
    edges += _edges_of(facade)
    corners += facade[:2]
    # Panel joints: thin dark vertical lines every 60-90 px, full height.
    px = left + rng.uniform(60, 90)
    while px < right - 30:
        joint = sheared(_rect(px - 0.75, top + 2, px + 0.75, SIZE - 22))
        _paint(canvas, _cover([joint]), wall * 0.55)
        a, b = sheared([(px, top + 4), (px, SIZE - 24)])
        edges.append((a, b))
        px += rng.uniform(60, 90)
    # Balconies: light slabs with a dark shadow under them; windows above them.
    for row in range(3):
        by = top + 60 + row * (SIZE - top - 80) / 3
        bx0 = left + rng.uniform(10, 40)
        bx1 = right - rng.uniform(10, 40)
        slab = sheared(_rect(bx0, by, bx1, by + 6))
        shadow = sheared(_rect(bx0 + 4, by + 6, bx1 + 4, by + 16))
        _paint(canvas, _cover([shadow]), wall * 0.6)
        _paint(canvas, _cover([slab]), (245, 245, 240))
        edges += _edges_of(slab)
        corners += slab
        wx = bx0 + 8
        while wx + 16 < bx1 - 8:
            window = sheared(_rect(wx, by - 36, wx + 16, by - 8))
            _paint(canvas, _cover([window]), (60, 80, 95))
            corners += window
            wx += 34
    # Afternoon light: a soft diagonal gradient and fine noise (plaster).
    canvas *= (0.8 + 0.35 * (x * 0.7 + 0.3 * (1 - y)))[..., None]
    canvas += rng.normal(0, 2.0, canvas.shape)
    edges = [e for e in edges if math.hypot(e[1][0] - e[0][0], e[1][1] - e[0][1]) >= 60]
    return np.clip(canvas, 0, 255), {"shapes": shapes, "edges": edges, "corners": corners}


FAMILIES = {
    "tuning": {"flag": flag_tuning, "building": building_tuning},
    "heldout": {"flag": flag_heldout, "building": building_heldout},
}


def family_scene(family, name, seed, variant="full"):
    """(uint8 RGB image, truth) of one scene of an issue-50 family; `variant` as in `scene`."""
    return _variant(*FAMILIES[family][name](seed), variant)
