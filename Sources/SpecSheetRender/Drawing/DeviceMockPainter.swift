import SpecSheetLayout
import SpecSheetModel

/// The device around the scene: the screen's rounded corners, the status bar in the top safe
/// area, and the home indicator (iOS) or gesture bar (Android) at the bottom. The web has neither.
struct DeviceMockPainter {
    let context: PaintContext

    private var screen: Screen { context.scene.screen }
    private var palette: MockPalette { context.palette }
    private var canvas: DisplayListRecorder { context.canvas }

    /// Adds the screen's shape to the current path.
    func addScreenShape() {
        canvas.addRoundedRect(Rect(x: 0, y: 0, width: screen.width, height: screen.height),
                              radius: screen.screenCornerRadius)
    }

    /// Status bar and home indicator, drawn over everything else on the screen.
    func paintSystemChrome() {
        guard screen.platform != .web else { return }
        paintStatusBar()
        paintHomeIndicator()
    }

    private func paintStatusBar() {
        let height = screen.safeArea.top
        guard height >= 20 else { return }
        let color = palette.statusBarContent
        let ios = screen.platform == .ios
        // iPhones with a sensor housing keep the time clear of the rounded corner.
        let inset = max(16, screen.screenCornerRadius * 0.6)
        let band = ios && height > 30
            ? Rect(x: 0, y: max(0, (height - 44) / 2 + 6), width: screen.width, height: min(height, 44) - 12)
            : Rect(x: 0, y: 0, width: screen.width, height: height)
        let style = ios ? context.systemStyle(size: 16, weight: 600) : context.systemStyle(size: 14, weight: 500)
        // Right to left the bar is mirrored: the time on the right, the battery and signal on the left.
        let rightToLeft = screen.layoutDirection == .rightToLeft
        let time = Rect(x: inset, y: band.y, width: 60, height: band.height)
        context.text.draw("9:41", style: style, color: color,
                          in: rightToLeft ? Rect(x: screen.width - time.maxX, y: time.y, width: time.width, height: time.height) : time,
                          alignment: ios ? .center : rightToLeft ? .trailing : .leading, wraps: false, centeredVertically: true)

        // Battery: an outline, its level and the terminal nub; the group keeps its own order
        // (signal, then battery) and moves to the left edge right to left.
        let midY = band.midY
        let batteryX = rightToLeft ? inset + 24 : screen.width - inset - 27
        let battery = Rect(x: batteryX, y: midY - 6, width: 25, height: 12)
        canvas.addRoundedRect(battery, radius: 3.5)
        canvas.stroke(RGBA(red: color.red, green: color.green, blue: color.blue, alpha: 0.4), width: 1)
        canvas.fillRoundedRect(Rect(x: battery.x + 2, y: battery.y + 2, width: 17, height: 8), radii: CornerRadii(2),
                               color)
        canvas.fillRoundedRect(Rect(x: battery.maxX + 1, y: midY - 2, width: 1.5, height: 4), radii: CornerRadii(0.7),
                               RGBA(red: color.red, green: color.green, blue: color.blue, alpha: 0.4))

        // Signal: four bars of rising height.
        for bar in 0..<4 {
            let barHeight = 4 + Double(bar) * 2.4
            let rect = Rect(x: battery.x - 24 + Double(bar) * 4.5, y: midY + 5.5 - barHeight, width: 3, height: barHeight)
            canvas.fillRoundedRect(rect, radii: CornerRadii(0.8), color)
        }
    }

    private func paintHomeIndicator() {
        let bottom = screen.safeArea.bottom
        if screen.platform == .ios {
            guard bottom > 0 else { return }
            let width = min(134, screen.width * 0.36)
            let pill = Rect(x: (screen.width - width) / 2, y: screen.height - 8 - 5, width: width, height: 5)
            canvas.fillRoundedRect(pill, radii: CornerRadii(2.5), palette.homeIndicator)
        } else {
            let zone = max(bottom, 16)
            let pill = Rect(x: (screen.width - 108) / 2, y: screen.height - zone / 2 - 2, width: 108, height: 4)
            canvas.fillRoundedRect(pill, radii: CornerRadii(2), palette.homeIndicator)
        }
    }
}
