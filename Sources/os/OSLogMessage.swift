import Foundation

/// A log message with its values interpolated, and how private each value is: what `Logger`'s
/// methods and the newer `os_log` take.
///
/// ```swift
/// logger.info("user \(name, privacy: .private) tapped \(count) times")
/// ```
///
/// As in the unified log, a value marked `.private` (or `.sensitive`) is stored as `<private>`,
/// and one left at `.auto` is hidden when it is a string or an object and shown when it is a
/// number or a Boolean. The console (standard error) shows every value, as Xcode's console does
/// for the process it runs.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as the log stores it, private values hidden.
    let composed: String
    /// The message as a console attached to the process shows it, private values in place.
    let revealed: String

    /// A message of plain text.
    public init(stringLiteral value: String) {
        composed = value
        revealed = value
    }

    /// A message of the text and values interpolated into it.
    public init(stringInterpolation: OSLogInterpolation) {
        composed = stringInterpolation.text
        revealed = stringInterpolation.revealed
    }
}

/// How an interpolated value of a log message is written: shown, hidden, or as chosen by its type.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable { case auto, `public`, `private`, sensitive }
    let kind: Kind

    /// How a private value is hidden: Apple's log can write a hash instead of `<private>`.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// A hash of the value, so that equal values can be matched without being shown.
        public static let hash = Mask(hashes: true)
        /// No hash: `<private>`.
        public static let none = Mask(hashes: false)
    }

    /// Hidden for strings and objects, shown for numbers and Booleans.
    public static let auto = OSLogPrivacy(kind: .auto)
    /// Always shown.
    public static let `public` = OSLogPrivacy(kind: .public)
    /// Always hidden.
    public static let `private` = OSLogPrivacy(kind: .private)
    /// Always hidden, even where private values are shown.
    public static let sensitive = OSLogPrivacy(kind: .sensitive)

    /// Hidden for strings and objects; `mask` is accepted, and the value is written as `<private>`.
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    /// Always hidden; `mask` is accepted, and the value is written as `<private>`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// Always hidden; `mask` is accepted, and the value is written as `<private>`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }

    /// Whether a value of a kind that is shown by default (`isScalar`) is written as `<private>`.
    func hides(scalar isScalar: Bool) -> Bool {
        switch kind {
        case .public: false
        case .private, .sensitive: true
        case .auto: !isScalar
        }
    }
}

/// How an interpolated value is padded to a column.
public struct OSLogStringAlignment: Sendable {
    let width: Int
    let leftAligned: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(width: 0, leftAligned: false)
    /// Padded on the left to `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(width: columns(), leftAligned: false)
    }
    /// Padded on the right to `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(width: columns(), leftAligned: true)
    }

    func pad(_ text: String) -> String {
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return leftAligned ? text + padding : padding + text
    }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let prefix: String
    let uppercase: Bool
    let minDigits: Int

    /// In base 10.
    public static let decimal = decimal()
    /// In base 16, lowercase, without a prefix.
    public static let hex = hex()
    /// In base 8, without a prefix.
    public static let octal = octal()

    /// In base 10, with a `+` on positive numbers if asked, and at least `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, prefix: "", uppercase: false, minDigits: minDigits())
    }

    /// In base 16, with `0x` if asked.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, prefix: includePrefix ? "0x" : "",
                               uppercase: uppercase, minDigits: minDigits())
    }

    /// In base 8, with a leading `0` if asked.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, prefix: includePrefix ? "0" : "",
                               uppercase: uppercase, minDigits: minDigits())
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var magnitude = String(value.magnitude, radix: radix, uppercase: uppercase)
        if magnitude.count < minDigits { magnitude = String(repeating: "0", count: minDigits - magnitude.count) + magnitude }
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + magnitude
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    let conversion: String
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// As `%f`: six digits after the point.
    public static let fixed = fixed()
    /// As `%e`.
    public static let exponential = exponential()
    /// As `%g`: the shorter of the two.
    public static let hybrid = hybrid()
    /// As `%a`.
    public static let hex = hex()

    /// Fixed notation, with `precision` digits after the point (six if not given).
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed notation, six digits after the point.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Scientific notation, with `precision` digits after the point.
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Scientific notation.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// The shorter of fixed and scientific, with `precision` significant digits.
    public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// The shorter of fixed and scientific.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Hexadecimal floating point.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ value: Double) -> String {
        let specifier = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "")
            + (uppercase ? conversion.uppercased() : conversion)
        return String(format: specifier, value)
    }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}

/// The interpolations a log message accepts, as Apple's: strings, numbers, Booleans, objects,
/// types and anything `CustomStringConvertible`, each with a privacy (and, for numbers, a format).
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    var revealed = ""

    /// An empty interpolation, with room for the given literal text and values.
    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    /// Appends literal text, always shown.
    public mutating func appendLiteral(_ literal: String) {
        text += literal
        revealed += literal
    }

    private mutating func append(_ value: String, privacy: OSLogPrivacy, scalar: Bool, align: OSLogStringAlignment = .none) {
        text += privacy.hides(scalar: scalar) ? "<private>" : align.pad(value)
        revealed += align.pad(value)
    }

    /// Appends a string value: private unless marked public, as Apple's log does.
    public mutating func appendInterpolation(_ argumentString: @autoclosure () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(argumentString(), privacy: privacy, scalar: false, align: align)
    }

    /// Appends a value's description: private unless marked public.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        append(value().description, privacy: privacy, scalar: false, align: align)
    }

    // Each integer type has its own overload, as in Apple's: a generic one would lose to the
    // `CustomStringConvertible` overload, and numbers would be hidden as if they were strings.
    /// Appends an integer (`Int`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> Int, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an integer (`Int8`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> Int8, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an integer (`Int16`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> Int16, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an integer (`Int32`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> Int32, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an integer (`Int64`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> Int64, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an integer (`UInt`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> UInt, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an integer (`UInt8`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> UInt8, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an integer (`UInt16`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> UInt16, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an integer (`UInt32`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> UInt32, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an integer (`UInt64`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> UInt64, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends a floating-point number (`Double`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends a floating-point number (`Float`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(Double(number())), privacy: privacy, scalar: true, align: align)
    }

    /// Appends a floating-point number (`CGFloat`), formatted as `format` says: public unless marked private, as Apple's log does.
    public mutating func appendInterpolation(_ number: @autoclosure () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(Double(number())), privacy: privacy, scalar: true, align: align)
    }

    /// Appends a boolean, as `true`/`false` or `YES`/`NO`: public unless marked private.
    public mutating func appendInterpolation(_ boolean: @autoclosure () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        append(format == .truth ? "\(value)" : value ? "YES" : "NO", privacy: privacy, scalar: true)
    }

    /// Appends an object's description: private unless marked public.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        append(argumentObject().description, privacy: privacy, scalar: false)
    }

    /// Appends a type's full name: private unless marked public.
    public mutating func appendInterpolation(_ value: @autoclosure () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(String(reflecting: value()), privacy: privacy, scalar: false, align: align)
    }
}
