"""Reference tours for Linework's one-line drawings (`draw --tone tsp`): stipple-like point
sets with the length of the tour LKH finds through them (the PyPI `elkai` package, LKH-3),
for `TSPTourTests`, which checks that Linework's tour is within 1.10 times as long.

Each set is `count` points drawn from a smooth darkness (a few Gaussian blobs over a faint
gradient, seeded) on a 512 x 384 canvas, then moved by six Lloyd steps on a 2 px grid, so the
points are spread like stipples: dense in the dark, sparse in the light, evenly spaced
locally. Coordinates are rounded to hundredths; the tour length is computed here from the
rounded points in double precision (closed tour).

Writes Tests/LineworkToneTests/Fixtures/tsp-<count>.json: {"points": [[x, y], ...],
"elkaiLength": L, "runs": R}. Run through Scripts/make-tsp-fixtures.
"""

import argparse
import json
import math
from pathlib import Path

import elkai
import numpy as np

WIDTH, HEIGHT = 512, 384


def darkness(seed):
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:HEIGHT, 0:WIDTH].astype(np.float64)
    field = 0.15 * x / WIDTH
    for _ in range(6):
        cx, cy = rng.uniform(0, WIDTH), rng.uniform(0, HEIGHT)
        r = rng.uniform(30, 120)
        field += rng.uniform(0.4, 1.0) * np.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (2 * r * r))
    return np.clip(field, 0, 1)


def stipples(count, seed):
    rng = np.random.default_rng(seed + 1000)
    rho = darkness(seed)
    flat = rho.ravel() / rho.sum()
    picks = rng.choice(flat.size, size=count, p=flat)
    points = np.stack([picks % WIDTH, picks // WIDTH], axis=1).astype(np.float64)
    points += rng.uniform(-0.5, 0.5, points.shape)
    # Lloyd steps on a 2 px grid: each grid point to its nearest dot (by blocks), weighted centroids.
    gy, gx = np.mgrid[0:HEIGHT:2, 0:WIDTH:2].astype(np.float64)
    grid = np.stack([gx.ravel(), gy.ravel()], axis=1)
    weight = rho[0:HEIGHT:2, 0:WIDTH:2].ravel()
    for _ in range(6):
        nearest = np.empty(len(grid), dtype=np.int64)
        for start in range(0, len(grid), 4096):
            block = grid[start:start + 4096]
            d = ((block[:, None, :] - points[None, :, :]) ** 2).sum(axis=2)
            nearest[start:start + 4096] = d.argmin(axis=1)
        mass = np.bincount(nearest, weights=weight, minlength=count)
        sx = np.bincount(nearest, weights=weight * grid[:, 0], minlength=count)
        sy = np.bincount(nearest, weights=weight * grid[:, 1], minlength=count)
        moved = mass > 0
        points[moved, 0] = sx[moved] / mass[moved]
        points[moved, 1] = sy[moved] / mass[moved]
    return np.round(points, 2)


def tour_length(points, order):
    return sum(math.dist(points[order[k]], points[order[(k + 1) % len(order)]]) for k in range(len(order)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", required=True, help="the fixtures folder")
    parser.add_argument("--counts", type=int, nargs="*", default=[1000, 2000])
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    for count in args.counts:
        points = stipples(count, seed=count)
        coords = {str(i): (float(p[0]), float(p[1])) for i, p in enumerate(points)}
        order = [int(name) for name in elkai.Coordinates2D(coords).solve_tsp(runs=args.runs)]
        if len(order) > count:  # elkai returns the tour closed (the first city again)
            order = order[:count]
        assert sorted(order) == list(range(count))
        length = tour_length(points.tolist(), order)
        path = Path(args.output) / f"tsp-{count}.json"
        document = {"points": points.tolist(), "elkaiLength": round(length, 3), "runs": args.runs}
        path.write_text(json.dumps(document, separators=(",", ":")) + "\n")
        print(f"{path}: {count} points, elkai tour {length:.1f}")


if __name__ == "__main__":
    main()
