/// An optional value kept in an allocation of its own, so that it takes one pointer where it
/// is stored: for the big optionals of the screen model that most cells and switches lack
/// (a switch's images and preference, a cell's separate label and layout), which inline took
/// their full size in every one of them.
struct OutOfLine<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box?

    init(_ value: Value?) {
        box = value.map(Box.init)
    }

    var value: Value? { box?.value }
}
