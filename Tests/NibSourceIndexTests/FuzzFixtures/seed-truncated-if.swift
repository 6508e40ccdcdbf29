class A: UIView { @IBOutlet var a, b: UIView!
#if X
@objc(q:) func q(_ x: Int,