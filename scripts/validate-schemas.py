#!/usr/bin/env python3
"""Checks the JSON Schemas in schema/ and validates spec catalogs against them.

    python3 scripts/validate-schemas.py [SPECS_DIR ...]      (default: Specs)

Each schema must be a valid draft-07 schema; then platforms.yaml, devices.yaml, */system.yaml and
*/*/component.yaml of each catalog are validated. Problems are printed as `file: path: message`;
the exit status is 1 when there are any, 2 when PyYAML or jsonschema is missing.

The schemas are what editors check as you type; the Swift loader (SpecSheetSpecs) is the
authority and checks more (token kinds, references, min <= max, ...).
"""
import json
import pathlib
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:  # pragma: no cover
    print(f"validate-schemas: needs PyYAML and jsonschema ({error})", file=sys.stderr)
    sys.exit(2)

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMA_DIR = ROOT / "schema"
SCHEMAS = ["platforms", "devices", "system", "component", "coverage"]


class SpecLoader(yaml.SafeLoader):
    """YAML as the Swift loader reads it: dates such as 2025-03-01 stay strings."""


SpecLoader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def load_schemas():
    validators = {}
    for name in SCHEMAS:
        path = SCHEMA_DIR / f"{name}.schema.json"
        schema = json.loads(path.read_text(encoding="utf-8"))
        jsonschema.Draft7Validator.check_schema(schema)
        validators[name] = jsonschema.Draft7Validator(schema)
    return validators


def files_of(specs):
    yield "platforms", specs / "platforms.yaml"
    yield "devices", specs / "devices.yaml"
    for system in sorted(p for p in specs.iterdir() if p.is_dir() and not p.name.startswith(".")):
        yield "system", system / "system.yaml"
        for component in sorted(p for p in system.iterdir() if p.is_dir() and not p.name.startswith(".")):
            yield "component", component / "component.yaml"
            if (component / "coverage.yaml").is_file():
                yield "coverage", component / "coverage.yaml"


def validate(specs, validators):
    problems = 0
    checked = 0
    for kind, path in files_of(specs):
        if not path.is_file():
            print(f"{path}: missing")
            problems += 1
            continue
        try:
            data = yaml.load(path.read_text(encoding="utf-8"), Loader=SpecLoader)
        except (yaml.YAMLError, UnicodeDecodeError) as error:
            print(f"{path}: {' '.join(str(error).split())}")
            problems += 1
            continue
        checked += 1
        for error in sorted(validators[kind].iter_errors(data), key=lambda e: list(map(str, e.path))):
            where = "/".join(str(part) for part in error.path) or "(top)"
            print(f"{path}: {where}: {' '.join(error.message.split())[:300]}")
            problems += 1
    return checked, problems


def main(argv):
    try:
        validators = load_schemas()
    except (json.JSONDecodeError, jsonschema.SchemaError) as error:
        print(f"schema/: {' '.join(str(error).split())[:300]}")
        return 1
    total_checked = total_problems = 0
    for directory in argv or ["Specs"]:
        specs = pathlib.Path(directory)
        if not specs.is_dir():
            print(f"{specs}: not a directory")
            total_problems += 1
            continue
        checked, problems = validate(specs, validators)
        total_checked += checked
        total_problems += problems
    print(f"validate-schemas: {total_checked} files checked, {total_problems} problems")
    return 1 if total_problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
