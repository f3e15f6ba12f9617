"""Generated document pages for Linework's OCR acceptance test (run through Scripts/make-document-pages).

Writes, deterministically (one fixed seed, no clock, no randomness outside numpy's seeded
generator):

1. Tests/LineworkCLITests/Fixtures/documents/page-N.png and page-N.txt, N = 1...4: printed
   pages as a phone camera sees them. Each PNG is 8-bit gray. Each .txt holds the page's ground
   truth, UTF-8, in reading order (a two-column page gives its left column first), one printed
   line per text line, a blank line between blocks; the OCR test collapses every run of
   whitespace to one space, so only the order of the words matters.
2. Gallery/inputs/documents/page.png: a book page photographed under a desk lamp (8-bit gray, ivory
   paper, the spine's shadow and the lines' curvature into the gutter, the desk around it),
   and its row in Gallery/inputs/SOURCES.md (replaced if present).

Fonts are the DejaVu families (Sans, Serif, Sans Mono), found with `fc-match` and checked by
family name, or at Debian's path /usr/share/fonts/truetype/dejavu; the script stops with a
message naming the package (fonts-dejavu-core) when one is missing. Sizes are given as the
font's pixel size; DejaVu's cap height is 0.729 em, so a 30-px font has 22-px capitals.

Image model, per pixel (x to the right, y down, the centre of the top-left pixel at (0, 0)):
    value = 255 * reflectance * illumination + noise,  clipped to 0...255 and rounded,
where reflectance is the text rendered anti-aliased by FreeType (paper 0.90, ink 0.10),
slightly blurred (Gaussian, sigma 0.7-1.0 px: the lens), and illumination is the product of
- a lighting gradient: linear along a direction per page, from 1.0 down to 0.52-0.58, so
  the paper's brightness varies by 42-48 % across the page;
- a soft shadow: a polygon (a wedge from one edge, like a hand or a book's spine) darkening by
  35-45 %, blurred with a Gaussian of sigma 30-45 px so that its edge is soft.
Noise is Gaussian with sigma 2 gray levels, then blurred with sigma 0.5 px (a demosaiced
sensor's noise is correlated over neighbouring pixels; it also keeps the PNGs small).

Pages (width x height, fonts at pixel size):
- page-1: 1200 x 680, a letter in DejaVu Serif 30 px (cap 22), one column, wide margins; light
  falls from the left, a book spine's shadow over the right end of the lines.
- page-2: 1000 x 760, a notice: a DejaVu Sans Bold 54-px heading (cap 39) over DejaVu Sans
  34 px (cap 25); light from the top, a hand's shadow from the lower left over the last lines.
- page-3: 1400 x 540, a report in two columns of DejaVu Serif 27 px (cap 20); light from the
  lower right, a wedge of shadow from the top edge over both columns' first lines.
- page-4: 1100 x 700, a recipe in DejaVu Sans Mono 40 px (cap 29), indented paragraphs, loose
  leading; light along the diagonal, a shadow from the left edge over the lines' starts.
The Gallery's page.png is 1200 x 1000: DejaVu Serif 29 px body under a 44-px title, ivory paper
(reflectance 0.77), the lamp's gradient, the gutter's shadow and the page's curvature into it.
"""

import argparse
import subprocess
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

SEED = 16  # the number; every random draw comes from this one generator
PAPER, INK = 0.90, 0.10
CAP_HEIGHT_EM = 0.729  # DejaVu's capital height as a fraction of the em

FONT_FILES = {
    "DejaVu Sans": "DejaVuSans.ttf",
    "DejaVu Sans:bold": "DejaVuSans-Bold.ttf",
    "DejaVu Serif": "DejaVuSerif.ttf",
    "DejaVu Sans Mono": "DejaVuSansMono.ttf",
}
DEBIAN_FONT_FOLDER = Path("/usr/share/fonts/truetype/dejavu")


def font_path(pattern):
    """The file of the fontconfig `pattern` (for example "DejaVu Sans:bold"), checked by family."""
    family = pattern.split(":")[0]
    try:
        answer = subprocess.run(["fc-match", "-f", "%{family}\t%{file}", pattern],
                                capture_output=True, text=True, check=True).stdout
        families, file = answer.split("\t", 1)
        if family in families.split(",") and Path(file).is_file():
            return file
    except (OSError, subprocess.CalledProcessError, ValueError):
        pass
    fallback = DEBIAN_FONT_FOLDER / FONT_FILES[pattern]
    if fallback.is_file():
        return str(fallback)
    raise SystemExit(f"document_pages: font '{pattern}' not found (fc-match, {DEBIAN_FONT_FOLDER}); "
                     "install it with: sudo apt-get install fonts-dejavu-core")


def font(pattern, size):
    return ImageFont.truetype(font_path(pattern), size)


# The prose. Written for this test: ordinary sentences with digits and punctuation.
LETTER = (
    "The parcel arrived on Tuesday, 14 March, two days later than the shop had promised. "
    "Inside were three notebooks, a box of 24 pencils and a ruler marked in inches on one side. "
    "The receipt said the total was $31.75, which seemed fair for what it was. "
    "I wrote back to thank them and to ask whether the blue ink comes in larger bottles."
)
NOTICE_TITLE = "Library Notice"
NOTICE = (
    "From Monday 2 October the reading room opens at 9:30 and closes at 17:00. "
    "Please return borrowed maps to the front desk, not to the shelves. "
    "Room 12 is reserved for quiet study; phones must be silent there. "
    "Questions? Ask any member of staff, or call 555-0142."
)
REPORT_LEFT = (
    "Rainfall in the valley was well above the average this year. "
    "The gauge by the old mill recorded 812 mm between April and September, "
    "against 640 mm in a typical season. Most of it fell in short, heavy storms "
    "that the river could not carry away quickly. "
    "Farmers lost part of the barley harvest, although the orchards did well."
)
REPORT_RIGHT = (
    "The bridge at Ashford was closed for 6 days in July while engineers checked "
    "its foundations. No damage was found. The council has since agreed to widen "
    "the drainage channel near the school, at a cost of about 48,000 pounds. "
    "Work should begin next spring and take 10 weeks, weather permitting."
)
RECIPE = [
    "Mix 250 g of flour with a pinch of salt and 2 eggs.",
    "Add 300 ml of milk slowly, stirring all the time, until the batter is smooth.",
    "Let it rest for 30 minutes. Heat a little butter in a pan; pour in a thin layer.",
]
BOOK_CHAPTER, BOOK_TITLE = "Chapter 7", "The Harbour"
BOOK = [
    "By the time the ferry came round the headland, the rain had stopped and the town "
    "was shining in the evening light. Anna counted the boats tied up along the quay: "
    "there were 19 of them, more than she remembered from her last visit in 1998. "
    "The fish market had become a cafe, and the old customs house now sold postcards, "
    "maps and umbrellas at twice the price they had any right to be.",
    "She walked up Bridge Street with her suitcase bumping over the cobbles. Number 42 "
    "still had its green door, though someone had painted the window frames white. "
    "Her aunt had written that the key would be under the third flowerpot, \"the one "
    "with the geranium, not the rosemary.\" It was.",
    "Inside, the house smelled of wax polish and wood smoke. On the kitchen table lay a "
    "note, weighed down by a jar of plum jam: back on Friday, eat what you like, and "
    "please do not let the cat tell you she has not been fed.",
]


def wrap(text, face, width):
    """Greedy word wrap of `text` into lines no wider than `width` pixels in `face`."""
    lines, line = [], ""
    for word in text.split():
        candidate = word if not line else line + " " + word
        if face.getlength(candidate) <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


class Page:
    """A page being typeset: a reflectance canvas (ink dark on 255 paper) and its truth text."""

    def __init__(self, width, height):
        self.canvas = Image.new("L", (width, height), 255)
        self.draw = ImageDraw.Draw(self.canvas)
        self.blocks = []

    def block(self, lines, face, x, y, leading, indent=0):
        """Sets `lines` from (x, y) (top of the first line's em box), `leading` × size apart;
        the first line indented by `indent` px. Returns the y below the block."""
        step = round(face.size * leading)
        for index, line in enumerate(lines):
            self.draw.text((x + (indent if index == 0 else 0), y), line, font=face, fill=0)
            y += step
        self.blocks.append("\n".join(lines))
        return y

    def paragraph(self, text, face, x, y, width, leading, indent=0):
        lines = wrap(text, face, width - indent)
        if indent:
            # Re-wrap the lines after the first at the full width.
            rest = wrap(text[len(lines[0]):].strip(), face, width) if len(lines) > 1 else []
            lines = [lines[0]] + rest
        return self.block(lines, face, x, y, leading, indent)

    def truth(self):
        return "\n\n".join(self.blocks) + "\n"

    def reflectance(self):
        return PAPER - (PAPER - INK) * (1.0 - np.asarray(self.canvas, dtype=np.float64) / 255.0)


def gaussian(array, sigma):
    """`array` (float) blurred by a Gaussian of `sigma` px, edges mirrored: one 1-D convolution
    per axis, done by FFT so that a wide shadow blur costs no more than a narrow one."""
    radius = int(np.ceil(4 * sigma))
    taps = np.exp(-0.5 * (np.arange(-radius, radius + 1) / sigma) ** 2)
    taps /= taps.sum()
    result = array
    for axis in (0, 1):
        padding = [(0, 0), (0, 0)]
        padding[axis] = (radius, radius)
        padded = np.pad(result, padding, mode="symmetric")
        n = padded.shape[axis] + 2 * radius
        shape = [1, 1]
        shape[axis] = -1
        spectrum = np.fft.rfft(padded, n=n, axis=axis) * np.fft.rfft(taps, n=n).reshape(shape)
        full = np.fft.irfft(spectrum, n=n, axis=axis)
        result = np.take(full, np.arange(2 * radius, 2 * radius + array.shape[axis]), axis=axis)
    return result


def lighting(width, height, angle_degrees, darkest):
    """A linear fall of light along `angle_degrees` (0 = brighter at the left, darker at the
    right; 90 = darker at the bottom), from 1.0 to `darkest`."""
    y, x = np.mgrid[0:height, 0:width].astype(np.float64)
    a = np.radians(angle_degrees)
    t = x * np.cos(a) + y * np.sin(a)
    t = (t - t.min()) / (t.max() - t.min())
    return 1.0 - (1.0 - darkest) * t


def shadow(width, height, polygon, depth, softness):
    """1 − depth inside `polygon` (pixel coordinates), 1 outside, the edge blurred by `softness`."""
    mask = Image.new("L", (width, height), 0)
    ImageDraw.Draw(mask).polygon(polygon, fill=255)
    m = gaussian(np.asarray(mask, dtype=np.float64) / 255.0, softness)
    return 1.0 - depth * np.clip(m, 0.0, 1.0)


def photograph(reflectance, illumination, rng, lens_blur, noise_sigma=2.0):
    """The camera: lens blur on the scene, light, then correlated sensor noise; 8-bit."""
    scene = gaussian(reflectance, lens_blur) * illumination * 255.0
    noise = gaussian(rng.normal(0.0, noise_sigma, size=scene.shape), 0.5)
    return np.clip(np.round(scene + noise), 0, 255).astype(np.uint8)


def page_1():
    page = Page(1200, 680)
    face = font("DejaVu Serif", 30)
    y = page.paragraph("Dear Ms Holloway,", face, 130, 70, 940, 1.5)
    y = page.paragraph(LETTER, face, 130, y + 30, 940, 1.5)
    page.paragraph("With best wishes, and thanks again for your help,", face, 130, y + 30, 940, 1.5)
    w, h = page.canvas.size
    light = lighting(w, h, 0, 0.55)
    spine = shadow(w, h, [(920, 0), (w, 0), (w, h), (980, h)], 0.42, 40)
    return page, light * spine, 0.8


def page_2():
    page = Page(1000, 760)
    title, body = font("DejaVu Sans:bold", 54), font("DejaVu Sans", 34)
    y = page.paragraph(NOTICE_TITLE, title, 70, 50, 860, 1.3)
    page.paragraph(NOTICE, body, 70, y + 30, 860, 1.45)
    w, h = page.canvas.size
    light = lighting(w, h, 90, 0.52)
    hand = shadow(w, h, [(0, 330), (300, 450), (520, h), (0, h)], 0.4, 45)
    return page, light * hand, 1.0


def page_3():
    page = Page(1400, 540)
    face = font("DejaVu Serif", 27)
    column, gutter, left, top = 590, 80, 75, 70
    page.paragraph(REPORT_LEFT, face, left, top, column, 1.35)
    page.paragraph(REPORT_RIGHT, face, left + column + gutter, top, column, 1.35)
    w, h = page.canvas.size
    light = lighting(w, h, 200, 0.56)  # brighter at the lower right
    wedge = shadow(w, h, [(250, 0), (950, 0), (700, 280)], 0.38, 30)
    return page, light * wedge, 0.7


def page_4():
    page = Page(1100, 700)
    face = font("DejaVu Sans Mono", 40)
    y = 60
    for text in RECIPE:
        y = page.paragraph(text, face, 90, y, 920, 1.5, indent=80) + 20
    w, h = page.canvas.size
    light = lighting(w, h, 40, 0.54)
    edge = shadow(w, h, [(0, 0), (260, 0), (180, h), (0, h)], 0.45, 35)
    return page, light * edge, 0.9


def book_photo(rng):
    """The Gallery's page photo: a book's right-hand page under a lamp, 1200 × 1000, gray."""
    width, height = 1200, 1000
    page = Page(width, height)
    heading, body = font("DejaVu Serif", 44), font("DejaVu Serif", 29)
    y = page.paragraph(BOOK_CHAPTER, body, 200, 60, 900, 1.4)
    y = page.paragraph(BOOK_TITLE, heading, 200, y + 4, 900, 1.4) + 16
    for text in BOOK:
        y = page.paragraph(text, body, 200, y, 880, 1.45, indent=40)
    flat = page.reflectance()

    # Curvature and perspective: the page bends down into the spine at the left, so the lines
    # sag and crowd there; the camera is a little closer to the top than to the bottom. Each
    # output pixel samples the flat page at (u, v) (bilinear; outside the page is the desk).
    y, x = np.mgrid[0:height, 0:width].astype(np.float64)
    s = np.clip(1.0 - x / 600.0, 0.0, 1.0)  # 1 at the spine, 0 from 600 px on
    u = (x - width / 2) * (1.0 + 0.05 * (y / height)) + width / 2 - 60.0 * s ** 2
    v = y - 70.0 * s ** 2 * (0.3 + y / height) - 8.0 * np.sin(np.pi * x / width)
    inside = (u >= 0) & (u <= width - 1) & (v >= 0) & (v <= height - 1)
    u0 = np.clip(np.floor(u).astype(int), 0, width - 2)
    v0 = np.clip(np.floor(v).astype(int), 0, height - 2)
    fu, fv = np.clip(u - u0, 0, 1), np.clip(v - v0, 0, 1)
    sampled = (flat[v0, u0] * (1 - fu) * (1 - fv) + flat[v0, u0 + 1] * fu * (1 - fv)
               + flat[v0 + 1, u0] * (1 - fu) * fv + flat[v0 + 1, u0 + 1] * fu * fv)
    reflectance = np.where(inside, sampled * 0.86, 0.2)  # ivory paper; a dark desk

    light = lighting(width, height, 150, 0.58)  # the lamp at the upper right
    spine = 1.0 - 0.7 * np.exp(-x / 200.0)  # the gutter falls into shadow
    pixels = photograph(reflectance, light * spine, rng, 0.9)
    return Image.fromarray(pixels)


SOURCES_ROW = ("| documents/page.png | a book page photographed under a lamp: warm paper, uneven light, the "
               "spine's shadow, lines curving into the gutter (generated by "
               "Scripts/make-document-pages) | 1200x1000 gray | CC0, generated for Linework |")


def write_sources_row(sources):
    lines = [line for line in sources.read_text().splitlines() if not line.startswith(("| page.png |", "| documents/page.png |"))]
    lines.append(SOURCES_ROW)
    sources.write_text("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fixtures", type=Path, required=True, help="Fixtures/documents folder")
    parser.add_argument("--gallery", type=Path, required=True, help="Gallery/inputs folder")
    arguments = parser.parse_args()
    rng = np.random.default_rng(SEED)
    arguments.fixtures.mkdir(parents=True, exist_ok=True)
    for number, make in enumerate([page_1, page_2, page_3, page_4], start=1):
        page, illumination, lens_blur = make()
        pixels = photograph(page.reflectance(), illumination, rng, lens_blur)
        stem = arguments.fixtures / f"page-{number}"
        Image.fromarray(pixels).save(stem.with_suffix(".png"), optimize=True)
        stem.with_suffix(".txt").write_text(page.truth())
        print(f"{stem.with_suffix('.png')}: {pixels.shape[1]} x {pixels.shape[0]}")
    photo = book_photo(rng)
    # Documents live in a folder of their own: the photo loops (Scripts/run-gallery, the tests
    # that run every bundled photo) take the top level only.
    (arguments.gallery / "documents").mkdir(exist_ok=True)
    photo.save(arguments.gallery / "documents" / "page.png", optimize=True)
    write_sources_row(arguments.gallery / "SOURCES.md")
    print(f"{arguments.gallery / 'documents' / 'page.png'}: {photo.size[0]} x {photo.size[1]}")


if __name__ == "__main__":
    main()
