"""Tone fidelity of Linework's hatching against the `hatched` package (run through
Scripts/run-tone-benchmark).

Measures, each for Linework's `--tone hatch` and for hatched on the same picture:

- CC: blur the hatched picture with a Gaussian of σ = the hatch spacing (8 px) and correlate
  its darkness with the photo's, blurred alike (Pearson CC over all pixels).
- coverage per fifth: the share of ink (the rendered drawing's darkness, unblurred) over the
  photo's darkest and lightest fifths of pixels (by the photo's gray, blurred like the CC's);
  the spread is darkest − lightest, how far apart the drawing keeps shadow and light.
- short paths: the share of tone paths shorter than 3 px and than 5 px. Linework's are counted
  with its line layer drawn (`draw --tone hatch`, the tone strokes only), where hatching is cut
  around the strokes.

With `--plotter-styles`, the plotter tones (`--tone stipple|tsp|flow`) are measured instead, with
no reference tool: the same CC on each picture (a stipple drawn as a round dot of the tone pen),
and each style's figures from `--stats`: dots, the tour's strokes and length, the streamlines'
median length and the doubled ink, and the seconds `draw` took. It exits 1 unless every CC is at
least PLOTTER_CC, the tour is one stroke, and the flow's median is at least 25 px with doubled
ink at most 0.05.

Both drawings are rendered here the same way, from their geometry, at the working size
(`linework draw`'s, the picture shrunk to 512 px): Linework's tone strokes from `draw --lines
none --tone hatch|crosshatch --json` and hatched's MultiLineString on the picture resized to
that size, each line antialiased at Linework's hatch-pen width (4× supersampled, then
area-averaged). The photo is the same resize to gray. hatched gets every pitch in PITCHES and
its best CC counts (its default levels 64/128/192 and blur radius 10), with diagonal and, as
its crosshatch stand-in, its result overlaid with a copy hatched at the opposite angle.

The pictures are the bundled photos and generated scenes of known tone (GENERATED: a linear
gradient, shaded spheres, a pale sky band over a darker ground), so a change is judged on
varied geometry, not one photo. `--renders DIR` writes each drawing as a PNG, for contact
sheets.
"""

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

import cv2
import numpy as np

PHOTOS = ["astronaut.png", "camera.png", "coffee.png", "chelsea.png", "rocket.jpg", "coins.png", "horse.png"]
GENERATED = ["gradient", "spheres", "sky"]
PITCHES = [2, 3, 4, 6, 8]
SIGMA = 8.0
SUPERSAMPLE = 4
PLOTTER_STYLES = ["stipple", "tsp", "flow"]
PLOTTER_CC = 0.90


def generated(name, width=512, height=384):
    """A gray scene of known tone, as an 8-bit BGR image."""
    y, x = np.mgrid[0:height, 0:width].astype(np.float64)
    if name == "gradient":
        gray = 255 * (1 - x / (width - 1))
    elif name == "spheres":
        # Lambert-shaded spheres lit from the upper left on a mid-gray ground.
        gray = np.full((height, width), 150.0)
        light = np.array([-0.5, -0.6, 0.62])
        light /= np.linalg.norm(light)
        for cx, cy, r in [(140, 150, 110), (360, 220, 130), (430, 70, 50)]:
            dx, dy = (x - cx) / r, (y - cy) / r
            inside = dx * dx + dy * dy < 1
            dz = np.sqrt(np.clip(1 - dx * dx - dy * dy, 0, 1))
            shade = np.clip(dx * light[0] + dy * light[1] + dz * light[2], 0, 1)
            gray[inside] = (20 + 225 * shade)[inside]
    elif name == "sky":
        # A pale sky (235 fading to 215) with white clouds, over hills and a dark foreground:
        # the clouds are the photo's white, so the sky is a pale tone, not paper by stretching.
        gray = 235 - 20 * y / height
        for cx, cy, rx, ry in [(120, 60, 70, 18), (330, 100, 90, 22), (470, 40, 40, 12)]:
            gray = np.where(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 1, 252, gray)
        hills = height * (0.55 + 0.08 * np.sin(x / 60.0))
        gray = np.where(y > hills, 120 - 60 * (y - hills) / height, gray)
        gray = np.where(y > height * 0.85, 40, gray)
    else:
        raise ValueError(name)
    gray = np.clip(gray, 0, 255).astype(np.uint8)
    return cv2.cvtColor(gray, cv2.COLOR_GRAY2BGR)


def render(lines, width, height, pen):
    canvas = np.full((height * SUPERSAMPLE, width * SUPERSAMPLE), 255, np.uint8)
    thickness = max(1, int(round(pen * SUPERSAMPLE)))
    for line in lines:
        # Working-pixel centres at integer coordinates: the pixel square is [x − ½, x + ½].
        points = np.round((np.asarray(line, float) + 0.5) * SUPERSAMPLE).astype(np.int32)
        if len(points) > 1:
            cv2.polylines(canvas, [points], False, 0, thickness, cv2.LINE_AA)
        elif len(points) == 1:
            # A one-point stroke is a round dot of the pen's width.
            cv2.circle(canvas, tuple(int(v) for v in points[0]), max(1, thickness // 2), 0, -1, cv2.LINE_AA)
    return cv2.resize(canvas, (width, height), interpolation=cv2.INTER_AREA).astype(np.float64)


def correlation(drawing, gray):
    """Pearson CC of the blurred drawing and photo; 0 for an empty drawing (no tone at all)."""
    if drawing.min() == drawing.max():
        return 0.0
    a = cv2.GaussianBlur(drawing, (0, 0), SIGMA)
    b = cv2.GaussianBlur(gray, (0, 0), SIGMA)
    return float(np.corrcoef(a.ravel(), b.ravel())[0, 1])


def fifths(drawing, gray):
    """Ink coverage over the photo's darkest and lightest fifths of pixels."""
    smooth = cv2.GaussianBlur(gray, (0, 0), SIGMA)
    ink = 1 - drawing / 255
    low, high = np.quantile(smooth, [0.2, 0.8])
    dark, light = smooth <= low, smooth >= high
    return float(ink[dark].mean()), float(ink[light].mean())


def short_shares(lines):
    """The shares of paths shorter than 3 px and than 5 px."""
    if not lines:
        return 0.0, 0.0
    lengths = np.array([np.sum(np.hypot(*np.diff(np.asarray(line, float), axis=0).T)) if len(line) > 1 else 0.0
                        for line in lines])
    return float(np.mean(lengths < 3)), float(np.mean(lengths < 5))


def ours(linework, picture, tone, lines="none", png=None, extra=(), full=False):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "d.json"
        command = [linework, "draw", str(picture), "--lines", lines, "--tone", tone, "--json", str(path), *extra]
        if png:
            command += ["--png", str(png)]
        subprocess.run(command, check=True, stderr=subprocess.DEVNULL)
        document = json.loads(path.read_text())
    working = document["working"]
    strokes = [s for s in document["strokes"] if s.get("layer") == "tone"]
    pen = min(s["width"] for s in strokes) if strokes else 0.84
    found = [s["points"] for s in strokes], working["width"], working["height"], pen
    return (*found, document["stats"]) if full else found


def plotter_row(name, source, linework, renders, extra=()):
    """One picture's row of `--plotter-styles`: each style's CC and figures."""
    with tempfile.TemporaryDirectory() as folder:
        picture = Path(folder) / "picture.png"
        cv2.imwrite(str(picture), source)
        row = {"picture": name}
        for style in PLOTTER_STYLES:
            png = Path(renders) / f"{Path(name).stem}-linework-{style}.png" if renders else None
            lines, width, height, pen, stats = ours(linework, picture, style, png=png, extra=extra, full=True)
            resized = cv2.resize(source, (width, height), interpolation=cv2.INTER_AREA)
            gray = cv2.cvtColor(resized, cv2.COLOR_BGR2GRAY).astype(np.float64)
            lengths = sorted(np.sum(np.hypot(*np.diff(np.asarray(line, float), axis=0).T)) if len(line) > 1 else 0.0
                             for line in lines)
            row[style] = {"cc": correlation(render(lines, width, height, pen), gray), "strokes": len(lines),
                          "points": sum(len(line) for line in lines), "inkLength": stats["inkLength"],
                          "medianLength": float(lengths[len(lengths) // 2]) if lengths else 0.0,
                          "doubledInk": stats["doubledInk"], "plotSeconds": stats["plotSeconds"],
                          "seconds": sum(stats["seconds"].values())}
    return row


def theirs(photo_rgb_path, pitch, angle):
    """hatched's lines; none when it fails (it raises GEOS "Null geometry" errors on some photos)."""
    import hatched
    try:
        lines = hatched.hatch(str(photo_rgb_path), hatch_pitch=pitch, hatch_angle=angle, show_plot=False, save_svg=False)
    except Exception as error:  # noqa: BLE001 - any failure of the reference counts as no drawing
        print(f"hatched failed on {photo_rgb_path.name} at pitch {pitch}: {error}")
        return []
    return [list(line.coords) for line in getattr(lines, "geoms", [])]


def measure(name, source, linework, renders, extra=(), cache=None):
    """One picture's row: `source` is the BGR image, written to a file for both tools. hatched's
    part comes from `cache` (a dict by picture name) when it holds it."""
    with tempfile.TemporaryDirectory() as folder:
        picture = Path(folder) / "picture.png"
        cv2.imwrite(str(picture), source)
        png = Path(renders) / f"{Path(name).stem}-linework-hatch.png" if renders else None
        hatch, width, height, pen = ours(linework, picture, "hatch", png=png, extra=extra)
        cross, _, _, _ = ours(linework, picture, "crosshatch", extra=extra)
        cut, _, _, _ = ours(linework, picture, "hatch", lines="edges", extra=extra)
        resized = cv2.resize(source, (width, height), interpolation=cv2.INTER_AREA)
        gray = cv2.cvtColor(resized, cv2.COLOR_BGR2GRAY).astype(np.float64)
        drawn = render(hatch, width, height, pen)
        dark, light = fifths(drawn, gray)
        if renders:
            cv2.imwrite(str(Path(renders) / f"{Path(name).stem}-photo.png"), gray.astype(np.uint8))
            cv2.imwrite(str(Path(renders) / f"{Path(name).stem}-ours-render.png"), drawn.astype(np.uint8))
        row = {"picture": name, "size": [width, height], "pen": pen,
               "linework": {"hatch": correlation(drawn, gray),
                            "crosshatch": correlation(render(cross, width, height, pen), gray),
                            "darkest": dark, "lightest": light, "spread": dark - light,
                            "short": dict(zip(["under3", "under5"], short_shares(cut)))}}
        if cache is not None and name in cache:
            row["hatched"] = cache[name]
            return row
        path = Path(folder) / "photo.png"
        cv2.imwrite(str(path), resized)
        single, crossed, drawings = {}, {}, {}
        for pitch in PITCHES:
            first = theirs(path, pitch, 45)
            drawings[pitch] = (first, render(first, width, height, pen))
            single[pitch] = correlation(drawings[pitch][1], gray)
            crossed[pitch] = correlation(render(first + theirs(path, pitch, -45), width, height, pen), gray)
    best = max(single, key=single.get)
    dark, light = fifths(drawings[best][1], gray)
    row["hatched"] = {"hatch": single[best], "hatchPitch": best,
                      "crosshatch": max(crossed.values()), "crosshatchPitch": max(crossed, key=crossed.get),
                      "darkest": dark, "lightest": light, "spread": dark - light,
                      "short": dict(zip(["under3", "under5"], short_shares(drawings[best][0])))}
    if cache is not None:
        cache[name] = row["hatched"]
    if renders:
        cv2.imwrite(str(Path(renders) / f"{Path(name).stem}-hatched.png"), drawings[best][1].astype(np.uint8))
    return row


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linework", required=True)
    parser.add_argument("--images", required=True)
    parser.add_argument("--output")
    parser.add_argument("--renders", help="a folder for each picture's drawings as PNGs")
    parser.add_argument("--only", nargs="*", help="pictures to run (names from PHOTOS or GENERATED)")
    parser.add_argument("--hatched-cache", help="a JSON file keeping hatched's results between runs")
    parser.add_argument("--plotter-styles", action="store_true",
                        help="measure --tone stipple, tsp and flow (no reference tool) instead of hatching")
    parser.add_argument("--extra", default="", help="more `draw` flags for Linework, e.g. \"--hatch-spacing 6\"")
    args = parser.parse_args()
    cache_path = Path(args.hatched_cache) if args.hatched_cache else None
    cache = json.loads(cache_path.read_text()) if cache_path and cache_path.exists() else ({} if cache_path else None)
    if args.renders:
        Path(args.renders).mkdir(parents=True, exist_ok=True)
    rows = []
    if args.plotter_styles:
        plotter(args, rows)
    for name in GENERATED + PHOTOS:
        if args.only and name not in args.only:
            continue
        source = generated(name) if name in GENERATED else cv2.imread(str(Path(args.images) / name), cv2.IMREAD_COLOR)
        row = measure(name, source, args.linework, args.renders, extra=args.extra.split(), cache=cache)
        rows.append(row)
        if cache_path:
            cache_path.write_text(json.dumps(cache, indent=1) + "\n")
        ours_, theirs_ = row["linework"], row["hatched"]
        print(f"{name:14} CC hatch {ours_['hatch']:.3f} cross {ours_['crosshatch']:.3f} | hatched {theirs_['hatch']:.3f} "
              f"(pitch {theirs_['hatchPitch']}) crossed {theirs_['crosshatch']:.3f}   "
              f"fifths dark/light {ours_['darkest']:.2f}/{ours_['lightest']:.2f} spread {ours_['spread']:.2f} | "
              f"hatched {theirs_['darkest']:.2f}/{theirs_['lightest']:.2f} spread {theirs_['spread']:.2f}   "
              f"paths <3/<5 px {ours_['short']['under3']:.1%}/{ours_['short']['under5']:.1%} | "
              f"hatched {theirs_['short']['under3']:.1%}/{theirs_['short']['under5']:.1%}", flush=True)
    photos = [r for r in rows if r["picture"] in PHOTOS]
    checks = {
        "CC ≥ hatched's": all(r["linework"]["hatch"] >= r["hatched"]["hatch"] for r in photos),
        "spread ≥ hatched's": all(r["linework"]["spread"] >= r["hatched"]["spread"] for r in photos),
        "no path under 5 px": all(r["linework"]["short"]["under5"] == 0 for r in rows),
    }
    for check, ok in checks.items():
        print(f"{'PASS' if ok else 'FAIL'}: {check} on every photo")
    if args.output:
        Path(args.output).write_text(json.dumps({"sigma": SIGMA, "pitches": PITCHES, "rows": rows}, indent=1) + "\n")
    raise SystemExit(0 if all(checks.values()) else 1)


def plotter(args, rows):
    """The `--plotter-styles` run: prints a row per picture, checks, exits."""
    for name in GENERATED + PHOTOS:
        if args.only and name not in args.only:
            continue
        source = generated(name) if name in GENERATED else cv2.imread(str(Path(args.images) / name), cv2.IMREAD_COLOR)
        row = plotter_row(name, source, args.linework, args.renders, extra=args.extra.split())
        rows.append(row)
        print(f"{name:14} " + "   ".join(
            f"{style} CC {row[style]['cc']:.3f} strokes {row[style]['strokes']} points {row[style]['points']} "
            f"median {row[style]['medianLength']:.0f} px doubled {row[style]['doubledInk']:.3f} "
            f"plot {row[style]['plotSeconds']:.0f} s draw {row[style]['seconds']:.2f} s" for style in PLOTTER_STYLES), flush=True)
    checks = {
        f"CC ≥ {PLOTTER_CC}": all(row[style]["cc"] >= PLOTTER_CC for row in rows for style in PLOTTER_STYLES),
        "tsp is one stroke": all(row["tsp"]["strokes"] == 1 for row in rows),
        "flow median ≥ 25 px, doubled ink ≤ 0.05": all(row["flow"]["medianLength"] >= 25 and row["flow"]["doubledInk"] <= 0.05
                                                      for row in rows),
    }
    for check, ok in checks.items():
        print(f"{'PASS' if ok else 'FAIL'}: {check} on every picture")
    if args.output:
        Path(args.output).write_text(json.dumps({"sigma": SIGMA, "rows": rows}, indent=1) + "\n")
    raise SystemExit(0 if all(checks.values()) else 1)


if __name__ == "__main__":
    main()
