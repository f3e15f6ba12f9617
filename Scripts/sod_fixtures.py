"""Writes the golden salient-object metric files for LineworkEvaluationTests (run through
Scripts/make-sod-fixtures).

Each case is a small, deterministic 8-bit prediction / object mask pair stored as PNGs in
objects/, and objects.json holds pysodmetrics' scores for it, computed on the PNGs' bytes as
read back:
- sMeasure: py_sod_metrics.Smeasure (alpha 0.5);
- eMeasure: the mean over the 256 thresholds of py_sod_metrics.Emeasure's per-image curve
  (the "mean E-measure");
- weightedF: py_sod_metrics.WeightedFmeasure (beta 1).
All three min-max rescale the prediction and binarise the mask at > 128 (masks here are 0/255).
"""

import argparse
import json
from importlib.metadata import version
from pathlib import Path

import numpy as np
from PIL import Image
from py_sod_metrics import Emeasure, Smeasure, WeightedFmeasure

WIDTH, HEIGHT = 48, 36


def grid():
    return np.mgrid[0:HEIGHT, 0:WIDTH]


def disc(cx, cy, r):
    y, x = grid()
    return ((x - cx) ** 2 + (y - cy) ** 2 <= r * r)


def bump(cx, cy, spread):
    y, x = grid()
    return np.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (2 * spread ** 2))


def to8(values):
    return np.clip(np.round(values * 255), 0, 255).astype(np.uint8)


def cases():
    rng = np.random.default_rng(17)
    noise = rng.random((HEIGHT, WIDTH))
    square = np.zeros((HEIGHT, WIDTH), bool)
    square[8:26, 12:34] = True
    two = disc(12, 12, 6) | disc(34, 24, 8)
    edge = np.zeros((HEIGHT, WIDTH), bool)
    edge[0:14, 0:20] = True
    yield "disc", 0.1 + 0.8 * bump(24, 18, 7) + 0.05 * noise, disc(24, 18, 9)
    yield "offset-square", np.roll(square, (3, 4), axis=(0, 1)) * 0.7 + 0.2 * noise, square
    yield "two-objects", 0.6 * bump(12, 12, 5) + 0.9 * bump(30, 22, 6), two
    yield "edge-object", 0.3 * noise + 0.7 * edge[::-1, ::-1] + 0.3 * bump(5, 5, 8), edge
    yield "noise", noise, disc(20, 16, 7)
    yield "empty-mask", 0.5 * noise, np.zeros((HEIGHT, WIDTH), bool)
    yield "full-mask", 0.2 + 0.6 * noise, np.ones((HEIGHT, WIDTH), bool)
    yield "constant", np.full((HEIGHT, WIDTH), 0.5), disc(24, 18, 9)
    yield "perfect", square.astype(float), square


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", required=True, type=Path)
    args = parser.parse_args()
    folder = args.output / "objects"
    folder.mkdir(parents=True, exist_ok=True)
    results = {}
    for name, prediction, mask in cases():
        Image.fromarray(to8(prediction)).save(folder / f"{name}-prediction.png", optimize=True)
        Image.fromarray(mask.astype(np.uint8) * 255).save(folder / f"{name}-mask.png", optimize=True)
        pred = np.asarray(Image.open(folder / f"{name}-prediction.png"))
        gt = np.asarray(Image.open(folder / f"{name}-mask.png"))
        s, e, w = Smeasure(), Emeasure(), WeightedFmeasure()
        s.step(pred=pred, gt=gt)
        e.step(pred=pred, gt=gt)
        w.step(pred=pred, gt=gt)
        results[name] = {
            "sMeasure": float(s.get_results()["sm"]),
            "eMeasure": float(np.mean(e.get_results()["em"]["curve"])),
            "weightedF": float(w.get_results()["wfm"]),
        }
    manifest = {
        "generator": "Scripts/sod_fixtures.py",
        "versions": {p: version(p) for p in ["pysodmetrics", "numpy", "scipy", "pillow"]},
        "cases": results,
    }
    (args.output / "objects.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
