"""Writes the golden hand joints for LineworkPoseTests (run through Scripts/make-hand-fixtures),
and compares `linework hands` with mediapipe on photos that are not committed (--held-out).

mediapipe 0.10.21's own Python hands solution, mp.solutions.hands.Hands(static_image_mode=True,
model_complexity=1, ...): palm_detection_full.tflite then hand_landmark_full.tflite, the models
Linework runs. Its handedness assumes a mirrored (selfie) picture, so its label is stored as it
comes ("Left" / "Right") and the Swift test expects the other hand as Vision's chirality.

Fixtures: the bundled CC0 photo camera.png has its hands (dark gloves, on the camera) too small
and too dark for the palm detector at full frame; crops around them, enlarged with bicubic
interpolation, are written as PNGs beside the JSON (a crop of a CC0 photo is CC0). What mediapipe
finds there at low thresholds is no hand (the shirt collar, once the cheek): the fixtures check
that Linework's pipeline reproduces mediapipe's, real hands are checked with --held-out. Each is
used as it is, mirrored and turned a quarter (the transforms of Scripts/pose_fixtures.py, which
the Swift tests rebuild). Each case stores the thresholds it ran with and, per hand, mediapipe's
label, its score and the 21 joints (x, y in mediapipe's normalised coordinates: x right, y down;
6 decimals).

--held-out IMAGE... --linework BIN: for photos that may not be committed, runs mediapipe and
`linework hands --json -` on each (as it is and mirrored) and prints every hand's mean joint error
as a share of mediapipe's hand box (the joints' bounding box, its longer side in pixels).
"""

import argparse
import json
import subprocess
from importlib.metadata import version
from pathlib import Path

import cv2
import mediapipe as mp
import numpy as np

from pose_fixtures import load_rgb, transformed

# (file written, source photo, crop box x0, y0, x1, y1 in its pixels, enlargement, thresholds)
CROPS = [
    ("camera-hands-a.png", "camera.png", (150, 130, 350, 280), 2, 0.2),
    ("camera-hands-b.png", "camera.png", (100, 60, 400, 360), 2, 0.05),
]
TRANSFORMS = ["original", "mirrored", "rotated"]


def hands(image, threshold, maximum=2):
    with mp.solutions.hands.Hands(static_image_mode=True, max_num_hands=maximum, model_complexity=1,
                                  min_detection_confidence=threshold, min_tracking_confidence=threshold) as solution:
        result = solution.process(image)
    out = []
    for landmarks, handedness in zip(result.multi_hand_landmarks or [], result.multi_handedness or []):
        label = handedness.classification[0]
        out.append({"label": label.label, "score": round(label.score, 6),
                    "joints": [[round(p.x, 6), round(p.y, 6)] for p in landmarks.landmark]})
    return out


def write_fixtures(images, output):
    output.mkdir(parents=True, exist_ok=True)
    cases = []
    for file, photo, (x0, y0, x1, y1), scale, threshold in CROPS:
        rgb = load_rgb(images / photo)[y0:y1, x0:x1]
        crop = cv2.resize(rgb, None, fx=scale, fy=scale, interpolation=cv2.INTER_CUBIC)
        gray = crop[:, :, 0] if np.array_equal(crop[:, :, 0], crop[:, :, 1]) else None
        cv2.imwrite(str(output / file), gray if gray is not None else cv2.cvtColor(crop, cv2.COLOR_RGB2BGR))
        image = load_rgb(output / file)
        for name in TRANSFORMS:
            variant = transformed(image, name)
            cases.append({"file": file, "transform": name, "width": int(variant.shape[1]), "height": int(variant.shape[0]),
                          "minimumConfidence": threshold, "hands": hands(variant, threshold)})
    document = {
        "versions": {name: version(name) for name in ["mediapipe", "numpy"]},
        "solution": "Hands(static_image_mode=True, max_num_hands=2, model_complexity=1, "
                    "min_detection_confidence=min_tracking_confidence=minimumConfidence)",
        "crops": [{"file": f, "photo": p, "box": list(b), "scale": s} for f, p, b, s, _ in CROPS],
        "cases": cases,
    }
    (output / "mediapipe-hands.json").write_text(json.dumps(document, separators=(",", ":")) + "\n")
    print(f"hand fixtures: {len(cases)} images, {sum(len(c['hands']) for c in cases)} hands")


def box_side(points):
    return max(points[:, 0].max() - points[:, 0].min(), points[:, 1].max() - points[:, 1].min())


def held_out(paths, linework, threshold):
    names = ["wrist", "thumbCMC", "thumbMP", "thumbIP", "thumbTip"] + [
        f"{finger}{joint}" for finger in ["index", "middle", "ring", "little"] for joint in ["MCP", "PIP", "DIP", "Tip"]]
    errors = []
    for path in paths:
        rgb = load_rgb(path)
        for name in ["original", "mirrored"]:
            image = transformed(rgb, name)
            height, width = image.shape[:2]
            reference = hands(image, threshold, maximum=4)
            temporary = Path("/tmp") / f"held-out-{Path(path).stem}-{name}.png"
            cv2.imwrite(str(temporary), cv2.cvtColor(image, cv2.COLOR_RGB2BGR))
            document = json.loads(subprocess.run(
                [linework, "hands", str(temporary), "--json", "-", "--max-hands", "4", "--minimum-confidence", str(threshold),
                 "--minimum-presence", str(threshold)],
                check=True, capture_output=True, text=True).stdout)
            temporary.unlink()
            ours = [(hand["chirality"], np.array([[hand["joints"][n]["x"] * width, (1 - hand["joints"][n]["y"]) * height]
                                                   for n in names])) for hand in document["hands"]]
            for hand in reference:
                points = np.array(hand["joints"]) * [width, height]
                side = box_side(points)
                match = min(ours, key=lambda o: np.linalg.norm(o[1] - points, axis=1).mean(), default=None)
                if match is None:
                    print(f"{Path(path).name} {name}: mediapipe's {hand['label']} hand not found")
                    errors.append(float("inf"))
                    continue
                error = np.linalg.norm(match[1] - points, axis=1).mean() / side
                expected = "left" if hand["label"] == "Right" else "right"
                errors.append(error)
                print(f"{Path(path).name} {name} ({width}x{height}): hand box {side:.0f} px, mean joint error "
                      f"{100 * error:.2f} % (max joint {100 * np.linalg.norm(match[1] - points, axis=1).max() / side:.2f} %), "
                      f"chirality {match[0]} (mediapipe {hand['label']} -> {expected}); "
                      f"linework {len(ours)} hand(s), mediapipe {len(reference)}")
    finite = [e for e in errors if np.isfinite(e)]
    if finite:
        print(f"held-out: {len(errors)} hands, {len(errors) - len(finite)} missed, mean {100 * np.mean(finite):.2f} %, "
              f"worst {100 * max(finite):.2f} % of the hand box")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--images", help="folder of the bundled photos")
    parser.add_argument("--output", help="fixture folder")
    parser.add_argument("--held-out", nargs="*", default=[], help="photos to compare on (not committed)")
    parser.add_argument("--linework", help="the linework binary, for --held-out")
    parser.add_argument("--threshold", type=float, default=0.3, help="detection and presence threshold for --held-out")
    args = parser.parse_args()
    if args.held_out:
        held_out(args.held_out, args.linework, args.threshold)
    else:
        write_fixtures(Path(args.images), Path(args.output))


if __name__ == "__main__":
    main()
