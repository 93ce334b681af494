"""Throughput of ``wordproof eval`` over the development files, serial and with workers.

    python benchmarks/throughput.py --out /tmp/throughput.json [--limit N] [--workers 2]

Measures problems per second, p50 / p99 time per problem, time spent in Z3 (the sum of the
obligation checks' ``solver_ms``) against the rest, the speedup of a process pool over a
serial run, and peak resident memory (this process and its largest worker). Prints a table
with the targets beside the figures and writes the figures as JSON to ``--out``.

Targets on the 2-core development machine: all 9,632 development problems in <= 30 s on one
core, >= 1.7x with 2 workers, peak RSS <= 300 MB.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import resource
import statistics
import sys
import time
from pathlib import Path

from wordproof.eval.datasets import Problem, load_all
from wordproof.eval.results import Row, run_eval
from wordproof.pipeline import solve_traced

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
FILES = ("asdiv.jsonl", "gsm8k_train.jsonl")
TARGET_SERIAL_S = 30.0
TARGET_SPEEDUP = 1.7
TARGET_RSS_MB = 300.0


def percentile(ordered: list[float], fraction: float) -> float:
    """Nearest-rank percentile of an ascending list."""
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)] if ordered else 0.0


def cpu_seconds() -> float:
    """User + system CPU time of this process and its finished children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def measure(problems: list[Problem], workers: int) -> dict[str, float]:
    load_before = os.getloadavg()[0]
    cpu_before = cpu_seconds()
    started = time.perf_counter()
    rows = run_eval(problems, solver=solve_traced, workers=workers)
    wall = time.perf_counter() - started
    return {
        **figures(rows, wall),
        "cpu_s": round(cpu_seconds() - cpu_before, 3),
        "load_before": round(load_before, 2),
    }


def figures(rows: list[Row], wall: float) -> dict[str, float]:
    times = sorted(number(row["time_ms"]) for row in rows)
    solver_ms = sum(number(check["solver_ms"]) for row in rows for check in checks(row))
    total_ms = sum(times)
    return {
        "wall_s": round(wall, 3),
        "problems_per_s": round(len(rows) / wall, 1) if wall else 0.0,
        "p50_ms": round(statistics.median(times), 3) if times else 0.0,
        "p99_ms": round(percentile(times, 0.99), 3),
        "solve_total_s": round(total_ms / 1000, 3),
        "z3_s": round(solver_ms / 1000, 3),
        "rest_s": round((total_ms - solver_ms) / 1000, 3),
        "z3_share": round(solver_ms / total_ms, 4) if total_ms else 0.0,
        "answered": sum(row["status"] == "answered" for row in rows),
        "correct": sum(row["verdict"] == "correct" for row in rows),
        "wrong": sum(row["verdict"] == "wrong" for row in rows),
    }


def number(value: object) -> float:
    assert isinstance(value, int | float), value
    return float(value)


def checks(row: Row) -> list[dict[str, object]]:
    found = row["checks"]
    assert isinstance(found, list), found
    return found


def peak_rss_mb() -> dict[str, float]:
    """ru_maxrss is in KiB on Linux; RUSAGE_CHILDREN is the largest finished child's peak."""
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    child = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {"self_mb": round(own, 1), "largest_worker_mb": round(child, 1),
            "self_plus_worker_mb": round(own + child, 1)}


def verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="where to write the JSON")
    parser.add_argument("--data", type=Path, default=DATA, help="folder of the dev files")
    parser.add_argument("--limit", type=int, default=None, help="first N problems of each file")
    parser.add_argument("--workers", type=int, default=2, help="workers for the pooled run")
    args = parser.parse_args()

    paths = [args.data / name for name in FILES]
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        print(f"missing development files: {', '.join(missing)}", file=sys.stderr)
        return 2
    problems = list(load_all(paths))
    if args.limit is not None:
        problems = [p for p in problems if p.index < args.limit]

    serial = measure(problems, workers=1)
    serial_rss = peak_rss_mb()
    pooled = measure(problems, workers=args.workers)
    rss = peak_rss_mb()
    speedup = serial["wall_s"] / pooled["wall_s"] if pooled["wall_s"] else 0.0
    full = len(problems) == 9632
    busy = max(serial["load_before"], pooled["load_before"]) > 0.5
    scaled_serial = serial["wall_s"] * 9632 / len(problems) if problems else 0.0

    met = {
        "serial": scaled_serial <= TARGET_SERIAL_S,
        "speedup": speedup >= TARGET_SPEEDUP,
        "peak_rss": max(rss["self_mb"], rss["largest_worker_mb"]) <= TARGET_RSS_MB,
    }
    report = {
        "problems": len(problems),
        "files": [str(p) for p in paths],
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "platform": platform.platform()},
        "serial": serial,
        "pooled": {**pooled, "workers": args.workers},
        "speedup": round(speedup, 3),
        "peak_rss": {**rss, "after_serial_self_mb": serial_rss["self_mb"]},
        "targets": {
            "serial_s_for_9632": TARGET_SERIAL_S,
            "speedup": TARGET_SPEEDUP,
            "peak_rss_mb": TARGET_RSS_MB,
        },
        "met": met,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2, sort_keys=True) + "\n", encoding="utf-8")

    scaled = "" if full else f" (x{9632 / len(problems):.1f} = {scaled_serial:.1f} s for 9,632)"
    rows = [
        ("problems", f"{len(problems)}", ""),
        ("load average before runs", f"{serial['load_before']:.2f} / {pooled['load_before']:.2f}",
         "other processes on the machine skew the times" if busy else ""),
        ("serial wall", f"{serial['wall_s']:.2f} s{scaled}",
         f"<= {TARGET_SERIAL_S:.0f} s for 9,632  {verdict(met['serial'])}"),
        ("serial problems/s", f"{serial['problems_per_s']:.0f}", ""),
        ("p50 / p99 per problem", f"{serial['p50_ms']:.2f} / {serial['p99_ms']:.2f} ms", ""),
        ("time in Z3", f"{serial['z3_s']:.2f} s ({100 * serial['z3_share']:.1f}%)", ""),
        ("time in the rest", f"{serial['rest_s']:.2f} s", ""),
        ("serial CPU", f"{serial['cpu_s']:.2f} s", ""),
        (f"{args.workers} workers wall", f"{pooled['wall_s']:.2f} s "
         f"({pooled['problems_per_s']:.0f}/s)", ""),
        (f"{args.workers} workers CPU", f"{pooled['cpu_s']:.2f} s", ""),
        ("speedup", f"{speedup:.2f}x",
         f">= {TARGET_SPEEDUP}x  {verdict(met['speedup'])}"),
        ("peak RSS, this process", f"{rss['self_mb']:.0f} MB", ""),
        ("peak RSS, largest worker", f"{rss['largest_worker_mb']:.0f} MB", ""),
        ("peak RSS, self + worker", f"{rss['self_plus_worker_mb']:.0f} MB",
         f"<= {TARGET_RSS_MB:.0f} MB per process  "
         f"{verdict(met['peak_rss'])}"),
        ("answered / correct / wrong",
         f"{serial['answered']:.0f} / {serial['correct']:.0f} / {serial['wrong']:.0f}", ""),
    ]
    width = max(len(name) for name, _, _ in rows)
    value_width = max(len(value) for _, value, _ in rows)
    for name, value, target in rows:
        print(f"{name:<{width}}  {value:<{value_width}}  {target}".rstrip())
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
