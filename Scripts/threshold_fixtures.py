"""Golden masks for Linework's adaptive threshold from scikit-image's threshold_sauvola.

Run through Scripts/make-threshold-fixtures. Writes one JSON file (--output) of cases, each an
8-bit gray image and the masks scikit-image gives it:

    {"versions": {...}, "cases": [{"name", "width", "height", "gray": base64 of the row-major
      bytes, "masks": [{"window": w, "k": k, "ink": base64 of the row-major mask packed
      eight pixels a byte, most significant bit first (numpy's packbits), 1 where the pixel is ink}]}]}

Ink is `image <= threshold_sauvola(image, window_size=w, k=k)` (scikit-image's own convention is
`image > t` for the background), with R left at its default (half the uint8 range, 127.5).
Images: text.png's luminance (the bundled handwriting, as PIL's "L" conversion gives it; the Swift
test reads these bytes, not the PNG), a synthetic page (strokes on paper under a gradient and a
shadow, with noise), random noise, an image smaller than its window (numpy's reflect padding
repeats periodically there), and one-pixel-wide rows and columns. Seeds are fixed.
"""
import argparse
import base64
import json
import os

import numpy as np
import skimage
from PIL import Image
from skimage.filters import threshold_sauvola


def page(width, height, seed):
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:height, 0:width]
    paper = 225 - 110 * (x / width) ** 1.5 - 50 * np.exp(-((y - 0.7 * height) / (0.12 * height)) ** 2)
    ink = np.zeros((height, width), bool)
    for _ in range(60):
        x0, y0 = rng.integers(0, width), rng.integers(0, height)
        length, angle = rng.integers(5, 40), rng.uniform(0, np.pi)
        thickness = rng.integers(1, 4)
        for t in np.linspace(0, 1, 4 * length):
            cx, cy = int(x0 + t * length * np.cos(angle)), int(y0 + t * length * np.sin(angle))
            ink[max(cy - thickness // 2, 0):cy + (thickness + 1) // 2, max(cx - thickness // 2, 0):cx + (thickness + 1) // 2] = True
    image = np.where(ink, paper * 0.45, paper) + rng.normal(0, 6, (height, width))
    return np.clip(np.rint(image), 0, 255).astype(np.uint8)


def encode(array):
    return base64.b64encode(np.ascontiguousarray(array, dtype=np.uint8).tobytes()).decode()


def case(name, gray, settings):
    masks = []
    for window, k in settings:
        threshold = threshold_sauvola(gray, window_size=window, k=k)
        masks.append({"window": window, "k": k, "ink": encode(np.packbits((gray <= threshold).ravel()))})
    return {"name": name, "width": int(gray.shape[1]), "height": int(gray.shape[0]), "gray": encode(gray), "masks": masks}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--images", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    rng = np.random.default_rng(16)
    text = np.asarray(Image.open(os.path.join(args.images, "text.png")).convert("L"))
    cases = [
        case("text.png", text, [(15, 0.2), (31, 0.2), (31, 0.5), (51, 0.1)]),
        case("uneven page", page(240, 160, 7), [(15, 0.2), (25, 0.3), (61, 0.2)]),
        case("noise", rng.integers(0, 256, (37, 53), dtype=np.uint8), [(3, 0.2), (9, 0.8)]),
        case("smaller than the window", rng.integers(0, 256, (5, 7), dtype=np.uint8), [(15, 0.2), (31, 0.4)]),
        case("one row", rng.integers(0, 256, (1, 40), dtype=np.uint8), [(5, 0.2)]),
        case("one column", rng.integers(0, 256, (40, 1), dtype=np.uint8), [(7, 0.3)]),
    ]
    versions = {"scikit-image": skimage.__version__, "numpy": np.__version__}
    with open(args.output, "w") as out:
        json.dump({"versions": versions, "cases": cases}, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
