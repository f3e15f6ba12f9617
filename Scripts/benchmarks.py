"""Linework vs OpenCV / scikit-image on the same 12-megapixel photo mosaic.

Linework reports its own stage timings (--stats); the peers are timed here around the same work:
- border trace: binarisation + tracing. Linework: `contours --blur 0 --min-points 1` ("trace"
  seconds); OpenCV: cv2.threshold + cv2.findContours(RETR_TREE, CHAIN_APPROX_NONE) on the same
  gray image. Contour and point counts must agree.
- isoline trace: Linework `--tracer isoline` vs skimage.measure.find_contours(adjusted, 0.5).
- draw: doubled ink (share of ink within 1.5 working px of another stroke) of today's `sweep` art
  next to `draw --lines sweep` (bundle-merged) and `draw` (edges) on every bundled photo, and the
  time of `draw` on a 512-px photo. Its edge detector against the same flow-based XDoG written
  with numpy and OpenCV is Scripts/run-edge-benchmark, which Scripts/run-benchmarks runs next.
Each figure is the best of --repeat in-process runs on both sides (Linework's `--repeat`), to
measure the code, not process start-up, page faults of a first run, or noise.
"""
import argparse
import json
import os
import resource
import subprocess
import time

import cv2
import numpy as np
from PIL import Image
from skimage import filters, measure

import mosaic
from mosaic import WIDTH, HEIGHT

parser = argparse.ArgumentParser()
parser.add_argument("--linework", required=True)
parser.add_argument("--inputs", required=True)
parser.add_argument("--work", required=True)
parser.add_argument("--repeat", type=int, default=5)
args = parser.parse_args()
os.makedirs(args.work, exist_ok=True)

PIVOT, ADJUSTMENT = 0.5, 2.0


def linework(image, *extra):
    """Linework's own --stats, with the trace repeated in-process like the peers' (--repeat)."""
    out = subprocess.run([args.linework, "contours", image, "--max-dimension", str(WIDTH),
                          "--blur", "0", "--min-points", "1", "--pivot", str(PIVOT),
                          "--adjustment", str(ADJUSTMENT), "--repeat", str(args.repeat),
                          "--stats", "-", *extra],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def best_time(function):
    best, result = float("inf"), None
    for _ in range(args.repeat):
        start = time.perf_counter()
        result = function()
        best = min(best, time.perf_counter() - start)
    return best, result


def main():
    image = mosaic.mosaic_path(args.inputs, args.work)
    rgb = np.asarray(Image.open(image).convert("RGB"))
    gray = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    # Vision's transform as one integer cut: foreground = adjusted < 0.5 (dark on light).
    values = np.clip((np.arange(256) / 255 - PIVOT) * ADJUSTMENT + PIVOT, 0, 1)
    cut = int(np.argmax(values >= 0.5)) if (values >= 0.5).any() else 256

    def opencv_border():
        _, mask = cv2.threshold(gray, cut - 1, 255, cv2.THRESH_BINARY_INV)
        return cv2.findContours(mask, cv2.RETR_TREE, cv2.CHAIN_APPROX_NONE)

    print(f"input: {WIDTH}x{HEIGHT} mosaic of the bundled photos; pivot {PIVOT}, adjustment {ADJUSTMENT}; "
          f"best of {args.repeat}; {os.cpu_count()} cores; OpenCV {cv2.__version__} with "
          f"{cv2.getNumThreads()} threads")
    lw = linework(image)
    cv_seconds, (contours, _) = best_time(opencv_border)
    cv_points = sum(len(c) for c in contours)
    lw_seconds = lw["seconds"]["trace"]
    same = lw["contourCount"] == len(contours) and lw["pointCount"] == cv_points
    print(f"border trace   linework {lw_seconds:8.4f} s   opencv threshold+findContours {cv_seconds:8.4f} s   "
          f"ratio {lw_seconds / cv_seconds:5.2f}x   contours {lw['contourCount']} vs {len(contours)}, "
          f"points {lw['pointCount']} vs {cv_points} ({'identical counts' if same else 'COUNTS DIFFER'})")

    lw_iso = linework(image, "--tracer", "isoline")
    adjusted = values[gray]
    start = time.perf_counter()
    lines = measure.find_contours(adjusted, 0.5)
    sk_seconds = time.perf_counter() - start
    sk_points = sum(len(line) for line in lines)
    iso_seconds = lw_iso["seconds"]["trace"]
    print(f"isoline trace  linework {iso_seconds:8.4f} s   skimage find_contours          {sk_seconds:8.4f} s   "
          f"speed-up {sk_seconds / iso_seconds:5.1f}x   lines {lw_iso['contourCount']} vs {len(lines)}, "
          f"points {lw_iso['pointCount']} vs {sk_points}")


    adaptive(image, gray)
    sweep(image, gray)
    draw()


def adaptive(image, gray):
    """Sauvola's adaptive threshold on the 12 MP image (window 31, k 0.2, no contrast floor, as
    scikit-image has none): Linework's binarisation
    alone (the `threshold` stage of --stats) against scikit-image's threshold_sauvola plus the
    comparison, and whether the masks agree (both on the same gray: Linework's luminance and
    OpenCV's agree to the byte on this input, which the count of differing pixels shows)."""
    lw = linework(image, "--threshold", "adaptive", "--window", "31", "--sauvola-k", "0.2", "--min-contrast", "0", "--mask",
                  os.path.join(args.work, "adaptive-mask.png"))
    lw_seconds = lw["seconds"]["threshold"]
    sk_seconds, sk_mask = best_time(lambda: gray <= filters.threshold_sauvola(gray, window_size=31, k=0.2))
    ours = np.asarray(Image.open(os.path.join(args.work, "adaptive-mask.png"))) > 0
    differ = int(np.count_nonzero(ours != sk_mask))
    print(f"sauvola 31x31  linework {lw_seconds:8.4f} s   skimage threshold_sauvola      {sk_seconds:8.4f} s   "
          f"speed-up {sk_seconds / lw_seconds:5.1f}x   pixels differing {differ} of {gray.size}"
          f"   (goal: at most 0.25 s)")


def stats_of(*arguments):
    out = subprocess.run([args.linework, *arguments, "--stats", "-"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def draw():
    """`draw` against today's sweep art (doubled ink), and its time at Vision's 512 px."""
    photos = sorted(f for f in os.listdir(args.inputs) if f.endswith((".png", ".jpg")))
    svg = os.path.join(args.work, "sweep-art.svg")
    worst = {"sweep": 0.0, "draw --lines sweep": 0.0, "draw": 0.0}
    print("doubled ink (share within 1.5 px of another stroke), 512-px working size:")
    for photo in photos:
        path = os.path.join(args.inputs, photo)
        today = stats_of("sweep", path, "--svg", svg)["art"]["doubledInk"]
        merged = stats_of("draw", path, "--lines", "sweep")["doubledInk"]
        edges = stats_of("draw", path)["doubledInk"]
        for key, value in (("sweep", today), ("draw --lines sweep", merged), ("draw", edges)):
            worst[key] = max(worst[key], value)
        print(f"  {photo:14s} sweep {today:6.1%}   draw --lines sweep {merged:6.1%}   draw {edges:6.1%}")
    print("  worst          " + "   ".join(f"{key} {value:6.1%}" for key, value in worst.items()))

    astronaut = os.path.join(args.inputs, "astronaut.png")
    runs = [stats_of("draw", astronaut)["seconds"] for _ in range(args.repeat)]
    stages = ["prepare", "lines", "bundles", "art", "measure"]
    best = min(sum(run.get(stage, 0) for stage in stages) for run in runs)
    edge = min(run["edges"] for run in runs)
    print(f"draw (edges) on astronaut 512x512: {best * 1000:6.1f} ms end to end (best of {args.repeat}, "
          f"decoding excluded), of which the edge detector {edge * 1000:5.1f} ms")



def sweep(image, gray):
    """The default 65-setting sweep: Linework's parallel sweep vs OpenCV's per-setting loop."""
    pivots = [0.2 + i * 0.1 for i in range(5)]          # stride(from: 0.2, to: 0.7, by: 0.1)
    adjustments = [0.5 + i * 0.2 for i in range(13)]    # stride(from: 0.5, to: 3.0, by: 0.2)
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    out = subprocess.run([args.linework, "sweep", image, "--max-dimension", str(WIDTH), "--blur", "0",
                          "--min-points", "1", "--dedup", "bbox", "--stats", "-"],
                         check=True, capture_output=True, text=True).stdout
    peak_mib = max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss) / 1024
    stats = json.loads(out)

    def opencv_loop():
        contours_total, points_total = 0, 0
        for pivot in pivots:
            for adjustment in adjustments:
                values = np.clip((np.arange(256) / 255 - pivot) * adjustment + pivot, 0, 1)
                below = values < 0.5
                cut = int(np.argmin(below)) if not below.all() else 256
                if cut == 0:
                    mask = np.zeros_like(gray)
                else:
                    _, mask = cv2.threshold(gray, cut - 1, 255, cv2.THRESH_BINARY_INV)
                contours, _ = cv2.findContours(mask, cv2.RETR_TREE, cv2.CHAIN_APPROX_NONE)
                contours_total += len(contours)
                points_total += sum(len(c) for c in contours)
        return contours_total, points_total

    start = time.perf_counter()
    cv_contours, cv_points = opencv_loop()
    cv_seconds = time.perf_counter() - start
    trace, dedup = stats["seconds"]["trace"], stats["seconds"]["dedup"]
    same = stats["tracedCount"] == cv_contours and stats["pointCount"] == cv_points
    print(f"65-setting sweep  linework trace {trace:7.3f} s   opencv loop {cv_seconds:7.3f} s   ratio {trace / cv_seconds:5.2f}x   "
          f"contours {stats['tracedCount']} vs {cv_contours}, points {stats['pointCount']} vs {cv_points} "
          f"({'identical counts' if same else 'COUNTS DIFFER'}); {stats['distinctMasks']} distinct masks")
    print(f"bbox dedup        {dedup:7.3f} s for {stats['tracedCount']} contours = {dedup / trace:5.2f}x the trace time, "
          f"{stats['keptCount']} kept; linework peak memory {peak_mib:6.0f} MiB")


main()
