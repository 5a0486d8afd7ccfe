#!/usr/bin/env python3
"""Validate higtype's DTCG output against the DTCG 2025.10 JSON schemas, offline.

usage: validate-dtcg.py SCHEMA_DIR PATH...

SCHEMA_DIR holds format.json, format/, resolver.json and resolver/ as published by the
DTCG. Each PATH is a file or a folder searched recursively. Files named *.resolver.json are
validated against resolver.json, every other *.json file against format.json. Every $ref
between the schemas is resolved from SCHEMA_DIR by the schemas' $id; nothing is fetched.

Beyond the schemas, two checks the resolver schema leaves to tools: each file $ref in a
resolver names an existing file, and a modifier's default is one of its contexts.

Exit status: 0 when every file is valid, 1 when any is not (the errors go to stderr),
2 on a usage error or when jsonschema is not installed.
"""

import json
import os
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate-dtcg: the Python package jsonschema is missing; install it with 'python3 -m pip install jsonschema'")


def load_schemas(folder):
    """Every schema under folder, by its $id."""
    schemas = {}
    for directory, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".json"):
                with open(os.path.join(directory, name), encoding="utf-8") as f:
                    schema = json.load(f)
                schemas[schema["$id"]] = schema
    return schemas


def make_validator(schema, schemas):
    """A Draft 7 validator whose $refs resolve only against the local schemas."""
    try:
        from referencing import Registry, Resource
        from referencing.jsonschema import DRAFT7
    except ImportError:
        # jsonschema before 4.18: a RefResolver whose store holds every schema by $id, so no
        # $ref between them reaches for the network.
        resolver = jsonschema.RefResolver(schema["$id"], schema, store=dict(schemas))
        return jsonschema.Draft7Validator(schema, resolver=resolver)
    # A Registry without a retrieve function never fetches: an unknown URI is an error.
    registry = Registry().with_resources(
        (uri, Resource.from_contents(contents, default_specification=DRAFT7)) for uri, contents in schemas.items()
    )
    return jsonschema.Draft7Validator(schema, registry=registry)


def pointer(error):
    return "/" + "/".join(str(p) for p in error.absolute_path)


def shorten(text, limit=200):
    return text if len(text) <= limit else text[: limit - 3] + "..."


def deepest(error):
    """The leaf errors under a failed oneOf/anyOf that reach deepest into the document.

    A token file nests groups in groups, each a oneOf of group and token, so the reason
    worth reading is the innermost failure, e.g. a dimension's unit, not "not valid under
    any of the given schemas" at the top.
    """
    if not error.context:
        return [error]
    leaves = [leaf for sub in error.context for leaf in deepest(sub)]
    depth = max(len(leaf.absolute_path) for leaf in leaves)
    return [leaf for leaf in leaves if len(leaf.absolute_path) == depth]


def describe(error):
    """One error, with its innermost reasons when a oneOf/anyOf failed."""
    lines = [f"  {pointer(error)}: {shorten(error.message)}"]
    if error.context:
        reasons = []
        for leaf in deepest(error):
            reason = f"      because at {pointer(leaf)}: {shorten(leaf.message)}"
            if reason not in reasons:
                reasons.append(reason)
        lines += reasons[:4]
    return "\n".join(lines)


def resolver_problems(path, document):
    """Checks the resolver schema cannot express: file $refs exist, defaults name a context."""
    problems = []
    base = os.path.dirname(path)

    def visit(node, where):
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and not ref.startswith("#"):
                if not os.path.isfile(os.path.join(base, ref.split("#", 1)[0])):
                    problems.append(f"  {where}/$ref: '{ref}' names no file beside the resolver")
            for key, value in node.items():
                visit(value, f"{where}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                visit(value, f"{where}/{i}")

    visit(document, "")
    for name, modifier in (document.get("modifiers") or {}).items():
        if isinstance(modifier, dict) and "default" in modifier and modifier["default"] not in (modifier.get("contexts") or {}):
            problems.append(f"  /modifiers/{name}/default: '{modifier['default']}' is not one of its contexts")
    return problems


def files_in(paths):
    for path in paths:
        if os.path.isdir(path):
            for directory, _, names in sorted(os.walk(path)):
                for name in sorted(names):
                    if name.endswith(".json"):
                        yield os.path.join(directory, name)
        else:
            yield path


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    schema_dir, paths = argv[1], argv[2:]
    schemas = load_schemas(schema_dir)
    base = "https://www.designtokens.org/schemas/2025.10/"
    validators = {
        "tokens": make_validator(schemas[base + "format.json"], schemas),
        "resolver": make_validator(schemas[base + "resolver.json"], schemas),
    }
    counts = {"tokens": 0, "resolver": 0}
    failed = 0
    for path in files_in(paths):
        kind = "resolver" if path.endswith(".resolver.json") else "tokens"
        counts[kind] += 1
        try:
            with open(path, encoding="utf-8") as f:
                document = json.load(f)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read: {error}", file=sys.stderr)
            failed += 1
            continue
        errors = sorted(validators[kind].iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
        problems = [describe(e) for e in errors]
        if kind == "resolver":
            problems += resolver_problems(path, document)
        if problems:
            failed += 1
            schema = "resolver.json" if kind == "resolver" else "format.json"
            print(f"{path}: invalid against {schema}:", file=sys.stderr)
            print("\n".join(problems), file=sys.stderr)
    print(f"validate-dtcg: {counts['tokens']} token files, {counts['resolver']} resolver files, {failed} invalid")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
