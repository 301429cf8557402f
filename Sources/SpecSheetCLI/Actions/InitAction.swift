import Foundation
import SpecSheetModel

/// `specsheet init <system>/<component> [--from <address>]`: the files of a new component (and of
/// its design system, when the folder does not exist yet) that lint clean as written, commented
/// so a designer knows what to replace. Pure: it returns the files; the command writes them.
public enum InitAction {
    /// A file to write, relative to the specs folder.
    public struct File: Sendable, Equatable {
        public var path: String
        public var contents: String
    }

    /// The files for `address`. `existing` reads a file of the specs folder (nil when missing);
    /// `from` is the address of a component to start from instead of the template.
    public static func files(for address: String, from source: String?, catalog: Catalog?,
                             existing: (String) -> String?) throws(CLIError) -> [File] {
        let (system, component) = try parse(address)
        let systemExists = existing("\(system)/system.yaml") != nil
        if existing("\(system)/\(component)/component.yaml") != nil {
            throw CLIError("\(system)/\(component)/component.yaml already exists; init never overwrites a spec")
        }
        var files: [File] = []
        let name = displayName(component)
        if let source {
            let (sourceSystem, sourceComponent) = try parse(source)
            guard let spec = existing("\(sourceSystem)/\(sourceComponent)/component.yaml") else {
                throw CLIError("--from \(source): there is no \(sourceSystem)/\(sourceComponent)/component.yaml")
            }
            if sourceSystem != system {
                guard !systemExists else {
                    throw CLIError("--from \(source) into the existing system '\(system)': the copy would use "
                                   + "\(sourceSystem)'s tokens and sources; start from a component of '\(system)', "
                                   + "or init a new system from it")
                }
                guard let systemSpec = existing("\(sourceSystem)/system.yaml") else {
                    throw CLIError("--from \(source): there is no \(sourceSystem)/system.yaml")
                }
                files.append(File(path: "\(system)/system.yaml",
                                  contents: "# Copied from \(sourceSystem)/system.yaml by `specsheet init --from \(source)`:\n"
                                      + "# rename the system and keep the tokens and sources your components use.\n"
                                      + systemSpec))
            }
            files.append(File(path: "\(system)/\(component)/component.yaml",
                              contents: copiedSpec(spec, from: source, name: name)))
            if let guide = existing("\(sourceSystem)/\(sourceComponent)/guide.md") {
                files.append(File(path: "\(system)/\(component)/guide.md", contents: guide))
            }
            return files
        }
        let document = "\(component)-guideline"
        if !systemExists {
            files.append(File(path: "\(system)/system.yaml", contents: systemTemplate(system: system, component: component,
                                                                                     document: document)))
        } else if catalog?.systems.first(where: { $0.id == system })?.sources[document] == nil {
            throw CLIError("\(system)/system.yaml has no source '\(document)' for the new component's document: add "
                           + "`\(document): { title: …, url: … }` under its sources, or start from a component with --from")
        }
        files.append(File(path: "\(system)/\(component)/component.yaml",
                          contents: componentTemplate(name: name, document: document)))
        files.append(File(path: "\(system)/\(component)/guide.md", contents: guideTemplate(name: name)))
        return files
    }

    static func parse(_ address: String) throws(CLIError) -> (String, String) {
        let pieces = address.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard pieces.count == 2, pieces.allSatisfy(isIdentifier) else {
            throw CLIError("'\(address)' is not <system>/<component> (lowercase letters, digits and '-')")
        }
        return (pieces[0], pieces[1])
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("0"..."9").contains(first) else {
            return false
        }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// `side-sheet` → `Side sheet`.
    static func displayName(_ id: String) -> String {
        let words = id.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The source spec with its `name:` renamed and a first comment saying where it came from.
    static func copiedSpec(_ spec: String, from source: String, name: String) -> String {
        var lines = spec.components(separatedBy: "\n")
        if let index = lines.firstIndex(where: { $0.hasPrefix("name:") }) {
            lines[index] = "name: \(name)"
        }
        let insertAt = lines.first?.hasPrefix("# yaml-language-server") == true ? 1 : 0
        lines.insert("# Started from \(source) by `specsheet init --from`: change what differs, keep what holds.",
                     at: insertAt)
        return lines.joined(separator: "\n")
    }

    static func systemTemplate(system: String, component: String, document: String) -> String {
        """
        # yaml-language-server: $schema=../../schema/system.schema.json
        #
        # A design system written by `specsheet init`. Name it, say where its numbers come from
        # (every source a spec cites is declared here), and put the tokens its components share.
        name: \(displayName(system))
        summary: >-
          One or two sentences on the design system: whose it is and where its guidelines live.
        sources:
          \(document):
            title: \(displayName(system)) \(displayName(component)) guideline
            # url: https://…            the page the numbers come from
        tokens:
          # Shared numbers, each with where it comes from: tag official (with a source), community
          # or ours. `tag: ours` marks a placeholder until you have the guideline's number.
          spacing.small: { value: 8, tag: ours, note: "Placeholder: replace with the guideline's small spacing." }
          spacing.medium: { value: 16, tag: ours, note: "Placeholder: replace with the guideline's medium spacing." }

        """
    }

    static func componentTemplate(name: String, document: String) -> String {
        """
        # yaml-language-server: $schema=../../../schema/component.schema.json
        #
        # \(name): a spec written by `specsheet init`. It lints clean as it is; replace each
        # placeholder (tag: ours) with your guideline's number and its source, then run
        # `specsheet lint --pictures` and look at `specsheet render … --kind anatomy`.
        # The format: docs/spec-format.md; a walk-through: docs/write-a-spec.md.
        name: \(name)
        kind: bottom-sheet              # bottom-sheet, sheet, action-sheet, side-sheet or dialog
        document: \(document)
        summary: >-
          What the component is for and how it behaves, in a sentence or two.
        platforms: [ios, android]       # and web, where the guideline covers it

        tokens:
          size.close: { value: 32, tag: ours, note: "Placeholder: the close button's size." }
          radius.sheet: { value: 16, tag: ours, note: "Placeholder: the sheet's top corner radius." }

        # The parts, laid out like Figma's auto layout; `number` is the guideline's anatomy number.
        anatomy:
          id: container
          name: Container
          kind: stack
          fill: platform.color.surface
          children:
            # The body keeps the padding, so the safe-area padding the sheet gets at the screen's
            # edges (a landscape iPhone's sides, the home indicator) stays out of the redlines.
            - id: body
              name: Body
              kind: stack
              height: fill
              padding: { top: spacing.small, leading: spacing.medium, trailing: spacing.medium, bottom: spacing.medium }
              gap: spacing.small
              children:
                - id: handle
                  name: Drag handle
                  number: 1
                  kind: handle
                  width: platform.handle.width
                  height: platform.handle.height
                  fill: platform.color.handle
                  alignSelf: center
                - id: header
                  name: Header
                  kind: stack
                  direction: horizontal
                  align: center
                  children:
                    - { id: title, name: Title, number: 2, kind: text, text: Title, textStyle: platform.type.title, textColor: platform.color.on-surface, width: fill }
                    - { id: close, name: Close button, number: 3, kind: icon-button, icon: close, width: size.close, height: size.close }
                - id: content
                  name: Content
                  number: 4
                  kind: list
                  items: [First option, Second option, Third option]
                  textStyle: platform.type.body
                  textColor: platform.color.on-surface
                  width: fill
                  height: fill
                  scrolls: true         # when the screen is too short for every row

        # Where the sheet sits: style, height (detents), corners, scrim, how it closes.
        presentation:
          style: bottom-sheet
          topCornerRadius: radius.sheet
          # Fits its content up to the full height, then the content scrolls.
          detent: { name: fit, height: fit, max: full }
          detents:
            - { name: fit, height: fit, max: full }
          dismissal: [close, swipe-down, scrim-tap]

        variants:
          - id: modal
            name: Modal
            summary: Over a scrim that blocks the page until the sheet closes.
            presentation: { modal: true }

        states:
          - id: default
            name: Default

        # Patches that apply where their condition holds (platform, variant, state, window class,
        # width and height bands, idiom, orientation).
        rules:
          - when: { platform: android }
            summary: Android's system back also closes the sheet.
            presentation: { dismissal: { add: [back] } }

        # The redlines: each names the token it documents, and lint checks that they agree.
        dimensions:
          - { id: padding-top, name: Top padding, from: body.top, to: handle.top, token: spacing.small }
          - { id: padding-leading, name: Side padding, from: body.leading, to: title.leading, token: spacing.medium }
          - { id: close-size, name: Close button, size: close.width, token: size.close }

        """
    }

    static func guideTemplate(name: String) -> String {
        """
        ## Overview

        What the \(name.lowercased()) is, in your own words: what it holds and how it appears.

        ## When to use

        - The tasks it suits.
        - What to use instead when it does not fit.

        ## Behaviour

        How it opens, how tall it gets and how people close it. See [the anatomy](#anatomy).

        ## Best practices

        ### Do: Keep the close button
        picture: variant=modal state=default

        A visible way out tells people they can leave without choosing.

        ### Don't: Hide the only way out
        picture: variant=modal state=default

        Replace this pair with your guideline's own advice and a state that shows the mistake.

        ## Accessibility

        Where focus goes when it opens, what screen readers announce, and how it closes without a gesture.

        """
    }
}
