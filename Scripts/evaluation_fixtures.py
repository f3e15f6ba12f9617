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
- AUC-Borji: pysaliency's SaliencyMapModel.AUC_per_image(nonfixations='uniform'): the fixated
  values against every pixel of the map, all values as thresholds (no random sampling);
- sAUC: AUC_per_image(nonfixations='shuffled'): the negatives are the fixations of every other
  case, their pixel coordinates scaled to this case's size and truncated (pysaliency's
  FullShuffledNonfixationProvider), so the cases of this file are one dataset;
- IG: pysaliency's Model.information_gains (bits per fixation) of the prediction against the
  centre-bias baseline (Linework's BaselineMaps.centerBias: a Gaussian of 0.25 of each side,
  centred at ((W - 1) / 2, (H - 1) / 2)), each made a density the MIT benchmark's way (min-max
  rescaled, divided by its sum, uniform when constant) with log density log(eps + p),
  eps = 2.2204e-16, averaged over the case's fixations.
Predictions are read as value / 255 or value / 65535; a prediction smaller than its fixation map
is resized bilinearly with pixel centres aligned (OpenCV's INTER_LINEAR) in float64, as Linework's
ReferenceMap does (fixture_maps.bilinear), and every score reads those doubles: the AUCs compare
them exactly, so their ties are the float64 map's.

It also writes thinning/ and thinning.json: boundary maps and scikit-image's morphology.thin of
each (the BSDS benchmark's bwmorph(..., 'thin', Inf)), which BoundaryMap.thinned must reproduce
pixel for pixel.
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
from skimage.morphology import thin

from fixture_maps import bilinear

# pysaliency imports torch for optional models; the metrics do not need it.
sys.modules.setdefault("torch", types.ModuleType("torch"))
from pysaliency import Fixations, Stimuli, metrics, roc  # noqa: E402
from pysaliency.models import Model  # noqa: E402
from pysaliency.saliency_map_models import SaliencyMapModel  # noqa: E402

EPS = 2.2204e-16  # MATLAB's eps, the MIT benchmark's regulariser

SIGMA = 3.0  # the blur of the "blurred" densities, in pixels


def blur(fixations, sigma):
    radius = math.ceil(3 * sigma)
    return gaussian_filter(fixations.astype(np.float64), sigma, mode="mirror", truncate=radius / sigma)


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

    # Few grey levels, then resized: a 10 x 8 map of 40 levels, upsampled 3.5 times. Flat areas
    # stay exactly flat and the ramps between them repeat values, so thresholds tie across the
    # image; the AUCs must see the ties the float64 resize makes.
    coarse = bumps(10, 8, [(3, 3, 1.0), (7, 5, 0.7)], 2.0)
    levels = np.round(coarse / coarse.max() * 39) * 6
    fixations = np.zeros((28, 35), bool)
    for y, x in [(9, 10), (10, 11), (11, 9), (8, 12), (17, 24), (18, 25), (16, 26), (4, 30), (24, 3), (12, 12), (20, 18)]:
        fixations[y, x] = True
    density = to8(blur(fixations, 2.0))
    yield "levels-resized", levels.astype(np.uint8), 255, fixations, density

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


def centre_bias(width, height, fraction=0.25):
    def profile(n):
        return np.exp(-(np.arange(n) - (n - 1) / 2) ** 2 / (2 * (fraction * n) ** 2))
    return np.outer(profile(height), profile(width))


def mit_distribution(saliency_map):
    """The MIT benchmark's InfoGain density: min-max rescaled, divided by its sum."""
    low, high = saliency_map.min(), saliency_map.max()
    if high == low:
        return np.full(saliency_map.shape, 1 / saliency_map.size)
    rescaled = (saliency_map - low) / (high - low)
    return rescaled / rescaled.sum()


class Maps(SaliencyMapModel):
    """Each stimulus is filled with its case's index; the map is that case's prediction."""
    def __init__(self, maps):
        super().__init__(caching=False)
        self.maps = maps

    def _saliency_map(self, stimulus):
        return self.maps[int(stimulus[0, 0])]


class Densities(Model):
    def __init__(self, maps):
        super().__init__(caching=False)
        self.maps = maps

    def _log_density(self, stimulus):
        return np.log(EPS + mit_distribution(self.maps[int(stimulus[0, 0])]))


def dataset_scores(predictions, fixation_maps):
    """AUC-Borji, sAUC and IG of every case, the cases taken as one dataset."""
    stimuli = Stimuli([np.full(f.shape, n, np.uint8) for n, f in enumerate(fixation_maps)])
    xs, ys, ns = [], [], []
    for n, fixations in enumerate(fixation_maps):
        y, x = np.nonzero(fixations)
        xs += list(x)
        ys += list(y)
        ns += [n] * len(x)
    fixations = Fixations.create_without_history(np.array(xs, float), np.array(ys, float), np.array(ns))
    # The maps as resized here, compared exactly: Linework resizes in double precision with the
    # same arithmetic (fixture_maps.bilinear), so ties fall on the same pixels in both.
    model = Maps(predictions)
    borji = model.AUC_per_image(stimuli, fixations, nonfixations="uniform")
    shuffled = model.AUC_per_image(stimuli, fixations, nonfixations="shuffled")
    gains = Densities(predictions).information_gains(
        stimuli, fixations, baseline_model=Densities([centre_bias(f.shape[1], f.shape[0]) for f in fixation_maps]))
    return [{"AUC-Borji": float(borji[n]), "sAUC": float(shuffled[n]), "IG": float(gains[np.array(ns) == n].mean())}
            for n in range(len(fixation_maps))]


def thinning_cases(rng):
    """Yields (name, boolean boundary map): thick lines, blobs, noise, and already thin lines."""
    y, x = np.mgrid[0:40, 0:48]
    yield "thick-ring", np.abs(np.hypot(x - 24, y - 20) - 12) <= 1.5
    bar = np.zeros((40, 48), bool)
    bar[8:11, 4:44] = True
    bar[10:34, 20:23] = True
    yield "three-pixel-cross", bar
    yield "thick-diagonal", np.abs(x - y - 4) <= 2
    yield "blobs", (np.hypot(x - 12, y - 12) <= 7) | ((np.abs(x - 34) <= 9) & (np.abs(y - 26) <= 5))
    yield "noise", rng.random((40, 48)) < 0.45
    staircase = np.zeros((40, 48), bool)
    for k in range(15):
        staircase[5 + k, 5 + 2 * k:8 + 2 * k] = True  # 4-connected corners where the runs join
    staircase[30, 2:46] = True
    staircase[2:38, 44] = True
    yield "thin-lines", staircase


def write_thinning(out):
    folder = out / "thinning"
    folder.mkdir(parents=True, exist_ok=True)
    names = []
    for name, boundary in thinning_cases(np.random.default_rng(7)):
        Image.fromarray(boundary.astype(np.uint8) * 255).save(folder / f"{name}-map.png")
        Image.fromarray(thin(boundary).astype(np.uint8) * 255).save(folder / f"{name}-thinned.png")
        names.append(name)
    manifest = {"versions": {name: version(name) for name in ["scikit-image", "numpy", "pillow"]},
                "algorithm": "skimage.morphology.thin(map), max_num_iter None", "cases": names}
    (out / "thinning.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


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
    predictions, fixation_maps = [], []
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
        predictions.append(prediction)
        fixation_maps.append(fixations)
    for case, extra in zip(manifest["cases"], dataset_scores(predictions, fixation_maps)):
        case["given"].update(extra)
    (out / "saliency.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    write_thinning(out)


if __name__ == "__main__":
    main()
