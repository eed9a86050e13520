/// `settings-default`: a Settings.bundle toggle whose default the Settings app cannot show: no
/// `Key` to store it under, no `DefaultValue` (iOS shows such a toggle off until the app
/// registers defaults, which Settings never does for it), or a `DefaultValue` that is not the
/// `TrueValue` it must equal to show on.
struct SettingsDefaultRule: Rule {
    let id = "settings-default"

    enum Message: FindingMessage {
        case noKey(switchID: String)
        case noDefault(switchID: String)
        /// A `TrueValue` is given and the default looks on, but is not it (nor the `FalseValue`).
        case defaultNotTrueValue(switchID: String, defaultValue: String, trueValue: String)
        /// `TrueValue` and `FalseValue` are given and the default is neither.
        case defaultNeither(switchID: String, defaultValue: String, trueValue: String, falseValue: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .noKey(let id):
                return "toggle \"\(id)\" has no `Key`: Settings has nowhere to store its value"
            case .noDefault(let id):
                return "toggle \"\(id)\" has no `DefaultValue`: Settings shows it off until the app registers a default for its key"
            case .defaultNotTrueValue(let id, let value, let trueValue):
                return "toggle \"\(id)\" has `DefaultValue` \(value), not its `TrueValue` \(trueValue): Settings shows it off"
            case .defaultNeither(let id, let value, let trueValue, let falseValue):
                return "toggle \"\(id)\" has `DefaultValue` \(value), neither its `TrueValue` \(trueValue) nor its `FalseValue` \(falseValue): Settings shows it off"
            }
        }

        var subject: String {
            switch self {
            case .noKey: return "Key"
            case .noDefault, .defaultNotTrueValue, .defaultNeither: return "DefaultValue"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells {
            guard let preference = item.control.preference else { continue }
            func report(_ message: Message) {
                emitter.report(message, at: preference.location, screen: item.screenID, cell: item.cell)
            }
            if preference.key?.isBlank ?? true { report(.noKey(switchID: item.cell.id)) }
            guard let value = preference.defaultValue else {
                report(.noDefault(switchID: item.cell.id))
                continue
            }
            guard let trueValue = preference.trueValue, value != trueValue else { continue }
            if let falseValue = preference.falseValue {
                if value != falseValue {
                    report(.defaultNeither(switchID: item.cell.id, defaultValue: value.plistText, trueValue: trueValue.plistText,
                                           falseValue: falseValue.plistText))
                }
            } else if value.boolValue {
                report(.defaultNotTrueValue(switchID: item.cell.id, defaultValue: value.plistText, trueValue: trueValue.plistText))
            }
        }
    }
}

extension PreferenceValue {
    /// The value as a property list shows it: `<true/>`, `1`, `"YES"`.
    var plistText: String {
        switch self {
        case .bool(let flag): return flag ? "<true/>" : "<false/>"
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        case .string(let text): return "\"\(text)\""
        }
    }
}
