"""Writes the golden face detections for LineworkPoseTests (run through Scripts/make-face-fixtures).

mediapipe 0.10.21's Python face detection solution (mp.solutions.face_detection.FaceDetection:
model_selection=0 = BlazeFace short-range, min_detection_confidence 0.5) runs on the bundled
photos and on generated composites: a face cut from a bundled portrait (mediapipe's own box on
it, grown 1.8× into a square) pasted at several sizes into a cluttered scene (a random crop of
another bundled photo with random rectangles, discs and lines over it). Composites are
256 × 256 and saved as JPEG (quality 92) next to the JSON, so the Swift tests decode the very
same file; the seed is fixed, so re-running writes the same files.

The JSON lists, per image, mediapipe's faces in its own normalised coordinates (x right, y down,
in units of the image's width and height): the box (xmin, ymin, width, height), the score and
the six keypoints (right eye, left eye, nose tip, mouth centre, right ear, left ear), rounded to
6 decimals; for a composite also where the face was pasted (its square, in pixels).
"""

import argparse
import json
import random
from importlib.metadata import version
from pathlib import Path

import cv2
import mediapipe as mp
import numpy as np

PORTRAITS = ["astronaut.png", "camera.png"]
CLUTTER = ["coffee.png", "rocket.jpg", "chelsea.png", "coins.png", "horse.png", "text.png"]
SIZES = [64, 96, 128, 176]
SIDE = 256


def load_rgb(path):
    image = cv2.imread(str(path), cv2.IMREAD_UNCHANGED)
    if image.ndim == 2:
        return np.ascontiguousarray(np.stack([image] * 3, axis=2))
    return np.ascontiguousarray(cv2.cvtColor(image[:, :, :3], cv2.COLOR_BGR2RGB))


def detect(detector, rgb):
    result = detector.process(rgb)
    faces = []
    for detection in result.detections or []:
        data = detection.location_data
        box = data.relative_bounding_box
        faces.append({
            "score": round(float(detection.score[0]), 6),
            "box": [round(v, 6) for v in (box.xmin, box.ymin, box.width, box.height)],
            "keypoints": [[round(k.x, 6), round(k.y, 6)] for k in data.relative_keypoints],
        })
    return sorted(faces, key=lambda f: -f["score"])


def clutter(rng, images):
    source = images[rng.choice(CLUTTER)]
    h, w = source.shape[:2]
    side = rng.randint(min(h, w) // 3, min(h, w))
    y, x = rng.randint(0, h - side), rng.randint(0, w - side)
    scene = cv2.resize(source[y:y + side, x:x + side], (SIDE, SIDE), interpolation=cv2.INTER_AREA).copy()
    for _ in range(rng.randint(6, 14)):
        colour = tuple(int(c) for c in np.array([rng.randint(0, 255) for _ in range(3)]))
        kind = rng.choice(["rect", "disc", "line"])
        p = (rng.randint(0, SIDE), rng.randint(0, SIDE))
        if kind == "rect":
            cv2.rectangle(scene, p, (p[0] + rng.randint(10, 70), p[1] + rng.randint(10, 70)), colour, -1)
        elif kind == "disc":
            cv2.circle(scene, p, rng.randint(5, 35), colour, -1)
        else:
            cv2.line(scene, p, (rng.randint(0, SIDE), rng.randint(0, SIDE)), colour, rng.randint(1, 6))
    return scene


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--images", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    out = Path(args.output)
    out.mkdir(parents=True, exist_ok=True)
    images = {name: load_rgb(Path(args.images) / name) for name in PORTRAITS + CLUTTER}
    detector = mp.solutions.face_detection.FaceDetection(model_selection=0, min_detection_confidence=0.5)
    cases = []
    for name in sorted(images):
        cases.append({"image": name, "bundled": True, "faces": detect(detector, images[name])})
    # Face crops: mediapipe's box on each portrait, grown into a square 1.8 times its side.
    crops = []
    for name in PORTRAITS:
        rgb = images[name]
        h, w = rgb.shape[:2]
        face = next(c for c in cases if c["image"] == name)["faces"][0]
        x, y, bw, bh = face["box"]
        cx, cy, side = (x + bw / 2) * w, (y + bh / 2) * h, 1.8 * max(bw * w, bh * h)
        x0, y0 = int(round(cx - side / 2)), int(round(cy - side / 2))
        x0, y0 = max(0, min(w - int(side), x0)), max(0, min(h - int(side), y0))
        crops.append(rgb[y0:y0 + int(side), x0:x0 + int(side)])
    rng = random.Random(20261124)
    for index in range(16):
        crop = crops[index % len(crops)]
        size = SIZES[(index // len(crops)) % len(SIZES)]
        scene = clutter(rng, images)
        px, py = rng.randint(0, SIDE - size), rng.randint(0, SIDE - size)
        scene[py:py + size, px:px + size] = cv2.resize(crop, (size, size), interpolation=cv2.INTER_AREA)
        file = f"face-composite-{index:02d}.jpg"
        cv2.imwrite(str(out / file), cv2.cvtColor(scene, cv2.COLOR_RGB2BGR), [cv2.IMWRITE_JPEG_QUALITY, 92])
        decoded = load_rgb(out / file)   # detect on what the tests will decode
        cases.append({"image": file, "bundled": False, "pasted": [px, py, size],
                      "faces": detect(detector, decoded)})
    document = {"mediapipe": version("mediapipe"), "model": "face_detection_short_range",
                "minimumConfidence": 0.5, "cases": cases}
    (out / "mediapipe-faces.json").write_text(json.dumps(document, indent=1) + "\n")
    found = sum(len(c["faces"]) for c in cases)
    print(f"face fixtures: {len(cases)} images, {found} faces")


if __name__ == "__main__":
    main()
