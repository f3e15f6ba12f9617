"""Writes the golden salient-object metric files for LineworkEvaluationTests (run through
Scripts/make-sod-fixtures).

Each case is a small, deterministic 8-bit prediction / object mask pair stored as PNGs in
objects/, and objects.json holds pysodmetrics' scores for it, computed on the PNGs' bytes as
read back:
- MAE: py_sod_metrics.MAE;
- maxF: the largest value of py_sod_metrics.Fmeasure's per-image curve (beta^2 0.3), whose 256
  thresholds are the 8-bit levels (pred * 255).astype(uint8) of the rescaled map (truncation);
- sMeasure: py_sod_metrics.Smeasure (alpha 0.5);
- eMeasure: the mean over the 256 thresholds of py_sod_metrics.Emeasure's per-image curve
  (the "mean E-measure");
- weightedF: py_sod_metrics.WeightedFmeasure (beta 1).
- meanF: the mean of the same F curve over its 256 thresholds (pysodmetrics' "mean F-measure");
- adaptiveF: py_sod_metrics.Fmeasure's adaptive F-measure (threshold min(2 * mean, 1) on the
  rescaled map, not quantised);
- maxE: the largest value of the E-measure curve; adaptiveE: py_sod_metrics.Emeasure's adaptive
  E-measure (the same adaptive threshold).
All of them min-max rescale the prediction and binarise the mask at > 128 (masks here are 0/255).
"dataset" holds what pysodmetrics reports for all the cases as one dataset (get_results of one
Fmeasure and one Emeasure stepped through every case): the curves averaged over the images,
element k at threshold 255 - k (precision, recall, F, E), maxF and meanF (the largest and the mean
value of the mean F curve), maxE and meanE likewise, and the adaptive scores' means.
Two more that pysodmetrics does not compute, defined here on its quantisation:
- boxIoU: the IoU of the mask's tight box with the tight box of the pixels whose 8-bit level is at
  least the smallest threshold reaching maxF (pixel-inclusive extents; 0 when either is empty);
- unscaledMAE: the mean of |prediction - mask| on the prediction as stored (v / 255), not rescaled.
A prediction smaller than its mask (the "-resized" cases) is resized to the mask's size first in
float64 (fixture_maps.bilinear, as Linework's ReferenceMap does) and given to pysodmetrics with
normalize=False after prepare_data's min-max rescaling, written out below.
"""

import argparse
import json
import warnings
from importlib.metadata import version
from pathlib import Path

import numpy as np
from PIL import Image
from py_sod_metrics import MAE, Emeasure, Fmeasure, Smeasure, WeightedFmeasure

from fixture_maps import bilinear

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
    # Five grey levels that reach neither 0 nor 255: rescaling moves them, and truncation to 8 bits
    # decides at which threshold each level counts (rounding would move some by one).
    y, x = grid()
    steps = np.array([203, 151, 98, 61, 37]) / 255  # brightest at the centre
    yield "five-levels", steps[np.clip((np.hypot(x - 22, y - 17) / 4).astype(int), 0, 4)[:, ::-1]], disc(26, 17, 9)
    yield "two-levels", np.where(np.roll(square, (2, -3), axis=(0, 1)), 180 / 255, 70 / 255), square


def resized_cases():
    """Yields (name, stored prediction at a third of the mask's size, mask): upsampled 3 times."""
    y, x = np.mgrid[0:HEIGHT // 3, 0:WIDTH // 3]
    levels = np.array([230, 140, 90, 45, 20]) / 255  # brightest at the centre
    coarse = levels[np.clip((np.hypot(x - 8, y - 6) / 1.5).astype(int), 0, 4)[:, ::-1]]
    yield "levels-resized", coarse, disc(24, 18, 8)
    rng = np.random.default_rng(29)
    yield "noise-resized", 0.3 + 0.5 * bump(8, 6, 3)[:HEIGHT // 3, :WIDTH // 3] + 0.1 * rng.random((HEIGHT // 3, WIDTH // 3)), \
        disc(24, 17, 10)


def box(selected):
    ys, xs = np.nonzero(selected)
    return None if len(xs) == 0 else (xs.min(), ys.min(), xs.max() + 1, ys.max() + 1)


def box_iou(a, b):
    if a is None or b is None:
        return 0.0
    width = max(0, min(a[2], b[2]) - max(a[0], b[0]))
    height = max(0, min(a[3], b[3]) - max(a[1], b[1]))
    inter = width * height
    area = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return float(inter / area)


def new_fmeasure():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Fmeasure announces FmeasureV2
        return Fmeasure()


def scores(pred, gt, normalize, dataset):
    """pysodmetrics' scores of one pair, plus box IoU on its quantisation; `pred` is uint8 with
    normalize=True, else float64 already rescaled as prepare_data does. The pair is also stepped
    through `dataset`'s metrics."""
    f = new_fmeasure()
    m, s, e, w = MAE(), Smeasure(), Emeasure(), WeightedFmeasure()
    for metric in (f, m, s, e, w) + dataset:
        metric.step(pred=pred, gt=gt, normalize=normalize)
    e_curve = np.asarray(e.get_results()["em"]["curve"])
    curve = np.asarray(f.changeable_fms[0])  # thresholds 255, 254, ..., 0
    best = curve.max()
    threshold = 255 - int(np.nonzero(curve == best)[0].max())  # the smallest threshold reaching it
    rescaled, mask = (pred, gt) if not normalize else prepare(pred / 255, gt > 128)
    levels = (rescaled * 255).astype(np.uint8)  # pysodmetrics' quantisation in Fmeasure.cal_pr
    return {
        "MAE": float(m.get_results()["mae"]),
        "maxF": float(best),
        "boxIoU": box_iou(box(mask), box(levels >= threshold)),
        "sMeasure": float(s.get_results()["sm"]),
        "eMeasure": float(np.mean(e_curve)),
        "weightedF": float(w.get_results()["wfm"]),
        "meanF": float(np.mean(curve)),
        "adaptiveF": float(f.adaptive_fms[0]),
        "maxE": float(np.max(e_curve)),
        "adaptiveE": float(e.adaptive_ems[0]),
    }


def summary(f, e):
    """pysodmetrics' dataset results of the F- and E-measure stepped through every case."""
    fm, em = f.get_results(), e.get_results()["em"]
    f_curve, e_curve = np.asarray(fm["fm"]["curve"]), np.asarray(em["curve"])
    return {
        "maxF": float(f_curve.max()), "meanF": float(f_curve.mean()), "adaptiveF": float(fm["fm"]["adp"]),
        "maxE": float(e_curve.max()), "meanE": float(e_curve.mean()), "adaptiveE": float(em["adp"]),
        "precision": np.asarray(fm["pr"]["p"]).tolist(), "recall": np.asarray(fm["pr"]["r"]).tolist(),
        "F": f_curve.tolist(), "E": e_curve.tolist(),
    }


def prepare(pred, gt):
    """py_sod_metrics.utils.prepare_data after its division by 255: min-max unless constant."""
    if pred.max() != pred.min():
        pred = (pred - pred.min()) / (pred.max() - pred.min())
    return pred, gt


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", required=True, type=Path)
    args = parser.parse_args()
    folder = args.output / "objects"
    folder.mkdir(parents=True, exist_ok=True)
    results = {}
    dataset = (new_fmeasure(), Emeasure())
    resized = {name: (prediction, mask) for name, prediction, mask in resized_cases()}
    for name, prediction, mask in list(cases()) + [(n, p, m) for n, (p, m) in resized.items()]:
        Image.fromarray(to8(prediction)).save(folder / f"{name}-prediction.png", optimize=True)
        Image.fromarray(mask.astype(np.uint8) * 255).save(folder / f"{name}-mask.png", optimize=True)
        pred = np.asarray(Image.open(folder / f"{name}-prediction.png"))
        gt = np.asarray(Image.open(folder / f"{name}-mask.png"))
        if name in resized:
            stored = bilinear(pred / 255, WIDTH, HEIGHT)
            results[name] = scores(*prepare(stored, gt > 128), normalize=False, dataset=dataset)
        else:
            stored = pred / 255
            results[name] = scores(pred, gt, normalize=True, dataset=dataset)
        results[name]["unscaledMAE"] = float(np.mean(np.abs(stored - (gt > 128))))
    manifest = {
        "generator": "Scripts/sod_fixtures.py",
        "versions": {p: version(p) for p in ["pysodmetrics", "numpy", "scipy", "pillow"]},
        "cases": results,
        "dataset": summary(*dataset),
    }
    (args.output / "objects.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
