#!/usr/bin/env python3
"""Checks that the schema and the loader agree on every YAML example in the docs.

    python3 scripts/check-doc-examples.py path/to/specsheet

Each ```yaml block of README.md and docs/*.md that is a component fragment (its top-level keys are
component keys; a bare `detent:` is a presentation key) is merged over a small complete component
(Tests/SpecSheetSpecsTests/Malformed/_base, offered on Android and the web so that window classes
resolve: each top-level key of the example replaces the base's), written into a scratch catalog
with the catalog's platforms.yaml and devices.yaml, and checked twice: against schema/component.schema.json, and by
`specsheet lint`. A block with a placeholder (`…`) is skipped and listed. The loader's findings
about names the excerpt cannot know (parts, variants, states, tokens, detents and sources defined
elsewhere in the file it was cut from) and about geometry are not disagreements and are ignored;
anything else either side reports is. `devices:` and coverage examples are validated whole.
Exit status 1 on any disagreement, 2 on a missing tool.
"""
import json
import pathlib
import re
import shutil
import subprocess
import sys
import importlib.util
import tempfile

try:
    import jsonschema
    import yaml
except ImportError as error:  # pragma: no cover
    print(f"check-doc-examples: needs PyYAML and jsonschema ({error})", file=sys.stderr)
    sys.exit(2)

ROOT = pathlib.Path(__file__).resolve().parent.parent
BASE = ROOT / "Tests/SpecSheetSpecsTests/Malformed/_base"
COMPONENT_KEYS = {"name", "kind", "document", "summary", "platforms", "refuse", "tokens", "anatomy",
                  "presentation", "variants", "states", "rules", "dimensions", "versions", "disagreements",
                  "extends", "code", "acknowledgements"}
# Loader findings an excerpt cannot avoid: names defined elsewhere in its file, and geometry.
OUT_OF_SCOPE = re.compile(r"unknown (part|variant|state|token|detent|source)|'extends|"
                          r"\[(part-outside-parent|siblings-overlap|dimension-token-mismatch|above-safe-area|"
                          r"container-off-screen|dimension-without-token|missing-coverage|missing-guide|"
                          r"inapplicable-property)\]|is not one of the component's platforms|names platform")


def spec_loader():
    """validate-schemas.py's YAML loader: dates such as 2025-03-01 stay strings, as in the Swift loader."""
    spec = importlib.util.spec_from_file_location("validate_schemas", ROOT / "scripts/validate-schemas.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.SpecLoader


def blocks():
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = path.read_text(encoding="utf-8")
        for match in re.finditer(r"```yaml\n(.*?)```", text, re.S):
            line = text.count("\n", 0, match.start()) + 2
            yield f"{path.relative_to(ROOT)}:{line}", match.group(1)


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = sys.argv[1]
    schema = json.loads((ROOT / "schema/component.schema.json").read_text(encoding="utf-8"))
    validator = jsonschema.Draft7Validator(schema)
    loader = spec_loader()
    base = yaml.load((BASE / "acme/sheet/component.yaml").read_text(encoding="utf-8"), Loader=loader)
    base["platforms"] = ["android", "web"]
    problems, checked, skipped = [], 0, []
    with tempfile.TemporaryDirectory() as scratch:
        catalog = pathlib.Path(scratch) / "Specs"
        shutil.copytree(BASE, catalog)
        shutil.rmtree(catalog / "acme/sheet")
        for name in ["platforms.yaml", "devices.yaml"]:
            shutil.copy(ROOT / "Specs" / name, catalog / name)
        examples = {}
        for place, text in blocks():
            if "…" in text:
                skipped.append(place)
                continue
            fragment = yaml.load(text, Loader=loader)
            if not isinstance(fragment, dict):
                continue
            if set(fragment) == {"detent"}:
                fragment = {"presentation": fragment}
            if not set(fragment) <= COMPONENT_KEYS:
                continue
            merged = {**base, **fragment}
            if "extends" in merged:          # checked for its keys only: the base is another file
                merged.pop("extends")
            for error in validator.iter_errors(merged):
                problems.append(f"{place}: schema: {'/'.join(map(str, error.absolute_path))}: {error.message}")
            name = f"example-{len(examples) + 1}"
            folder = catalog / "acme" / name
            folder.mkdir(parents=True)
            (folder / "component.yaml").write_text(yaml.safe_dump(merged, sort_keys=False, allow_unicode=True),
                                                    encoding="utf-8")
            examples[name] = place
            checked += 1
        result = subprocess.run([binary, "lint", "--specs", str(catalog)], capture_output=True, text=True)
        for line in (result.stdout + result.stderr).splitlines():
            if not line.startswith(("error:", "specsheet:")) or OUT_OF_SCOPE.search(line):
                continue
            example = re.search(r"acme/(example-\d+)/", line)
            place = examples.get(example.group(1), "?") if example else "?"
            problems.append(f"{place}: loader: {line}")
    for problem in problems:
        print(problem)
    print(f"check-doc-examples: {checked} examples checked by the schema and the loader, "
          f"{len(skipped)} with placeholders skipped ({', '.join(skipped)}), {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
