"""Regenerates the measured figures in the docs from the CSVs in results/.

    scripts/docs-figures           rewrite every generated section in README.md and docs/*.md
    scripts/docs-figures --check   exit 1, naming the documents, when a section differs
    scripts/docs-figures --list    the tables there are
"""
import sys

import engine
import tables  # noqa: F401  (registers the tables)


def main(arguments):
    try:
        if arguments == ["--check"]:
            stale = engine.stale()
            for document in stale:
                print(f"docs-figures: {document} differs from results/; run scripts/docs-figures", file=sys.stderr)
            return 1 if stale else 0
        if arguments == ["--list"]:
            print("\n".join(sorted(engine.TABLES)))
            return 0
        if arguments:
            print(__doc__.strip(), file=sys.stderr)
            return 2
        for document in engine.write():
            print(f"docs-figures: rewrote {document}", file=sys.stderr)
        return 0
    except (engine.FiguresError, OSError, KeyError) as error:
        print(f"docs-figures: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
