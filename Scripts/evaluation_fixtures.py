"""Writes the golden saliency-metric files for LineworkEvaluationTests (run through
Scripts/make-evaluation-fixtures).

Each case is a small, deterministic prediction / fixation map / density triple stored as PNGs in
saliency/, and saliency.json holds pysaliency's scores for it:
- AUC-Judd: pysaliency.roc.general_roc(positives, negatives, judd=1), positives the prediction at
  the fixated pixels, negatives at every other pixel (AUC_Judd's nonfixations='unfixated',
  without its random jitter);
- NSS: the mean of pysaliency.metrics.NSS over the fixations;
- CC, SIM, KLD: pysaliency.metrics.CC, SIM and MIT_KLDiv(prediction, density), once with the
  stored density ("given") and once with the fixation map blurred by a Gaussian of SIGMA pixels
  ("blurred"; scipy's gaussian_filter with mirrored borders and radius ceil(3 sigma), which is
  Linework's blur).
Predictions are read as value / 255 or value / 65535; a prediction smaller than its fixation map
is resized bilinearly with pixel centres aligned (OpenCV's INTER_LINEAR), as Linework does.
"""

import argparse
import json
import math
import sys
import types
from importlib.metadata import version
from pathlib import Path

import numpy as np
from PIL import Image
from scipy.ndimage import gaussian_filter

# pysaliency imports torch for optional models; the metrics do not need it.
sys.modules.setdefault("torch", types.ModuleType("torch"))
from pysaliency import metrics, roc  # noqa: E402

SIGMA = 3.0  # the blur of the "blurred" densities, in pixels


def blur(fixations, sigma):
    radius = math.ceil(3 * sigma)
    return gaussian_filter(fixations.astype(np.float64), sigma, mode="mirror", truncate=radius / sigma)


def bilinear(image, width, height):
    """Resize with pixel centres aligned and clamped borders (OpenCV's INTER_LINEAR)."""
    def taps(source, target):
        position = np.clip((np.arange(target) + 0.5) * source / target - 0.5, 0, source - 1)
        lower = np.floor(position).astype(int)
        upper = np.minimum(lower + 1, source - 1)
        return lower, upper, position - lower
    x0, x1, fx = taps(image.shape[1], width)
    y0, y1, fy = taps(image.shape[0], height)
    top = image[y0][:, x0] + (image[y0][:, x1] - image[y0][:, x0]) * fx
    bottom = image[y1][:, x0] + (image[y1][:, x1] - image[y1][:, x0]) * fx
    return top + (bottom - top) * fy[:, None]


def bumps(width, height, centres, spread):
    y, x = np.mgrid[0:height, 0:width]
    out = np.zeros((height, width))
    for cx, cy, weight in centres:
        out += weight * np.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (2 * spread ** 2))
    return out


def to8(values):
    values = values - values.min()
    return np.round(values / max(values.max(), 1e-12) * 255).astype(np.uint8)


def cases(rng):
    """Yields (name, prediction array as stored, its maximum, fixation mask, density as stored)."""
    width, height = 32, 24
    # Smooth prediction with a peak where observers looked and one where they did not.
    saliency = bumps(width, height, [(8, 8, 1.0), (24, 15, 0.6)], 4) + 0.05 * rng.random((height, width))
    fixations = np.zeros((height, width), bool)
    for _ in range(14):
        fixations[np.clip(int(rng.normal(9, 3)), 0, height - 1), np.clip(int(rng.normal(10, 4)), 0, width - 1)] = True
    fixations[20, 3] = True  # one fixation where the prediction is low
    density = to8(blur(fixations, 2.0))
    yield "smooth", to8(saliency), 255, fixations, density

    # Four grey levels in blocks, zeros included: thresholds tie, and the prediction is zero where
    # the density is not (KLD's epsilon matters).
    width, height = 20, 16
    levels = np.array([0, 85, 170, 255], np.uint8)
    prediction = levels[(np.arange(height)[:, None] // 4 + np.arange(width)[None, :] // 5) % 4]
    fixations = np.zeros((height, width), bool)
    for y, x in [(1, 16), (1, 6), (2, 11), (5, 2), (6, 12), (9, 9), (10, 10), (13, 4), (14, 18), (15, 0)]:
        fixations[y, x] = True
    density = to8(blur(fixations, 1.5) + 0.02)
    yield "ties", prediction, 255, fixations, density

    # A 16-bit prediction whose neighbouring values differ by less than one 8-bit step.
    width, height = 40, 30
    smooth = bumps(width, height, [(12, 10, 1.0), (30, 22, 0.8), (20, 5, 0.3)], 6)
    prediction = np.round(20000 + smooth / smooth.max() * 300 + rng.integers(0, 3, (height, width))).astype(np.uint16)
    fixations = np.zeros((height, width), bool)
    picks = rng.choice(width * height, 25, replace=False)
    fixations.flat[picks] = True
    density = to8(blur(fixations, 2.5))
    yield "sixteen", prediction, 65535, fixations, density

    # A prediction at half the truth's size: resized bilinearly before scoring.
    small = to8(bumps(16, 12, [(5, 4, 1.0), (11, 8, 0.5)], 2.5) + 0.1 * rng.random((12, 16)))
    fixations = np.zeros((24, 32), bool)
    for y, x in [(8, 10), (9, 11), (7, 9), (16, 22), (17, 23), (3, 28), (20, 4), (10, 12)]:
        fixations[y, x] = True
    density = to8(blur(fixations, 2.0))
    yield "resized", small, 255, fixations, density

    # The chance baseline: a constant map.
    fixations = np.zeros((10, 12), bool)
    for y, x in [(2, 3), (5, 5), (7, 10)]:
        fixations[y, x] = True
    yield "constant", np.full((10, 12), 128, np.uint8), 255, fixations, to8(blur(fixations, 1.0))


def scores(prediction, fixations, density):
    ys, xs = np.nonzero(fixations)
    with np.errstate(divide="ignore"):  # pysaliency takes log(0) on its way to 0 · log(0) = 0
        kld = metrics.MIT_KLDiv(prediction, density)
    auc = roc.general_roc(prediction[fixations].astype(float), prediction[~fixations].astype(float), judd=1)[0]
    return {
        "AUC-Judd": float(auc),
        "NSS": float(np.mean(metrics.NSS(prediction, xs, ys))),
        "CC": float(metrics.CC(prediction, density)),
        "SIM": float(metrics.SIM(prediction, density)),
        "KLD": float(kld),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    out = Path(args.output)
    (out / "saliency").mkdir(parents=True, exist_ok=True)
    manifest = {
        "versions": {name: version(name) for name in ["pysaliency", "numpy", "scipy", "pillow"]},
        "sigma": SIGMA,
        "cases": [],
    }
    rng = np.random.default_rng(20240607)
    for name, stored, maximum, fixations, density in cases(rng):
        height, width = fixations.shape
        Image.fromarray(stored).save(out / "saliency" / f"{name}-prediction.png")
        Image.fromarray(fixations.astype(np.uint8) * 255).save(out / "saliency" / f"{name}-fixations.png")
        Image.fromarray(density).save(out / "saliency" / f"{name}-density.png")
        prediction = stored.astype(np.float64) / maximum
        if prediction.shape != fixations.shape:
            prediction = bilinear(prediction, width, height)
        given = scores(prediction, fixations, density.astype(np.float64) / 255)
        blurred = scores(prediction, fixations, blur(fixations, SIGMA))
        manifest["cases"].append({
            "name": name, "width": width, "height": height, "bitDepth": 16 if maximum > 255 else 8,
            "fixationCount": int(fixations.sum()),
            "given": given,
            "blurred": {key: blurred[key] for key in ["CC", "SIM", "KLD"]},
        })
    (out / "saliency.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
