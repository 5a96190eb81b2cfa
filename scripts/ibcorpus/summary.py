"""The corpus measure's summary: counts only (no file of the corpus, no name in it but the
repositories'), one row per flag for the whole corpus and per repository, each row carrying the
run's totals. scripts/figures/tables.py makes docs/interface-builder.md's figures of it."""
from collections import Counter

import run

# The flags of `layout-bench ib --format csv`, in the order the docs give them.
FLAGS = ["match", "differs", "sized-in-code", "misplaced", "ambiguous", "hidden", "no-stored-frame"]
FIELDS = run.FIELDS + ["repositories", "files", "unreadable", "scenes", "views", "compared", "matched",
                       "flag", "repo", "count"]


def summarize(rows, repositories, files, unreadable, environment):
    """The summary rows of one run: `rows` are the measure's per-view rows (each with its repo);
    a flag's row with an empty repo counts the whole corpus, then one per repository that has
    views of that flag. `environment` is the run's commit, host and so on (run.environment())."""
    flags = Counter(row["flag"] for row in rows)
    totals = dict(environment)
    totals.update({
        "repositories": repositories, "files": files, "unreadable": unreadable,
        "scenes": len({(row["repo"], row["file"], row["scene"]) for row in rows}),
        "views": len(rows), "compared": flags["match"] + flags["differs"], "matched": flags["match"],
    })
    names = FLAGS + sorted(set(flags) - set(FLAGS))
    out = [dict(totals, flag=name, repo="", count=flags[name]) for name in names]
    by_repo = Counter((row["flag"], row["repo"]) for row in rows)
    for name in names:
        for repo in sorted({repo for flag, repo in by_repo if flag == name}):
            out.append(dict(totals, flag=name, repo=repo, count=by_repo[(name, repo)]))
    return out
