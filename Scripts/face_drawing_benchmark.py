"""Faces drawn as faces (issue 50 item 3, issue 53 item 4): does `linework draw` keep a face's
eyes, brows, nose and lips, and both pupils, at every face size and at 35% contrast?

Each photo's face mesh is found once, on the photo at full resolution (`linework faces
--landmarks --mesh`, mediapipe's face mesh and iris models; FaceLandmarkerTests pins it to
mediapipe's Python). The photo is then rescaled so that the face (the mesh's width) is 40, 60,
90, 150 or 300 px, or fills the frame, and placed on a 512 x 512 ground (flat gray, a blurred
crop of coffee.png, a crop of coins.png: cycled by size); every copy is also drawn at 35%
contrast (Scripts/art_scenes.low_contrast). The truth is the full-resolution mesh mapped into
the copy, so it does not depend on the model running on a 40 px face.

Measures, per copy, for Linework (`draw`, default options, so `--face-detail auto`; and `--face-detail off`),
flow-XDoG (Scripts/xdog_reference.py, skeleton) and Canny (0.66 / 1.33 x the median gradient):
- region recall: for each region polyline of the mesh (Vision's leftEye, rightEye, leftEyebrow,
  rightEyebrow, outerLips, nose; sampled every 0.5 px), the share of its points within TOL = 2 px
  (at the 512 px working size, for every face size) of drawn ink;
- pupils: a pupil is drawn when ink lies within 0.5 r of the iris centre (an ink blob, a dot), or
  when at least 12 of 16 rays from it meet ink within 1.25 r (a closed or nearly closed ring:
  the iris or pupil outline, lids included); r = 0.2 x the eye's corner-to-corner width, at
  least 1 px (the iris's radius: about 11.7 mm of a 30 mm eye).

Usage: face_drawing_benchmark.py --linework BIN --work DIR --photos P1,P2[@X0:Y0:X1:Y1] [--sizes ...] [--sheet]
Prints one line per copy and a summary per method; writes contact sheets
(copy | linework | --face-detail off | xdog | canny) to DIR when --sheet.
"""
import argparse
import json
import os
import subprocess
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import art_benchmark as art  # noqa: E402
import art_scenes  # noqa: E402

SIZE = 512
WORKING_SIDE = 512  # linework draw's default --max-dimension
TOL = 2.0
REGIONS = ["leftEye", "rightEye", "leftEyebrow", "rightEyebrow", "outerLips", "nose"]
CLOSED = {"leftEye", "rightEye", "leftEyebrow", "rightEyebrow", "outerLips"}
FEATURES = ["leftEye", "rightEye", "leftEyebrow", "rightEyebrow", "outerLips"]
ELN = ["leftEye", "rightEye", "outerLips", "nose"]
ZOOM = 320
FACE_SHARE = 0.03
SIZES = ["40", "60", "90", "150", "300", "full"]
# mesh indices of the eye corners (right eye 33/133, left 362/263), as FaceLandmarkRegion.
CORNERS = {"rightPupil": (33, 133), "leftPupil": (362, 263)}


def mesh_of(binary, path, work):
    out = os.path.join(work, "mesh-" + os.path.basename(path) + ".json")
    run = subprocess.run([binary, "faces", path, "--landmarks", "--mesh", "--json", out], capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"linework faces {path}: {run.stderr}")
    doc = json.load(open(out))
    if not doc["faces"]:
        raise SystemExit(f"{path}: no face found at full resolution")
    img = cv2.imread(path)
    h, w = img.shape[:2]
    face = max(doc["faces"], key=lambda f: f["boundingBox"]["width"] * f["boundingBox"]["height"])

    def px(p):  # normalised lower-left -> pixel edge coordinates
        return np.array([p[0] * w, (1 - p[1]) * h])
    regions = {name: np.array([px(q[:2]) for q in face["regions"][name]]) for name in face["regions"]}
    mesh = np.array([px(q[:2]) for q in face["mesh"]])
    return regions, mesh


def ground(kind, inputs):
    if kind == 0:
        return np.full((SIZE, SIZE, 3), 150, np.uint8)
    if kind == 1:
        img = cv2.cvtColor(cv2.imread(os.path.join(inputs, "coffee.png")), cv2.COLOR_BGR2RGB)
        return cv2.GaussianBlur(cv2.resize(img, (SIZE, SIZE)), (0, 0), 3)
    img = cv2.cvtColor(cv2.imread(os.path.join(inputs, "coins.png")), cv2.COLOR_BGR2RGB)
    return cv2.resize(img, (SIZE, SIZE))


def copy(photo, mesh, size, kind, inputs):
    """The photo scaled so the face is `size` px wide (or fills the frame), on a ground; returns
    the image and the map of photo edge coordinates into it (scale, offset)."""
    lo, hi = mesh.min(axis=0), mesh.max(axis=0)
    width = hi[0] - lo[0]
    centre = (lo + hi) / 2
    if size == "full":
        scale = SIZE / (1.3 * max(hi - lo))
        target = np.array([SIZE / 2, SIZE / 2])
    else:
        scale = float(size) / width
        # Small faces off-centre, as in a wider shot.
        target = np.array([SIZE * 0.38, SIZE * 0.42]) if float(size) < 150 else np.array([SIZE / 2, SIZE * 0.45])
    h, w = photo.shape[:2]
    nw, nh = max(1, round(w * scale)), max(1, round(h * scale))
    scaled = cv2.resize(photo, (nw, nh), interpolation=cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR)
    scale = nw / w
    offset = np.round(target - centre * scale).astype(int)
    out = ground(kind, inputs).copy()
    # The scaled photo's pixel (x, y) goes to (x + ox, y + oy), clipped to the canvas.
    x0, y0 = max(0, offset[0]), max(0, offset[1])
    x1, y1 = min(SIZE, offset[0] + nw), min(SIZE, offset[1] + nh)
    if x1 > x0 and y1 > y0:
        out[y0:y1, x0:x1] = scaled[y0 - offset[1]:y1 - offset[1], x0 - offset[0]:x1 - offset[0]]
    return out, scale, offset


def recall(dist, points, closed, tolerance=TOL):
    pts = art.sample(points, closed=closed)
    return float((art.at(dist, pts) <= tolerance).mean())


def pupil_drawn(ink, dist, centre, r):
    if art.at(dist, centre[None, :])[0] <= 0.5 * r:
        return True
    hits = 0
    for angle in np.arange(16) * (2 * np.pi / 16):
        ray = np.array([centre + t * np.array([np.cos(angle), np.sin(angle)]) for t in np.arange(0, 1.25 * r + 0.25, 0.25)])
        if art.at(ink, ray).any():
            hits += 1
    return hits >= 12


def skin_mask(mesh_points, truth, face_width, shape):
    """The face's skin: inside the mesh's hull, farther than the recall's tolerance
    max(2 px, 3 % of the face's width) plus a pixel from every feature outline, and outside the
    eyes and lips (iris, teeth). Ink there is pores, wrinkles or noise."""
    mask = np.zeros(shape, np.uint8)
    cv2.fillPoly(mask, [np.round(cv2.convexHull(mesh_points.astype(np.float32))).astype(np.int32)], 1)
    grow = int(round(max(TOL, FACE_SHARE * face_width) + 1))
    for name, pts in truth.items():
        poly = np.round(pts).astype(np.int32)
        if name in CLOSED:
            cv2.fillPoly(mask, [poly], 0)
        cv2.polylines(mask, [poly], name in CLOSED, 0, thickness=2 * grow + 1)
    return mask.astype(bool)


def score(ink, truth, pupils, face_width, skin):
    dist = art.distance_to_ink(ink)
    out = {name: recall(dist, pts, name in CLOSED) for name, pts in truth.items()}
    # The eyes, brows and lips together at the face's own scale: max(2 px, 3% of the face's width)
    # (the mesh itself is about that far off the photo's edges on a large face).
    wide = max(TOL, FACE_SHARE * face_width)
    points = [(recall(dist, truth[r], True, wide), len(art.sample(truth[r]))) for r in FEATURES if r in truth]
    out["face"] = sum(r * n for r, n in points) / max(1, sum(n for _, n in points))
    # The eyes, lips and nose at a flat 2 px (issue 50's goal).
    points = [(recall(dist, truth[r], r in CLOSED), len(art.sample(truth[r], r in CLOSED))) for r in ELN if r in truth]
    out["eln"] = sum(r * n for r, n in points) / max(1, sum(n for _, n in points))
    out["pupils"] = sum(pupil_drawn(ink, dist, c, r) for c, r in pupils)
    # Ink on the skin: the share of the skin's pixels inked (pores, wrinkles, noise).
    out["skin"] = float(ink[skin].mean()) if skin.any() else 0.0
    return out


def zoom(tile, truth, pupils, box, ink=False):
    """The face's window `box` (x0, y0, x1, y1) of a tile, enlarged to ZOOM px; on ink tiles the
    truth in red and the pupils' circles (r) in green under the ink."""
    x0, y0, x1, y1 = box
    f = ZOOM / (x1 - x0)
    out = cv2.resize(tile[y0:y1, x0:x1], (ZOOM, ZOOM), interpolation=cv2.INTER_NEAREST)
    if ink:
        under = np.full_like(out, 255)
        for name, pts in truth.items():
            poly = np.round((pts - [x0 - 0.5, y0 - 0.5]) * f).astype(np.int32)
            cv2.polylines(under, [poly], name in CLOSED, (255, 170, 170), 1)
        for c, r in pupils:
            centre = tuple(np.round((c - [x0 - 0.5, y0 - 0.5]) * f).astype(int))
            cv2.circle(under, centre, max(1, int(round(r * f))), (120, 220, 120), 1)
        out = np.where(out < 128, out, under)
    return out


def clutter_ground(rng, width, height):
    """A cluttered ground unlike the tuning family's: overlapping shapes of random colours and
    sizes (a dead-leaves picture), stripes and letters, lightly blurred."""
    out = np.empty((height, width, 3), np.uint8)
    out[:] = rng.integers(40, 220, 3)
    for _ in range(int(width * height / 1500)):
        colour = tuple(int(c) for c in rng.integers(0, 256, 3))
        x, y = int(rng.integers(0, width)), int(rng.integers(0, height))
        size = int(min(width, height) * 0.25 * rng.random() ** 2.5) + 3
        kind = rng.integers(0, 4)
        if kind == 0:
            cv2.rectangle(out, (x, y), (x + size, y + int(size * rng.uniform(0.3, 2))), colour, -1)
        elif kind == 1:
            cv2.ellipse(out, (x, y), (size, int(size * rng.uniform(0.3, 1))), float(rng.uniform(0, 180)), 0, 360, colour, -1)
        elif kind == 2:
            angle = rng.uniform(0, np.pi)
            end = (int(x + 3 * size * np.cos(angle)), int(y + 3 * size * np.sin(angle)))
            cv2.line(out, (x, y), end, colour, int(rng.integers(1, 6)))
        else:
            text = "".join(chr(int(c)) for c in rng.integers(65, 91, int(rng.integers(1, 5))))
            cv2.putText(out, text, (x, y), cv2.FONT_HERSHEY_SIMPLEX, size / 30 + 0.3, colour, int(rng.integers(1, 4)))
    return cv2.GaussianBlur(out, (0, 0), 0.7)


def pasted(photo, mesh, regions, seed):
    """Held-out scene `seed`: the photo's face scaled so that it is 40-200 px wide at the
    512 px working size, its head cut out with a soft ellipse, colour-cast (sometimes gray,
    sometimes mirrored) and pasted into clutter on a canvas of another size. Returns the
    canvas, the working face width and the map of photo edge coordinates into it."""
    rng = np.random.default_rng(1000 + seed)
    width, height = [(640, 480), (800, 600), (1024, 768), (480, 640), (900, 900)][int(rng.integers(0, 5))]
    working = WORKING_SIDE / max(width, height)
    face = float(rng.uniform(40, 200))
    lo, hi = mesh.min(axis=0), mesh.max(axis=0)
    scale = face / working / (hi[0] - lo[0])
    h, w = photo.shape[:2]
    nw, nh = max(1, round(w * scale)), max(1, round(h * scale))
    scaled = cv2.resize(photo, (nw, nh), interpolation=cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR).astype(np.float64)
    scale = nw / w
    cast = rng.uniform(0.75, 1.25, 3)
    scaled = np.clip(255 * (scaled * cast / 255) ** rng.uniform(0.8, 1.25), 0, 255)
    if rng.random() < 0.2:
        scaled[:] = scaled.mean(axis=2, keepdims=True)
    mirror = rng.random() < 0.5
    # The head: an ellipse around the mesh, 1.5 x its size, feathered.
    centre = (lo + hi) / 2 * scale
    alpha = np.zeros((nh, nw), np.float64)
    axes = (int(0.75 * (hi[0] - lo[0]) * scale), int(0.85 * (hi[1] - lo[1]) * scale))
    cv2.ellipse(alpha, (int(centre[0]), int(centre[1])), axes, 0, 0, 360, 1.0, -1)
    alpha = cv2.GaussianBlur(alpha, (0, 0), max(1.0, 0.04 * axes[0]))
    canvas = clutter_ground(rng, width, height).astype(np.float64)
    margin = np.array(axes) + 2
    target = np.array([rng.uniform(margin[0], width - margin[0]), rng.uniform(margin[1], height - margin[1])])
    offset = np.round(target - centre).astype(int)
    # The scaled photo's pixel (x, y) goes to (x + ox, y + oy), clipped to the canvas.
    x0, y0 = max(0, offset[0]), max(0, offset[1])
    x1, y1 = min(width, offset[0] + nw), min(height, offset[1] + nh)
    a = alpha[y0 - offset[1]:y1 - offset[1], x0 - offset[0]:x1 - offset[0], None]
    canvas[y0:y1, x0:x1] = a * scaled[y0 - offset[1]:y1 - offset[1], x0 - offset[0]:x1 - offset[0]] + (1 - a) * canvas[y0:y1, x0:x1]
    canvas = np.clip(canvas + 0.5, 0, 255).astype(np.uint8)
    if mirror:
        canvas = canvas[:, ::-1].copy()

    def mapping(points):  # photo edge coordinates -> canvas edge coordinates
        q = points * scale + offset
        return np.column_stack([width - q[:, 0], q[:, 1]]) if mirror else q
    return canvas, face, mapping


def copies(args, photo_spec):
    """The copies of one photo: (label, RGB image, map of photo edge coordinates into it)."""
    # PATH or PATH@X0:Y0:X1:Y1, a crop of the photo at full resolution (a face too small for
    # the detector in the whole picture).
    photo_path, _, box = photo_spec.partition("@")
    name = os.path.splitext(os.path.basename(photo_path))[0]
    if box:
        x0, y0, x1, y1 = map(int, box.split(":"))
        cropped = os.path.join(args.work, f"{name}-crop.png")
        cv2.imwrite(cropped, cv2.imread(photo_path)[y0:y1, x0:x1])
        photo_path, name = cropped, name + "-crop"
    regions, mesh = mesh_of(args.linework, photo_path, args.work)
    photo = cv2.cvtColor(cv2.imread(photo_path), cv2.COLOR_BGR2RGB)
    if args.scenes:
        for seed in range(args.scenes):
            canvas, face, mapping = pasted(photo, mesh, regions, seed + args.scenes * args.photos.split(",").index(photo_spec))
            yield f"{name} s{seed}:{face:.0f}px", f"{name}-s{seed}", canvas, regions, mesh, mapping
        return
    for k, size in enumerate(args.sizes.split(",")):
        image, scale, offset = copy(photo, mesh, size, k % 3, args.inputs)
        yield f"{name} {size}", f"{name}-{size}", image, regions, mesh, lambda p, s=scale, o=offset: p * s + o


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linework", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--photos", required=True)
    parser.add_argument("--inputs", required=True, help="folder with coffee.png and coins.png (grounds)")
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--scenes", type=int, default=0,
                        help="instead of --sizes, this many scenes per photo with its face pasted into clutter")
    parser.add_argument("--contrasts", default="1,0.35")
    parser.add_argument("--methods", default="linework,off,xdog,canny")
    parser.add_argument("--sheet", action="store_true")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    methods = args.methods.split(",")
    keys = REGIONS + ["pupils", "face", "eln", "skin"]
    totals = {m: {r: [] for r in keys} for m in methods}
    print("photo size contrast method " + " ".join(REGIONS) + " pupils face@3% eln@2px skin")
    for photo_spec in args.photos.split(","):
        for label, stem, image, regions, mesh, mapping in copies(args, photo_spec):
            h, w = image.shape[:2]
            k = min(1.0, WORKING_SIDE / max(h, w))
            # Photo edge coordinates -> working pixel centres.
            to_working = lambda p: mapping(np.asarray(p, np.float64)) * k - 0.5  # noqa: E731
            truth = {r: to_working(regions[r]) for r in REGIONS if r in regions}
            hull = to_working(mesh)
            face_width = hull[:, 0].max() - hull[:, 0].min()
            pupils = []
            for pupil, (a, b) in CORNERS.items():
                if pupil in regions:
                    ends = to_working(mesh[[a, b]])
                    pupils.append((to_working(regions[pupil][:1])[0], max(1.0, 0.2 * np.hypot(*(ends[0] - ends[1])))))
            small = art.working(image)
            skin = skin_mask(hull, truth, face_width, small.shape[:2])
            lo, hi = hull.min(axis=0), hull.max(axis=0)
            half = 0.5 * max(hi - lo)
            c = (lo + hi) / 2
            box = [int(c[0] - half), int(c[1] - half), int(c[0] + half), int(c[1] + half)]
            pad = max(0, -box[0], -box[1], box[2] - small.shape[1], box[3] - small.shape[0])
            row, zooms = [], []
            for contrast in [float(x) for x in args.contrasts.split(",")]:
                rgb = image if contrast == 1 else np.clip(
                    art_scenes.low_contrast(image.astype(np.float64), contrast) + 0.5, 0, 255).astype(np.uint8)
                path = os.path.join(args.work, f"{stem}-{int(contrast * 100)}.png")
                cv2.imwrite(path, cv2.cvtColor(rgb, cv2.COLOR_RGB2BGR))
                inks = {}
                for m in methods:
                    if m == "linework":
                        inks[m] = art.linework(args.linework, path, [])[1]
                    elif m == "off":
                        inks[m] = art.linework(args.linework, path, ["--face-detail", "off"])[1]
                    elif m == "xdog":
                        inks[m] = art.xdog(art.working(rgb))
                    elif m == "canny":
                        inks[m] = art.canny(art.working(rgb))
                    s = score(inks[m], truth, pupils, face_width, skin)
                    for r in keys:
                        if r in s:
                            totals[m][r].append(s[r] if r != "pupils" else s[r] / max(1, len(pupils)))
                    print(f"{label} {int(contrast * 100)} {m} " + " ".join(f"{s.get(r, float('nan')):.2f}" for r in REGIONS)
                          + f" {s['pupils']}/{len(pupils)} {s['face']:.2f} {s['eln']:.2f} {s['skin']:.3f}", flush=True)
                if args.sheet:
                    tiles = [art.working(rgb)] + [cv2.cvtColor(255 - 255 * inks[m], cv2.COLOR_GRAY2RGB) for m in methods]
                    row.append(np.hstack(tiles))
                    padded = lambda t: cv2.copyMakeBorder(t, pad, pad, pad, pad, cv2.BORDER_CONSTANT, value=(255, 255, 255))  # noqa: E731
                    shifted = [b + pad for b in box]
                    moved = {n: p + pad for n, p in truth.items()}
                    moved_pupils = [(p + pad, r) for p, r in pupils]
                    zooms.append(np.hstack([zoom(padded(tiles[0]), moved, moved_pupils, shifted)]
                                           + [zoom(padded(t), moved, moved_pupils, shifted, ink=True) for t in tiles[1:]]))
            if args.sheet and row:
                cv2.imwrite(os.path.join(args.work, f"sheet-{stem}.png"), cv2.cvtColor(np.vstack(row), cv2.COLOR_RGB2BGR))
                cv2.imwrite(os.path.join(args.work, f"zoom-{stem}.png"), cv2.cvtColor(np.vstack(zooms), cv2.COLOR_RGB2BGR))
    print("summary: method " + " ".join(REGIONS) + " pupils face@3% eln@2px skin (mean over copies)")
    for m in methods:
        print(f"summary: {m} " + " ".join(f"{np.mean(totals[m][r]):.3f}" if totals[m][r] else "nan" for r in keys))


if __name__ == "__main__":
    main()
