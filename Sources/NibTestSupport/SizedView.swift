/// A view `id` (`element`: `view` in UIKit, `customView` in AppKit) stored at (`x`, `y`), `width` × `height` by its
/// own constraints (`id-width`, `id-height`), as a document stores it; `hidden` when asked.
public func sizedView(
    _ id: String, element: String = "view", x: Double = 0, y: Double = 0, width: Double, height: Double,
    hidden: Bool = false
) -> String {
    """
    <\(element) \(hidden ? #"hidden="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
        <constraints>
            <constraint firstAttribute="width" constant="\(width)" id="\(id)-width"/>
            <constraint firstAttribute="height" constant="\(height)" id="\(id)-height"/>
        </constraints>
    </\(element)>
    """
}
