"""The docs: the generated sections of README.md and docs/ match the committed CSVs, their
relative links reach files, and the markers work."""
import os
import re
import tempfile
import unittest

import engine
import tables  # noqa: F401  (registers the tables)


class CommittedDocsTests(unittest.TestCase):
    def test_every_generated_section_matches_the_committed_results(self):
        self.assertEqual(engine.stale(), [], "run scripts/docs-figures and commit the documents")

    def test_every_table_is_used_by_some_document(self):
        used = set()
        for document in engine.documents():
            with open(os.path.join(engine.ROOT, document), encoding="utf-8") as f:
                used |= set(engine.OPENING.findall(f.read()))
        self.assertEqual(set(engine.TABLES) - used, set())

    def test_each_table_names_the_commit_it_came_from(self):
        for name in engine.TABLES:
            self.assertRegex(engine.render(name), r"From `results/[^`]+`, commit [0-9a-f]{7}", name)


class LinkTests(unittest.TestCase):
    def test_every_relative_link_of_the_docs_reaches_a_file(self):
        link = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
        broken = []
        for document in engine.documents():
            with open(os.path.join(engine.ROOT, document), encoding="utf-8") as f:
                for target in link.findall(f.read()):
                    if "://" in target:
                        continue
                    path = os.path.join(engine.ROOT, os.path.dirname(document), target)
                    if not os.path.exists(path):
                        broken.append(f"{document}: {target}")
        self.assertEqual(broken, [])


class MarkerTests(unittest.TestCase):
    def setUp(self):
        self.results = tempfile.mkdtemp()
        self.addCleanup(lambda: __import__("shutil").rmtree(self.results))

        @engine.table("test-fixed")
        def fixed(results):
            return engine.Generated("| a |\n|---|\n| 1 |", "fixed.csv", [{"commit": "abc1234", "host": "box"}])
        self.addCleanup(lambda: engine.TABLES.pop("test-fixed"))

    def test_a_section_is_replaced_and_the_text_around_it_kept(self):
        text = "before\n<!-- generated:test-fixed -->\nold figures\n<!-- end:test-fixed -->\nafter\n"
        self.assertEqual(engine.regenerate(text, self.results),
                         "before\n<!-- generated:test-fixed -->\n| a |\n|---|\n| 1 |\n\n"
                         "From `results/fixed.csv`, commit abc1234, host box.\n<!-- end:test-fixed -->\nafter\n")

    def test_a_regenerated_section_is_stable(self):
        text = "<!-- generated:test-fixed -->\n<!-- end:test-fixed -->\n"
        once = engine.regenerate(text, self.results)
        self.assertNotEqual(once, text)
        self.assertEqual(engine.regenerate(once, self.results), once)

    def test_an_unknown_table_is_an_error(self):
        with self.assertRaises(engine.FiguresError):
            engine.regenerate("<!-- generated:nothing -->\n<!-- end:nothing -->\n", self.results)

    def test_a_marker_quoted_in_a_sentence_is_left_alone(self):
        text = "write `<!-- generated:NAME -->` on a line of its own\n"
        self.assertEqual(engine.regenerate(text, self.results), text)

    def test_a_section_without_its_end_is_an_error(self):
        with self.assertRaises(engine.FiguresError):
            engine.regenerate("<!-- generated:test-fixed -->\ntext\n", self.results)

    def test_a_stale_document_is_named(self):
        root = tempfile.mkdtemp()
        self.addCleanup(lambda: __import__("shutil").rmtree(root))
        os.mkdir(os.path.join(root, "docs"))
        with open(os.path.join(root, "docs", "x.md"), "w") as f:
            f.write("<!-- generated:test-fixed -->\nhand-typed\n<!-- end:test-fixed -->\n")
        self.assertEqual(engine.stale(root, self.results), ["docs/x.md"])
        engine.write(root, self.results)
        self.assertEqual(engine.stale(root, self.results), [])


class FormattingTests(unittest.TestCase):
    def test_ratios_and_durations_read_as_the_swift_side_prints_them(self):
        self.assertEqual([tables.ratio(v) for v in (0.934, 4.25, 71.5, 818419.2)], ["0.93×", "4.2×", "72×", "818419×"])
        self.assertEqual([tables.duration(v) for v in (812, 12345, 12350, 4561000, 1.234e9)],
                         ["812 ns", "12.3 µs", "12.4 µs", "4.56 ms", "1.23 s"])
        self.assertEqual(tables.grouped(1000000), "1 000 000")


if __name__ == "__main__":
    unittest.main()
