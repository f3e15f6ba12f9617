"""Tone fidelity of Linework's hatching against the `hatched` package (run through
Scripts/run-tone-benchmark).

The measure is the issue's: blur the hatched picture with a Gaussian of σ = the hatch spacing
(8 px) and correlate its darkness with the photo's, blurred alike (Pearson CC over all pixels).
Both drawings are rendered here the same way, from their geometry, at the working size
(`linework draw`'s, the photo shrunk to 512 px): Linework's tone strokes from `draw --lines none
--tone hatch|crosshatch --json` and hatched's MultiLineString on the photo resized to that size,
each line antialiased at Linework's hatch-pen width (4× supersampled, then area-averaged). The
photo is the same resize to gray. hatched gets every pitch in PITCHES and its best CC counts
(its default levels 64/128/192 and blur radius 10), with diagonal and, as its crosshatch
stand-in, its result overlaid with a copy hatched at the opposite angle.
"""

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

import cv2
import numpy as np

PHOTOS = ["astronaut.png", "camera.png", "coffee.png", "chelsea.png", "rocket.jpg"]
PITCHES = [2, 3, 4, 6, 8]
SIGMA = 8.0
SUPERSAMPLE = 4


def render(lines, width, height, pen):
    canvas = np.full((height * SUPERSAMPLE, width * SUPERSAMPLE), 255, np.uint8)
    thickness = max(1, int(round(pen * SUPERSAMPLE)))
    for line in lines:
        # Working-pixel centres at integer coordinates: the pixel square is [x − ½, x + ½].
        points = np.round((np.asarray(line, float) + 0.5) * SUPERSAMPLE).astype(np.int32)
        if len(points) > 1:
            cv2.polylines(canvas, [points], False, 0, thickness, cv2.LINE_AA)
    return cv2.resize(canvas, (width, height), interpolation=cv2.INTER_AREA).astype(np.float64)


def correlation(drawing, gray):
    """Pearson CC of the blurred drawing and photo; 0 for an empty drawing (no tone at all)."""
    if drawing.min() == drawing.max():
        return 0.0
    a = cv2.GaussianBlur(drawing, (0, 0), SIGMA)
    b = cv2.GaussianBlur(gray, (0, 0), SIGMA)
    return float(np.corrcoef(a.ravel(), b.ravel())[0, 1])


def ours(linework, photo, tone):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "d.json"
        subprocess.run([linework, "draw", str(photo), "--lines", "none", "--tone", tone, "--json", str(path)], check=True)
        document = json.loads(path.read_text())
    working = document["working"]
    strokes = document["strokes"]
    pen = strokes[0]["width"] if strokes else 0.84
    return [s["points"] for s in strokes], working["width"], working["height"], pen


def theirs(photo_rgb_path, pitch, angle):
    """hatched's lines; none when it fails (it raises GEOS "Null geometry" errors on some photos)."""
    import hatched
    try:
        lines = hatched.hatch(str(photo_rgb_path), hatch_pitch=pitch, hatch_angle=angle, show_plot=False, save_svg=False)
    except Exception as error:  # noqa: BLE001 - any failure of the reference counts as no drawing
        print(f"hatched failed on {photo_rgb_path.name} at pitch {pitch}: {error}")
        return []
    return [list(line.coords) for line in getattr(lines, "geoms", [])]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linework", required=True)
    parser.add_argument("--images", required=True)
    parser.add_argument("--output")
    args = parser.parse_args()
    rows = []
    for name in PHOTOS:
        photo = Path(args.images) / name
        hatch, width, height, pen = ours(args.linework, photo, "hatch")
        cross, _, _, _ = ours(args.linework, photo, "crosshatch")
        source = cv2.imread(str(photo), cv2.IMREAD_COLOR)
        resized = cv2.resize(source, (width, height), interpolation=cv2.INTER_AREA)
        gray = cv2.cvtColor(resized, cv2.COLOR_BGR2GRAY).astype(np.float64)
        row = {"photo": name, "size": [width, height], "pen": pen,
               "linework": {"hatch": correlation(render(hatch, width, height, pen), gray),
                            "crosshatch": correlation(render(cross, width, height, pen), gray)}}
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "photo.png"
            cv2.imwrite(str(path), resized)
            single, crossed = {}, {}
            for pitch in PITCHES:
                first = theirs(path, pitch, 45)
                single[pitch] = correlation(render(first, width, height, pen), gray)
                crossed[pitch] = correlation(render(first + theirs(path, pitch, -45), width, height, pen), gray)
        row["hatched"] = {"hatch": max(single.values()), "hatchPitch": max(single, key=single.get),
                          "crosshatch": max(crossed.values()), "crosshatchPitch": max(crossed, key=crossed.get)}
        rows.append(row)
        print(f"{name:14} Linework hatch {row['linework']['hatch']:.3f}  crosshatch {row['linework']['crosshatch']:.3f}  |  "
              f"hatched {row['hatched']['hatch']:.3f} (pitch {row['hatched']['hatchPitch']})  "
              f"crossed {row['hatched']['crosshatch']:.3f} (pitch {row['hatched']['crosshatchPitch']})")
    ok = all(r["linework"]["hatch"] >= max(0.85, r["hatched"]["hatch"]) for r in rows)
    print("PASS: Linework's hatch ≥ 0.85 and ≥ hatched's best on every photo" if ok else "FAIL")
    if args.output:
        Path(args.output).write_text(json.dumps({"sigma": SIGMA, "pitches": PITCHES, "rows": rows}, indent=1) + "\n")
    raise SystemExit(0 if ok else 1)


if __name__ == "__main__":
    main()
