"""Writes the golden soft-boundary sweep files for LineworkEvaluationTests (run through
Scripts/make-boundary-sweep-fixtures).

Each case is a small, deterministic soft prediction (8-bit gray PNG, read as v / 255 as
pyedgeeval's load_predictions does with img_as_float) and a binary truth (PNG, non-zero is
boundary), stored in boundary-sweep/. boundary-sweep.json holds, for the whole set as one
dataset at TOLERANCE (a fraction of the diagonal) and THRESHOLDS thresholds:
- per case, pyedgeeval's evaluate_boundaries_threshold counts at every threshold
  (count_p, sum_p, count_r, sum_r: prediction binarised with >= t, thinned by its binary_thin,
  matched to the truth by BSDS's correspondPixels), the truth used as it is ("counts");
- the same with the binary maps thinned by pyedgeeval's bwmorph_thin, its port of MATLAB's
  bwmorph(..., 'thin', Inf) that BSDS calls and that scikit-image's thin and Linework reproduce
  ("bwmorphCounts"). binary_thin (py-bsds500's lookup table) leaves a few more pixels than
  bwmorph on dense noise (1018 against 1007 on noisy-64x48 at t = 0.07); on clean maps they agree;
- the dataset's ODS (interpolated), OIS and AP from pyedgeeval's calculate_metrics, and R50 from
  its plotting module's _calc_r50 on the [threshold, recall, precision, F] rows with recall
  >= 1e-3 (the rows its _load_threshold_data keeps).
correspondPixels is randomised (its sparse outlier graph, seeded from the clock as in BSDS), so
matched counts differ by a pixel at a few thresholds between two runs, which moves R50 by up to
2e-3 on this set. Every matching is therefore run RUNS times and the largest matched count kept
per threshold (each run's matching is one-to-one, so the largest is the best found): Linework's
matching is a maximum one. The dataset scores are calculate_metrics' on those counts;
"singleRuns" keeps each run's own ODS, OIS, AP and R50 to show the spread.
Boundaries stay at least 3 px off the image's frame, so Linework's dropping of runs along the
frame changes nothing here.
"""

import argparse
import json
from importlib.metadata import version
from pathlib import Path

import numpy as np
from PIL import Image
from scipy.ndimage import gaussian_filter, shift
from skimage.util import img_as_float

from pyEdgeEval.common.binary_label.calculate_metrics import calculate_metrics
from pyEdgeEval.common.binary_label.evaluate_boundaries import evaluate_boundaries_threshold
from pyEdgeEval.common.utils import check_thresholds
from pyEdgeEval.preprocess import bwmorph_thin
from pyEdgeEval.visualization.pr_curve import _calc_r50

THRESHOLDS = 99
TOLERANCE = 0.02  # 1.8 px on a 64 x 64 image; BSDS's 0.0075 would match only exact pixels here
RUNS = 5  # matchings per threshold, the largest kept (see above)


def outline(height, width, rng):
    """A binary truth: a circle, a polyline and a rectangle, at least 5 px off the frame."""
    y, x = np.mgrid[0:height, 0:width]
    cx, cy, r = width * 0.35 + rng.integers(-3, 4), height * 0.45, min(width, height) * 0.22
    ring = np.abs(np.hypot(x - cx, y - cy) - r) < 0.5
    box = np.zeros((height, width), bool)
    top, left = height // 2 + 3, width // 2 + 6
    box[top, left:width - 6] = True
    box[height - 6, left:width - 6] = True
    box[top:height - 5, left] = True
    box[top:height - 5, width - 7] = True
    line = np.zeros((height, width), bool)
    for t in np.linspace(0, 1, 200):
        line[int(round(6 + t * (height // 3))), int(round(width * 0.6 + t * (width * 0.3)))] = True
    truth = ring | box | line
    truth[:5, :] = truth[-5:, :] = False
    truth[:, :5] = truth[:, -5:] = False
    return truth


def inner(values):
    """Zero within 3 px of the frame."""
    values = values.copy()
    values[:3, :] = values[-3:, :] = 0
    values[:, :3] = values[:, -3:] = 0
    return values


def to8(values):
    return np.clip(np.round(values * 255), 0, 255).astype(np.uint8)


def cases():
    rng = np.random.default_rng(49)
    for height, width in [(48, 64), (64, 64)]:
        truth = outline(height, width, rng)
        size = f"{width}x{height}"
        blurred = gaussian_filter(truth.astype(float), 1.2)
        yield f"blurred-{size}", inner(blurred / blurred.max()), truth
        noisy = 0.75 * truth + 0.35 * rng.random(truth.shape) * gaussian_filter(truth.astype(float), 3) * 4
        yield f"noisy-{size}", inner(np.clip(noisy + 0.15 * rng.random(truth.shape), 0, 1)), truth
        moved = gaussian_filter(shift(truth.astype(float), (1, 2), order=0), 0.8)
        yield f"shifted-{size}", inner(moved / moved.max()), truth
    truth = outline(48, 64, rng)
    yield "binary-64x48", truth.astype(float), truth
    ramp = np.zeros((48, 64))
    ramp[20, 8:56], ramp[21, 8:56], ramp[22, 8:56] = 0.5, 0.9, 0.3  # a 3 px band, brightest on the truth
    line = np.zeros((48, 64), bool)
    line[21, 8:56] = True
    yield "thick-64x48", ramp, line
    yield "empty-truth-64x48", inner(0.4 * rng.random((48, 64))), np.zeros((48, 64), bool)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", required=True, type=Path)
    args = parser.parse_args()
    folder = args.output / "boundary-sweep"
    folder.mkdir(parents=True, exist_ok=True)
    thresholds = check_thresholds(THRESHOLDS)
    counts, bwmorph, samples = {}, {}, []
    for name, prediction, truth in cases():
        Image.fromarray(to8(prediction)).save(folder / f"{name}-prediction.png", optimize=True)
        Image.fromarray(truth.astype(np.uint8) * 255).save(folder / f"{name}-truth.png", optimize=True)
        pred = img_as_float(np.asarray(Image.open(folder / f"{name}-prediction.png")))
        gt = np.asarray(Image.open(folder / f"{name}-truth.png")) > 0
        runs = [evaluate_boundaries_threshold(thresholds, pred, gt, max_dist=TOLERANCE, apply_thinning=True)
                for _ in range(RUNS)]
        count_r, sum_r, count_p, sum_p = (np.max([run[k] for run in runs], axis=0) for k in range(4))
        counts[name] = {
            "matchedPredicted": count_p.astype(int).tolist(), "predicted": sum_p.astype(int).tolist(),
            "matchedTruth": count_r.astype(int).tolist(), "truth": sum_r.astype(int).tolist(),
        }
        samples.append({"name": name, "result": (count_r, sum_r, count_p, sum_p), "runs": runs})
        bwmorph[name] = {key: [] for key in ["matchedPredicted", "predicted", "matchedTruth", "truth"]}
        for t in thresholds:
            thinned = bwmorph_thin(pred >= t).astype(float)
            best = [max(values) for values in zip(*(
                (int(v[0]) for v in evaluate_boundaries_threshold(
                    np.array([0.5]), thinned, gt, max_dist=TOLERANCE, apply_thinning=False))
                for _ in range(RUNS)))]
            r, sr, p, sp = best
            for key, value in zip(["matchedPredicted", "predicted", "matchedTruth", "truth"], [p, sp, r, sr]):
                bwmorph[name][key].append(value)
    overall, pr = dataset_scores(samples, lambda sample: sample["result"])
    single = [dataset_scores(samples, lambda sample, k=k: sample["runs"][k]) for k in range(RUNS)]
    r50 = r50_of(pr)
    manifest = {
        "generator": "Scripts/boundary_sweep_fixtures.py",
        "versions": {p: version(p) for p in ["pyedgeeval", "numpy", "scipy", "scikit-image", "pillow"]},
        "thresholds": THRESHOLDS,
        "tolerance": TOLERANCE,
        "thresholdValues": thresholds.tolist(),
        "counts": counts,
        "bwmorphCounts": bwmorph,
        "ODS": {"threshold": float(overall["ODS_threshold"]), "precision": float(overall["ODS_precision"]),
                "recall": float(overall["ODS_recall"]), "F": float(overall["ODS_f1"])},
        "OIS": {"precision": float(overall["OIS_precision"]), "recall": float(overall["OIS_recall"]),
                "F": float(overall["OIS_f1"])},
        "AP": float(overall["AP"]),
        "R50": r50,
        "singleRuns": [{"ODS": o["ODS_f1"], "OIS": o["OIS_f1"], "AP": o["AP"], "R50": r50_of(p)} for o, p in single],
        "imageThresholds": [float(thresholds[int(np.argmax(f1(counts[s["name"]])))]) for s in samples],
    }
    (args.output / "boundary-sweep.json").write_text(json.dumps(manifest, sort_keys=True) + "\n")


def dataset_scores(samples, result):
    """pyedgeeval's calculate_metrics over the samples' counts, and its [T, R, P, F] rows."""
    _, threshold_results, overall = calculate_metrics(
        eval_single=result, thresholds=THRESHOLDS, samples=samples, nproc=1)
    pr = np.array([[r["threshold"], r["recall"], r["precision"], r["f1"]] for r in threshold_results])
    return {k: float(v) for k, v in overall.items()}, pr


def r50_of(pr):
    """pyedgeeval's R50 of [T, R, P, F] rows, on the rows its _load_threshold_data keeps; None for NaN."""
    r50 = float(_calc_r50(pr[pr[:, 1] >= 1e-3]))
    return None if np.isnan(r50) else r50


def f1(c):
    """pyedgeeval's F per threshold from one case's counts (compute_rec_prec_f1)."""
    cp, sp, cr, sr = (np.array(c[k], float) for k in ["matchedPredicted", "predicted", "matchedTruth", "truth"])
    p, r = cp / (sp + (sp == 0)), cr / (sr + (sr == 0))
    return 2 * p * r / (p + r + ((p + r) == 0))


if __name__ == "__main__":
    main()
