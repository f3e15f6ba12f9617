"""Times `linework faces --landmarks`, `linework hands` and `linework segment` (run through
Scripts/run-people-benchmark).

Each run is a fresh process that loads and warms up the models and then times one image; the
figures are the command's own `seconds` (the "landmarks" stage: mesh and both irises for every
face, divided by the number of faces; the "segmentation" stage: sampling, model and upsampling to
the photo's size). The inputs are the 256 × 256 face composites of the face fixtures (one face
each, 64 to 176 px) and astronaut.png (512 × 512). Medians over the runs are printed with
`uptime`, since the 2-core machine is shared.

Hands: the "landmarks" stage divided by the hands found (one landmark model run a hand), and the
palm detector's stage, on the images given with --hands; beside them, mediapipe 0.10.21's own
Python hands solution (static images, same models) on the same image in the fixtures' virtual
environment (--mediapipe-python): one warm-up call, then the median wall time of `process` over
the runs, which includes its palm detection, so it compares with detector + landmarks.
"""

import argparse
import json
import statistics
import subprocess
import tempfile
from pathlib import Path


def run(command):
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


MEDIAPIPE_HANDS = """
import json, sys, time, statistics, cv2, mediapipe as mp
path, threshold, repeat = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
image = cv2.imread(path, cv2.IMREAD_COLOR)[:, :, ::-1].copy()
with mp.solutions.hands.Hands(static_image_mode=True, max_num_hands=2, model_complexity=1,
                              min_detection_confidence=threshold, min_tracking_confidence=threshold) as hands:
    found = len(hands.process(image).multi_hand_landmarks or [])
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        hands.process(image)
        times.append(1000 * (time.perf_counter() - start))
print(json.dumps({"hands": found, "ms": statistics.median(times)}))
"""


def time_hands(linework, images, threshold, repeat, mediapipe_python):
    """Per image: our median ms a hand, detector ms and total, and mediapipe's median per call."""
    rows = []
    for image in images:
        per_hand, detector, total, count = [], [], [], 0
        for _ in range(repeat):
            document = run([linework, "hands", str(image), "--json", "-", "--minimum-confidence", str(threshold),
                            "--minimum-presence", str(threshold)])
            count = len(document["hands"])
            if count:
                per_hand.append(1000 * document["seconds"]["landmarks"] / count)
            detector.append(1000 * document["seconds"]["detector"])
            total.append(1000 * (document["seconds"]["detector"] + document["seconds"]["landmarks"]))
        reference = None
        if mediapipe_python:
            result = subprocess.run([mediapipe_python, "-c", MEDIAPIPE_HANDS, str(image), str(threshold), str(max(repeat, 5))],
                                    check=True, capture_output=True, text=True)
            reference = json.loads(result.stdout.strip().splitlines()[-1])
        rows.append((image, count, per_hand, detector, total, reference))
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linework", required=True)
    parser.add_argument("--photos", required=True)
    parser.add_argument("--composites", required=True)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--hands", nargs="*", action="extend", default=[], help="images with hands")
    parser.add_argument("--hand-threshold", type=float, default=0.2, help="palm and presence threshold for --hands")
    parser.add_argument("--mediapipe-python", help="a Python with mediapipe 0.10.21, to time its hands solution")
    args = parser.parse_args()
    composites = sorted(Path(args.composites).glob("face-composite-*.jpg"))
    astronaut = Path(args.photos) / "astronaut.png"
    per_face, detector = [], []
    for _ in range(args.repeat):
        for image in composites + [astronaut]:
            document = run([args.linework, "faces", str(image), "--landmarks", "--json", "-"])
            if document["faces"]:
                per_face.append(1000 * document["seconds"]["landmarks"] / len(document["faces"]))
                detector.append(1000 * document["seconds"]["detector"])
    segmentation = {}
    with tempfile.TemporaryDirectory() as work:
        mask = str(Path(work) / "mask.png")
        for quality in ["fast", "accurate"]:
            for size, images in [(256, composites), (512, [astronaut])]:
                times = segmentation.setdefault((quality, size), [])
                for _ in range(args.repeat):
                    for image in images:
                        document = run([args.linework, "segment", str(image), "--mask", mask, "--quality", quality,
                                        "--json", "-"])
                        times.append(1000 * document["seconds"]["segmentation"])
    hands = time_hands(args.linework, args.hands, args.hand_threshold, args.repeat, args.mediapipe_python)
    load = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    print(f"load: {load}")
    print(f"face landmarks: median {statistics.median(per_face):.1f} ms a face (max {max(per_face):.1f}, "
          f"{len(per_face)} runs); detector median {statistics.median(detector):.1f} ms an image")
    for image, count, per_hand, detector, total, reference in hands:
        ours = (f"median {statistics.median(per_hand):.1f} ms a hand (max {max(per_hand):.1f})" if per_hand else "no hand")
        line = (f"hands on {Path(image).name}: {count} hand(s), {ours}, detector {statistics.median(detector):.1f} ms, "
                f"detector + landmarks {statistics.median(total):.1f} ms")
        if reference:
            line += f"; mediapipe Python {reference['ms']:.1f} ms a call ({reference['hands']} hand(s))"
        print(line)
    for (quality, size), times in segmentation.items():
        print(f"segmentation {quality} at {size} px: median {statistics.median(times):.1f} ms "
              f"(max {max(times):.1f}, {len(times)} runs)")


if __name__ == "__main__":
    main()
