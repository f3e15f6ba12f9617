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
TOL = 2.0
REGIONS = ["leftEye", "rightEye", "leftEyebrow", "rightEyebrow", "outerLips", "nose"]
CLOSED = {"leftEye", "rightEye", "leftEyebrow", "rightEyebrow", "outerLips"}
FEATURES = ["leftEye", "rightEye", "leftEyebrow", "rightEyebrow", "outerLips"]
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


def score(ink, truth, pupils, face_width):
    dist = art.distance_to_ink(ink)
    out = {name: recall(dist, pts, name in CLOSED) for name, pts in truth.items()}
    # The eyes, brows and lips together at the face's own scale: max(2 px, 3% of the face's width)
    # (the mesh itself is about that far off the photo's edges on a large face).
    wide = max(TOL, FACE_SHARE * face_width)
    points = [(recall(dist, truth[r], True, wide), len(art.sample(truth[r]))) for r in FEATURES if r in truth]
    out["face"] = sum(r * n for r, n in points) / max(1, sum(n for _, n in points))
    out["pupils"] = sum(pupil_drawn(ink, dist, c, r) for c, r in pupils)
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linework", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--photos", required=True)
    parser.add_argument("--inputs", required=True, help="folder with coffee.png and coins.png (grounds)")
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--contrasts", default="1,0.35")
    parser.add_argument("--methods", default="linework,off,xdog,canny")
    parser.add_argument("--sheet", action="store_true")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    methods = args.methods.split(",")
    totals = {m: {r: [] for r in REGIONS + ["pupils", "face"]} for m in methods}
    print("photo size contrast method " + " ".join(REGIONS) + " pupils face@3%")
    for photo_spec in args.photos.split(","):
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
        for k, size in enumerate(args.sizes.split(",")):
            image, scale, offset = copy(photo, mesh, size, k % 3, args.inputs)
            truth = {r: regions[r] * scale + offset - 0.5 for r in REGIONS if r in regions}
            pupils = []
            for pupil, (a, b) in CORNERS.items():
                if pupil in regions:
                    width = np.hypot(*(mesh[a] - mesh[b])) * scale
                    pupils.append((regions[pupil][0] * scale + offset - 0.5, max(1.0, 0.2 * width)))
            row = []
            for contrast in [float(c) for c in args.contrasts.split(",")]:
                rgb = image if contrast == 1 else np.clip(
                    art_scenes.low_contrast(image.astype(np.float64), contrast) + 0.5, 0, 255).astype(np.uint8)
                path = os.path.join(args.work, f"{name}-{size}-{int(contrast * 100)}.png")
                cv2.imwrite(path, cv2.cvtColor(rgb, cv2.COLOR_RGB2BGR))
                inks = {}
                for m in methods:
                    if m == "linework":
                        inks[m] = art.linework(args.linework, path, [])[1]
                    elif m == "off":
                        inks[m] = art.linework(args.linework, path, ["--face-detail", "off"])[1]
                    elif m == "xdog":
                        inks[m] = art.xdog(rgb)
                    elif m == "canny":
                        inks[m] = art.canny(rgb)
                    s = score(inks[m], truth, pupils, (mesh[:, 0].max() - mesh[:, 0].min()) * scale)
                    for r in REGIONS + ["pupils", "face"]:
                        if r in s:
                            totals[m][r].append(s[r] if r != "pupils" else s[r] / max(1, len(pupils)))
                    print(f"{name} {size} {int(contrast * 100)} {m} "
                          + " ".join(f"{s.get(r, float('nan')):.2f}" for r in REGIONS) + f" {s['pupils']}/{len(pupils)} {s['face']:.2f}",
                          flush=True)
                if args.sheet:
                    tiles = [rgb] + [cv2.cvtColor(255 - 255 * inks[m], cv2.COLOR_GRAY2RGB) for m in methods]
                    row.append(np.hstack(tiles))
            if args.sheet and row:
                cv2.imwrite(os.path.join(args.work, f"sheet-{name}-{size}.png"), cv2.cvtColor(np.vstack(row), cv2.COLOR_RGB2BGR))
    print("summary: method " + " ".join(REGIONS) + " pupils face@3% (mean over copies)")
    for m in methods:
        print(f"summary: {m} " + " ".join(f"{np.mean(totals[m][r]):.3f}" if totals[m][r] else "nan"
                                          for r in REGIONS + ["pupils", "face"]))


if __name__ == "__main__":
    main()
