import NibKit  // the only import, on iOS, macOS and Linux

/// Nibs/GreetingView.xib: File's Owner is GreetingView; a plain top-level view holds a label and a Greet button.
final class GreetingView: NibView {
    @Outlet var nameLabel: Label?  // iOS: @IBOutlet var nameLabel: UILabel!
    @Outlet var greetButton: Button?

    func greet(_ sender: Button) { nameLabel?.text = "Hello, world!" }  // iOS: @IBAction func greet(_ sender: UIButton)

    // Linux has no selectors, so list the actions once, typed, under the selector Interface Builder shows:
    override class func registerActions(_ actions: inout ActionTable.Entries) {
        super.registerActions(&actions)
        actions.add("greet:", GreetingView.greet)
    }
}
