#if canImport(UIKit) || canImport(AppKit)
    import Foundation
    import NibAppleExceptions
    import NibRuntime
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    /// `instantiate(withOwner:options:)` with the nib loader's Objective-C exceptions turned into thrown errors:
    /// `NSUnknownKeyException` ("not key value coding-compliant for the key …") becomes
    /// ``NibLoadingError/unknownOutlet(nib:line:className:key:availableKeys:)`` naming the nib, the class and the key
    /// with a "did you mean"; any other exception becomes ``NibLoadingError/frameworkException(nib:name:reason:)``.
    @MainActor
    enum NibInstantiation {
        static func instantiate(_ nib: PlatformNib, named name: String, owner: AnyObject?) throws -> [AnyObject] {
            var objects: [AnyObject] = []
            #if canImport(UIKit)
                let exception = catchObjectiveCException {
                    objects = nib.instantiate(withOwner: owner, options: nil) as [AnyObject]
                }
            #else
                var array: NSArray?
                var loaded = false
                let exception = catchObjectiveCException {
                    loaded = nib.instantiate(withOwner: owner, topLevelObjects: &array)
                }
                objects = (array as? [AnyObject]) ?? []
                if exception == nil, !loaded {
                    throw NibLoadingError.frameworkException(nib: name, name: "NSNib", reason: "instantiation failed")
                }
            #endif
            if let exception { throw error(for: exception, nib: name, owner: owner) }
            return objects
        }

        static func error(for exception: NSException, nib: String, owner: AnyObject?) -> NibLoadingError {
            guard exception.name == NSExceptionName("NSUnknownKeyException") else {
                return .frameworkException(nib: nib, name: exception.name.rawValue, reason: exception.reason ?? "")
            }
            let target = exception.userInfo?["NSTargetObjectUserInfoKey"] as AnyObject? ?? owner
            let key = exception.userInfo?["NSUnknownUserInfoKey"] as? String ?? "?"
            return .unknownOutlet(
                nib: nib, line: 0, className: target.map { String(describing: type(of: $0)) } ?? "File's Owner",
                key: key, availableKeys: ConstraintOutlets.keys(of: target))
        }
    }
#endif
