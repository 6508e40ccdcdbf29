/// Constraints holding view `id` at `leading`, `top` in the view `root`, as a document fragment.
public func pin(_ id: String, leading: Double = 20, top: Double) -> String {
    """
    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(leading)" id="\(id)-leading"/>
    <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="\(id)-top"/>
    """
}
