import NibKit

/// Nibs/WelcomeCard.xib: a title and a plain view whose class is GreetingView (module Greeter), found by name as
/// UIKit finds it, with nothing registered.
final class WelcomeCard: NibView {
    @Outlet var titleLabel: Label?
    @Outlet var greeting: GreetingView?
}
