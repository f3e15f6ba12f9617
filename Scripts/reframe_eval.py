"""Issue 52's reframing measurement on real footage (Scripts/run-reframe-eval).

Makes variants of opencv-doc's Megamind.avi, vtest.avi and tree.avi with ffmpeg (hard cuts
spliced between clips, letterboxes and pillarboxes, fades and dissolves, re-encodes), runs
`linework reframe --json` on each, and prints per clip: cuts found / missed / false, windows
that reach into a bar, the largest window step within a shot (% of the width), the window's
difference on a re-encoded copy (% of the width) and the main person wholly inside the window.

Two families, made differently, with the truth known from how they are made:
  tuning:   Megamind's first two shots and vtest's first 25 s, 640 x 480 at 25 fps; a black
            letterbox in 960 x 720, a black pillarbox in 1280 x 720; a 0.5 s fade and a 1 s
            dissolve; an x264 crf 32 re-encode.
  held-out: Megamind's last two shots, vtest from 50 s and tree.avi, 854 x 480 at 30 fps; a navy
            letterbox in 1920 x 1080, a gray pillarbox in 1024 x 576; a 1 s fade through black, a
            0.4 s dissolve and a 0.8 s fade through white; an mpeg4 re-encode.
The clips are not committed (they are not CC0): apt-get install opencv-doc.

The person truth is the body-pose detector's (`linework pose`, on full-size frames, every
third frame): the largest person whose detection is confident (score >= 0.8, presence >= 0.8);
wholly inside = every joint of confidence >= 0.5 inside the window; fits = their extent no
larger than the window. Its faults are the detector's, so it is a check, not a gold standard.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

DATA = "/usr/share/doc/opencv-doc/examples/data"
MEGAMIND_CUTS = [4.129, 6.465, 8.383]   # Megamind.avi's own cuts, seconds (found with scdet, checked by eye)


def ff(*args):
    subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-nostdin", *args], check=True)


def segment(out, src, start, end, size, fps):
    ff("-ss", str(start), "-to", str(end), "-i", f"{DATA}/{src}.avi", "-an",
       "-vf", f"scale={size},setsar=1,fps={fps}", "-c:v", "libx264", "-crf", "16", "-preset", "veryfast",
       "-pix_fmt", "yuv420p", out)


def native_cuts(src, start, end, offset_frames, fps):
    if src != "Megamind":
        return []
    return [offset_frames + round((t - start) * fps) for t in MEGAMIND_CUTS if start < t < end]


def frames_of(path):
    out = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                          "stream=nb_read_frames", "-of", "csv=p=0", path], capture_output=True, text=True, check=True)
    return int(out.stdout.strip())


def make_family(work, name, parts, size, fps, box, transitions, reencode):
    """parts: [(src, start, end)]; box: (frame WxH, content WxH, colour) for the letterbox and
    the pillarbox; transitions: [(xfade name, seconds)] between the parts."""
    clips = {}
    segs, cuts, offset = [], [], 0
    for i, (src, start, end) in enumerate(parts):
        path = f"{work}/{name}-part{i}.mp4"
        if not os.path.exists(path):
            segment(path, src, start, end, size, fps)
        n = frames_of(path)
        if i > 0:
            cuts.append((offset, offset))
        cuts += [(c, c) for c in native_cuts(src, start, end, offset, fps)]
        segs.append((path, n))
        offset += n
    plain = f"{work}/{name}-cuts.mp4"
    if not os.path.exists(plain):
        ff(*sum([["-i", p] for p, _ in segs], []), "-filter_complex",
           "".join(f"[{i}:v]" for i in range(len(segs))) + f"concat=n={len(segs)}:v=1:a=0[v]", "-map", "[v]",
           "-c:v", "libx264", "-crf", "16", "-preset", "veryfast", "-pix_fmt", "yuv420p", plain)
    w, h = map(int, size.split(":"))
    clips["cuts"] = dict(path=plain, cuts=cuts, picture=(0, 0, w, h), people=True)
    for kind, (frame, content, colour) in box.items():
        fw, fh = frame
        cw, ch = content
        path = f"{work}/{name}-{kind}.mp4"
        x, y = (fw - cw) // 2, (fh - ch) // 2
        if not os.path.exists(path):
            ff("-i", plain, "-vf", f"scale={cw}:{ch},setsar=1,pad={fw}:{fh}:{x}:{y}:color={colour}",
               "-c:v", "libx264", "-crf", "18", "-preset", "veryfast", "-pix_fmt", "yuv420p", path)
        clips[kind] = dict(path=path, cuts=cuts, picture=(x, y, cw, ch), people=True)
    # Transitions: xfade between the parts (the part's own cuts kept).
    path = f"{work}/{name}-fades.mp4"
    tcuts, offset_s = [], 0.0
    durations = [n / fps for _, n in segs]
    chain, last = "", "[0:v]"
    for i in range(1, len(segs)):
        kind, seconds = transitions[(i - 1) % len(transitions)]
        offset_s += durations[i - 1] - seconds
        label = f"[x{i}]"
        chain += f"{last}[{i}:v]xfade=transition={kind}:duration={seconds}:offset={offset_s:.4f}{label};"
        last = label
        a = round(offset_s * fps)
        tcuts.append((a, a + round(seconds * fps)))
    # Native cuts of each part, moved by the overlaps.
    start_frame = 0
    for i, (src, start, end) in enumerate(parts):
        tcuts += [(c, c) for c in native_cuts(src, start, end, start_frame, fps)]
        start_frame += segs[i][1] - (round(transitions[i % len(transitions)][1] * fps) if i + 1 < len(parts) else 0)
    if not os.path.exists(path):
        ff(*sum([["-i", p] for p, _ in segs], []), "-filter_complex", chain.rstrip(";").replace(last, "[v]"),
           "-map", "[v]", "-c:v", "libx264", "-crf", "16", "-preset", "veryfast", "-pix_fmt", "yuv420p", path)
    clips["fades"] = dict(path=path, cuts=sorted(tcuts), picture=(0, 0, w, h), people=False)
    path = f"{work}/{name}-reencoded.{reencode[0]}"
    if not os.path.exists(path):
        ff("-i", plain, *reencode[1], path)
    clips["reencoded"] = dict(path=path, cuts=cuts, picture=(0, 0, w, h), people=False, original="cuts")
    return clips


def families(work):
    tuning = make_family(
        work, "tuning", [("vtest", 0, 5), ("Megamind", 0.2, 6.4), ("vtest", 20, 25)], "640:480", 25,
        {"letterbox": ((960, 720), (960, 540), "black"), "pillarbox": ((1280, 720), (960, 720), "black")},
        [("fade", 0.5), ("dissolve", 1.0)], ("mp4", ["-c:v", "libx264", "-crf", "32", "-preset", "fast"]))
    held = make_family(
        work, "heldout", [("tree", 2, 7), ("Megamind", 6.6, 11.2), ("vtest", 50, 55), ("tree", 15, 20)], "854:480", 30,
        {"letterbox": ((1920, 1080), (1920, 800), "0x1a2a4a"), "pillarbox": ((1024, 576), (576, 576), "0x7f7f7f")},
        [("fadeblack", 1.0), ("dissolve", 0.4), ("fadewhite", 0.8)], ("mkv", ["-c:v", "mpeg4", "-q:v", "6"]))
    return {"tuning": tuning, "held-out": held}


def person_truth(linework, path, every, work, env):
    """{frame: (x0, y0, x1, y1)} in pixels: the largest confident person's joints' extent."""
    cache = path + ".people.json"
    if os.path.exists(cache):
        return {int(k): v for k, v in json.load(open(cache)).items()}
    folder = tempfile.mkdtemp(dir=work)
    ff("-i", path, "-vf", f"select=not(mod(n\\,{every}))", "-fps_mode", "passthrough", f"{folder}/f%05d.png")
    truth = {}
    names = sorted(os.listdir(folder))
    for i, name in enumerate(names):
        frame = i * every
        out = subprocess.run([linework, "pose", f"{folder}/{name}", "--json", "-"], capture_output=True, text=True, env=env)
        if out.returncode != 0:
            continue
        doc = json.loads(out.stdout)
        w, h = doc.get("image", {}).get("width"), doc.get("image", {}).get("height")
        best = None
        for person in doc.get("people", []):
            if person.get("detectionScore", 1) < 0.8 or person.get("presence", 1) < 0.8:
                continue
            pts = [(j["x"] * w, (1 - j["y"]) * h) for j in person["joints"].values() if j["confidence"] >= 0.5]
            if len(pts) < 4:
                continue
            box = (min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts), max(p[1] for p in pts))
            if best is None or (box[2] - box[0]) * (box[3] - box[1]) > (best[2] - best[0]) * (best[3] - best[1]):
                best = box
        if best:
            truth[frame] = best
    json.dump(truth, open(cache, "w"))
    return truth


def measure(clip, plan, fps):
    frames = plan["frames"]
    shots = plan["shots"]
    found, missed = 0, 0
    used = set()
    for a, b in clip["cuts"]:
        hit = [s for s in shots if a - 1 <= s <= b + 1 and s not in used]
        if hit:
            found += 1
            used.add(hit[0])
        else:
            missed += 1
    # A transition may be cut once at most; any other shot start is false.
    false = sum(1 for s in shots if s > 0 and s not in used)
    px, py, pw, ph = clip["picture"]
    bars = sum(1 for f in frames if f["crop"]["x"] < px or f["crop"]["y"] < py
               or f["crop"]["x"] + f["crop"]["width"] > px + pw or f["crop"]["y"] + f["crop"]["height"] > py + ph)
    centres = [f["crop"]["x"] + f["crop"]["width"] / 2 for f in frames]
    bounds = shots + [len(frames)]
    width = plan["source"]["width"]
    steps = [abs(centres[i + 1] - centres[i]) for a, b in zip(bounds, bounds[1:]) for i in range(a, b - 1)]
    return dict(found=found, missed=missed, false=false, bars=bars, step=100 * max(steps or [0]) / width,
                centres=centres, width=width)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linework", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--family", choices=["tuning", "held-out", "both"], default="tuning")
    parser.add_argument("--aspect", default="9:16")
    parser.add_argument("--extra", default="", help="extra reframe flags")
    parser.add_argument("--no-people", action="store_true", help="skip the person truth (slow: a pose run per frame)")
    args = parser.parse_args()
    env = dict(os.environ)
    fams = families(args.work)
    print(f"load: {open('/proc/loadavg').read().split()[:3]}")
    for fam, clips in fams.items():
        if args.family != "both" and fam != args.family:
            continue
        fps = 25 if fam == "tuning" else 30
        results = {}
        for kind, clip in clips.items():
            out = f"{clip['path']}.{args.aspect.replace(':', 'x')}.json"
            start = time.time()
            subprocess.run([args.linework, "reframe", clip["path"], "--aspect", args.aspect, "--json", out,
                            *args.extra.split()], check=True, env=env, stderr=subprocess.DEVNULL)
            seconds = time.time() - start
            plan = json.load(open(out))
            r = measure(clip, plan, fps)
            results[kind] = r
            line = (f"{fam:8} {kind:10} cuts {r['found']}/{len(clip['cuts'])} found, {r['missed']} missed, "
                    f"{r['false']} false; windows into bars {r['bars']}; largest step in a shot {r['step']:.2f} %")
            if "original" in clip:
                a, b = results[clip["original"]]["centres"], r["centres"]
                near_cut = {c + d for s in plan["shots"] for c in [s] for d in (-1, 0, 1)}
                diffs = [abs(x - y) / r["width"] * 100 for i, (x, y) in enumerate(zip(a, b)) if i not in near_cut]
                diffs.sort()
                line += f"; re-encode difference max {diffs[-1]:.2f} %, 95th {diffs[int(0.95 * (len(diffs) - 1))]:.2f} %"
            if clip["people"] and not args.no_people:
                truth = person_truth(args.linework, clip["path"], 3, args.work, env)
                fit = inside = 0
                for frame, (x0, y0, x1, y1) in truth.items():
                    if frame >= len(plan["frames"]):
                        continue
                    c = plan["frames"][frame]["crop"]
                    if x1 - x0 > c["width"] or y1 - y0 > c["height"]:
                        continue
                    fit += 1
                    inside += c["x"] <= x0 and x1 <= c["x"] + c["width"] and c["y"] <= y0 and y1 <= c["y"] + c["height"]
                line += f"; person inside {inside}/{fit}" + (f" ({100 * inside / fit:.0f} %)" if fit else "")
            line += f"; {seconds:.1f} s"
            print(line, flush=True)


if __name__ == "__main__":
    main()
