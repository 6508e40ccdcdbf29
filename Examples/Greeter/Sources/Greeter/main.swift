import NibKit

/// Loads both views and taps their buttons; false when anything is not as designed.
func run() throws -> Bool {
    // From code: GreetingView.xib, found in this module's resources (the Nibs folder, copied whole).
    let view = try NibFailure.throwing { GreetingView() }
    print(
        "GreetingView from code: \(view.frame.size.width)×\(view.frame.size.height), says '\(view.nameLabel?.text ?? "")'"
    )
    view.greetButton?.sendActions()  // the headless face's tap
    print("after a tap: '\(view.nameLabel?.text ?? "")'")

    // Embedded: WelcomeCard.xib holds a GreetingView, which loads its own nib.
    let card = try NibFailure.throwing { WelcomeCard() }
    let embedded = card.greeting
    print("WelcomeCard: '\(card.titleLabel?.text ?? "")' holding a \(embedded.map { "\(type(of: $0))" } ?? "nothing")")
    embedded?.greetButton?.sendActions()
    print("its greeting after a tap: '\(embedded?.nameLabel?.text ?? "")'")

    return view.nameLabel?.text == "Hello, world!" && embedded?.nameLabel?.text == "Hello, world!"
        && card.titleLabel?.text == "Welcome"
}

// A nib that cannot be loaded is thrown by NibFailure.throwing and ends the program here with its message.
guard try run() else { fatalError("the views did not behave as designed") }
