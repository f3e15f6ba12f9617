"""Writes the golden files for LineworkContoursTests (run through Scripts/make-contour-fixtures).

Border fixtures record OpenCV's findContours(mask, mode, CHAIN_APPROX_NONE) for RETR_TREE,
RETR_EXTERNAL and RETR_LIST; isoline fixtures record skimage.measure.find_contours(image, level)
with its defaults. Masks and images are stored in the JSON so the Swift tests decode nothing.
Conventions in the files: points are flat [x0, y0, x1, y1, ...] lists with x = column and
y = row; hierarchy rows are OpenCV's [next, previous, first_child, parent] (-1 = none).
"""

import argparse
import base64
import json
from importlib.metadata import version
from pathlib import Path

import cv2
import numpy as np
from PIL import Image
from skimage import measure

MODES = {"tree": cv2.RETR_TREE, "external": cv2.RETR_EXTERNAL, "list": cv2.RETR_LIST}
PHOTO_SIDE = 112  # larger side of the resized photos: big enough for real structure, small files
# (pivot, adjustment, darkOnLight) binarisation settings applied to every photo.
PHOTO_SETTINGS = [(0.5, 1.0, True), (0.35, 2.5, False)]
ISOLINE_SETTINGS = [(0.5, 1.5)]


def versions():
    names = ["opencv-python-headless", "scikit-image", "numpy", "pillow"]
    return {name: version(name) for name in names}


def grid(*rows):
    """A mask from strings: '#' is foreground, anything else background."""
    return np.array([[255 if ch == "#" else 0 for ch in row] for row in rows], dtype=np.uint8)


def opencv_case(name, mask, extra=None):
    case = {
        "name": name,
        "width": int(mask.shape[1]),
        "height": int(mask.shape[0]),
        "mask": ["".join("1" if v else "0" for v in row) for row in mask],
    }
    for key, mode in MODES.items():
        contours, hierarchy = cv2.findContours(mask.copy(), mode, cv2.CHAIN_APPROX_NONE)
        case[key] = {
            "contours": [c.reshape(-1).astype(int).tolist() for c in contours],
            "hierarchy": [] if hierarchy is None else hierarchy.reshape(-1, 4).astype(int).tolist(),
        }
    case.update(extra or {})
    return case


def synthetic_masks():
    rng = np.random.default_rng(20250601)
    masks = {
        "empty_5x4": np.zeros((4, 5), np.uint8),
        "full_5x4": np.full((4, 5), 255, np.uint8),
        "single_1x1_on": grid("#"),
        "single_1x1_off": grid("."),
        "row_1x7": grid("##.#..#"),
        "column_7x1": grid("#", "#", ".", "#", ".", ".", "#"),
        "single_pixel_centre": grid("...", ".#.", "..."),
        "square_3x3": grid(".....", ".###.", ".###.", ".###.", "....."),
        "ring": grid(".....", ".###.", ".#.#.", ".###.", "....."),
        "horizontal_line": grid(".......", ".#####.", "......."),
        "vertical_line": grid("...", ".#.", ".#.", ".#.", "..."),
        "diagonal_line": grid("......", ".#....", "..#...", "...#..", "....#.", "......"),
        "anti_diagonal_line": grid("......", "....#.", "...#..", "..#...", ".#....", "......"),
        "diagonal_touch": grid("#.", ".#"),
        "anti_diagonal_touch": grid(".#", "#."),
        "rings_in_rings": grid(
            "###########",
            "#.........#",
            "#.#######.#",
            "#.#.....#.#",
            "#.#.###.#.#",
            "#.#.#.#.#.#",
            "#.#.###.#.#",
            "#.#.....#.#",
            "#.#######.#",
            "#.........#",
            "###########",
        ),
        "holes_touching_diagonally": grid(
            ".......", ".#####.", ".#.####", ".##.###", ".###.#.", ".######", "......."
        ),
        "hole_chain": grid("######", "#.####", "##.###", "###.##", "####.#", "######"),
        "edges_and_corners": grid("#..#..#", ".......", "#.....#", ".......", "#..#..#"),
        "touching_all_edges": grid("..#..", ".###.", "#####", ".###.", "..#.."),
        "frame": grid("######", "#....#", "#.##.#", "#....#", "######"),
        "checkerboard_6x5": np.array(
            [[255 if (x + y) % 2 == 0 else 0 for x in range(6)] for y in range(5)], np.uint8
        ),
        "checkerboard_odd_7x7": np.array(
            [[255 if (x + y) % 2 == 1 else 0 for x in range(7)] for y in range(7)], np.uint8
        ),
        "u_shape": grid("#...#", "#...#", "#...#", "#####"),
        "spiral": grid(
            "#########",
            "........#",
            ".######.#",
            ".#....#.#",
            ".#.##.#.#",
            ".#..#.#.#",
            ".####.#.#",
            "......#.#",
            "#######.#",
        ),
        "islands_in_hole": grid(
            "#########", "#.......#", "#.#.#.#.#", "#.......#", "#.#...#.#", "#########"
        ),
    }
    for size, density in [((1, 9), 0.5), ((9, 1), 0.5), ((13, 17), 0.2), ((13, 17), 0.5),
                          ((13, 17), 0.8), ((31, 40), 0.35), ((31, 40), 0.6), ((64, 64), 0.3),
                          ((64, 64), 0.5), ((96, 80), 0.45)]:
        mask = np.where(rng.random(size) < density, 255, 0).astype(np.uint8)
        masks[f"random_{size[1]}x{size[0]}_p{int(density * 100)}"] = mask
    # Many small holes: more than 127 contours, so OpenCV's 7-bit border labels wrap around.
    blobs = np.full((48, 96), 255, np.uint8)
    blobs[1::3, 1::3] = 0
    masks["many_holes_wrapping_labels"] = blobs
    return masks


# Full-size photos and settings for the end-to-end CLI goldens (gray and colour input).
PIPELINE_PHOTOS = ["coins", "chelsea"]
PIPELINE_SETTINGS = [(0.5, 2.0, True), (0.4, 1.5, False)]


def load_photo(path):
    """8-bit gray working image, as Linework prepares it: alpha over white, RGB2GRAY, INTER_AREA."""
    image = Image.open(path)
    if image.mode in ("RGBA", "LA") or (image.mode == "P" and "transparency" in image.info):
        rgba = image.convert("RGBA")
        white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        image = Image.alpha_composite(white, rgba)
    rgb = np.asarray(image.convert("RGB"))
    gray = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    height, width = gray.shape
    scale = PHOTO_SIDE / max(width, height)
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    return cv2.resize(gray, size, interpolation=cv2.INTER_AREA)


def full_gray(path):
    """Full-resolution 8-bit gray, as Linework makes it: alpha over white, then RGB2GRAY."""
    image = Image.open(path)
    if image.mode in ("RGBA", "LA") or (image.mode == "P" and "transparency" in image.info):
        rgba = image.convert("RGBA")
        image = Image.alpha_composite(Image.new("RGBA", rgba.size, (255, 255, 255, 255)), rgba)
    return cv2.cvtColor(np.asarray(image.convert("RGB")), cv2.COLOR_RGB2GRAY)


def pipeline_cases(directory):
    """End-to-end goldens for `linework contours --blur 0 --min-points 1` at full size: decode,
    luminance, Vision's threshold and OpenCV's RETR_TREE trace, all from the reference side."""
    cases = []
    for stem in PIPELINE_PHOTOS:
        gray = full_gray(directory / f"{stem}.png")
        for pivot, adjustment, dark_on_light in PIPELINE_SETTINGS:
            y = adjusted(gray, pivot, adjustment)
            mask = np.where(y < 0.5 if dark_on_light else y > 0.5, 255, 0).astype(np.uint8)
            contours, hierarchy = cv2.findContours(mask, cv2.RETR_TREE, cv2.CHAIN_APPROX_NONE)
            cases.append({
                "image": f"{stem}.png", "pivot": pivot, "adjustment": adjustment,
                "darkOnLight": dark_on_light,
                "width": int(gray.shape[1]), "height": int(gray.shape[0]),
                "contours": [c.reshape(-1).astype(int).tolist() for c in contours],
                "parents": [] if hierarchy is None else [int(h[3]) for h in hierarchy.reshape(-1, 4)],
            })
    return cases


def adjusted(gray, pivot, adjustment):
    """y = clamp((x/255 - pivot) * adjustment + pivot, 0, 1), in float64 as the Swift tests do."""
    g = gray.astype(np.float64) / 255.0
    return np.clip((g - pivot) * adjustment + pivot, 0.0, 1.0)


def photos(directory):
    paths = sorted(directory.glob("*.png")) + [directory / "rocket.jpg"]
    return [(path.stem, load_photo(path)) for path in paths]


def isoline_case(name, values, level, extra=None):
    contours = measure.find_contours(values, level)
    case = {
        "name": name,
        "width": int(values.shape[1]),
        "height": int(values.shape[0]),
        "level": level,
        # skimage gives (row, column); store (x, y) = (column, row).
        "contours": [c[:, ::-1].reshape(-1).tolist() for c in contours],
    }
    case.update(extra or {})
    return case


def synthetic_grids():
    rng = np.random.default_rng(7)
    grids = {
        "saddle_low_corners": np.array([[1.0, 0.0], [0.0, 1.0]]),
        "saddle_high_corners": np.array([[0.0, 1.0], [1.0, 0.0]]),
        "checkerboard_5x4": np.array([[float((x + y) % 2) for x in range(5)] for y in range(4)]),
        "peak_in_middle": np.array([[0, 0, 0], [0, 1, 0], [0, 0, 0]], float),
        "pit_in_middle": np.array([[1, 1, 1], [1, 0, 1], [1, 1, 1]], float),
        "plateau_at_level": np.array(
            [[0, 0, 0, 0, 0], [0, 0.5, 0.5, 0.5, 0], [0, 0.5, 1, 0.5, 0], [0, 0.5, 0.5, 0.5, 0],
             [0, 0, 0, 0, 0]], float),
        "single_value_at_level": np.array([[0, 0, 0], [0, 0.5, 0], [0, 0, 0]], float),
        "ramp_touching_edges": np.array([[x * 0.25 for x in range(5)] for _ in range(3)]),
        "blob_touching_edge": np.array(
            [[1, 1, 0, 0], [1, 1, 0, 0], [0, 0, 0, 0], [0, 0, 1, 0]], float),
        "two_by_two_one_high": np.array([[0.0, 0.0], [0.0, 0.9]]),
        "row_pair_2x6": np.array([[0, 1, 0, 1, 1, 0], [1, 0, 0, 1, 0, 1]], float),
        "column_pair_6x2": np.array([[0, 1], [1, 0], [0, 0], [1, 1], [0, 1], [1, 0]], float),
    }
    grids["random_smooth_20x15"] = rng.random((15, 20))
    grids["random_ternary_at_level_16x12"] = rng.choice([0.0, 0.5, 1.0], size=(12, 16))
    grids["random_quantised_at_level_30x25"] = rng.integers(0, 5, size=(25, 30)) / 4.0
    return grids


def dump(path, payload, cases):
    """One case per line, sorted keys: deterministic and readable in diffs."""
    head = json.dumps(payload, sort_keys=True, separators=(",", ":"))
    lines = ",\n".join(json.dumps(c, sort_keys=True, separators=(",", ":")) for c in cases)
    path.write_text(head[:-1] + ',"cases":[\n' + lines + "\n]}\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--images", type=Path, required=True)
    parser.add_argument("--output", type=Path, required=True)
    parser.add_argument("--pipeline-output", type=Path, required=True)
    args = parser.parse_args()
    args.output.mkdir(parents=True, exist_ok=True)
    meta = {"generator": "Scripts/make-contour-fixtures", "versions": versions()}

    border = [opencv_case(name, mask) for name, mask in synthetic_masks().items()]
    dump(args.output / "border-synthetic.json", meta, border)

    pictures = photos(args.images)
    border_photos, isoline_photos = [], []
    for stem, gray in pictures:
        for pivot, adjustment, dark_on_light in PHOTO_SETTINGS:
            y = adjusted(gray, pivot, adjustment)
            mask = np.where(y < 0.5 if dark_on_light else y > 0.5, 255, 0).astype(np.uint8)
            name = f"{stem}_p{pivot}_a{adjustment}_{'dark' if dark_on_light else 'light'}"
            source = {"image": stem, "pivot": pivot, "adjustment": adjustment,
                      "darkOnLight": dark_on_light}
            border_photos.append(opencv_case(name, mask, {"source": source}))
        for pivot, adjustment in ISOLINE_SETTINGS:
            extra = {"gray": base64.b64encode(gray.tobytes()).decode("ascii"),
                     "pivot": pivot, "adjustment": adjustment}
            isoline_photos.append(isoline_case(
                f"{stem}_p{pivot}_a{adjustment}", adjusted(gray, pivot, adjustment), 0.5, extra))
    dump(args.output / "border-photos.json", meta, border_photos)
    dump(args.output / "isoline-photos.json", meta, isoline_photos)

    isolines = [isoline_case(name, values, 0.5, {"values": values.reshape(-1).tolist()})
                for name, values in synthetic_grids().items()]
    dump(args.output / "isoline-synthetic.json", meta, isolines)

    args.pipeline_output.mkdir(parents=True, exist_ok=True)
    dump(args.pipeline_output / "pipeline-photos.json", meta, pipeline_cases(args.images))


if __name__ == "__main__":
    main()
