import Foundation

/// Conversions between the HSB model and RGB, as `UIColor(hue:…)` and `getHue` use them (CLR-1).
enum HSB {
    /// Red, green and blue for a hue (wrapped into 0..<1), saturation and brightness (clamped).
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        func unit(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }
        let h = (hue.isNaN ? 0 : hue - hue.rounded(.down)) * 6
        let s = unit(saturation), v = unit(brightness)
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        return [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
    }

    /// Hue, saturation and brightness of an RGB colour; a gray has hue and saturation 0.
    static func hsb(red: CGFloat, green: CGFloat, blue: CGFloat) -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let high = max(red, green, blue), low = min(red, green, blue), span = high - low
        guard high > 0, span > 0 else { return (0, 0, high) }
        var hue: CGFloat
        if high == red { hue = (green - blue) / span } else if high == green { hue = 2 + (blue - red) / span } else { hue = 4 + (red - green) / span }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, span / high, high)
    }
}

/// Display P3 to extended sRGB: both share sRGB's transfer curve and white point; the primaries
/// differ, so the linear components go through the P3 → sRGB matrix (CLR-1).
enum DisplayP3 {
    static func toExtendedSRGB(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        return (encoded(1.2249401 * lr - 0.2249404 * lg),
                encoded(-0.0420569 * lr + 1.0420571 * lg),
                encoded(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
    }

    /// sRGB's curve, extended to negative values by symmetry, as extended sRGB does.
    private static func linear(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    private static func encoded(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }
}
