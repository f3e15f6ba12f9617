"""Writes the golden face meshes, pupils and person masks for LineworkPoseTests (run through
Scripts/make-people-fixtures).

mediapipe 0.10.21's own Python solutions, in static-image mode, on the people photos transformed
as Scripts/pose_fixtures.py transforms them (original, mirrored, rotated, padded; the Swift tests
rebuild those images with `PoseFixtures.image(for:)`) and on the face composites of
Scripts/face_fixtures.py (faces of 64 to 176 px pasted into clutter, read from their JPEG files):

- face mesh: mp.solutions.face_mesh.FaceMesh(static_image_mode=True, refine_landmarks=False,
  max_num_faces=4, min_detection_confidence=0.5): BlazeFace short-range, then face_landmark.tflite
  on each face, the models Linework runs. Each face stores its 468 points (x, y in mediapipe's
  normalised coordinates: x right, y down, units of the image's width and height; 5 decimals).
- pupils: the same solution with refine_landmarks=True (face_landmark_with_attention.tflite)
  gives iris centres, points 468 and 473 of its 478; stored per face as "irisCenters" in that
  order. Linework's pupils come from iris_landmark.tflite instead (the attention model needs
  mediapipe's own custom operators, which LiteRT lacks), so this is mediapipe's pupil from a
  sibling model, the closest reference its Python offers.
- person masks: mp.solutions.selfie_segmentation.SelfieSegmentation(model_selection=0 (general,
  256 × 256) and 1 (landscape, 256 × 144)) on the original and padded photos; each mask is
  written as an 8-bit gray PNG at the image's size, round(255 × p).
"""

import argparse
import json
from importlib.metadata import version
from pathlib import Path

import cv2
import mediapipe as mp
import numpy as np

from pose_fixtures import PAD, PHOTOS, load_rgb, transformed

TRANSFORMS = ["original", "mirrored", "rotated", "padded"]
MASK_TRANSFORMS = ["original", "padded"]


def meshes(image, refine):
    with mp.solutions.face_mesh.FaceMesh(static_image_mode=True, refine_landmarks=refine, max_num_faces=4,
                                         min_detection_confidence=0.5) as mesh:
        result = mesh.process(image)
    return [[(p.x, p.y) for p in face.landmark] for face in (result.multi_face_landmarks or [])]


def faces(image):
    plain = meshes(image, refine=False)
    refined = meshes(image, refine=True)
    out = []
    for points in plain:
        centre = np.mean(points, axis=0)
        # The refined face whose mesh centre is nearest (the two runs see the same detections).
        match = min(refined, key=lambda r: np.hypot(*(np.mean(r[:468], axis=0) - centre)), default=None)
        out.append({
            "mesh": [[round(x, 5), round(y, 5)] for x, y in points],
            "irisCenters": None if match is None else [[round(match[i][0], 5), round(match[i][1], 5)] for i in (468, 473)],
        })
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--images", required=True)
    parser.add_argument("--composites", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    out = Path(args.output)
    out.mkdir(parents=True, exist_ok=True)
    cases, masks = [], []
    for photo in PHOTOS:
        rgb = load_rgb(Path(args.images) / photo)
        for name in TRANSFORMS:
            image = transformed(rgb, name)
            cases.append({"photo": photo, "transform": name, "width": int(image.shape[1]),
                          "height": int(image.shape[0]), "faces": faces(image)})
            if name not in MASK_TRANSFORMS:
                continue
            for selection, quality in [(0, "accurate"), (1, "fast")]:
                with mp.solutions.selfie_segmentation.SelfieSegmentation(model_selection=selection) as segmenter:
                    mask = segmenter.process(image).segmentation_mask
                file = f"mask-{Path(photo).stem}-{name}-{quality}.png"
                cv2.imwrite(str(out / file), np.clip(np.round(mask * 255), 0, 255).astype(np.uint8))
                masks.append({"photo": photo, "transform": name, "quality": quality, "file": file})
    for path in sorted(Path(args.composites).glob("face-composite-*.jpg")):
        image = load_rgb(path)
        cases.append({"photo": path.name, "transform": "composite", "width": int(image.shape[1]),
                      "height": int(image.shape[0]), "faces": faces(image)})
    document = {
        "versions": {name: version(name) for name in ["mediapipe", "numpy"]},
        "mesh": "FaceMesh(static_image_mode=True, refine_landmarks=False, max_num_faces=4, min_detection_confidence=0.5)",
        "pupils": "FaceMesh(..., refine_landmarks=True) points 468 and 473",
        "masks": "SelfieSegmentation(model_selection=0 accurate, 1 fast)",
        "padding": PAD,
        "cases": cases,
        "maskCases": masks,
    }
    (out / "mediapipe-people.json").write_text(json.dumps(document, separators=(",", ":")) + "\n")
    print(f"people fixtures: {len(cases)} images, {sum(len(c['faces']) for c in cases)} faces, {len(masks)} masks")


if __name__ == "__main__":
    main()
