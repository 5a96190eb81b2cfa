"""Where and on what a run of scripts/ib-corpus measured: the commit of this repository (and
whether it had uncommitted changes), the time, the machine and the tool's build."""
import csv
import datetime
import os
import platform
import subprocess

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def git(*arguments):
    return subprocess.run(["git", *arguments], capture_output=True, text=True, cwd=ROOT).stdout.strip()


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return ""


def configuration(tool):
    """release or debug, from the path SwiftPM builds the tool at (.build/<configuration>/…)."""
    parts = os.path.normpath(tool).split(os.sep)
    return next((part for part in reversed(parts) if part in ("release", "debug")), "")


def environment(tool):
    """The run's columns every row of a summary carries."""
    # What the figures come from only: the tool's sources and this script (results/ and docs/
    # change as a run is recorded).
    changed = git("status", "--porcelain", "--", "Sources", "Package.swift", "scripts/ib-corpus", "scripts/ibcorpus")
    return {
        "commit": git("rev-parse", "--short=7", "HEAD"),
        "dirty": "true" if changed else "false",
        "timestamp": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "host": platform.node(),
        "cpu_model": cpu_model(),
        "cores": str(os.cpu_count() or ""),
        "configuration": configuration(tool),
    }


# The columns environment() gives, in the order the results files keep them.
FIELDS = ["commit", "dirty", "timestamp", "host", "cpu_model", "cores", "configuration"]


def record(path, rows, fields):
    """Writes a run's rows to the CSV at `path`, replacing an earlier run of the same commit and
    dirtiness; the other runs stay, oldest first."""
    if not rows:
        return
    key = (rows[0]["commit"], rows[0]["dirty"])
    kept = []
    if os.path.exists(path):
        with open(path, newline="", encoding="utf-8") as f:
            kept = [row for row in csv.DictReader(f) if (row["commit"], row["dirty"]) != key]
    fresh = [{k: "" if v is None else str(v) for k, v in row.items()} for row in rows]
    ordered = sorted(kept + fresh, key=lambda row: row["timestamp"])
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        writer.writerows(ordered)
