"""One ab run's rows (`ab --format csv`) as rows of the self-test's CSV, on stdout.

    rows.py AB.csv RUN KIND SEED SECONDS LOAD_START LOAD_END ROUNDS TIME COMMIT

KIND is aa (every flagged row is a false alarm) or ab (the build phase was slowed by 5%).
"""
import csv
import sys

FLAGGED = ("regressed", "improved")


def rows(ab_rows, run, kind, seed, seconds, load0, load1, rounds, time, commit):
    for r in ab_rows:
        slowed = kind == "ab" and r["phase"] == "build"
        yield [run, kind, seed, r["benchmark"], r["phase"], r["ratio"], r["ci_low"], r["ci_high"], r["p_holm"],
               r["verdict"], r.get("control_ratio", ""), r.get("control_low", ""), r.get("control_high", ""),
               str(slowed).lower(), str(r["verdict"] in FLAGGED).lower(), seconds, load0, load1, rounds, time, commit]


def main(argv):
    if len(argv) != 11:
        sys.exit(__doc__.strip())
    with open(argv[1], newline="") as f:
        ab_rows = list(csv.DictReader(f))
    if not ab_rows:
        sys.exit(f"rows.py: {argv[1]} holds no row")
    csv.writer(sys.stdout, lineterminator="\n").writerows(rows(ab_rows, *argv[2:]))


if __name__ == "__main__":
    main(sys.argv)
