"""Flow-based XDoG in numpy + OpenCV: the peer that Linework's LineworkEdges is timed against.

The same algorithm and defaults as `EdgeRequest` (see Sources/LineworkEdges), written the way a
careful Python user would: whole-image numpy operations, OpenCV for colour conversion, Sobel,
Gaussian blur and bilinear sampling (cv2.remap). Stages:
1. sRGB -> CIE Lab (D65) with cv2.cvtColor on float input (L* 0..100, a*, b* unscaled);
2. Di Zenzo structure tensor from cv2.Sobel per channel (a*, b* weighted by chromaWeight^2),
   smoothed with cv2.GaussianBlur; minor eigenvector = edge tangent, sqrt(lambda1) = magnitude;
3. Kang et al.'s edge tangent flow, separable horizontal and vertical passes, 2 iterations;
4. FDoG: DoG across the flow with cv2.remap samples at x +- s*n, then a Gaussian along the flow
   curve traced with nearest-pixel tangents and cv2.remap samples;
5. luminance / chroma combination and XDoG's tanh soft threshold; pinholes filled.

Usage: xdog_reference.py IMAGE [--repeat N] [--output MASK.png] [--compare OTHER_MASK.png]
Prints `reference <path> <width>x<height> <best seconds>`: the best of N in-process runs of
`line_map` (decoding and writing excluded). With --compare, also prints how well the two masks
(black ink on white) agree.
"""
import argparse
import math
import time

import cv2
import numpy as np

TENSOR_SIGMA = 2.0
CHROMA_WEIGHT = 1.5
FLOW_ITERATIONS = 2
FLOW_RADIUS = 5
SIGMA_C = 1.0
K = 1.6
SIGMA_M = 3.0
SHARPENING = 20.0
EPSILON = -0.2
PHI = 10.0
CHROMA_DOMINANCE = 3.0
PINHOLE_AREA = 6


def gaussian(sigma, radius):
    s = np.arange(-radius, radius + 1, dtype=np.float64)
    g = np.exp(-s * s / (2 * sigma * sigma))
    return (g / g.sum()).astype(np.float32)


def flow_field(lab):
    """Unit tangents (h, w, 2) and normalised magnitude (h, w) from the colour structure tensor."""
    weights = (1.0, CHROMA_WEIGHT ** 2, CHROMA_WEIGHT ** 2)
    gx = cv2.Sobel(lab, cv2.CV_32F, 1, 0, ksize=3, borderType=cv2.BORDER_REPLICATE)
    gy = cv2.Sobel(lab, cv2.CV_32F, 0, 1, ksize=3, borderType=cv2.BORDER_REPLICATE)
    w = np.array(weights, np.float32)
    tensor = np.stack([(gx * gx) @ w, (gx * gy) @ w, (gy * gy) @ w], axis=-1)
    size = 2 * math.ceil(3 * TENSOR_SIGMA) + 1
    tensor = cv2.GaussianBlur(tensor, (size, size), TENSOR_SIGMA, borderType=cv2.BORDER_REFLECT_101)
    e, f, g = tensor[..., 0], tensor[..., 1], tensor[..., 2]
    root = np.sqrt((e - g) ** 2 + 4 * f * f)
    major_x = np.where(e >= g, e - g + root, 2 * f)
    major_y = np.where(e >= g, 2 * f, g - e + root)
    length = np.sqrt(major_x ** 2 + major_y ** 2)
    ok = length > 1e-12
    safe = np.where(ok, length, 1)
    tangent = np.stack([np.where(ok, -major_y / safe, 0), np.where(ok, major_x / safe, 1)], axis=-1)
    magnitude = np.sqrt(np.maximum(0, (e + g + root) * 0.5))
    peak = magnitude.max()
    if peak > 0:
        magnitude = magnitude / peak
    return tangent.astype(np.float32), magnitude.astype(np.float32)


def etf_pass(tangent, magnitude, axis):
    """One separable ETF pass: sum of (t(x).t(y)) * wm * t(y) over a 1-D window, normalised."""
    h, w = magnitude.shape
    n = w if axis == 1 else h
    total = np.zeros_like(tangent)
    for k in range(-FLOW_RADIUS, FLOW_RADIUS + 1):
        lo, hi = max(0, -k), min(n, n - k)   # centres whose neighbour at offset k exists
        if lo >= hi:
            continue
        centre = (slice(None), slice(lo, hi)) if axis == 1 else (slice(lo, hi), slice(None))
        other = (slice(None), slice(lo + k, hi + k)) if axis == 1 else (slice(lo + k, hi + k), slice(None))
        tc, tn = tangent[centre], tangent[other]
        dot = np.einsum("...i,...i->...", tc, tn)
        wm = 0.5 * (1 + np.tanh(magnitude[other] - magnitude[centre]))
        total[centre] += (dot * wm)[..., None] * tn
    length = np.linalg.norm(total, axis=-1, keepdims=True)
    return np.where(length > 1e-12, total / np.maximum(length, 1e-30), tangent)


def across_flow(lab4, tangent):
    radius = math.ceil(3 * K * SIGMA_C)
    centre = gaussian(SIGMA_C, radius)
    surround = gaussian(K * SIGMA_C, radius)
    dog = centre - surround
    h, w = tangent.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    nx, ny = tangent[..., 1], -tangent[..., 0]
    difference = dog[radius] * lab4
    for s in range(1, radius + 1):
        both = (cv2.remap(lab4, xs + s * nx, ys + s * ny, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
                + cv2.remap(lab4, xs - s * nx, ys - s * ny, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE))
        difference += dog[radius + s] * both
    return difference


def along_flow(response, tangent):
    steps = math.ceil(3 * SIGMA_M)
    weights = gaussian(SIGMA_M, steps)
    h, w = tangent.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    total = weights[steps] * response
    weight_sum = np.full((h, w), weights[steps], np.float32)
    for direction in (1.0, -1.0):
        px, py = xs.copy(), ys.copy()
        sx, sy = direction * tangent[..., 0], direction * tangent[..., 1]
        alive = np.ones((h, w), bool)
        for s in range(1, steps + 1):
            px += sx
            py += sy
            alive &= (px > -0.5) & (py > -0.5) & (px < w - 0.5) & (py < h - 0.5)
            if not alive.any():
                break
            sample = cv2.remap(response, px, py, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
            weight = weights[steps + s] * alive
            total += weight[..., None] * sample
            weight_sum += weight
            ix = np.clip(np.floor(px + 0.5), 0, w - 1).astype(np.intp)
            iy = np.clip(np.floor(py + 0.5), 0, h - 1).astype(np.intp)
            nxt = tangent[iy, ix]
            flip = np.where(nxt[..., 0] * sx + nxt[..., 1] * sy < 0, -1.0, 1.0).astype(np.float32)
            sx, sy = flip * nxt[..., 0], flip * nxt[..., 1]
    return total / weight_sum[..., None]


def line_map(rgb):
    """Strength in 0..1 and the 0/255 line mask of an 8-bit RGB image."""
    lab = cv2.cvtColor(rgb.astype(np.float32) / 255, cv2.COLOR_RGB2Lab)
    tangent, magnitude = flow_field(lab)
    for _ in range(FLOW_ITERATIONS):
        tangent = etf_pass(tangent, magnitude, axis=1)
        tangent = etf_pass(tangent, magnitude, axis=0)
    lab4 = np.concatenate([lab, np.zeros(lab.shape[:2] + (1,), np.float32)], axis=-1)
    response = along_flow(across_flow(lab4, tangent), tangent)
    luminance = SHARPENING / 100 * response[..., 0]
    chroma = SHARPENING * CHROMA_WEIGHT / 100 * np.hypot(response[..., 1], response[..., 2])
    u = np.where(chroma > CHROMA_DOMINANCE * np.abs(luminance), np.minimum(luminance, -chroma), luminance)
    strength = np.where(u >= EPSILON, 0, -np.tanh(PHI * (u - EPSILON))).astype(np.float32)
    lines = np.where(strength > 0.5, 255, 0).astype(np.uint8)
    # Pinholes: background components (4-connected) of at most PINHOLE_AREA pixels that do not
    # touch the border are filled, as EdgeRequest does.
    count, labels, stats, _ = cv2.connectedComponentsWithStats((lines == 0).astype(np.uint8), connectivity=4)
    h, w = lines.shape
    x, y, bw, bh, area = (stats[:, i] for i in range(5))
    pinhole = (area <= PINHOLE_AREA) & (x > 0) & (y > 0) & (x + bw < w) & (y + bh < h)
    pinhole[0] = False
    lines[pinhole[labels]] = 255
    return strength, lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("image")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--output")
    parser.add_argument("--compare")
    args = parser.parse_args()
    bgr = cv2.imread(args.image, cv2.IMREAD_COLOR)
    rgb = cv2.cvtColor(bgr, cv2.COLOR_BGR2RGB)
    best, mask = float("inf"), None
    for _ in range(max(1, args.repeat)):
        start = time.perf_counter()
        _, mask = line_map(rgb)
        best = min(best, time.perf_counter() - start)
    h, w = mask.shape
    print(f"reference {args.image} {w}x{h} {best}")
    if args.output:
        cv2.imwrite(args.output, 255 - mask)
    if args.compare:
        other = cv2.imread(args.compare, cv2.IMREAD_GRAYSCALE) < 128
        mine = mask > 0
        both = np.logical_and(mine, other).sum()
        union = np.logical_or(mine, other).sum()
        print(f"agreement {args.image}: pixels equal {np.mean(mine == other):.4f}, "
              f"ink IoU {both / max(union, 1):.4f}")


if __name__ == "__main__":
    main()
