/// A small valid catalog that uses every value form the format offers, written out in full so the
/// tests read next to what they check.
enum ValidCatalogFixture {
    static let platforms = """
        platforms:
          ios:
            name: iOS
            sources:
              apple-sheets: { title: Apple UISheetPresentationController, url: "https://developer.apple.com" }
            sizeClasses:
              phone: { regularWidthFrom: 896, compactHeightBelow: 500 }
              tablet: { regularWidthFrom: 600, compactHeightBelow: 0 }
            tabletFromShortSide: 600
            custom:
              phone:
                safeArea: { portrait: { top: 59, bottom: 34 }, landscape: { bottom: 21, leading: 59, trailing: 59 } }
                keyboard: { portrait: 336, landscape: 209 }
                screenCornerRadius: 55
            tokens:
              platform.handle.width: { value: 36, tag: official, source: apple-sheets }
              platform.handle.height: 5
              color.scrim: "#000000"
            presentation:
              style: bottom-sheet
              modal: true
              scrimOpacity: 0.4
              scrimColor: color.scrim
              cornerRadius: 10
              detents:
                - { name: medium, height: "50%" }
                - { name: large, height: full }
          android:
            name: Android
            sources:
              m3: { title: Material 3 Bottom sheets, version: "3" }
            sizeClasses:
              phone: { regularWidthFrom: 600, compactHeightBelow: 480 }
            tabletFromShortSide: 600
            tokens:
              platform.handle.width: 32
              platform.handle.height: 4
              color.scrim: { light: "#000000", dark: "#000000", tag: official, source: m3 }
            presentation:
              style: bottom-sheet
              scrimOpacity: "0.32"
              scrimColor: color.scrim
              topCornerRadius: 28
              detents:
                - { name: medium, height: "50%" }
                - { name: large, height: full }
        """

    static let devices = """
        devices:
          - id: iphone-15
            name: iPhone 15
            platform: ios
            idiom: phone
            width: 393
            height: 852
            safeArea:
              portrait: { top: 59, bottom: 34 }
              landscape: { bottom: 21, leading: 59, trailing: 59 }
            keyboard: { portrait: 336, landscape: { value: 209, tag: community } }
            screenCornerRadius: 55
            provenance:
              size: { tag: official, source: apple-sheets }
              keyboard: { tag: community, note: Measured in the simulator. }
          - id: pixel-tablet
            name: Pixel Tablet
            platform: android
            idiom: tablet
            width: 800
            height: 1280
            orientation: landscape
        """

    static let system = """
        # yaml-language-server: $schema=../../schema/system.schema.json
        name: Acme
        summary: Acme's design system.
        url: https://acme.example
        sources:
          acme-sheet: { title: Acme Bottom sheet, version: 3.1 }
        tokens:
          spacing.100: { value: 8, tag: seed, source: acme-sheet }
          spacing.200: 16
          size.icon-button: 44
          size.close: { ref: size.icon-button }
          color.surface: { light: "#FFFFFF", dark: "#1C1C1E", tag: ours }
          color.text: "#1A1A1A"
          type.title: { family: Inter, size: 17, weight: 600, lineHeight: 22 }
          type.body:
            ios: { family: Inter, size: 17, lineHeight: 22 }
            android: { family: Roboto, size: 16, weight: 400, lineHeight: 24, tag: official, source: m3 }
        """

    static let component = """
        # yaml-language-server: $schema=../../../schema/component.schema.json
        name: Bottom sheet
        kind: bottom-sheet
        document: acme-sheet
        summary: A sheet that slides up from the bottom edge.
        platforms: [ios, android]
        refuse:
          web: The bottom sheet is native-only; on the web use a Dialog.
        tokens:
          spacing.050: { value: 4, tag: seed, source: acme-sheet, note: Half step. }
        anatomy:
          id: container
          name: Container
          direction: vertical
          fill: color.surface
          padding: { horizontal: spacing.200, top: spacing.100, bottom: 24 }
          children:
            - id: handle
              name: Drag handle
              number: 1
              kind: handle
              width: platform.handle.width
              height: platform.handle.height
              overlay: top
              margin: { top: spacing.050 }
            - id: header
              name: Header
              direction: horizontal
              align: center
              gap: spacing.200
              children:
                - { id: title, name: Title, number: 2, kind: text, text: Filters, textStyle: type.title, width: fill }
                - { id: close, name: Close button, number: 3, kind: icon-button, icon: close, width: size.close, height: size.close }
            - id: content
              name: Content
              kind: list
              items: [Newly listed, Ending soonest]
              itemHeight: "48"
              textStyle: type.body
              textColor: color.text
              scrolls: true
              height: { size: hug, min: 96, max: { value: 400, tag: ours } }
            - { id: footer-button, name: Apply, kind: button, text: Apply, emphasis: primary, width: { size: fill, max: 480 }, visible: false }
        presentation:
          detent: { name: fit, height: fit, min: "30%", max: "50%", overflow: full }
          dismissal: [close, swipe-down, scrim-tap]
          maxWidth: 640
          margin: 8
          extendsIntoSafeArea: true
        variants:
          - id: modal
            name: Modal
            summary: Blocks the page behind with a scrim.
            presentation: { modal: true }
          - id: non-modal
            name: Non-modal
            platforms: [android]
            snapshot: false
            presentation: { modal: false, detent: large }
        states:
          - id: fit-content
            name: Fits its content
            parts: { content: { items: [Newly listed] } }
          - id: keyboard-up
            name: Keyboard up
            variants: [modal]
            platforms: [ios, android]
            presentation: { keyboardVisible: true, keyboard: rise }
        rules:
          - when: { platform: android, variant: [modal, non-modal], state: fit-content }
            summary: Android hides the close button.
            parts: { close: { visible: false }, footer-button: { visible: true } }
          - when: { sizeClass: regular, orientation: landscape }
            presentation: { width: { size: 480 } }
        dimensions:
          - { id: padding-top, name: Top padding, from: container.top, to: header.top, token: spacing.100 }
          - { id: close-size, name: Close button, size: close.width, token: size.close }
        versions:
          - { version: "3.1", date: 2025-03-01, changes: [Added the non-modal variant.] }
        """

    static var files: [String: String] {
        ["platforms.yaml": platforms, "devices.yaml": devices, "acme/system.yaml": system,
         "acme/bottom-sheet/component.yaml": component, "acme/README.md": "# Not a spec\n",
         "acme/bottom-sheet/notes.md": "ignored\n"]
    }
}
