"""What `ab` resolved in the runs of scripts/ab-selftest: figures from its CSV, as Markdown.

    report.py SELFTEST.csv [--doc docs/ab.md]
                           [--pairs DIR --tool BIN --resample K --resample-rounds R]

Prints the section; with --doc, rewrites the part of that file between the markers
<!-- ab-selftest:begin --> and <!-- ab-selftest:end --> with it instead. With --pairs, first
resamples the kept pairs files (secondary: K runs of R rounds drawn with replacement from the
measured rounds of each kind, decided by `BIN ab --pairs`) into SELFTEST.resampled.csv, which
the section then reports, labelled so.
"""
import argparse
import csv
import math
import os
import random
import statistics
import subprocess
import sys

# The same markers as scripts/docs-figures, which regenerates this section (table ab-selftest).
BEGIN, END = "<!-- generated:ab-selftest -->", "<!-- end:ab-selftest -->"


def binomial_tail_le(k, n, p):
    """P(X <= k) for X ~ Binomial(n, p), summed in logs (C(n, i) overflows beyond n of 1000)."""
    if p <= 0:
        return 1.0
    if p >= 1:
        return 1.0 if k >= n else 0.0
    return sum(math.exp(math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1)
                        + i * math.log(p) + (n - i) * math.log(1 - p)) for i in range(0, k + 1))


def upper_bound(k, n, confidence=0.95):
    """The one-sided Clopper-Pearson upper bound of a rate seen k times in n: with k = 0 it is
    1 - (1 - confidence)^(1/n) (20 clean runs: under 13.9%)."""
    if n == 0:
        return 1.0
    if k >= n:
        return 1.0
    lo, hi = 0.0, 1.0
    for _ in range(80):
        mid = (lo + hi) / 2
        if binomial_tail_le(k, n, mid) > 1 - confidence:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def lower_bound(k, n, confidence=0.95):
    """The one-sided Clopper-Pearson lower bound of a rate seen k times in n."""
    return 1 - upper_bound(n - k, n, confidence) if n else 0.0


def read(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def summarize(rows):
    """The figures of the runs: a dict the section is written from."""
    runs = {}
    for r in rows:
        runs.setdefault((int(r["run"]), r["kind"]), []).append(r)
    aa = [v for (run, kind), v in sorted(runs.items()) if kind == "aa"]
    ab = [v for (run, kind), v in sorted(runs.items()) if kind == "ab"]
    flagged = lambda rs: [r for r in rs if r["flagged"] == "true"]
    slowed = [r for run in ab for r in run if r["slowed"] == "true"]
    caught = [r for r in slowed if r["verdict"] == "regressed"]
    # A slowed row the test found (p ≤ 0.01) that the control held back.
    held = [r for r in slowed if r["verdict"] == "inconclusive" and r["p_holm"] and float(r["p_holm"]) <= 0.01]
    missed_p = sorted(float(r["p_holm"]) for r in slowed if r["verdict"] != "regressed" and r["p_holm"])
    controls = [r for run in aa + ab for r in run if r["control_low"] and r["control_high"]]
    resolution = {}
    for r in controls:
        reach = max(abs(math.log(float(r["control_low"]))), abs(math.log(float(r["control_high"]))))
        resolution.setdefault(r["phase"], []).append(math.exp(reach) - 1)
    bias = [float(r["control_ratio"]) - 1 for r in controls]
    first = rows[0]
    loads = [float(r[k]) for r in rows for k in ("load_start", "load_end") if r[k]]
    return {
        "commit": first["commit"], "rounds": first["rounds"], "time": first["time_s"],
        "benchmarks": sorted({r["benchmark"] for r in rows}),
        "aa_runs": len(aa), "aa_rows": sum(len(run) for run in aa),
        "aa_flagged_rows": sum(len(flagged(run)) for run in aa),
        "aa_flagged_runs": sum(1 for run in aa if flagged(run)),
        "ab_runs": len(ab), "slowed": len(slowed), "caught": len(caught), "held": len(held),
        "missed_p": (missed_p[0], missed_p[-1]) if missed_p else None,
        "ab_every": sum(1 for run in ab if all(r["verdict"] == "regressed" for r in run if r["slowed"] == "true")),
        "ab_other_flags": sum(1 for run in ab for r in run if r["slowed"] != "true" and r["flagged"] == "true"),
        "slowed_ratio": statistics.median(float(r["ratio"]) for r in slowed) if slowed else float("nan"),
        "bias": statistics.median(bias) if bias else float("nan"),
        "resolution": {phase: statistics.median(v) for phase, v in sorted(resolution.items())},
        "resolution_max": max((max(v) for v in resolution.values()), default=float("nan")),
        "load": (min(loads), max(loads)) if loads else None,
        "minutes": statistics.median(int(run[0]["seconds"]) for run in aa + ab) / 60 if aa + ab else float("nan"),
    }


def pct(x, digits=1):
    return f"{100 * x:.{digits}f}%"


def section(s, resampled=None):
    """The Markdown section from the figures (and the resampled estimate, when there is one)."""
    load = f"{s['load'][0]:.1f}–{s['load'][1]:.1f}" if s["load"] else "not recorded"
    names = ", ".join(f"`{b}`" for b in s["benchmarks"])
    lines = [
        BEGIN,
        f"Measured by `scripts/ab-selftest` on commit `{s['commit']}` (generated from "
        f"`results/ab-selftest-{s['commit']}.csv` by `scripts/abselftest/report.py`; `scripts/docs-figures` keeps it).",
        "",
        f"- **Configuration:** {s['aa_runs']} A/A runs (the build against itself) and {s['ab_runs']} A/B runs "
        f"(against the same build with every `build` sample slowed by 5%), each {s['rounds']} rounds × "
        f"{s['time']} s per benchmark with the A/A control, over {len(s['benchmarks'])} benchmarks ({names}); "
        f"{s['minutes']:.1f} min a run (median); load average (1 min) {load} across the runs' starts and ends, "
        f"on 2 cores shared with other builds.",
        f"- **False alarms (A/A):** {s['aa_flagged_runs']} of {s['aa_runs']} runs flagged a row either way "
        f"({s['aa_flagged_rows']} of {s['aa_rows']} rows). With 95% confidence the rate of runs with a false "
        f"alarm is under {pct(upper_bound(s['aa_flagged_runs'], s['aa_runs']))} "
        f"(one-sided Clopper-Pearson{'; with none in k runs, 1 − 0.05^(1/k)' if s['aa_flagged_runs'] == 0 else ''}).",
        f"- **A 5% slowdown (A/B):** {s['caught']} of {s['slowed']} slowed rows caught "
        f"({pct(s['caught'] / s['slowed'] if s['slowed'] else 0, 0)}; with 95% confidence at least "
        f"{pct(lower_bound(s['caught'], s['slowed']), 0)} of such rows); every slowed row in {s['ab_every']} of "
        f"{s['ab_runs']} runs; measured ratio {s['slowed_ratio']:.3f} (median). Of the rows missed, {s['held']} "
        f"were significant but within their control's interval"
        + (f"; their Holm-corrected p ran from {s['missed_p'][0]:.2g} to {s['missed_p'][1]:.2g} (α 0.01)"
           if s["missed_p"] else "")
        + f". Rows flagged that were not slowed: "
        f"{s['ab_other_flags']}.",
        f"- **What identical builds differ by (the control):** median change {pct(s['bias'], 2)}; the control's "
        f"95% interval reaches (median over rows) "
        + ", ".join(f"±{pct(v)} on {phase}" for phase, v in s["resolution"].items())
        + f"; at most ±{pct(s['resolution_max'])}. A change smaller than that is not decided.",
    ]
    if resampled:
        for r in resampled:
            n = int(r["draws"])
            if r["kind"] == "aa":
                lines.append(f"- *Resampled (secondary, not measured runs):* {n} runs of {r['rounds']} rounds drawn "
                             f"with replacement from the A/A rounds: {r['flagged_runs']} with a false alarm.")
            else:
                lines.append(f"- *Resampled (secondary, not measured runs):* {n} runs of {r['rounds']} rounds drawn "
                             f"from the A/B rounds: {r['caught']} of {r['slowed']} slowed rows caught.")
    lines.append(END)
    return "\n".join(lines) + "\n"


def resample(pairs_dir, tool, draws, rounds, seed=20261201):
    """K resampled runs per kind, each decided by the tool; one summary row per kind."""
    rng = random.Random(seed)
    out = []
    for kind in ("aa", "ab"):
        pool, header = [], None
        for name in sorted(os.listdir(pairs_dir)):
            if not (name.startswith(kind + "-") and name.endswith(".pairs.csv")):
                continue
            by_round = {}
            with open(os.path.join(pairs_dir, name), newline="") as f:
                reader = csv.reader(f)
                header = next(reader)
                for row in reader:
                    by_round.setdefault(row[0], []).append(row)
            pool.extend(by_round.values())
        if not pool or draws == 0:
            continue
        path = os.path.join(pairs_dir, f"resample-{kind}.csv")
        flagged_runs = caught = slowed = 0
        for _ in range(draws):
            with open(path, "w", newline="") as f:
                writer = csv.writer(f)
                writer.writerow(header)
                for r, chosen in enumerate(rng.choice(pool) for _ in range(rounds)):
                    writer.writerows([str(r)] + row[1:] for row in chosen)
            result = subprocess.run([tool, "ab", "--pairs", path, "--format", "csv"], capture_output=True, text=True)
            verdicts = [(row["phase"], row["verdict"]) for row in csv.DictReader(result.stdout.splitlines())]
            flagged_runs += any(v in ("regressed", "improved") for _, v in verdicts)
            caught += sum(1 for p, v in verdicts if p == "build" and v == "regressed")
            slowed += sum(1 for p, _ in verdicts if p == "build")
        os.remove(path)
        out.append({"kind": kind, "draws": draws, "rounds": rounds, "flagged_runs": flagged_runs,
                    "caught": caught if kind == "ab" else "", "slowed": slowed if kind == "ab" else ""})
    return out


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv")
    parser.add_argument("--doc")
    parser.add_argument("--pairs")
    parser.add_argument("--tool")
    parser.add_argument("--resample", type=int, default=200)
    parser.add_argument("--resample-rounds", type=int, default=10)
    args = parser.parse_args(argv)
    rows = read(args.csv)
    if not rows:
        sys.exit(f"report.py: {args.csv} holds no row")
    resampled_path = args.csv[:-len(".csv")] + ".resampled.csv" if args.csv.endswith(".csv") else args.csv + ".resampled"
    if args.pairs and args.tool and args.resample > 0:
        resampled = resample(args.pairs, args.tool, args.resample, args.resample_rounds)
        with open(resampled_path, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=["kind", "draws", "rounds", "flagged_runs", "caught", "slowed"],
                                    lineterminator="\n")
            writer.writeheader()
            writer.writerows(resampled)
    resampled = read(resampled_path) if os.path.exists(resampled_path) else None
    text = section(summarize(rows), resampled)
    if not args.doc:
        sys.stdout.write(text)
        return
    with open(args.doc) as f:
        doc = f.read()
    if BEGIN not in doc or END not in doc:
        sys.exit(f"report.py: {args.doc} has no {BEGIN} … {END} section")
    before, rest = doc.split(BEGIN, 1)
    after = rest.split(END, 1)[1]
    with open(args.doc + ".tmp", "w") as f:
        f.write(before + text.rstrip("\n") + after)
    os.replace(args.doc + ".tmp", args.doc)


if __name__ == "__main__":
    main(sys.argv[1:])
