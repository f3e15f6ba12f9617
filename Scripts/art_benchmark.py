"""The art benchmark (issue 34): Linework's `draw` beside a flow-XDoG skeleton, potrace and Canny.

Scenes: the generated ones of art_scenes.py (exact truth) in four variants, and the bundled
photos at full and 35% contrast. Every method draws at the 512-px working size:
- linework: `linework draw IMAGE --json` (strokes in working pixels), extra arguments from
  --draw-args;
- xdog: Scripts/xdog_reference.py's mask (the same flow-based XDoG as LineworkEdges, in numpy),
  thinned with scikit-image's skeletonize: what a careful user would draw by hand;
- potrace: the outlines of an Otsu mask (potracer), curves flattened;
- canny: cv2.Canny on the gray image, thresholds 0.66 / 1.33 x the median gradient.
Per scene it prints:
- `stars`: outline recall of small shapes, the share of shapes with >= 70% of their outline
  within TOLERANCE (3 px) of ink;
- `walls`: for pen lines, the share of centre samples with ink within 1.5 px of the centre
  (`centre`), with ink on both flanks but not in the middle (`walls`), and drawn as exactly
  one line (`one`: in the middle, no parallel twin on both sides), also per line width;
- `keep`: ink length at 35% contrast over full contrast;
- `eyes`: for the astronaut portrait, the share of the xdog reference's skeleton pixels in the
  eyes, nose and lips that Linework draws within 2 px (full, mirrored, rotated, 35%);
- Linework's strokes, ink (working px), and short-path share (paths under 5 px, dots aside).
Contact sheets (method columns, one row per scene) are written to --work.

Usage: art_benchmark.py --linework BIN --work DIR [--photos DIR] [--seeds N] [--draw-args "..."]
"""
import argparse
import json
import math
import os
import subprocess
import sys

import cv2
import numpy as np
from scipy import ndimage
from skimage.morphology import skeletonize

sys.path.insert(0, os.path.dirname(__file__))
import art_scenes  # noqa: E402
import xdog_reference  # noqa: E402

WORKING = 512
TOLERANCE = 3.0  # px: an `edges` line runs about 2 px outside a light shape (the XDoG band's middle)
# Eyes, nose and lips of the astronaut portrait (skimage's, 512 x 512), x0, y0, x1, y1.
FACE_PARTS = {"eyes": (170, 85, 265, 122), "nose": (208, 112, 242, 138), "lips": (198, 136, 250, 158)}


def raster(strokes, width, height):
    out = np.zeros((height, width), np.uint8)
    for points, closed in strokes:
        pts = np.array(points, np.float64)
        if len(pts) == 1:
            x, y = np.round(pts[0]).astype(int)
            if 0 <= x < width and 0 <= y < height:
                out[y, x] = 1
            continue
        if closed:
            pts = np.vstack([pts, pts[:1]])
        for a, b in zip(pts[:-1], pts[1:]):
            steps = max(1, int(round(max(abs(b - a)))))
            for t in np.linspace(0, 1, steps + 1):
                x, y = np.round(a + t * (b - a)).astype(int)
                if 0 <= x < width and 0 <= y < height:
                    out[y, x] = 1
    return out


def length(points, closed):
    pts = np.array(points, np.float64)
    if len(pts) < 2:
        return 0.0
    if closed:
        pts = np.vstack([pts, pts[:1]])
    return float(np.hypot(*np.diff(pts, axis=0).T).sum())


def linework(binary, path, extra):
    out = subprocess.run([binary, "draw", path, "--json", "-"] + extra, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"linework draw {path} failed: {out.stderr}")
    doc = json.loads(out.stdout)
    strokes = [(s["points"], s["closed"]) for s in doc["strokes"]]
    w, h = doc["working"]["width"], doc["working"]["height"]
    return strokes, raster(strokes, w, h), out.stderr.strip()


def working(rgb):
    h, w = rgb.shape[:2]
    scale = WORKING / max(h, w)
    if scale >= 1:
        return rgb
    return cv2.resize(rgb, (round(w * scale), round(h * scale)), interpolation=cv2.INTER_AREA)


def xdog(rgb):
    _, mask = xdog_reference.line_map(rgb)
    return skeletonize(mask > 0).astype(np.uint8)


def potrace_outlines(rgb):
    import potrace
    gray = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    _, mask = cv2.threshold(gray, 0, 1, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    strokes = []
    for curve in potrace.Bitmap(mask.astype(bool)).trace(turdsize=2):
        xy = lambda p: np.array((p.x, p.y), np.float64)  # noqa: E731
        pts = [xy(curve.start_point)]
        for seg in curve.segments:
            if seg.is_corner:
                pts += [xy(seg.c), xy(seg.end_point)]
            else:
                p0 = pts[-1]; c1, c2, p3 = map(xy, (seg.c1, seg.c2, seg.end_point))
                for t in np.linspace(0.1, 1, 10):
                    pts.append((1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * c1 + 3 * (1 - t) * t * t * c2 + t ** 3 * p3)
        strokes.append(([(x - 0.5, y - 0.5) for x, y in pts], True))
    return raster(strokes, rgb.shape[1], rgb.shape[0])


def canny(rgb):
    gray = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    gray = cv2.GaussianBlur(gray, (5, 5), 1.0)
    median = float(np.median(np.hypot(cv2.Sobel(gray, cv2.CV_32F, 1, 0), cv2.Sobel(gray, cv2.CV_32F, 0, 1))))
    median = max(median, 8.0)
    return (cv2.Canny(gray, 0.66 * median, 1.33 * median) > 0).astype(np.uint8)


def distance_to_ink(ink):
    return ndimage.distance_transform_edt(ink == 0) if ink.any() else np.full(ink.shape, 1e9)


def sample(polygon, closed=True, step=0.5):
    pts = np.array(polygon, np.float64)
    if closed:
        pts = np.vstack([pts, pts[:1]])
    out = []
    for a, b in zip(pts[:-1], pts[1:]):
        n = max(1, int(math.ceil(np.hypot(*(b - a)) / step)))
        out += [a + t * (b - a) for t in np.arange(n) / n]
    return np.array(out)


def at(field, points):
    h, w = field.shape
    xs = np.clip(np.round(points[:, 0]).astype(int), 0, w - 1)
    ys = np.clip(np.round(points[:, 1]).astype(int), 0, h - 1)
    return field[ys, xs]


def shape_recall(ink, truth):
    """Per shape, the share of its outline within TOLERANCE of ink."""
    d = distance_to_ink(ink)
    return [float((at(d, sample(s["outline"])) <= TOLERANCE).mean()) for s in truth["shapes"]]


def walls(ink, truth):
    """(centre, walls, one, per width): shares of pen-line centre samples drawn in the middle
    (ink within 1.5 px of the centre), as two flanks (ink on both sides off the middle but none
    in it) and as exactly one line (ink in the middle, and not on both sides more than 2.5 px
    off it: no parallel twin); per width, (width, centre, walls, one)."""
    d = distance_to_ink(ink)
    counts = {}
    for line in truth["lines"]:
        pts = np.array(line["centre"], np.float64)
        half = line["width"] / 2
        c = counts.setdefault(line["width"], [0, 0, 0, 0])
        for k in range(4, len(pts) - 4, 2):
            t = pts[k + 1] - pts[k - 1]
            n = np.array([-t[1], t[0]]) / max(np.hypot(*t), 1e-9)
            middle = bool(at(d, pts[k][None])[0] <= 1.5)
            offsets = np.arange(1.0, half + 2.6, 0.5)  # a wall anywhere off the middle, in or beside the line
            left = (at(d, pts[k] + offsets[:, None] * n) <= 0.5).any()
            right = (at(d, pts[k] - offsets[:, None] * n) <= 0.5).any()
            far = offsets[offsets >= 2.5]
            twin = len(far) > 0 and (at(d, pts[k] + far[:, None] * n) <= 0.5).any() \
                and (at(d, pts[k] - far[:, None] * n) <= 0.5).any()
            c[0] += 1
            c[1] += middle
            c[2] += bool(left and right and not middle)
            c[3] += bool(middle and not twin)
    total = max(sum(v[0] for v in counts.values()), 1)
    per = [(w, v[1] / v[0], v[2] / v[0], v[3] / v[0]) for w, v in sorted(counts.items())]
    return (sum(v[1] for v in counts.values()) / total, sum(v[2] for v in counts.values()) / total,
            sum(v[3] for v in counts.values()) / total, per)


def region_keep(ink, reference, box):
    x0, y0, x1, y1 = box
    ref = reference[y0:y1, x0:x1]
    if not ref.any():
        return float("nan")
    d = distance_to_ink(ink)[y0:y1, x0:x1]
    return float((d[ref > 0] <= 2).mean())


def unmirror(ink, variant):
    if variant == "mirror":
        return ink[:, ::-1]
    if variant == "rotate":
        return np.rot90(ink, -1)
    return ink


FAMILY_TOLERANCE = 2.0  # px: issue 50 scores points, corners and straight edges at 2 px


def densified(strokes, step=0.5):
    """(points, stroke index) of every stroke, sampled every `step` px along its polyline."""
    pts, ids = [], []
    for i, (points, closed) in enumerate(strokes):
        p = np.array(points, np.float64).reshape(-1, 2)
        if closed and len(p) > 1:
            p = np.vstack([p, p[:1]])
        if len(p) == 1:
            pts.append(p[0]); ids.append(i)
            continue
        for a, b in zip(p[:-1], p[1:]):
            n = max(1, int(math.ceil(np.hypot(*(b - a)) / step)))
            for t in np.arange(n + 1) / n:
                pts.append(a + t * (b - a)); ids.append(i)
    return np.array(pts).reshape(-1, 2), np.array(ids, int)


def edge_scores(truth, ink, strokes=None):
    """Per straight edge (>= 60 px): (covered, strokes, wobble). `covered`: the share of the
    edge (sampled every px, 3 px in from each end) within FAMILY_TOLERANCE of ink; `strokes`: how
    many strokes it takes, greedily, to cover 90% of the covered samples (None without strokes);
    `wobble`: the largest offset, across the edge, of the ink beside it (mean ink offset per
    1 px bin within 2.5 px of the edge, less the line fitted to those offsets); for a method with
    strokes (Linework) the strokes' own points, for a pixel map (Canny, XDoG) its pixels."""
    from scipy.spatial import cKDTree
    ys, xs = np.nonzero(ink)
    ink_pts = np.stack([xs, ys], axis=1).astype(np.float64)
    ink_tree = cKDTree(ink_pts) if len(ink_pts) else None
    if strokes is not None:
        spts, sids = densified(strokes)
        stree = cKDTree(spts) if len(spts) else None
    out = []
    for a, b in truth["edges"]:
        a, b = np.array(a, np.float64), np.array(b, np.float64)
        length = np.hypot(*(b - a))
        u = (b - a) / length
        n = np.array([-u[1], u[0]])
        s = np.arange(3, length - 3, 1.0)
        samples = a + s[:, None] * u
        if ink_tree is None:
            out.append((0.0, None if strokes is None else 0, float("nan")))
            continue
        d, _ = ink_tree.query(samples)
        hit = d <= FAMILY_TOLERANCE
        covered = float(hit.mean())
        count = None
        if strokes is not None and stree is not None and hit.any():
            near = stree.query_ball_point(samples[hit], FAMILY_TOLERANCE)
            sets = {}
            for j, idx in enumerate(near):
                for sid in set(sids[idx]):
                    sets.setdefault(sid, set()).add(j)
            need, left, count = 0.9 * hit.sum(), set(range(hit.sum())), 0
            done = 0
            while done < need and sets:
                best = max(sets, key=lambda k: len(sets[k] & left))
                gain = sets.pop(best) & left
                if not gain:
                    break
                left -= gain; done += len(gain); count += 1
        elif strokes is not None:
            count = 0
        # wobble: ink within 2.5 px of the edge's line, between its ends: the stroke points
        # themselves (every 0.5 px) when there are strokes, else the ink pixels
        pts_all = spts if strokes is not None and stree is not None else ink_pts
        tree = stree if strokes is not None and stree is not None else ink_tree
        idx = tree.query_ball_point(a + (length / 2) * u, length / 2 + 3)
        p = pts_all[idx] - a
        along, across = p @ u, p @ n
        keep = (np.abs(across) <= 2.5) & (along >= 3) & (along <= length - 3)
        wobble = float("nan")
        if keep.sum() >= 10:
            bins = np.floor(along[keep]).astype(int)
            uniq = np.unique(bins)
            means = np.array([across[keep][bins == k].mean() for k in uniq])
            if len(uniq) >= 10:
                fit = np.polyfit(uniq.astype(float), means, 1)
                wobble = float(np.abs(means - np.polyval(fit, uniq)).max())
        out.append((covered, count, wobble))
    return out


def corner_scores(truth, ink):
    """Per convex corner: the distance from the corner to the nearest ink, px."""
    if not truth["corners"]:
        return []
    d = distance_to_ink(ink)
    return [float(x) for x in at(d, np.array(truth["corners"], np.float64))]


def family_recall(ink, truth):
    d = distance_to_ink(ink)
    return [float((at(d, sample(s["outline"])) <= FAMILY_TOLERANCE).mean()) for s in truth["shapes"]]


def run_family(args, extra, write, draw):
    """Issue 50's families: stars and small shapes (>= 70% of the outline within 2 px), straight
    edges of >= 60 px (drawn, in <= 2 strokes, wobble) and corners (ink within 2 px)."""
    families = args.family.split(",")
    for family in families:
        totals = {m: {"shapes": [], "kinds": [], "edges": [], "corners": []} for m in ("linework", "xdog", "canny")}
        for name in art_scenes.FAMILIES[family]:
            for seed in range(1, args.seeds + 1):
                for variant in ("full", "low"):
                    rgb, truth = art_scenes.family_scene(family, name, seed, variant)
                    label = f"{family}-{name}-{seed}-{variant}"
                    strokes, ink, note = draw(label, rgb)
                    inks = {"linework": ink, "xdog": xdog(rgb), "canny": canny(rgb)}
                    for method, m_ink in inks.items():
                        t = totals[method]
                        r = family_recall(m_ink, truth)
                        t["shapes"] += r
                        t["kinds"] += [s["kind"] for s in truth["shapes"]]
                        e = edge_scores(truth, m_ink, strokes if method == "linework" else None)
                        t["edges"] += e
                        c = corner_scores(truth, m_ink)
                        t["corners"] += c
                        cells = [f"{label:<26} {method:<9}"]
                        if r:
                            cells.append(f"shapes {np.mean(np.array(r) >= 0.7):.2f} of {len(r)} (median {np.median(r):.2f})")
                        if e:
                            ok = [x for x in e if x[0] >= 0.8 and (x[1] is None or x[1] <= 2)]
                            wob = [x[2] for x in e if not math.isnan(x[2])]
                            cells.append(f"edges drawn {np.mean([x[0] >= 0.8 for x in e]):.2f}"
                                         + (f" <=2 strokes {len(ok) / len(e):.2f}" if method == "linework" else "")
                                         + (f" wobble med {np.median(wob):.2f} max {np.max(wob):.2f}" if wob else ""))
                        if c:
                            cells.append(f"corners<=2px {np.mean(np.array(c) <= FAMILY_TOLERANCE):.2f}")
                        if method == "linework":
                            cells.append(f"({len(strokes)} strokes)")
                        print("  ".join(cells))
                    if seed == 1:
                        write(label, rgb, inks)
        for method, t in totals.items():
            r = np.array(t["shapes"])
            line = f"{family} {method:<9}"
            if len(r):
                line += f" shapes>=70%@2px {np.mean(r >= 0.7):.2f} of {len(r)}"
                stars = np.array([x for k, x in zip(t["kinds"], r) if k == "star"])
                if len(stars):
                    line += f" (stars {np.mean(stars >= 0.7):.2f} of {len(stars)})"
            e = t["edges"]
            if e:
                wob = np.array([x[2] for x in e if not math.isnan(x[2])])
                line += f"; edges>=60px drawn {np.mean([x[0] >= 0.8 for x in e]):.2f}"
                if method == "linework":
                    line += f", drawn in <=2 strokes {np.mean([x[0] >= 0.8 and x[1] <= 2 for x in e]):.2f}"
                    line += f" (mean strokes {np.mean([x[1] for x in e if x[0] >= 0.8] or [0]):.2f})"
                line += f", wobble median {np.median(wob):.2f} p90 {np.percentile(wob, 90):.2f} max {wob.max():.2f} of {len(e)}"
            c = np.array(t["corners"])
            if len(c):
                line += f"; corners<=2px {np.mean(c <= FAMILY_TOLERANCE):.2f} of {len(c)}"
            print("TOTAL " + line)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linework", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--photos", default="/work/shared/images")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--draw-args", default="")
    parser.add_argument("--only", default="", help="comma-separated: scenes,photos,face")
    parser.add_argument("--scenes", default="", help="comma-separated scene names (default: all)")
    parser.add_argument("--family", default="", help="issue 50's families: tuning, heldout or tuning,heldout "
                        "(scores these alone)")
    args = parser.parse_args()
    extra = args.draw_args.split()
    os.makedirs(args.work, exist_ok=True)
    only = set(filter(None, args.only.split(",")))
    sheets = []

    def write(name, rgb, inks):
        """One row of the contact sheet: the input, then every method's ink."""
        path = os.path.join(args.work, name)
        cv2.imwrite(path + "-input.png", rgb[..., ::-1])
        row = [path + "-input.png"]
        for method, ink in inks.items():
            cv2.imwrite(f"{path}-{method}.png", (255 - 255 * ink).astype(np.uint8))
            row.append(f"{path}-{method}.png")
        sheets.append(row)

    def draw(name, rgb):
        path = os.path.join(args.work, name + ".png")
        cv2.imwrite(path, rgb[..., ::-1])
        return linework(args.linework, path, extra)

    if args.family:
        run_family(args, extra, write, draw)
        only = {"family"}
    recalls = {m: [] for m in ("linework", "xdog", "potrace", "canny")}
    if not only or "scenes" in only:
        print(f"{'scene':<22} {'method':<9} {'shapes>=70%':>11} {'centre':>7} {'walls':>6} {'one':>5} {'strokes':>8} {'ink':>7} {'short':>6}")
        for name in [n for n in art_scenes.SCENES if not args.scenes or n in args.scenes.split(",")]:
            for seed in range(1, args.seeds + 1):
                full_ink = None
                for variant in art_scenes.VARIANTS:
                    rgb, truth = art_scenes.scene(name, seed, variant)
                    label = f"{name}-{seed}-{variant}"
                    strokes, ink, note = draw(label, rgb)
                    inks = {"linework": ink, "xdog": xdog(rgb), "potrace": potrace_outlines(rgb), "canny": canny(rgb)}
                    total = sum(length(*s) for s in strokes)
                    short = sum(1 for p, c in strokes if len(p) > 1 and length(p, c) < 5) / max(len(strokes), 1)
                    if variant == "full":
                        full_ink = total
                    for method, m_ink in inks.items():
                        cells = [f"{label:<22}", f"{method:<9}"]
                        if "shapes" in truth:
                            r = shape_recall(m_ink, truth)
                            kinds = [s["kind"] for s in truth["shapes"]]
                            recalls[method] += [(k, x) for k, x in zip(kinds, r)]
                            closed = [x for k, x in zip(kinds, r) if k != "eye"]
                            cells.append(f"{np.mean(np.array(closed) >= 0.7):11.2f}")
                        else:
                            cells.append(f"{'':>11}")
                        per = []
                        if "lines" in truth:
                            c, w, one, per = walls(m_ink, truth)
                            cells += [f"{c:7.2f}", f"{w:6.2f}", f"{one:5.2f}"]
                        else:
                            cells += [f"{'':>7}", f"{'':>6}", f"{'':>5}"]
                        if method == "linework":
                            cells += [f"{len(strokes):8d}", f"{total:7.0f}", f"{short:6.2f}"]
                            if variant == "low":
                                cells.append(f" keep {total / max(full_ink, 1):.2f}")
                            if note:
                                cells.append(" note: " + note.replace("\n", " | "))
                        print(" ".join(cells))
                        if per and method in ("linework", "xdog"):
                            print(f"{'':<22} {'':<9} per width (centre/walls/one): " +
                                  "  ".join(f"{w}px {c:.2f}/{x:.2f}/{o:.2f}" for w, c, x, o in per))
                    if seed == 1:
                        write(label, rgb, inks)
        for method, r in recalls.items():
            for kinds in (("star", "ring"), ("eye",)):
                x = np.array([v for k, v in r if k in kinds])
                if len(x):
                    print(f"small shapes, {method}: {np.mean(x >= 0.7):.2f} of {len(x)} {'/'.join(kinds)}s have >= 70% "
                          f"of their outline drawn (12-30 px; median recall {np.median(x):.2f})")

    if not only or "face" in only:
        photo = os.path.join(args.photos, "astronaut.png")
        rgb = working(cv2.imread(photo, cv2.IMREAD_COLOR)[..., ::-1])
        reference = xdog(rgb)
        for variant, image in (("full", rgb), ("mirror", rgb[:, ::-1]), ("rotate", np.rot90(rgb, 1)),
                               ("low", art_scenes.low_contrast(rgb.astype(np.float64)))):
            image = np.ascontiguousarray(np.clip(image + (0.5 if variant == "low" else 0), 0, 255).astype(np.uint8))
            strokes, ink, note = draw(f"face-{variant}", image)
            ink = unmirror(ink, variant)
            parts = " ".join(f"{part} {region_keep(ink, reference, box):.2f}" for part, box in FACE_PARTS.items())
            print(f"face {variant:<7} keep of the xdog reference's strokes: {parts}"
                  f"  ({len(strokes)} strokes, {sum(length(*s) for s in strokes):.0f} px)")

    if not only or "photos" in only:
        print(f"{'photo':<12} {'strokes':>8} {'ink':>7} {'low ink':>8} {'keep':>5} {'short':>6} {'floor':>6}  notes")
        for name in sorted(os.listdir(args.photos)):
            if not name.endswith((".png", ".jpg")):
                continue
            bgr = cv2.imread(os.path.join(args.photos, name), cv2.IMREAD_COLOR)
            rgb = working(bgr[..., ::-1])
            base = os.path.splitext(name)[0]
            strokes, ink, note = draw(f"photo-{base}", rgb)
            low = np.clip(art_scenes.low_contrast(rgb.astype(np.float64)) + 0.5, 0, 255).astype(np.uint8)
            low_strokes, low_ink, low_note = draw(f"photo-{base}-low", low)
            total = sum(length(*s) for s in strokes)
            low_total = sum(length(*s) for s in low_strokes)
            short = sum(1 for p, c in strokes if len(p) > 1 and length(p, c) < 5) / max(len(strokes), 1)
            floor = 4 * (rgb.shape[0] + rgb.shape[1])
            notes = "; ".join(filter(None, [note, low_note])).replace("\n", " | ")
            print(f"{base:<12} {len(strokes):8d} {total:7.0f} {low_total:8.0f} {low_total / max(total, 1):5.2f} "
                  f"{short:6.2f} {floor:6d}  {notes}")
            write(f"photo-{base}", rgb, {"linework": ink, "linework-low": low_ink, "xdog": xdog(rgb),
                                         "potrace": potrace_outlines(rgb), "canny": canny(rgb)})

    for k in range(0, len(sheets), 6):
        rows = sheets[k:k + 6]
        out = os.path.join(args.work, f"sheet-{k // 6 + 1}.png")
        files = [f for row in rows for f in row + [""] * (max(map(len, rows)) - len(row))]
        columns = max(map(len, rows))
        subprocess.run(["montage"] + [f if f else "null:" for f in files] +
                       ["-tile", f"{columns}x", "-geometry", "300x300+2+2", out], check=True)
        print(f"contact sheet: {out}")


if __name__ == "__main__":
    main()
