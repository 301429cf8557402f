#!/usr/bin/env python3
"""Writes the JSON Schemas in schema/ (draft-07) for the spec format in docs/spec-format.md.

The four schemas share many definitions (metrics, tokens, presentation); this script is their one
source. Run it after changing the format, then `scripts/validate-schemas.py`:

    python3 scripts/generate-schemas.py
"""
import json
import sys
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMA_DIR = ROOT / "schema"

ID = r"^[a-z0-9][a-z0-9-]*$"
TOKEN_NAME = r"^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$"
DECIMAL = r"^[-+]?([0-9][0-9_]*(\.[0-9_]*)?|\.[0-9_]+)([eE][-+]?[0-9]+)?$"
NON_NEGATIVE_DECIMAL = r"^\+?([0-9][0-9_]*(\.[0-9_]*)?|\.[0-9_]+)([eE][-+]?[0-9]+)?$"
COLOUR = r"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
PERCENT = r"^(100(\.0*)?|[0-9]{1,2}(\.[0-9]*)?)%$"
PLATFORMS = ["ios", "android", "web"]
IDIOMS = ["phone", "tablet", "desktop"]


def ref(name):
    return {"$ref": f"#/definitions/{name}"}


def obj(properties, required=(), description=None):
    schema = {"type": "object", "properties": properties, "additionalProperties": False}
    if required:
        schema["required"] = list(required)
    if description:
        schema["description"] = description
    return schema


def list_patch(items, description):
    """A list in full, or an amendment of the one merged under it: { add: [...], remove: [...] }."""
    array = {"type": "array", "items": items}
    return {"description": description,
            "anyOf": [array, {**obj({"add": array, "remove": array}), "minProperties": 1}]}


def enum(values, description=None):
    schema = {"enum": list(values)}
    if description:
        schema["description"] = description
    return schema


PROVENANCE = {
    "tag": enum(["seed", "official", "community", "ours"], "How sure the number is."),
    "source": {"type": "string", "pattern": ID, "description": "Id of a document under `sources:`."},
    "section": {"type": "string", "description": "The section of the source the number is in (needs `source`)."},
    "note": {"type": "string"},
    "conflict": {"type": "string", "description": "What another source says instead, when they disagree."},
    "sourceName": {"type": "string", "description": "What the cited source itself calls the value (a CSS custom property, a constant, a system colour); needs `source`."},
    "darkSource": {"type": "string", "pattern": ID, "description": "For a colour whose dark value another document defines: that document's id (`source` then gives the light value's)."},
    "reading": {"type": "string", "description": "How SpecSheet applies the source's number where the source does not say (a single 32 px drawn as a 32 × 32 button); pages show the value as the source's and SpecSheet's reading."},
}

ORIGIN = r"^([a-z0-9][a-z0-9-]*#[A-Za-z0-9_./:-]+|(model|page):[A-Za-z0-9_./:-]+)$"
ORIGIN_LIST = r"^([a-z0-9][a-z0-9-]*#[A-Za-z0-9_./:-]+|(model|page):[A-Za-z0-9_./:-]+)([ ,]+([a-z0-9][a-z0-9-]*#[A-Za-z0-9_./:-]+|(model|page):[A-Za-z0-9_./:-]+))*$"

COMMON = {
    "origin": {
        "description": "Where the prose beside it comes from: '<source-id>#<passage>', 'model:<field path>' or 'page:<topic>', several separated by spaces, or a list.",
        "anyOf": [{"type": "string", "pattern": ORIGIN_LIST}, {"type": "array", "items": {"type": "string", "pattern": ORIGIN_LIST}, "minItems": 1}],
    },
    "id": {"type": "string", "pattern": ID, "description": "Lowercase letters, digits and '-'."},
    "tokenName": {"type": "string", "pattern": TOKEN_NAME},
    "colour": {"type": "string", "pattern": COLOUR, "description": "#RGB, #RRGGBB or #RRGGBBAA (quote it)."},
    "number": {"anyOf": [{"type": "number"}, {"type": "string", "pattern": DECIMAL}]},
    "length": {
        "description": "A number that is never negative (a quoted number counts).",
        "anyOf": [{"type": "number", "minimum": 0}, {"type": "string", "pattern": NON_NEGATIVE_DECIMAL}],
    },
    "platform": enum(PLATFORMS),
    "platformList": {
        "anyOf": [ref("platform"), {"type": "array", "items": ref("platform"), "uniqueItems": True}],
    },
    "metric": {
        "description": "A length: a number, a token name, or { value, tag, source, note }.",
        "anyOf": [
            ref("length"),
            ref("tokenName"),
            obj({"value": ref("length"), **PROVENANCE}, ["value"]),
        ],
    },
    "unitMetric": {
        "description": "A number from 0 to 1, a token name, or { value, tag, source, note }.",
        "anyOf": [
            {"type": "number", "minimum": 0, "maximum": 1},
            {"type": "string", "pattern": r"^(0(\.[0-9]*)?|1(\.0*)?|\.[0-9]+)$"},
            ref("tokenName"),
            obj({"value": {"type": "number", "minimum": 0, "maximum": 1}, **PROVENANCE}, ["value"]),
        ],
    },
    "deviceNumber": {
        "description": "A number that is never negative, or { value, tag, source, note }.",
        "anyOf": [ref("length"), obj({"value": ref("length"), **PROVENANCE}, ["value"])],
    },
    "positiveDeviceNumber": {
        "description": "A number more than 0, or { value, tag, source, note }.",
        "anyOf": [
            {"type": "number", "exclusiveMinimum": 0},
            {"type": "string", "pattern": NON_NEGATIVE_DECIMAL, "not": {"pattern": r"^\+?[0._]*([eE].*)?$"}},
            obj({"value": {"type": "number", "exclusiveMinimum": 0}, **PROVENANCE}, ["value"]),
        ],
    },
    "provenance": obj(PROVENANCE, ["tag"]),
    "sources": {
        "type": "object",
        "description": "Documents numbers come from, by id.",
        "propertyNames": {"pattern": ID},
        "additionalProperties": obj({
            "title": {"type": "string"},
            "version": {"type": ["string", "number"]},
            "url": {"type": "string", "pattern": "^[hH][tT][tT][pP][sS]?://\\S+$"},
            "platforms": {"description": "The platforms the document is written for, when it is one platform's (a web library: web); values it gives are then said to be carried to other platforms by SpecSheet's choice.", "anyOf": [{"enum": PLATFORMS}, {"type": "array", "items": {"enum": PLATFORMS}, "uniqueItems": True}]},
        }, ["title"]),
    },
}

DYNAMIC_TYPE_STYLES = ["large-title", "title1", "title2", "title3", "headline", "body", "callout",
                       "subheadline", "footnote", "caption1", "caption2"]

TOKENS = {
    "tokenValue": {
        "description": "A number, a colour, a type style or a reference to another token.",
        "anyOf": [
            ref("number"),
            ref("colour"),
            obj({"value": ref("number"), **PROVENANCE}, ["value"]),
            obj({"light": ref("colour"), "dark": ref("colour"), **PROVENANCE}, ["light", "dark"]),
            obj({
                "family": {"type": "string"},
                "size": {"anyOf": [{"type": "number", "exclusiveMinimum": 0}, ref("number")]},
                "weight": {"type": "integer", "minimum": 100, "maximum": 900},
                "lineHeight": ref("length"),
                "dynamicType": {
                    "description": "The iOS Dynamic Type text style this text follows (how it grows with "
                                   "the reader's text size), or the style with SpecSheet's reading when the "
                                   "source names none.",
                    "anyOf": [
                        enum(DYNAMIC_TYPE_STYLES),
                        obj({"style": enum(DYNAMIC_TYPE_STYLES), "ours": {"type": "string", "minLength": 1}},
                            ["style", "ours"]),
                    ],
                },
                **PROVENANCE,
            }, ["family", "size"]),
            obj({"ref": ref("tokenName"), **PROVENANCE}, ["ref"]),
        ],
    },
    "tokenDefinition": {
        "anyOf": [
            ref("tokenValue"),
            {
                **obj({**{p: ref("tokenValue") for p in PLATFORMS}, **PROVENANCE}),
                "description": "One value per platform.",
                "anyOf": [{"required": [p]} for p in PLATFORMS],
            },
        ],
    },
    "tokens": {
        "type": "object",
        "description": "Design tokens by name (e.g. spacing.100).",
        "propertyNames": {"pattern": TOKEN_NAME},
        "additionalProperties": ref("tokenDefinition"),
    },
    "tokenFiles": {
        "type": "array",
        "description": "Design-token files in the W3C DTCG format (JSON) whose tokens join this file's, by path "
                       "relative to this file; with a platform, the file holds that platform's values.",
        "items": {"anyOf": [
            {"type": "string", "pattern": "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+$"},
            obj({"file": {"type": "string", "pattern": "^(?!/)(?!.*(^|/)\\.\\.(/|$)).+$"}, "platform": ref("platform")},
                ["file"]),
        ]},
    },
}

# The presentation keys `ours` may name (PresentationField in the loader).
PRESENTATION_FIELDS = ["style", "edge", "modal", "scrimOpacity", "scrimColor", "width", "maxWidth", "margin", "marginFrom",
                       "preferredHeight", "maxHeight", "verticalAlignment", "detent", "detents", "cornerRadius", "topCornerRadius", "bottomCornerRadius",
                       "keyboard", "topGap", "anchor", "dismissal", "elevation", "background"]

PRESENTATION = {
    "sizingMode": {"anyOf": [enum(["hug", "fill"]), {"type": "string", "pattern": PERCENT}, ref("metric")]},
    "sizing": {
        "description": "hug, fill, a metric (fixed), a percentage of what the parent offers, or { size, min, max, box }.",
        "anyOf": [
            ref("sizingMode"),
            obj({"size": ref("sizingMode"), "min": ref("metric"), "max": ref("metric"),
                 "box": enum(["border", "content"], "Which box min and max measure: the whole part (border, the default) "
                                                     "or what lies inside its padding (content), as CSS box-sizing.")}, ["size"]),
        ],
    },
    "edges": {
        "description": "A metric for all sides, or some sides.",
        "anyOf": [
            ref("metric"),
            obj({side: ref("metric") for side in
                 ["top", "bottom", "leading", "trailing", "horizontal", "vertical"]}),
        ],
    },
    "corners": {
        "description": "A radius for all four corners, or by corner: top, bottom, leading and trailing set two "
                       "corners each; topLeading, topTrailing, bottomLeading and bottomTrailing one (and win).",
        "anyOf": [
            ref("metric"),
            obj({corner: ref("metric") for corner in
                 ["top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading",
                  "bottomTrailing"]}),
        ],
    },
    "height": {
        "description": "fit, full, a percentage of the screen height (\"50%\") or a metric.",
        "anyOf": [enum(["fit", "full"]), {"type": "string", "pattern": PERCENT}, ref("metric")],
    },
    "detent": obj({
        "name": ref("id"),
        "height": ref("height"),
        "min": ref("height"),
        "max": ref("height"),
        "overflow": enum(["full", "scroll", "system-scroll"]),
        "basis": enum(["screen", "above-bottom-safe-area", "below-top-safe-area"],
                      "What lengths and percentages measure against: the screen (default; a length is the whole sheet), "
                      "iOS's convention (a length above the bottom safe area, a percentage of the tallest the sheet can be "
                      "above it), or the screen below the top safe area."),
        "words": {"type": "string", "description": "The height in the source's own terms, said on pages instead of the generic "
                  "words for `height` where those would mislead (a closed size: the content hidden, only the header shows)."},
        # Where the height comes from (Orange's .relativeTop(0.975) in its library's code).
        **PROVENANCE,
    }, ["name", "height"]),
    "presentation": obj({
        "style": enum(["bottom-sheet", "form-sheet", "full-screen", "popover", "side-sheet", "top-sheet"]),
        "edge": enum(["leading", "trailing"], "Side sheets: the edge the sheet is attached to (default trailing)."),
        "modal": {"type": "boolean"},
        "scrimOpacity": {"anyOf": [ref("unitMetric"), obj({"light": ref("unitMetric"), "dark": ref("unitMetric")}, ["light", "dark"])],
                         "description": "0–1, or per theme: { light, dark }."},
        "scrimNumber": {"type": "integer", "minimum": 1,
                        "description": "The scrim's number in the anatomy diagram, for a guideline that numbers it like a part."},
        "scrimColor": ref("tokenName"),
        "width": ref("sizing"),
        "maxWidth": {"anyOf": [{"const": "none"}, ref("metric")],
                     "description": "The widest the container gets, or none to lift a default."},
        "margin": ref("edges"),
        "marginFrom": enum(["safe-area", "edge"], "Side sheets: what margin is counted from (default safe-area)."),
        "preferredHeight": {**ref("height"), "description": "Form sheets: the height asked for; without it the sheet fits its content."},
        "maxHeight": {**ref("height"), "description": "Form sheets and popovers: the tallest they get (a length, a percentage of "
                                                      "the screen, or full); taller content scrolls inside."},
        "verticalAlignment": enum(["center", "top"], "Form sheets: centred (default), or hanging margin.top below the top safe area."),
        "detent": {"anyOf": [ref("detent"), ref("id")],
                   "description": "A detent, or the name of one in `detents`."},
        "detents": {"type": "array", "items": ref("detent")},
        "cornerRadius": ref("corners"),
        "topCornerRadius": ref("metric"),
        "bottomCornerRadius": ref("metric"),
        "keyboard": enum(["rise", "cover"]),
        "keyboardVisible": {"type": "boolean"},
        "extendsIntoSafeArea": {"type": "boolean"},
        "topGap": ref("metric"),
        "anchor": obj({
            "x": {"type": "number", "minimum": 0, "maximum": 1},
            "top": ref("metric"),
            "width": ref("metric"),
            "height": ref("metric"),
        }, ["x", "top", "width", "height"]),
        "arrowWidth": ref("metric"),
        "arrowHeight": ref("metric"),
        "dismissal": list_patch(enum(
            ["close", "swipe-down", "scrim-tap", "back", "select", "action", "outside-tap", "cancel", "done", "header-tap"]),
            "The ways to close it: a list, or { add, remove } amending the list merged under it."),
        "elevation": ref("metric"),
        "background": ref("tokenName"),
        "backdrop": enum(["list", "map"], "The app page drawn behind the sheet (default: a map behind a bottom sheet "
                                          "that leaves the page usable, a list screen otherwise)."),
        "ours": {"type": "object", "propertyNames": {"enum": PRESENTATION_FIELDS}, "additionalProperties": {"type": "string", "minLength": 1},
                 "description": "Fields of this block whose values are SpecSheet's reading, not a source's: "
                                "field → why SpecSheet chose the value (shown on the page)."},
        "origin": {**ref("origin"), "description": "Where this block's values come from, when not the summary's origin."},
    }),
}
# Platform defaults are each platform's own: no readings or origins of a component's block.
PLATFORM_PRESENTATION = obj({k: v for k, v in PRESENTATION["presentation"]["properties"].items()
                             if k not in ("ours", "origin")})

PART_PROPERTIES = {
    "visible": {"type": "boolean"},
    "direction": enum(["vertical", "horizontal"]),
    "padding": ref("edges"),
    "gap": ref("metric"),
    "align": enum(["start", "center", "end", "stretch"]),
    "justify": enum(["start", "center", "end", "space-between"]),
    "width": ref("sizing"),
    "height": ref("sizing"),
    "margin": ref("edges"),
    "alignSelf": enum(["start", "center", "end", "stretch"]),
    "overlay": enum(["none", "top-leading", "top", "top-trailing", "leading", "center", "trailing",
                     "bottom-leading", "bottom", "bottom-trailing"]),
    "scrolls": {"type": "boolean"},
    "textVerticalAlignment": enum(["top", "center", "bottom"],
                                  "Where the text sits in a part taller than it (default center; CSS and the platforms' text views use top)."),
    "text": {"type": ["string", "number"]},
    "textStyle": ref("tokenName"),
    "textColor": ref("tokenName"),
    "fill": ref("tokenName"),
    "stroke": ref("tokenName"),
    "cornerRadius": ref("corners"),
    "icon": enum(["close", "back", "check", "more"]),
    "items": {"type": "array", "items": {"type": ["string", "number"]}},
    "itemHeight": ref("metric"),
    "emphasis": enum(["primary", "secondary", "destructive", "plain"]),
    "order": {"type": "array", "items": ref("id"),
              "description": "The children's order by id (a variant or state may reorder them); others follow."},
    "touchArea": {"description": "The area that answers touches, where it is larger than the drawing: a size centred "
                                 "on the part, or outsets around it. `specsheet audit` measures target sizes on it.",
                  "anyOf": [obj({"width": ref("metric"), "height": ref("metric")}, ["width", "height"]),
                            obj({"outsets": ref("edges")}, ["outsets"])]},
    "interactive": {"type": "boolean",
                    "description": "Whether people act on the part (its target size is audited). Default: buttons, icon "
                                   "buttons, fields and list rows are; other kinds are not."},
    "conveysMeaning": {"type": "boolean",
                       "description": "Dividers only: the divider carries meaning, so its contrast is audited (3:1)."},
}

def system_api(language, state=True):
    """One language's entry of `code:`: the API a design system's source documents."""
    placeholders = "Placeholders: {title} (the title as a string literal of the language), {detent} (the state's detent as an identifier), {content} (the sheet's content)."
    lines = {"anyOf": [{"type": "string", "minLength": 1}, {"type": "array", "items": {"type": "string", "minLength": 1}, "minItems": 1}]}
    properties = {
        "import": {**lines, "description": "Modules (Swift), packages (Kotlin) or style sheets (CSS) to import."},
        "call": {"type": "string", "minLength": 1,
                 "description": "The call that presents the sheet (a SwiftUI modifier, a UIKit statement, a composable, or the markup for CSS). " + placeholders},
        "source": {**ref("id"), "description": "The source document that shows this API."},
        "note": {"type": "string", "description": "A remark written into the snippet."},
        "ownWay": {"type": "object",
                   "properties": {key: {"type": "string", "minLength": 1} for key in ["background", "scrimOpacity", "scrimColor"]},
                   "additionalProperties": False,
                   "description": "What the API draws its own way where the pictures use SpecSheet's choice, in a reader's words "
                                  "(background: a clear background); the snippet says so instead of calling the choice undrawn."},
    }
    if state:
        properties["state"] = {**lines, "description": "Declarations of the host (view or controller properties, remember lines). " + placeholders}
    return obj(properties, description=f"The {language} API the source documents; merged over the component's and the variant's entries.")


COMPONENT_DEFS = {
    "code": obj({
        "swiftui": system_api("SwiftUI"),
        "uikit": system_api("UIKit"),
        "compose": system_api("Jetpack Compose"),
        "css": system_api("web (markup and CSS)", state=False),
    }, description="APIs the design system's sources document for presenting the component, per language (`specsheet code`)."),
    "part": obj({
        "id": ref("id"),
        "name": {"type": "string"},
        "number": {"type": "integer", "minimum": 1},
        "kind": enum(["stack", "text", "handle", "icon-button", "button", "list", "field", "divider", "box",
                      "spacer"]),
        "summary": {"type": "string"},
        "origin": ref("origin"),
        "children": {"type": "array", "items": ref("part")},
        **PART_PROPERTIES,
    }, ["id", "name"], "A part of the anatomy; only `stack` parts have children."),
    "partPatches": {
        "type": "object",
        "description": "Patches by part id: any part key but id, name, number, kind, summary and children.",
        "propertyNames": {"pattern": ID},
        "additionalProperties": obj(PART_PROPERTIES),
    },
    "idList": {"anyOf": [ref("id"), {"type": "array", "items": ref("id")}]},
    "variant": obj({
        "id": ref("id"),
        "name": {"type": "string"},
        "summary": {"type": "string"},
        "origin": ref("origin"),
        "platforms": {"type": "array", "items": ref("platform"), "uniqueItems": True},
        "sizeClasses": {"type": "array", "items": enum(["compact", "regular"]), "minItems": 1, "uniqueItems": True,
                        "description": "The width classes the variant is designed for; pictures use a device of the first."},
        "snapshot": {"type": "boolean"},
        "parts": ref("partPatches"),
        "presentation": ref("presentation"),
        "code": ref("code"),
    }, ["id", "name"]),
    "state": obj({
        "id": ref("id"),
        "name": {"type": "string"},
        "summary": {"type": "string"},
        "origin": ref("origin"),
        "variants": {"type": "array", "items": ref("id")},
        "trigger": enum(["screen-reader"], "What puts the sheet in this state by itself: screen-reader (VoiceOver, "
                                           "TalkBack); generated code shows the state's parts while it holds."),
        "platforms": {"type": "array", "items": ref("platform"), "uniqueItems": True},
        "snapshot": {"type": "boolean"},
        "parts": ref("partPatches"),
        "presentation": ref("presentation"),
        "code": ref("code"),
    }, ["id", "name"]),
    "condition": obj({
        "platform": ref("platformList"),
        "variant": ref("idList"),
        "state": ref("idList"),
        "sizeClass": enum(["compact", "regular"], "The horizontal size class."),
        "verticalSizeClass": enum(["compact", "regular"]),
        "orientation": enum(["portrait", "landscape"]),
        "idiom": {"anyOf": [enum(IDIOMS), {"type": "array", "items": enum(IDIOMS)}],
                  "description": "phone, tablet or desktop, or a list of them."},
        "windowClass": {**ref("idList"),
                        "description": "A window class of platforms.yaml (compact, medium, expanded, ...)."},
        "minWidth": {**ref("metric"), "description": "The window is at least this wide (a number or a token)."},
        "widthBelow": {**ref("metric"), "description": "The window is narrower than this."},
        "minHeight": {**ref("metric"), "description": "The window is at least this tall."},
        "heightBelow": {**ref("metric"), "description": "The window is shorter than this."},
    }),
    "rule": obj({
        "when": ref("condition"),
        "summary": {"type": "string"},
        "origin": ref("origin"),
        "parts": ref("partPatches"),
        "presentation": ref("presentation"),
    }),
    "dimension": {
        **obj({
            "id": ref("id"),
            "name": {"type": "string"},
            "from": {"type": "string", "pattern": r"^[a-z0-9][a-z0-9-]*\.(top|bottom|leading|trailing|center-x|center-y)$"},
            "to": {"type": "string", "pattern": r"^[a-z0-9][a-z0-9-]*\.(top|bottom|leading|trailing|center-x|center-y)$"},
            "size": {"type": "string", "pattern": r"^[a-z0-9][a-z0-9-]*\.(width|height)$"},
            "token": ref("tokenName"),
            "when": {**ref("condition"), "description": "Where the dimension holds, is drawn and checked."},
        }, ["id"]),
        "oneOf": [{"required": ["size"]}, {"required": ["from", "to"]}],
    },
    "version": obj({
        "version": {"type": ["string", "number"]},
        "date": {"type": "string"},
        "changes": {"type": "array", "items": {"type": "string"},
                    "description": "SpecSheet's notes on how it catalogued this version."},
        "sourceNotes": {"type": "array", "items": {"type": "string"},
                        "description": "The guideline's own change-log entries for this version, in SpecSheet's words; leave out when the guideline has no change log."},
        "origin": ref("origin"),
    }, ["version"]),
}


def document(name, title, body, definitions):
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": title,
        **body,
        "definitions": definitions,
    }


def component_schema():
    body = obj({
        "name": {"type": "string"},
        "kind": enum(["bottom-sheet", "sheet", "action-sheet", "side-sheet", "dialog"]),
        "document": {**ref("id"), "description": "The source this spec documents."},
        "summary": {"type": "string"},
        "origin": ref("origin"),
        "platforms": {"type": "array", "items": ref("platform"), "minItems": 1, "uniqueItems": True},
        "refuse": {**obj({p: {"anyOf": [{"type": "string"}, obj({"reason": {"type": "string"}, "origin": ref("origin")}, ["reason"])]}
                          for p in PLATFORMS}),
                   "description": "Platforms the guideline turns away, with the reason."},
        "guidelinePlatforms": {**obj({"names": {"type": "array", "items": {"type": "string"}, "minItems": 1},
                                      "notOn": {"type": "array", "items": {"type": "string"}},
                                      "origin": ref("origin")}, ["names", "origin"]),
                               "description": "The platforms the guideline itself covers, by its own names, where they are more than the drawn platforms."},
        "tokens": ref("tokens"),
        "tokenFiles": ref("tokenFiles"),
        "anatomy": ref("part"),
        "presentation": ref("presentation"),
        "variants": {"type": "array", "items": ref("variant"), "minItems": 1},
        "states": {"type": "array", "items": ref("state"), "minItems": 1},
        "rules": {"type": "array", "items": ref("rule")},
        "dimensions": {"type": "array", "items": ref("dimension")},
        "versions": {"type": "array", "items": ref("version")},
        "disagreements": {"type": "array", "description": "Where sources give different values, and what the spec follows.",
                          "items": obj({
                              "subject": {"type": "string"},
                              "claims": {"type": "array", "minItems": 2, "items": obj({
                                  "says": {"type": "string"}, "source": ref("id"), "section": {"type": "string"},
                              }, ["says", "source"])},
                              "choice": {"type": "string"},
                          }, ["subject", "claims", "choice"])},
        "code": ref("code"),
        "acknowledgements": {
            "type": "array",
            "description": "Accessibility findings of `specsheet audit` the spec acknowledges, each with its reason.",
            "items": obj({
                "rule": enum(["text-contrast", "non-text-contrast", "target-size", "largest-text-clipped",
                              "largest-text-off-sheet", "largest-text-overlap", "largest-text-sheet-too-tall"]),
                "part": {**ref("id"), "description": "The anatomy part the finding is about."},
                "platform": {"anyOf": [ref("platform"), {"type": "array", "items": ref("platform"), "minItems": 1}]},
                "variant": {"anyOf": [ref("id"), {"type": "array", "items": ref("id"), "minItems": 1}]},
                "theme": {"anyOf": [enum(["light", "dark"]), {"type": "array", "items": enum(["light", "dark"]), "minItems": 1}]},
                "reason": {"type": "string", "minLength": 1, "description": "Why the finding stands, in a reader's words."},
            }, ["rule", "part", "reason"])},
        "extends": {"type": "string", "pattern": "^[a-z0-9][a-z0-9-]*(/[a-z0-9][a-z0-9-]*)?$",
                    "description": "Another component of the design system (by id), or a platform pattern "
                                   "(<platform>/<pattern>), this one is written as the differences from; its keys "
                                   "fill in what this file leaves out."},
    })
    # Without `extends` a component states everything; with it, the base supplies what is missing.
    body["if"] = {"not": {"required": ["extends"]}}
    body["then"] = {"required": ["name", "kind", "document", "platforms", "anatomy", "variants", "states"]}
    return document("component.schema.json", "SpecSheet component.yaml", body,
                    {**COMMON, **TOKENS, **PRESENTATION, **COMPONENT_DEFS})


def system_schema():
    body = obj({
        "name": {"type": "string"},
        "summary": {"type": "string"},
        "url": {"type": "string", "pattern": "^[hH][tT][tT][pP][sS]?://\\S+$"},
        "sources": ref("sources"),
        "tokens": ref("tokens"),
        "tokenFiles": ref("tokenFiles"),
    }, ["name"])
    return document("system.schema.json", "SpecSheet system.yaml", body, {**COMMON, **TOKENS})


def insets():
    return obj({side: ref("deviceNumber") for side in ["top", "bottom", "leading", "trailing"]})


DEVICE_DEFS = {
    "insets": insets(),
    "safeArea": obj({"portrait": ref("insets"), "landscape": ref("insets")}),
    "keyboard": obj({"portrait": ref("deviceNumber"), "landscape": ref("deviceNumber")}),
}


def platforms_schema():
    platform = obj({
        "name": {"type": "string"},
        "sources": ref("sources"),
        "sizeClasses": {**obj({idiom: obj({
            "regularWidthFrom": ref("deviceNumber"),
            "compactHeightBelow": ref("deviceNumber"),
        }, ["regularWidthFrom", "compactHeightBelow"]) for idiom in IDIOMS}),
            "description": "Size-class thresholds per device idiom."},
        "tabletFromShortSide": ref("deviceNumber"),
        "windowClasses": {"type": "object", "propertyNames": {"pattern": ID},
                          "additionalProperties": ref("deviceNumber"),
                          "description": "Named width bands, narrowest first, each from its least width (the first from 0)."},
        "custom": {**obj({idiom: obj({
            "safeArea": ref("safeArea"),
            "keyboard": ref("keyboard"),
            "screenCornerRadius": ref("deviceNumber"),
        }) for idiom in IDIOMS}), "description": "Traits of custom screen sizes, per idiom."},
        "tokens": ref("tokens"),
        "presentation": ref("platformPresentation"),
        "patterns": {"type": "object", "propertyNames": {"pattern": ID},
                     "additionalProperties": {"type": "object"},
                     "description": "Component fragments any design system can extend as <platform>/<pattern>; "
                                    "each is checked where a component extends it."},
    }, ["name", "sizeClasses", "tabletFromShortSide"])
    body = obj({"platforms": {**obj({p: ref("platformRules") for p in PLATFORMS}), "minProperties": 1}},
               ["platforms"])
    return document("platforms.schema.json", "SpecSheet platforms.yaml", body,
                    {**COMMON, **TOKENS, **PRESENTATION, **DEVICE_DEFS, "platformRules": platform,
                     "platformPresentation": PLATFORM_PRESENTATION})


def devices_schema():
    device = obj({
        "id": ref("id"),
        "name": {"type": "string"},
        "platform": ref("platform"),
        "idiom": enum(IDIOMS),
        "width": {**ref("positiveDeviceNumber"), "description": "Portrait width."},
        "height": {**ref("positiveDeviceNumber"), "description": "Portrait height."},
        "orientation": enum(["portrait", "landscape"], "The natural orientation (default portrait)."),
        "safeArea": ref("safeArea"),
        "keyboard": ref("keyboard"),
        "screenCornerRadius": ref("deviceNumber"),
        "provenance": obj({group: ref("provenance") for group in
                           ["size", "safeArea", "keyboard", "screenCornerRadius"]}),
    }, ["id", "name", "platform", "idiom", "width", "height"])
    body = obj({"devices": {"type": "array", "items": ref("device")}}, ["devices"])
    return document("devices.schema.json", "SpecSheet devices.yaml", body,
                    {**COMMON, **DEVICE_DEFS, "device": device})


def coverage_schema():
    item = {
        "type": "object",
        "properties": {
            "id": ref("id"),
            "kind": enum(["rule", "fact", "number", "picture", "api", "link", "section"]),
            "says": {"type": "string", "description": "The item in the project's own words."},
            "page": {**ref("id"), "description": "The fragment id on the component page that covers it."},
            "mentions": {"type": "array", "items": {"type": "string", "minLength": 1}, "minItems": 1,
                         "description": "Phrases the page must contain at that anchor."},
            "omitted": {"type": "string", "description": "Why the page leaves the item out."},
        },
        "additionalProperties": False,
        "required": ["id", "kind", "says"],
        "oneOf": [{"required": ["page", "mentions"], "not": {"required": ["omitted"]}},
                  {"required": ["omitted"], "not": {"anyOf": [{"required": ["page"]}, {"required": ["mentions"]}]}}],
    }
    body = obj({
        "document": {**ref("id"), "description": "The source document covered (the component's `document`)."},
        "sections": {"type": "array", "items": obj({
            "section": {"type": "string", "description": "The source's own heading, as a path with ›."},
            "items": {"type": "array", "items": ref("coverageItem")},
        }, ["section", "items"])},
    }, ["document", "sections"])
    return document("coverage.schema.json", "SpecSheet coverage.yaml", body, {**COMMON, "coverageItem": item})


def implementation_schema():
    selectors = {"type": "object", "propertyNames": {"pattern": ID}, "additionalProperties": {"type": "string", "minLength": 1},
                 "description": "Part id → CSS selector (web) or resource-id (Android); `scrim` is the backdrop."}
    state = obj({"id": ref("id"), "open": {"type": "string", "description": "JavaScript run after the variant's."},
                 "page": {"type": "string"}, "dump": {"type": "string", "description": "Android: the state's uiautomator dump."},
                 "screenshot": {"type": "string", "description": "Android: the state's screen as a PNG (screencap), "
                                "drawn under the overlay picture."},
                 "parts": ref("selectors")}, ["id"])
    variant = obj({"id": ref("id"), "open": {"type": "string", "description": "JavaScript run once the page has loaded."},
                   "page": {"type": "string"}, "dump": {"type": "string", "description": "Android: the variant's uiautomator dump."},
                   "screenshot": {"type": "string", "description": "Android: the variant's screen as a PNG (screencap), "
                                  "drawn under the overlay picture."},
                   "parts": ref("selectors"), "states": {"type": "array", "items": ref("state")}}, ["id"])
    body = obj({
        "component": {"type": "string", "pattern": "^[a-z0-9-]+/[a-z0-9-]+$", "description": "The spec's address."},
        "platform": enum(["web", "android"], "web (a page measured in Chromium, the default) or android (uiautomator dumps)."),
        "page": {"type": "string", "description": "A URL, or a path relative to this file."},
        "density": {"type": "number", "exclusiveMinimum": 0, "maximum": 10, "description": "Android: px per dp."},
        "viewports": {"type": "array", "items": {"type": "string"}, "minItems": 1,
                      "description": "Device presets or WxH sizes to measure at."},
        "parts": ref("selectors"),
        "variants": {"type": "array", "items": ref("variant"), "minItems": 1},
        "settleTimeout": {"type": "number", "exclusiveMinimum": 0, "maximum": 60,
                          "description": "The longest to wait for transitions to end, in seconds (default 5)."},
    }, ["component", "variants"])
    return document("implementation.schema.json", "SpecSheet conform implementation file", body,
                    {"id": COMMON["id"], "selectors": selectors, "variant": variant, "state": state})


def measured_schema():
    frame = obj({k: {"type": "number"} for k in ["x", "y", "width", "height"]}, ["x", "y", "width", "height"])
    corners = obj({k: {"type": "number", "minimum": 0} for k in ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]})
    padding = obj({k: {"type": "number", "minimum": 0} for k in ["top", "leading", "bottom", "trailing"]})
    padding["description"] = ("The inset from the part's edges to its children (on the web: padding plus border), "
                              "in the writing direction; each edge the spec states is checked.")
    part = {"type": "object", "properties": {"id": {"type": "string"}, "frame": ref("frame"), "padding": ref("padding")},
            "required": ["id", "frame"], "description": "Other keys of geometry JSON's parts are allowed and not read."}
    body = {"type": "object", "properties": {
        "device": {"type": "object", "properties": {"id": {"type": "string"}, "width": {"type": "number"},
                                                     "height": {"type": "number"}},
                   "description": "The screen measured on; other keys are allowed and not read."},
        "container": {"type": "object", "properties": {"frame": ref("frame"), "corners": ref("corners"),
                                                       "edge": {"type": "string"}, "padding": ref("padding")}},
        "parts": {"type": "array", "items": ref("part")},
        "scrim": obj({"visible": {"type": "boolean"}, "opacity": {"type": "number", "minimum": 0, "maximum": 1}}),
        **{key: {} for key in ["address", "variant", "state", "numberedPartsRevealed", "presentation", "detent",
                               "dimensions", "picture"]},
    }, "additionalProperties": False}
    return document("measured.schema.json", "SpecSheet measured geometry (specsheet conform --measured)", body,
                    {"frame": frame, "corners": corners, "padding": padding, "part": part})


def main():
    """Writes the schemas; with --check, writes nothing and exits 1 when a committed one differs."""
    check = "--check" in sys.argv[1:]
    SCHEMA_DIR.mkdir(exist_ok=True)
    stale = []
    for name, schema in [("component", component_schema()), ("system", system_schema()),
                         ("platforms", platforms_schema()), ("devices", devices_schema()),
                         ("coverage", coverage_schema()), ("implementation", implementation_schema()),
                         ("measured", measured_schema())]:
        path = SCHEMA_DIR / f"{name}.schema.json"
        text = json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path.relative_to(ROOT)))
            continue
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        print("generate-schemas: out of date (edit scripts/generate-schemas.py, then run it): "
              + ", ".join(stale), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
