"""The tie survey's own tests: who it sees give way, and what it leaves undecided."""
import os
import shutil
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ties  # noqa: E402


def label(id, width, text, hugging=None, height=20.5, size=17, extra=""):
    priority = f' horizontalHuggingPriority="{hugging}"' if hugging else ""
    return (f'<label id="{id}" text="{text}"{priority}{extra}><rect key="frame" x="0" y="0" width="{width}" '
            f'height="{height}"/><fontDescription key="fontDescription" type="system" pointSize="{size}"/></label>')


def stack(*views, axis=""):
    return ET.fromstring(f'<document><stackView id="s"{axis}><subviews>{"".join(views)}</subviews></stackView></document>')


class OutcomeTests(unittest.TestCase):
    # "Name" at 17 points: about 35 wide; "Surname": about 62.
    def test_a_tie_the_last_view_takes(self):
        root = stack(label("a", 36, "Name"), label("b", 300, "Surname"))
        self.assertEqual(ties.outcome(next(ties.stacks(root))[1], "h"), ["tie_last", "tie_longer"])

    def test_a_tie_the_first_view_takes(self):
        root = stack(label("a", 300, "Name"), label("b", 62, "Surname"))
        self.assertEqual(ties.outcome(next(ties.stacks(root))[1], "h"), ["tie_first", "tie_shorter"])

    def test_the_lower_hugging_takes_the_room(self):
        root = stack(label("a", 300, "Name", hugging=250), label("b", 62, "Surname", hugging=251))
        self.assertEqual(ties.outcome(next(ties.stacks(root))[1], "h"), ["lower"])
        root = stack(label("a", 300, "Name", hugging=252), label("b", 62, "Surname", hugging=251))
        self.assertEqual(ties.outcome(next(ties.stacks(root))[1], "h"), ["higher"])

    def test_compression_ties_count_the_view_that_is_cut(self):
        root = stack(label("a", 36, "Name"), label("b", 20, "A much longer surname"))
        self.assertEqual(ties.outcome(next(ties.stacks(root))[1], "h"), ["tie_last", "tie_longer"])

    def test_heights_of_single_line_labels(self):
        root = stack(label("a", 36, "Name", height=20.5), label("b", 62, "Surname", height=80),
                     axis=' axis="vertical"')
        self.assertEqual(ties.outcome(next(ties.stacks(root))[1], "v"), ["tie_last", "tie_longer"])
        multi = stack(label("a", 36, "Name"), label("b", 62, "Surname", height=80, extra=' numberOfLines="0"'),
                      axis=' axis="vertical"')
        self.assertEqual(ties.outcome(next(ties.stacks(multi))[1], "v"), [])

    def test_undecided_without_competition_or_with_views_of_unknown_size(self):
        held = label("a", 36, "Name").replace("</label>", '<constraints><constraint firstAttribute="width" '
                                              'constant="36" id="w"/></constraints></label>')
        self.assertEqual(ties.outcome(next(ties.stacks(stack(held, label("b", 300, "Surname"))))[1], "h"), [])
        image = '<imageView id="i"><rect key="frame" x="0" y="0" width="20" height="20"/></imageView>'
        self.assertEqual(ties.outcome(next(ties.stacks(stack(image, label("b", 300, "Surname"))))[1], "h"), [])
        both = stack(label("a", 300, "Name"), label("b", 300, "Surname"))
        self.assertEqual(ties.outcome(next(ties.stacks(both))[1], "h"), [])
        fit = stack(label("a", 36, "Name"), label("b", 62, "Surname"))
        self.assertEqual(ties.outcome(next(ties.stacks(fit))[1], "h"), ["all_fit"])

    def test_a_custom_font_has_no_estimate(self):
        custom = ET.fromstring('<label text="Name"><fontDescription name="Avenir" pointSize="17"/></label>')
        self.assertIsNone(ties.estimate(custom, "h"))
        styled = ET.fromstring('<label text="Name"><fontDescription style="UICTFontTextStyleCaption1"/></label>')
        self.assertAlmostEqual(ties.estimate(styled, "v"), 12 * ties.LINE_HEIGHT)


CHAIN = """<document><view id="root"><subviews>{a}{b}</subviews><constraints>
  <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
  <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c2"/>
  <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="16" id="c3"/>
  {more}</constraints></view></document>"""


class ChainTests(unittest.TestCase):
    def test_a_row_tied_edge_to_edge_is_a_chain_in_order_on_screen(self):
        root = ET.fromstring(CHAIN.format(a=label("a", 36, "Name"), b=label("b", 300, "Surname"), more=""))
        found = list(ties.chains(root))
        self.assertEqual([(axis, [v.get("id") for v in views]) for axis, views in found], [("h", ["a", "b"])])

    def test_an_inequality_or_a_width_breaks_the_chain(self):
        loose = CHAIN.replace('secondAttribute="trailing" constant="8"', 'secondAttribute="trailing" '
                              'relation="greaterThanOrEqual" constant="8"')
        root = ET.fromstring(loose.format(a=label("a", 36, "Name"), b=label("b", 300, "Surname"), more=""))
        self.assertEqual(list(ties.chains(root)), [])
        width = '<constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" id="c4"/>'
        root = ET.fromstring(CHAIN.format(a=label("a", 36, "Name"), b=label("b", 300, "Surname"), more=width))
        self.assertEqual(list(ties.chains(root)), [])


class SurveyTests(unittest.TestCase):
    def test_counts_per_shape_from_the_files(self):
        folder = tempfile.mkdtemp()
        self.addCleanup(lambda: shutil.rmtree(folder))
        with open(os.path.join(folder, "A.xib"), "w") as f:
            f.write(ET.tostring(stack(label("a", 36, "Name"), label("b", 300, "Surname")), encoding="unicode"))
        with open(os.path.join(folder, "broken.storyboard"), "w") as f:
            f.write("<document>")
        paths = ties.files(folder)
        counts = ties.survey(paths)
        rows = ties.rows(counts, len(paths), {"commit": "abc1234"})
        self.assertEqual(rows[0], dict({column: 0 for column in ties.COLUMNS}, commit="abc1234", files=2,
                                       shape="stack", groups=1, decided=1, tie_last=1, tie_longer=1))
        self.assertEqual(rows[1]["groups"], 0)


if __name__ == "__main__":
    unittest.main()
