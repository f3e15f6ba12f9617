"""Centerlines of a photographed page against a naive Sauvola + skeleton trace (issue 34, item 6).

A flat page (no perspective) is typeset with document_pages.py's tools: the book chapter in
DejaVu Serif 29 px under a 44-px title, 1200 x 1000, lit unevenly (a lamp's gradient down to
0.58 and a soft wedge of shadow), blurred (lens sigma 0.9 px) and noisy (sigma 2 gray levels),
then resized to 1024 x 853 (area average) and saved as a JPEG of quality 90, as a phone
would: Tests/LineworkCLITests/Fixtures/centerline-page/book.jpg with its truth book.txt
(--fixture writes them there; DocumentCenterlineTests reads them without Python).
Then, at the default 512 px working size and at `--max-dimension 1024`:
- linework: `linework draw PAGE --lines centerline [--max-dimension N] --png OUT` (the PNG is
  written at the working size, black strokes on white);
- naive: the page resized to the same working size (area average), scikit-image's
  `threshold_sauvola` (window 25 at 512, 51 at 1024 px: about 2.5 text lines), `skeletonize`,
  skeleton pixels black on white: what a careful user would do by hand.
Both images are read by tesseract (`--psm 3`, as DocumentOCRTests) and scored by word accuracy:
the share of the truth's words (whitespace-separated, case and punctuation kept) found in order
in the reading (their longest common subsequence).

Usage: document_centerlines.py --linework BIN --work DIR [--draw-args "..."] [--fixture DIR]
Writes DIR/book.jpg and DIR/book.txt (the input and its truth) and the four readings' images;
prints one line per method and size. Needs numpy, scipy, scikit-image, opencv, Pillow.
"""
import argparse
import os
import subprocess
import sys

import cv2
import numpy as np
from skimage.filters import threshold_sauvola
from skimage.morphology import skeletonize

sys.path.insert(0, os.path.dirname(__file__))
import document_pages as pages  # noqa: E402

SEED = 34  # the number


def flat_book_page():
    """(8-bit gray page, truth text): document_pages' book chapter, flat, lit unevenly."""
    rng = np.random.default_rng(SEED)
    width, height = 1200, 1000
    page = pages.Page(width, height)
    heading, body = pages.font("DejaVu Serif", 44), pages.font("DejaVu Serif", 29)
    y = page.paragraph(pages.BOOK_CHAPTER, body, 120, 60, 960, 1.4)
    y = page.paragraph(pages.BOOK_TITLE, heading, 120, y + 4, 960, 1.4) + 16
    for text in pages.BOOK:
        y = page.paragraph(text, body, 120, y, 960, 1.45, indent=40)
    light = pages.lighting(width, height, 150, 0.58)
    wedge = pages.shadow(width, height, [(0, 600), (420, height), (0, height)], 0.4, 40)
    return pages.photograph(page.reflectance() * 0.86 / pages.PAPER, light * wedge, rng, 0.9), page.truth()


def words(text):
    return text.split()


def word_accuracy(reading, truth):
    """The longest common subsequence of the reading's and the truth's words, over the truth's
    word count (DocumentCenterlineTests computes the same)."""
    a, b = words(reading), words(truth)
    previous = [0] * (len(b) + 1)
    for word in a:
        current = [0]
        for j, other in enumerate(b):
            current.append(previous[j] + 1 if word == other else max(previous[j + 1], current[j]))
        previous = current
    return previous[-1] / max(len(b), 1)


def ocr(path):
    run = subprocess.run(["tesseract", path, "stdout", "--psm", "3", "-c", "thresholding_method=2"],
                         capture_output=True, text=True, env=dict(os.environ, OMP_THREAD_LIMIT="1"))
    if run.returncode != 0:
        raise SystemExit(f"tesseract {path}: {run.stderr}")
    return run.stdout


def naive(gray, size, out):
    h, w = gray.shape
    scale = size / max(h, w)
    small = cv2.resize(gray, (round(w * scale), round(h * scale)), interpolation=cv2.INTER_AREA) if scale < 1 else gray
    window = 2 * round(25 * size / 1024) + 1 if size > 512 else 25
    ink = small < threshold_sauvola(small, window_size=window)
    cv2.imwrite(out, np.where(skeletonize(ink), 0, 255).astype(np.uint8))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linework", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--draw-args", default="")
    parser.add_argument("--fixture", help="folder to write book.jpg and book.txt to (default: --work)")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    folder = args.fixture or args.work
    os.makedirs(folder, exist_ok=True)
    page, truth = flat_book_page()
    page = cv2.resize(page, (1024, round(page.shape[0] * 1024 / page.shape[1])), interpolation=cv2.INTER_AREA)
    path = os.path.join(folder, "book.jpg")
    cv2.imwrite(path, page, [cv2.IMWRITE_JPEG_QUALITY, 90])
    with open(os.path.join(folder, "book.txt"), "w") as f:
        f.write(truth)
    gray = cv2.imread(path, cv2.IMREAD_GRAYSCALE)
    print(f"page {path}: original read at word accuracy {word_accuracy(ocr(path), truth):.2f}")
    for size in (512, 1024):
        out = os.path.join(args.work, f"linework-{size}.png")
        flags = ["--max-dimension", str(size)] if size != 512 else []
        run = subprocess.run([args.linework, "draw", path, "--lines", "centerline", "--png", out] + flags
                             + args.draw_args.split(), capture_output=True, text=True)
        if run.returncode != 0:
            raise SystemExit(f"linework draw: {run.stderr}")
        reference = os.path.join(args.work, f"naive-{size}.png")
        naive(gray, size, reference)
        for method, image in (("linework", out), ("naive", reference)):
            print(f"{size:5d} {method:<9} word accuracy {word_accuracy(ocr(image), truth):.2f}")


if __name__ == "__main__":
    main()
