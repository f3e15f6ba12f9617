"""The 12-megapixel benchmark input, shared by Scripts/benchmarks.py and Scripts/render_benchmark.py."""
import os

from PIL import Image

WIDTH, HEIGHT = 4000, 3000  # 12 megapixels


def mosaic_path(inputs, work):
    """A 4000x3000 RGB mosaic of the bundled photos in `inputs`, each scaled up to a 1000x1000
    tile; made once in `work`."""
    path = os.path.join(work, "mosaic-12mp.png")
    if os.path.exists(path):
        return path
    photos = sorted(f for f in os.listdir(inputs) if f.endswith((".png", ".jpg")))
    canvas = Image.new("RGB", (WIDTH, HEIGHT), "white")
    for i in range(12):
        photo = Image.open(os.path.join(inputs, photos[i % len(photos)]))
        photo = photo.convert("RGBA")
        tile = Image.new("RGBA", photo.size, "white")
        tile.alpha_composite(photo)
        tile = tile.convert("RGB").resize((1000, 1000), Image.LANCZOS)
        canvas.paste(tile, ((i % 4) * 1000, (i // 4) * 1000))
    canvas.save(path)
    return path
