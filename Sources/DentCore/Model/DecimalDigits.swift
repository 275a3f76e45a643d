/// How many decimal digits a number takes when shown: the gutter's width and the status line's
/// padded position are measured with it before anything is drawn.
public enum DecimalDigits {
    /// The digits of `number`, which is not negative.
    public static func count(of number: Int) -> Int {
        var count = 1
        var rest = number
        while rest >= 10 { (count, rest) = (count + 1, rest / 10) }
        return count
    }
}
