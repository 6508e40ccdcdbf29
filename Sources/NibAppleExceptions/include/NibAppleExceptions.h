// NibAppleExceptions: turns an Objective-C exception raised while loading a nib (NSUnknownKeyException above all)
// into a value that Swift can inspect, because Swift cannot catch Objective-C exceptions.
// Only meaningful on Apple platforms; elsewhere this header declares nothing.
#if defined(__APPLE__) && defined(__OBJC__)
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Runs `block` and returns the Objective-C exception it raised, or nil when it returned normally.
///
/// The exception unwinds through the frames of `block`: keep the block to a single call into the framework
/// (`-[UINib instantiateWithOwner:options:]`), so that no Swift cleanup is skipped.
FOUNDATION_EXPORT NSException *_Nullable NibKitCatchException(NS_NOESCAPE void (^block)(void))
    NS_SWIFT_NAME(catchObjectiveCException(_:));

NS_ASSUME_NONNULL_END
#endif
