import SpecSheetLayout
import SpecSheetModel

/// The software keyboard of keyboard-up states: a QWERTY block of key caps in the platform's style.
struct KeyboardPainter {
    let context: PaintContext

    private var canvas: DisplayListRecorder { context.canvas }
    private var palette: MockPalette { context.palette }

    static let letterRows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]

    func paint(_ frame: Rect) {
        let screen = context.scene.screen
        SurfaceOutline(frame: frame, radii: .zero, on: screen).add(to: canvas)
        canvas.fill(palette.keyboardBackground)
        let side = 3.0 + max(screen.safeArea.leading, screen.safeArea.trailing)
        let gap = 6.0
        // Room below the keys: the home indicator area plus, on iOS, the globe and dictation row.
        let reserve = screen.platform == .ios ? max(screen.safeArea.bottom, 8) + 30 : max(screen.safeArea.bottom, 8)
        let pitch = max(0, min(54, (frame.height - 8 - reserve) / 4))
        let keyHeight = pitch - 10
        guard keyHeight > 4 else { return }
        let keyWidth = (frame.width - 2 * side - 9 * gap) / 10
        let letterStyle = context.systemStyle(size: min(22, keyHeight * 0.5))
        let labelStyle = context.systemStyle(size: min(15, keyHeight * 0.36))
        var top = frame.minY + 8 + (pitch - keyHeight) / 2

        for (row, letters) in Self.letterRows.enumerated() {
            let count = Double(letters.count)
            var x = frame.minX + side + (frame.width - 2 * side - count * keyWidth - (count - 1) * gap) / 2
            if row == 2 {
                let functionWidth = keyWidth * 1.35
                key(Rect(x: frame.minX + side, y: top, width: functionWidth, height: keyHeight), label: "⇧",
                    style: letterStyle, function: true)
                key(Rect(x: frame.maxX - side - functionWidth, y: top, width: functionWidth, height: keyHeight),
                    label: "⌫", style: letterStyle, function: true)
                x = frame.minX + (frame.width - count * keyWidth - (count - 1) * gap) / 2
            }
            for letter in letters {
                key(Rect(x: x, y: top, width: keyWidth, height: keyHeight), label: String(letter), style: letterStyle)
                x += keyWidth + gap
            }
            top += pitch
        }
        // Bottom row: 123, space, return.
        let functionWidth = keyWidth * 2 + gap
        key(Rect(x: frame.minX + side, y: top, width: functionWidth, height: keyHeight), label: "123",
            style: labelStyle, function: true)
        key(Rect(x: frame.maxX - side - functionWidth, y: top, width: functionWidth, height: keyHeight),
            label: "return", style: labelStyle, function: true)
        let spaceX = frame.minX + side + functionWidth + gap
        key(Rect(x: spaceX, y: top, width: frame.maxX - side - functionWidth - gap - spaceX, height: keyHeight),
            label: "space", style: labelStyle)
    }

    private func key(_ rect: Rect, label: String, style: TypeStyle, function: Bool = false) {
        guard rect.width > 0 else { return }
        canvas.fillRoundedRect(rect.offsetBy(dx: 0, dy: 1), radii: CornerRadii(5), palette.keyShadow)
        canvas.fillRoundedRect(rect, radii: CornerRadii(5), function ? palette.functionKey : palette.key)
        context.text.draw(label, style: style, color: palette.keyText, in: rect, alignment: .center, wraps: false,
                          centeredVertically: true)
    }
}
