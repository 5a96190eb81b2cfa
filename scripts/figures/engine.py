"""Generated sections of the docs: markers, the registry of tables, and where figures came from.

A document holds a generated section as

    <!-- generated:NAME -->
    …whatever the table NAME makes of the CSVs in results/…
    <!-- end:NAME -->

and a table is one function registered with @table("NAME"), which returns a Generated.
"""
import csv
import os
import re
from dataclasses import dataclass, field

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
RESULTS = os.path.join(ROOT, "results")
# The documents that may hold generated sections.
DOCUMENTS = ["README.md", "docs"]

# A marker stands on a line of its own (one quoted inside a sentence is not a marker).
SECTION = re.compile(r"^<!-- generated:([A-Za-z0-9_-]+) -->\n(.*?)^<!-- end:\1 -->$", re.S | re.M)
OPENING = re.compile(r"^<!-- generated:([A-Za-z0-9_-]+) -->$", re.M)


@dataclass
class Generated:
    """A table's Markdown, the results file it read and the rows it used (for their provenance)."""
    markdown: str
    source: str
    rows: list = field(default_factory=list)


TABLES = {}


def table(name):
    """Registers a function (results folder → Generated) as the table NAME."""
    def register(function):
        if name in TABLES:
            raise ValueError(f"table {name} registered twice")
        TABLES[name] = function
        return function
    return register


class FiguresError(Exception):
    pass


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def provenance(generated):
    """One line naming the file, commit and machine the figures came from."""
    rows = generated.rows
    parts = [f"From `results/{generated.source}`"]
    if rows:
        def values(key):
            return sorted({row.get(key, "") for row in rows if row.get(key)})
        for key, label in [("commit", "commit"), ("host", "host"), ("cpu_model", "CPU"), ("cores", "cores"),
                           ("toolchain", "Swift"), ("configuration", "build"), ("timestamp", "")]:
            found = values(key)
            if key == "timestamp" and found:
                parts.append(found[0] if len(found) == 1 else f"{found[0]} to {found[-1]}")
            elif found:
                parts.append(f"{label} {', '.join(found)}")
        if any(row.get("dirty") == "true" for row in rows):
            parts.append("with uncommitted changes")
    return ", ".join(parts) + "."


def render(name, results=RESULTS):
    if name not in TABLES:
        raise FiguresError(f"no table named {name} (scripts/figures/tables.py)")
    generated = TABLES[name](results)
    return generated.markdown.rstrip("\n") + "\n\n" + provenance(generated) + "\n"


def regenerate(text, results=RESULTS):
    """The text with every generated section made anew."""
    opened = OPENING.findall(text)
    closed = [m.group(1) for m in SECTION.finditer(text)]
    if opened != closed:
        unclosed = [name for name in opened if name not in closed]
        raise FiguresError(f"a generated section without its end marker: {', '.join(unclosed) or opened}")
    return SECTION.sub(lambda m: f"<!-- generated:{m.group(1)} -->\n{render(m.group(1), results)}<!-- end:{m.group(1)} -->",
                       text)


def documents(root=ROOT):
    """Every Markdown file that may hold a generated section, relative to the root."""
    found = []
    for entry in DOCUMENTS:
        path = os.path.join(root, entry)
        if os.path.isdir(path):
            found += sorted(os.path.join(entry, name) for name in os.listdir(path) if name.endswith(".md"))
        elif os.path.exists(path):
            found.append(entry)
    return found


def stale(root=ROOT, results=RESULTS):
    """The documents whose generated sections differ from what the tables make now."""
    out = []
    for document in documents(root):
        with open(os.path.join(root, document), encoding="utf-8") as f:
            text = f.read()
        if regenerate(text, results) != text:
            out.append(document)
    return out


def write(root=ROOT, results=RESULTS):
    """Regenerates every document in place; returns the ones that changed."""
    changed = []
    for document in documents(root):
        path = os.path.join(root, document)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        new = regenerate(text, results)
        if new != text:
            with open(path, "w", encoding="utf-8") as f:
                f.write(new)
            changed.append(document)
    return changed
