"""Writes the golden pose landmarks for LineworkPoseTests (run through Scripts/make-pose-fixtures).

mediapipe 0.10.21's Python pose solution (mp.solutions.pose.Pose: static-image mode, model
complexity 1 = pose_landmark_full, detection confidence 0.5, no segmentation) runs on every
people photo and on transformed copies, which the Swift tests rebuild from the same photo with
the same exact pixel operations:

- "original": the photo as decoded (gray photos are replicated into RGB);
- "mirrored": flipped left to right;
- "rotated": turned a quarter turn clockwise;
- "padded": black borders (left 200, top 40, right 24, bottom 120 px), so the detector letterboxes
  a non-square image.

For each case the JSON stores the image size and mediapipe's 33 landmarks in its own normalised
coordinates (x right and y down, in units of the image width and height), with z and visibility
(the solution API leaves presence unset), rounded to 6 decimals; "landmarks" is null when
mediapipe finds nobody.
"""

import argparse
import json
from importlib.metadata import version
from pathlib import Path

import cv2
import mediapipe as mp
import numpy as np

PHOTOS = ["astronaut.png", "camera.png"]
PAD = {"left": 200, "top": 40, "right": 24, "bottom": 120}


def load_rgb(path):
    image = cv2.imread(str(path), cv2.IMREAD_UNCHANGED)
    if image.ndim == 2:
        return np.ascontiguousarray(np.stack([image] * 3, axis=2))
    return np.ascontiguousarray(cv2.cvtColor(image[:, :, :3], cv2.COLOR_BGR2RGB))


def transformed(image, name):
    if name == "original":
        return image
    if name == "mirrored":
        return np.ascontiguousarray(image[:, ::-1])
    if name == "rotated":
        return np.ascontiguousarray(np.rot90(image, k=-1))
    if name == "padded":
        return np.ascontiguousarray(np.pad(
            image, ((PAD["top"], PAD["bottom"]), (PAD["left"], PAD["right"]), (0, 0))))
    raise ValueError(name)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--images", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    cases = []
    for photo in PHOTOS:
        rgb = load_rgb(Path(args.images) / photo)
        for name in ["original", "mirrored", "rotated", "padded"]:
            image = transformed(rgb, name)
            # A fresh solution per image: static-image mode, no tracking between cases.
            with mp.solutions.pose.Pose(static_image_mode=True, model_complexity=1,
                                        enable_segmentation=False,
                                        min_detection_confidence=0.5) as pose:
                result = pose.process(image)
            landmarks = None
            if result.pose_landmarks is not None:
                landmarks = [[round(p.x, 6), round(p.y, 6), round(p.z, 6), round(p.visibility, 6)]
                             for p in result.pose_landmarks.landmark]
            cases.append({"photo": photo, "transform": name,
                          "width": int(image.shape[1]), "height": int(image.shape[0]),
                          "landmarks": landmarks})
    manifest = {
        "versions": {name: version(name) for name in ["mediapipe", "numpy"]},
        "solution": "mp.solutions.pose.Pose(static_image_mode=True, model_complexity=1, "
                    "enable_segmentation=False, min_detection_confidence=0.5)",
        "landmarkFields": ["x", "y", "z", "visibility"],
        "padding": PAD,
        "cases": cases,
    }
    out = Path(args.output)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(manifest, indent=1) + "\n")


if __name__ == "__main__":
    main()
