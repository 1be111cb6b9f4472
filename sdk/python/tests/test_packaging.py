"""pyproject.toml is ready to publish and agrees with the package."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

import confirmd  # noqa: E402

try:
    import tomllib
except ImportError:  # Python before 3.11
    tomllib = None


class PackagingTest(unittest.TestCase):
    @unittest.skipIf(tomllib is None, "tomllib needs Python 3.11")
    def test_pyproject(self):
        with open(os.path.join(os.path.dirname(__file__), "..", "pyproject.toml"), "rb") as f:
            p = tomllib.load(f)["project"]
        self.assertEqual(p["name"], "confirmd")
        self.assertEqual(p["version"], confirmd.__version__)
        self.assertEqual(p["dependencies"], [], "the package uses the standard library only")
        self.assertEqual(p["readme"], "README.md")
        self.assertTrue(os.path.exists(os.path.join(os.path.dirname(confirmd.__file__), "py.typed")))
