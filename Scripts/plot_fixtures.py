"""Reference fixtures for Linework's plotter output (run through Scripts/make-plot-fixtures).

Five checks against independent tools, each written as small JSON (and the programs it read):

1. Ordering against vpype (Tests/LineworkPlotterTests/Fixtures/plot/order-*.json). Four stroke
   sets, each the input as drawn (`linework draw --no-plotter-order --json`, working pixels) or
   generated with a fixed seed: astronaut's edges, coffee's hatched tone and camera's stipples
   (one-point strokes, given to vpype as `p p`: `vpype_lines`) at --max-dimension 256, and 400
   random short polylines on a 256-px square. vpype (PyPI) runs
   `linemerge --tolerance 0.5` then `linesort` (with its two-opt pass) on the same polylines.
   Recorded: vpype's path count, pen-down length and pen-up travel measured as Linework's
   `PlotterOrder.travel` does (from the origin (0, 0) to the first start, then from each end to
   the next start). The Swift test orders the same input and must do no worse on either count.
1b. Every layer draw writes, against vpype (Tests/LineworkCLITests/Fixtures/plot/layers-*.json):
   `linework draw` at --max-dimension 256 of astronaut (default, --weight edge, --tone hatch,
   --weight edge --pens 3, --tone tsp), coffee (--pens 3 --color), camera (--tone stipple) and
   chelsea (--tone flow), read back by vpype layer by layer (a layer with dots from draw's
   --json: `with_dots`);
   recorded per layer: the pen-up travel as written and after vpype's `linesort --two-opt`
   (from the origin, SVG pixels: working pixels + 0.5), and the layer's path count and ink
   from draw's --json. The Swift test draws the same and must travel at most 1.10× vpype's.
2. `vpype read` of Linework's SVG (vpype-read.json): the layers vpype finds in a two-pen drawing
   with a tone layer are Linework's Inkscape layers, each with lines.
3. A real G-code parser (Tests/LineworkCLITests/Fixtures/plot/device-*.gcode and *-pygcode.json):
   pygcode's interpreter replays `draw --gcode` programs (grbl-pen, with its G2/G3 arcs, and one
   with --split-distance 40): pen-down polylines (the profile's M3/M5), their total length
   (arcs flattened to chords within 0.001 mm), the pen-up travel and the pen-down extents, which
   must lie inside the paper's margins. HP-GL (device-*.hpgl, *-hp2xx.json): hp2xx, the Debian
   HP-GL interpreter, renders the program and reports its coordinate range, which must lie
   inside the paper; a reader here (PU/PD/PA/PR/SP/IN) records the same numbers as for G-code.
4. Plot time (Tests/LineworkPlotterTests/Fixtures/plot/plot-time.json): a time-stepped
   simulation (dt = 0.1 ms) of the motion model `PlotTime` documents, written independently of
   its closed form: each stroke is split into runs at corners sharper than the corner angle;
   each run and each pen-up move starts and ends at rest, accelerates at the device's
   acceleration and cruises at its speed, braking as late as it can stop in the distance left;
   every stroke adds the pen-lift time. Stroke sets in millimetres: a square, a zig-zag, a
   360-gon circle, a gently bending random walk, and astronaut's edges at 0.5 mm per pixel;
   two devices.
"""

import argparse
import copy
import json
import math
import random
import re
import subprocess
import tempfile
from importlib.metadata import version
from pathlib import Path

import numpy as np


def run(*args):
    subprocess.run([str(a) for a in args], check=True)


def drawn_strokes(linework, photo, extra):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "s.json"
        run(linework, "draw", photo, "--max-dimension", "256", "--no-plotter-order", "--json", path, *extra)
        document = json.loads(path.read_text())
    return [{"points": [[round(x, 3), round(y, 3)] for x, y in s["points"]], "closed": s["closed"]}
            for s in document["strokes"] if s["points"]]


def random_strokes(seed, count=400, side=256):
    rng = random.Random(seed)
    strokes = []
    for _ in range(count):
        x, y = rng.uniform(0, side), rng.uniform(0, side)
        heading = rng.uniform(0, 2 * math.pi)
        points = [[round(x, 3), round(y, 3)]]
        for _ in range(rng.randint(1, 4)):
            heading += rng.uniform(-0.8, 0.8)
            step = rng.uniform(2, 12)
            x, y = x + step * math.cos(heading), y + step * math.sin(heading)
            points.append([round(x, 3), round(y, 3)])
        strokes.append({"points": points, "closed": False})
    return strokes


def polylines(strokes):
    """Each stroke as a polyline; a closed one comes back to its start."""
    out = []
    for s in strokes:
        points = [tuple(p) for p in s["points"]]
        if s["closed"] and len(points) > 2:
            points.append(points[0])
        out.append(points)
    return out


def travel(lines):
    pen, total = (0.0, 0.0), 0.0
    for line in lines:
        total += math.dist(pen, line[0])
        pen = line[-1]
    return total


def ink(lines):
    return sum(math.dist(a, b) for line in lines for a, b in zip(line, line[1:]))


def vpype_lines(lines, offset=0.0):
    """Polylines as a vpype LineCollection, shifted by `offset` on both axes. A dot (one point)
    goes as the two-point line `p p`, the zero-length path draw writes for it (`M p L p`, a round
    cap): vpype drops lines of one point."""
    import vpype as vp
    return vp.LineCollection([np.array([complex(x + offset, y + offset) for x, y in (line * 2 if len(line) == 1 else line)])
                              for line in lines])


def vpype_order(strokes, tolerance):
    import vpype as vp
    import vpype_cli
    document = vp.Document()
    document.add(vpype_lines(polylines(strokes)), 1)
    # linemerge then linesort with two-opt, as vpype's command line runs them.
    document = vpype_cli.execute(f"linemerge --tolerance {tolerance} linesort --two-opt", document)
    lines = [[(p.real, p.imag) for p in line] for line in document.layers[1]]
    return lines


def ordering(output, linework, images):
    sets = {
        "astronaut-edges": drawn_strokes(linework, images / "astronaut.png", []),
        "coffee-hatch": drawn_strokes(linework, images / "coffee.png", ["--lines", "none", "--tone", "hatch"]),
        "random-400": random_strokes(20261124),
        "camera-stipple": drawn_strokes(linework, images / "camera.png", ["--lines", "none", "--tone", "stipple"]),
    }
    for name, strokes in sets.items():
        tolerance = 0.5
        before = polylines(strokes)
        after = vpype_order(strokes, tolerance)
        record = {
            "vpype": version("vpype"), "command": f"linemerge --tolerance {tolerance} linesort --two-opt",
            "tolerance": tolerance, "strokes": strokes,
            "before": {"paths": len(before), "penUpTravel": round(travel(before), 3), "penDownLength": round(ink(before), 3)},
            "after": {"paths": len(after), "penUpTravel": round(travel(after), 3), "penDownLength": round(ink(after), 3)},
        }
        (output / f"order-{name}.json").write_text(json.dumps(record, separators=(",", ":")) + "\n")
        print(f"order {name}: {len(before)} paths, travel {travel(before):.0f} px; "
              f"vpype {len(after)} paths, travel {travel(after):.0f} px")


LAYER_CASES = [
    # (name, photo, draw flags): every kind of layer draw writes.
    ("astronaut-default", "astronaut.png", []),
    ("astronaut-weight-edge", "astronaut.png", ["--weight", "edge"]),
    ("astronaut-tone-hatch", "astronaut.png", ["--tone", "hatch"]),
    ("astronaut-weight-edge-pens-3", "astronaut.png", ["--weight", "edge", "--pens", "3"]),
    ("coffee-pens-3-color", "coffee.png", ["--pens", "3", "--color"]),
    # The plotter tones: a dot is a one-point path (vpype reads it as a line of one point), the
    # tour one path; each with its line layer.
    ("camera-tone-stipple", "camera.png", ["--tone", "stipple"]),
    ("astronaut-tone-tsp", "astronaut.png", ["--tone", "tsp"]),
    ("chelsea-tone-flow", "chelsea.png", ["--tone", "flow"]),
]
LAYER_SIZE = 256


def layer_travel(lines):
    """Pen-up travel of one pen: from the origin to the first start, then each end to the next start."""
    pen, total = 0j, 0.0
    for line in lines:
        total += abs(line[0] - pen)
        pen = line[-1]
    return total


def with_dots(document, drawn, ids):
    """`document` with each layer that has dots read from draw's --json instead, in SVG pixels
    (working pixels + 0.5), in the order written: vpype drops a zero-length path, and a dot is
    one (`M p L p`, a round cap), so a stipple layer would read as empty (`vpype_lines`)."""
    by_label = {document.layers[i].property("vp_name"): i for i in document.layers}
    for label, layer in ids.items():
        ours = [s for s in drawn if s["layer"] == layer]
        if not any(len(s["points"]) == 1 for s in ours):
            continue
        lines = vpype_lines(polylines(ours), offset=0.5)
        layer_id = by_label.get(label, max(document.layers, default=0) + 1)
        if layer_id in document.layers:
            document.replace(lines, layer_id)
        else:
            document.add(lines, layer_id)
        document.layers[layer_id].set_property("vp_name", label)


def layers(output, linework, images):
    """Per layer (pen), the travel of draw's SVG as written against vpype's `linesort --two-opt`
    of the same SVG (vpype reads each Inkscape layer as a layer and sorts within it). Also the
    layer's path count and ink from draw's --json, so the Swift test can tell whether the
    fixture still describes the drawing it makes (the order may change, the strokes not)."""
    import vpype as vp
    import vpype_cli
    for name, photo, flags in LAYER_CASES:
        with tempfile.TemporaryDirectory() as folder:
            svg, strokes_json = Path(folder) / "d.svg", Path(folder) / "d.json"
            run(linework, "draw", images / photo, "--max-dimension", LAYER_SIZE, *flags, "--svg", svg, "--json", strokes_json)
            drawn = json.loads(strokes_json.read_text())["strokes"]
            # vpype names a layer by its Inkscape label; the JSON by the layer's id.
            ids = {label: layer for layer, label in re.findall(
                r'<g id="([^"]*)" inkscape:label="([^"]*)" inkscape:groupmode="layer"', svg.read_text())}
            written = vp.read_multilayer_svg(str(svg), quantization=0.1)
        with_dots(written, drawn, ids)
        ordered = vpype_cli.execute("linesort --two-opt", copy.deepcopy(written))
        records = []
        for layer_id in sorted(written.layers):
            label = written.layers[layer_id].property("vp_name")
            ours = [s for s in drawn if s["layer"] == ids[label]]
            lines = polylines([{"points": s["points"], "closed": s["closed"]} for s in ours])
            as_written, sorted_ = layer_travel(written.layers[layer_id]), layer_travel(ordered.layers[layer_id])
            records.append({"layer": ids[label], "label": label, "paths": len(ours), "penDownLength": round(ink(lines), 3),
                            "writtenTravel": round(as_written, 3), "vpypeTravel": round(sorted_, 3),
                            "ratio": round(as_written / sorted_, 4) if sorted_ > 0 else 1.0})
            print(f"layers {name} {label}: {len(ours)} paths, travel as written {as_written:.0f} px, "
                  f"vpype linesort --two-opt {sorted_:.0f} px, ratio {as_written / max(sorted_, 1e-9):.3f}")
        record = {"vpype": version("vpype"), "command": "linesort --two-opt", "photo": photo,
                  "arguments": ["--max-dimension", str(LAYER_SIZE), *flags], "layers": records}
        (output / f"layers-{name}.json").write_text(json.dumps(record, indent=1) + "\n")


def vpype_read(linework, images):
    import vpype as vp
    with tempfile.TemporaryDirectory() as folder:
        svg = Path(folder) / "pens.svg"
        run(linework, "draw", images / "chelsea.png", "--max-dimension", "256", "--weight", "edge", "--pens", "2",
            "--tone", "hatch", "--svg", svg)
        text = svg.read_text()
        ours = [m for m in re.findall(r'<g[^>]*inkscape:groupmode="layer"[^>]*>', text)]
        labels = [re.search(r'inkscape:label="([^"]*)"', g).group(1) for g in ours]
        document = vp.read_multilayer_svg(str(svg), quantization=0.1)
        seen = {layer_id: (document.layers[layer_id].property("vp_name"), len(document.layers[layer_id]))
                for layer_id in document.layers}
    plotted = [label for label in labels if "Background" not in label]
    names = sorted(name for name, _ in seen.values())
    ok = sorted(plotted) == names and all(count > 0 for _, count in seen.values())
    print(f"vpype read: ours {plotted}, vpype {seen}: {'PASS' if ok else 'FAIL'}")
    return {"vpype": version("vpype"), "ours": plotted,
            "vpype_layers": [{"name": n, "lines": c} for n, c in seen.values()], "pass": ok}


def gcode_replay(text, pen_down="M3", pen_up="M5"):
    """Pen-down polylines via pygcode's interpreter (modal state, G2/G3 arcs)."""
    from pygcode import Line, Machine, GCodeLinearMove, GCodeRapidMove, GCodeArcMoveCW, GCodeArcMoveCCW
    machine = Machine()
    down, lines, current = False, [], []
    travel_length = 0.0
    for raw in text.splitlines():
        stripped = raw.split(";")[0].strip()
        if not stripped:
            continue
        if stripped.startswith(pen_down):
            down, current = True, [(machine.pos.X or 0.0, machine.pos.Y or 0.0)]
            continue
        if stripped.startswith(pen_up):
            if down and len(current) > 1:
                lines.append(current)
            down, current = False, []
            continue
        line = Line(stripped)
        for code in line.block.gcodes:
            start = (machine.pos.X or 0.0, machine.pos.Y or 0.0)
            machine.process_gcodes(code)
            end = (machine.pos.X or 0.0, machine.pos.Y or 0.0)
            if isinstance(code, (GCodeArcMoveCW, GCodeArcMoveCCW)):
                i, j = code.params["I"].value, code.params["J"].value
                centre = (start[0] + i, start[1] + j)
                radius = math.hypot(i, j)
                a0 = math.atan2(start[1] - centre[1], start[0] - centre[0])
                sweep = math.atan2(end[1] - centre[1], end[0] - centre[0]) - a0
                if isinstance(code, GCodeArcMoveCCW):
                    while sweep <= 0:
                        sweep += 2 * math.pi
                else:
                    while sweep >= 0:
                        sweep -= 2 * math.pi
                step = 2 * math.acos(max(-1.0, 1 - 0.001 / max(radius, 0.001)))
                pieces = max(1, math.ceil(abs(sweep) / step))
                samples = [(centre[0] + radius * math.cos(a0 + sweep * k / pieces),
                            centre[1] + radius * math.sin(a0 + sweep * k / pieces)) for k in range(1, pieces)]
                samples.append(end)
            elif isinstance(code, (GCodeLinearMove, GCodeRapidMove)):
                samples = [end]
            else:
                continue
            if down:
                current.extend(samples)
            else:
                travel_length += math.dist(start, end)
    return lines, travel_length


def hpgl_replay(text, units):
    position, relative, down = (0, 0), False, False
    lines, current, travel_length = [], [], 0.0
    for instruction in re.split(r"[;\n]", text):
        instruction = instruction.strip()
        if not instruction:
            continue
        name, rest = instruction[:2], instruction[2:]
        numbers = [int(v) for v in rest.split(",") if v.strip()]
        if name == "PA":
            relative = False
        elif name == "PR":
            relative = True
        elif name in ("PU", "PD"):
            if name == "PU" and len(current) > 1:
                lines.append(current)
            if name == "PU":
                current = []
            for k in range(0, len(numbers) - 1, 2):
                target = (position[0] + numbers[k], position[1] + numbers[k + 1]) if relative else (numbers[k], numbers[k + 1])
                if name == "PU":
                    travel_length += math.dist(position, target) / units
                position = target
                if name == "PD":
                    current.append((position[0] / units, position[1] / units))
            if name == "PU":
                current = [(position[0] / units, position[1] / units)]
    if len(current) > 1:
        lines.append(current)
    return lines, travel_length


def summary(lines, travel_length):
    xs = [p[0] for line in lines for p in line]
    ys = [p[1] for line in lines for p in line]
    return {"paths": len(lines), "penDownLength": round(ink(lines), 4), "penUpTravel": round(travel_length, 4),
            "extents": [round(min(xs), 4), round(min(ys), 4), round(max(xs), 4), round(max(ys), 4)]}


def devices(output, linework, images):
    cases = [("chelsea-grbl", ["--tone", "hatch", "--gcode"], "gcode", (210, 297, 15)),
             ("chelsea-grbl-split40", ["--split-distance", "40", "--gcode"], "gcode", (210, 297, 15)),
             ("chelsea-hp7475a", ["--tone", "hatch", "--hpgl"], "hpgl", (297, 210, 15))]
    results = []
    for name, flags, kind, (width, height, margin) in cases:
        program = output / f"device-{name}.{kind}"
        run(linework, "draw", images / "chelsea.png", "--max-dimension", "160", *flags, program)
        text = program.read_text()
        if kind == "gcode":
            lines, moved = gcode_replay(text)
            record = {"parser": f"pygcode {version('pygcode')}", **summary(lines, moved),
                      "arcs": len(re.findall(r"^G[23] ", text, re.M))}
        else:
            lines, moved = hpgl_replay(text, 40)
            record = {"parser": "hpgl_replay (this script)", **summary(lines, moved)}
            record["hp2xx"] = hp2xx_range(program)
        x0, y0, x1, y1 = record["extents"]
        inside = x0 >= margin - 0.01 and y0 >= margin - 0.01 and x1 <= width - margin + 0.01 and y1 <= height - margin + 0.01
        if kind == "hpgl":
            hx0, hy0, hx1, hy1 = record["hp2xx"]["rangeMillimetres"]
            inside = inside and hx0 >= margin - 0.05 and hy0 >= margin - 0.05 and hx1 <= width - margin + 0.05 and hy1 <= height - margin + 0.05
        record.update({"paper": [width, height, margin], "insideMargins": inside})
        (output / f"device-{name}.json").write_text(json.dumps(record, indent=1) + "\n")
        print(f"device {name}: {record['paths']} paths, ink {record['penDownLength']:.1f} mm, "
              f"extents {record['extents']}: {'PASS' if inside else 'FAIL'}")
        results.append(inside)
    return all(results)


def hp2xx_range(program):
    """hp2xx's own reading of the program: it reports the coordinate range it plotted."""
    with tempfile.TemporaryDirectory() as folder:
        result = subprocess.run(["hp2xx", "-m", "eps", "-f", str(Path(folder) / "out.eps"), str(program)],
                                capture_output=True, text=True)
        report = result.stdout + result.stderr
    match = re.search(r"Coordinate range:\s*\(\s*([-\d.]+)\s*,\s*([-\d.]+)\s*\)\s*\.\.\.\s*\(\s*([-\d.]+)\s*,\s*([-\d.]+)\s*\)", report)
    if not match:
        raise SystemExit("hp2xx reported no coordinate range:\n" + report)
    x0, y0, x1, y1 = (float(v) for v in match.groups())
    return {"rangeUnits": [x0, y0, x1, y1], "rangeMillimetres": [round(v / 40, 4) for v in (x0, y0, x1, y1)]}


def simulate(strokes, device, dt=1e-4):
    """Time-stepped: accelerate, cruise, brake as late as possible; rest at every stop."""
    a, cos_corner = device["acceleration"], math.cos(device["cornerAngle"])

    def move(distance, speed):
        t, x, v = 0.0, 0.0, 0.0
        if distance <= 0:
            return 0.0
        while x < distance:
            left = distance - x
            if v * v / (2 * a) >= left:      # must brake now to stop at the end
                v = max(v - a * dt, 0.0)
                if v == 0.0:
                    break
            elif v < speed:
                v = min(v + a * dt, speed)
            x += v * dt
            t += dt
        return t

    total, pen = 0.0, (0.0, 0.0)
    for stroke in strokes:
        points = [tuple(p) for p in stroke["points"]]
        if stroke["closed"]:
            points.append(points[0])
        total += move(math.dist(pen, points[0]), device["travelSpeed"]) + device["penLiftSeconds"]
        run_length = 0.0
        for k in range(1, len(points)):
            run_length += math.dist(points[k - 1], points[k])
            if k + 1 < len(points):
                u = (points[k][0] - points[k - 1][0], points[k][1] - points[k - 1][1])
                w = (points[k + 1][0] - points[k][0], points[k + 1][1] - points[k][1])
                norms = math.hypot(*u) * math.hypot(*w)
                if norms > 0 and (u[0] * w[0] + u[1] * w[1]) / norms < cos_corner:
                    total += move(run_length, device["drawingSpeed"])
                    run_length = 0.0
        total += move(run_length, device["drawingSpeed"])
        pen = points[-1]
    return total


def plot_time(output, linework, images):
    rng = random.Random(7)
    walk, x, y, heading = [], 100.0, 100.0, 0.0
    for _ in range(400):
        heading += rng.uniform(-0.15, 0.15)
        x, y = x + 0.8 * math.cos(heading), y + 0.8 * math.sin(heading)
        walk.append([round(x, 4), round(y, 4)])
    astronaut = [{"points": [[round(px * 0.5, 4), round(py * 0.5, 4)] for px, py in s["points"]], "closed": s["closed"]}
                 for s in drawn_strokes(linework, images / "astronaut.png", [])]
    sets = {
        "square": [{"points": [[20, 20], [120, 20], [120, 120], [20, 120]], "closed": True}],
        "zigzag": [{"points": [[10 + 6 * k, 10 + (k % 2) * 30] for k in range(40)], "closed": False}],
        "circle": [{"points": [[100 + 50 * math.cos(2 * math.pi * k / 360), 100 + 50 * math.sin(2 * math.pi * k / 360)]
                               for k in range(360)], "closed": True}],
        "walk": [{"points": walk, "closed": False}],
        "astronaut-edges": astronaut,
    }
    devices_ = {"axidraw": {"drawingSpeed": 25, "travelSpeed": 75, "acceleration": 1000, "penLiftSeconds": 0.35,
                            "cornerAngle": math.pi / 3},
                "slow-acceleration": {"drawingSpeed": 40, "travelSpeed": 120, "acceleration": 200, "penLiftSeconds": 0.1,
                                      "cornerAngle": math.pi / 3}}
    cases = []
    for name, strokes in sets.items():
        for device_name, device in devices_.items():
            seconds = simulate(strokes, device)
            cases.append({"set": name, "device": device_name, "seconds": round(seconds, 4)})
            print(f"plot time {name} on {device_name}: {seconds:.2f} s (simulated)")
    document = {"dt": 1e-4, "sets": sets, "devices": devices_, "cases": cases}
    (output / "plot-time.json").write_text(json.dumps(document, separators=(",", ":")) + "\n")


PARTS = ["ordering", "layers", "read", "devices", "plot-time"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linework", required=True)
    parser.add_argument("--images", required=True)
    parser.add_argument("--vector-fixtures", required=True)
    parser.add_argument("--cli-fixtures", required=True)
    parser.add_argument("--only", nargs="+", choices=PARTS, default=PARTS, help="the checks to run again")
    args = parser.parse_args()
    images, vector, cli = Path(args.images), Path(args.vector_fixtures), Path(args.cli_fixtures)
    vector.mkdir(parents=True, exist_ok=True)
    cli.mkdir(parents=True, exist_ok=True)
    if "ordering" in args.only:
        ordering(vector, args.linework, images)
    if "layers" in args.only:
        layers(cli, args.linework, images)
    read = {"pass": True}
    if "read" in args.only:
        read = vpype_read(args.linework, images)
        (vector / "vpype-read.json").write_text(json.dumps(read, indent=1) + "\n")
    devices_ok = devices(cli, args.linework, images) if "devices" in args.only else True
    if "plot-time" in args.only:
        plot_time(vector, args.linework, images)
    if not (read["pass"] and devices_ok):
        raise SystemExit("plot fixtures: a check failed (see above)")


if __name__ == "__main__":
    main()
