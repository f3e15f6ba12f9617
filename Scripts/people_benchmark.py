"""Times `linework faces --landmarks` and `linework segment` (run through Scripts/run-people-benchmark).

Each run is a fresh process that loads and warms up the models and then times one image; the
figures are the command's own `seconds` (the "landmarks" stage: mesh and both irises for every
face, divided by the number of faces; the "segmentation" stage: sampling, model and upsampling to
the photo's size). The inputs are the 256 × 256 face composites of the face fixtures (one face
each, 64 to 176 px) and astronaut.png (512 × 512). Medians over the runs are printed with
`uptime`, since the 2-core machine is shared.
"""

import argparse
import json
import statistics
import subprocess
import tempfile
from pathlib import Path


def run(command):
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linework", required=True)
    parser.add_argument("--photos", required=True)
    parser.add_argument("--composites", required=True)
    parser.add_argument("--repeat", type=int, default=3)
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
    load = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    print(f"load: {load}")
    print(f"face landmarks: median {statistics.median(per_face):.1f} ms a face (max {max(per_face):.1f}, "
          f"{len(per_face)} runs); detector median {statistics.median(detector):.1f} ms an image")
    for (quality, size), times in segmentation.items():
        print(f"segmentation {quality} at {size} px: median {statistics.median(times):.1f} ms "
              f"(max {max(times):.1f}, {len(times)} runs)")


if __name__ == "__main__":
    main()
