"""Issue 21's rendering goals, measured with the `linework` binary given:

- a sweep's PNG renders no slower than it traces: the default 65-setting sweep of the 12 MP photo
  mosaic (Scripts/mosaic.py) at full resolution, `sweep --max-dimension 4000 --png`, comparing the
  `trace` and `render` seconds of its --stats (render = building the line art from the kept
  contours, drawing it and encoding the PNG);
- 100,000 paths render as PNG in at most 2 s: `contours --png` of a 4000x3000 image of exactly
  100,000 separate ellipses (a 400 x 250 grid, radii 3 to 4.8 px, made here with a fixed seed),
  each traced to one closed path (`art.paths` is checked), and the mosaic sweep's own paths per
  second as a second, denser scene.

Each figure is the best of --repeat runs, printed with the 1-minute load average read before
the runs (the machine is shared; figures taken under load are slower).
"""
import argparse
import json
import os
import subprocess

import numpy as np
from PIL import Image, ImageDraw

import mosaic

parser = argparse.ArgumentParser()
parser.add_argument("--linework", required=True)
parser.add_argument("--inputs", required=True)
parser.add_argument("--work", required=True)
parser.add_argument("--repeat", type=int, default=3)
args = parser.parse_args()
os.makedirs(args.work, exist_ok=True)

PATHS = 100_000
RENDER_GOAL = 2.0  # seconds for 100,000 paths


def load():
    with open("/proc/loadavg") as f:
        return f.read().split()[0]


def ellipses_path():
    """4000x3000 gray, one black ellipse per 10x12 cell: 100,000 contours that never touch."""
    path = os.path.join(args.work, "ellipses-100k.png")
    if os.path.exists(path):
        return path
    columns, rows, cell_w, cell_h = 400, 250, 10, 12
    rng = np.random.default_rng(21)
    image = Image.new("L", (columns * cell_w, rows * cell_h), 255)
    draw = ImageDraw.Draw(image)
    for r in range(rows):
        for c in range(columns):
            cx, cy = (c + 0.5) * cell_w, (r + 0.5) * cell_h
            rx, ry = rng.uniform(3.0, 4.0), rng.uniform(3.0, 4.8)
            draw.ellipse([cx - rx, cy - ry, cx + rx, cy + ry], fill=0)
    image.save(path)
    return path


def best_stats(*arguments):
    """The run with the least render time of --repeat runs of `linework ARGUMENTS --stats -`."""
    best = None
    for _ in range(args.repeat):
        out = subprocess.run([args.linework, *arguments, "--stats", "-"], check=True, capture_output=True,
                             text=True).stdout
        stats = json.loads(out)
        if best is None or stats["seconds"]["render"] < best["seconds"]["render"]:
            best = stats
    return best


def verdict(met):
    return "goal met" if met else "GOAL NOT MET"


def main():
    png = os.path.join(args.work, "render-benchmark.png")
    image = mosaic.mosaic_path(args.inputs, args.work)
    before = load()
    sweep = best_stats("sweep", image, "--max-dimension", str(mosaic.WIDTH), "--png", png)
    trace, render = sweep["seconds"]["trace"], sweep["seconds"]["render"]
    paths = sweep["art"]["paths"]
    print(f"sweep of the 12 MP mosaic ({sweep['keptCount']} kept contours, {paths} paths): trace {trace:.3f} s, "
          f"render {render:.3f} s = {render / trace:.2f}x the trace (goal <= 1x: {verdict(render <= trace)}); "
          f"PNG {os.path.getsize(png) / 1e6:.1f} MB; best of {args.repeat}, load {before}")
    print(f"  that is {paths / render:,.0f} paths/s: 100,000 such paths in {PATHS * render / paths:.2f} s "
          f"(goal <= {RENDER_GOAL:.0f} s)")

    before = load()
    ellipses = best_stats("contours", ellipses_path(), "--max-dimension", "4000", "--blur", "0", "--png", png)
    drawn = ellipses["art"]["paths"]
    if drawn != PATHS:
        raise SystemExit(f"the ellipse image drew {drawn} paths, not {PATHS}")
    render = ellipses["seconds"]["render"]
    print(f"{PATHS:,} paths (ellipses on 4000x3000) as PNG: render {render:.3f} s "
          f"(goal <= {RENDER_GOAL:.0f} s: {verdict(render <= RENDER_GOAL)}); best of {args.repeat}, load {before}")


main()
