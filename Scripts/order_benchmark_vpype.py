"""vpype's side of Scripts/run-order-benchmark: merge and sort the segments OrderBenchmark wrote.

    order_benchmark_vpype.py FILE [--two-opt]

FILE holds little-endian float64 quadruples x0 y0 x1 y1, one segment each (OrderBenchmark
write-segments). Runs vpype's `linemerge --tolerance 0.5` then `linesort` (with --two-opt when
asked: its passes are O(n²), so only for small sets) through vpype's own command pipeline, as
Scripts/plot_fixtures.py does, and prints one JSON line: the wall-clock and CPU seconds of the
two commands (reading the file excluded), the paths left and the pen-up travel measured as
Linework's PlotterOrder.travel measures it (from the origin to the first start, then from
each end to the next start).
"""

import json
import sys
import time

import numpy as np
import vpype as vp
import vpype_cli


def main():
    path, two_opt = sys.argv[1], "--two-opt" in sys.argv[2:]
    ends = np.fromfile(path, dtype="<f8").reshape(-1, 4)
    document = vp.Document()
    document.add(vp.LineCollection([np.array([complex(a, b), complex(c, d)]) for a, b, c, d in ends]), 1)
    command = "linemerge --tolerance 0.5 linesort" + (" --two-opt" if two_opt else "")
    wall, cpu = time.perf_counter(), time.process_time()
    document = vpype_cli.execute(command, document)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    lines = list(document.layers[1])
    pen, travel = 0j, 0.0
    for line in lines:
        travel += abs(line[0] - pen)
        pen = line[-1]
    print(json.dumps({"tool": f"vpype {vp.__version__}", "command": command, "segments": len(ends),
                      "seconds": wall, "cpu": cpu, "paths": len(lines), "travel": travel}))


if __name__ == "__main__":
    main()
