#!/usr/bin/env python3
"""Reference data for LineworkScene's colour maps (run with matplotlib installed).

Prints the 65-anchor tables pasted into Sources/LineworkScene/Style/ColorMap+Tables.swift and
writes colormap-reference.json: [t, r, g, b] rows from matplotlib at t = 0, 5/255, … 1 (its
own table entries for viridis and inferno, its segment data for jet), which ColorMapTests
compares against (tolerance 1/255; the anchors are within 0.5/255 of the tables).

    python3 colormaps.py > /tmp/tables.txt
"""
import json
import os

import matplotlib
import numpy as np

ANCHORS = 65


def table(name):
    return np.asarray(matplotlib.colormaps[name](np.linspace(0, 1, 256)))[:, :3]


def sample(lut, t):
    """Linear interpolation in a 256-entry table at t in [0, 1]."""
    x = t * (len(lut) - 1)
    i = min(int(np.floor(x)), len(lut) - 2)
    f = x - i
    return lut[i] * (1 - f) + lut[i + 1] * f


reference = {}
positions = [i / 255 for i in list(range(0, 255, 5)) + [255]]
for name in ("viridis", "inferno"):
    lut = table(name)
    anchors = [sample(lut, k / (ANCHORS - 1)) for k in range(ANCHORS)]
    print(f"    static let {name}: [(Double, Double, Double)] = [")
    for a in anchors:
        print(f"        ({a[0]:.6f}, {a[1]:.6f}, {a[2]:.6f}),")
    print("    ]")
    # The table's own entries: entry i is the colour at t = i / 255.
    reference[name] = [[round(t, 6)] + [round(float(c), 6) for c in lut[round(t * 255)]] for t in positions]
# jet is defined by segment data; a 4096-entry resampling evaluates it to within 0.0011.
jet = matplotlib.colormaps["jet"].resampled(4096)
reference["jet"] = [[round(t, 6)] + [round(float(c), 6) for c in jet(t)[:3]] for t in positions]

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "colormap-reference.json"), "w") as f:
    # One row per line: readable diffs when matplotlib changes.
    f.write("{\n" + ",\n".join(
        f' "{name}": [\n' + ",\n".join("  " + json.dumps(row) for row in rows) + "\n ]"
        for name, rows in reference.items()) + "\n}\n")
