"""Map helpers shared by the evaluation fixture scripts (Scripts/evaluation_fixtures.py,
Scripts/sod_fixtures.py): Linework's bilinear resize, written as numpy computes it so that a
map resized here holds the same doubles as Linework's ReferenceMap.resized.
"""

import numpy as np


def bilinear(image, width, height):
    """Resize with pixel centres aligned and clamped borders (OpenCV's INTER_LINEAR), in float64.

    Output pixel x samples the source at p = (x + 0.5) * (source / target) - 0.5, clamped to the
    image, between floor(p) and floor(p) + 1 with weight p - floor(p); rows first, then columns,
    in the order of Linework's ReferenceMap, so both give bit-identical doubles.
    """
    def taps(source, target):
        position = np.clip((np.arange(target) + 0.5) * (source / target) - 0.5, 0, source - 1)
        lower = np.floor(position).astype(int)
        upper = np.minimum(lower + 1, source - 1)
        return lower, upper, position - lower
    x0, x1, fx = taps(image.shape[1], width)
    y0, y1, fy = taps(image.shape[0], height)
    top = image[y0][:, x0] + (image[y0][:, x1] - image[y0][:, x0]) * fx
    bottom = image[y1][:, x0] + (image[y1][:, x1] - image[y1][:, x0]) * fx
    return top + (bottom - top) * fy[:, None]
