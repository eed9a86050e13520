/// Decimal numbers as documents write them (`16`, `-43.5`, `0.93725490196078431`), read to the
/// same `Double` that `Double(String)` gives, faster for the common short ones: an Interface
/// Builder document holds four numbers per frame and one per constraint and color component.
enum DecimalParsing {
    /// Numbers of up to 15 digits without an exponent are exact as a whole number of units and
    /// a power of ten, and one division of two exact doubles is correctly rounded (Clinger's
    /// fast path); anything else is left to the standard library.
    static func double(_ text: String) -> Double? {
        var text = text
        let fast: Double? = text.withUTF8 { bytes in
            guard !bytes.isEmpty, bytes.count <= 17 else { return nil }
            var index = 0
            let negative = bytes[0] == UInt8(ascii: "-")
            if negative { index = 1 }
            var mantissa: Int64 = 0
            var digits = 0
            var fractionDigits = 0
            var seenPoint = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ".") {
                    guard !seenPoint else { return nil }
                    seenPoint = true
                } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                    digits += 1
                    if seenPoint { fractionDigits += 1 }
                } else {
                    return nil
                }
                index += 1
            }
            guard digits > 0, digits <= 15 else { return nil }
            let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        return fast ?? Double(text)
    }

    /// 10⁰ … 10¹⁵, each exact as a double.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
