"""Writes the golden spectral-residual maps for LineworkSaliencyTests (run through
Scripts/make-saliency-fixtures).

For every photo in Gallery/inputs, OpenCV contrib's StaticSaliencySpectralResidual (Hou & Zhang
2007) computes its map at 64 x 64 and resizes it to the photo's size; we shrink that map with
INTER_AREA so its larger side is 64 px (aspect kept, the size Linework works at) and store it as
an 8-bit gray PNG, min-max normalised. Transparent photos are composited over white first, as
Linework's decoder does. spectral-residual.json records the versions and sizes.
"""

import argparse
import json
from importlib.metadata import version
from pathlib import Path

import cv2
import numpy as np

SIDE = 64  # larger side of the stored maps


def load(path):
    image = cv2.imread(str(path), cv2.IMREAD_UNCHANGED)
    if image.ndim == 2:
        image = cv2.cvtColor(image, cv2.COLOR_GRAY2BGR)
    if image.shape[2] == 4:
        alpha = image[:, :, 3:4].astype(np.float64) / 255
        image = (image[:, :, :3] * alpha + 255 * (1 - alpha) + 0.5).astype(np.uint8)
    return image


def fitted(width, height):
    if max(width, height) <= SIDE:
        return width, height
    scale = SIDE / max(width, height)
    if width >= height:
        return SIDE, max(1, round(height * scale))
    return max(1, round(width * scale)), SIDE


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--images", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    out = Path(args.output)
    out.mkdir(parents=True, exist_ok=True)
    manifest = {
        "versions": {name: version(name) for name in ["opencv-contrib-python-headless", "numpy"]},
        "algorithm": "cv2.saliency.StaticSaliencySpectralResidual_create().computeSaliency, "
                     "INTER_AREA to larger side 64, min-max to 8-bit",
        "photos": {},
    }
    for path in sorted(Path(args.images).iterdir()):
        if path.suffix.lower() not in (".png", ".jpg", ".jpeg"):
            continue
        image = load(path)
        model = cv2.saliency.StaticSaliencySpectralResidual_create()
        ok, saliency = model.computeSaliency(image)
        assert ok, path
        width, height = fitted(image.shape[1], image.shape[0])
        small = cv2.resize(saliency, (width, height), interpolation=cv2.INTER_AREA)
        small = (small - small.min()) / max(float(small.max() - small.min()), 1e-12)
        name = f"spectral-residual-{path.stem}.png"
        cv2.imwrite(str(out / name), (small * 255 + 0.5).astype(np.uint8))
        manifest["photos"][path.name] = {"golden": name, "width": width, "height": height,
                                         "sourceWidth": image.shape[1], "sourceHeight": image.shape[0]}
    (out / "spectral-residual.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
