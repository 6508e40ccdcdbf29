// NibKit: nib-backed custom views, one line each, with one `import NibKit` on every platform.
//
// On iOS and macOS this module is the UIKit/AppKit face: thin adapters that hand every decision (which nib, how
// its content is installed, recursion, errors, the cache) to NibRuntime, which it re-exports. Everywhere else it
// re-exports the headless face, NibHeadless, whose views run UIKit's nib-loading semantics on decoded documents, and
// the document model its API speaks in (`Rect`, `Color`). What differs between the faces is listed in the
// documentation's "Platform differences".
@_exported import NibRuntime

#if !canImport(UIKit) && !canImport(AppKit)
    @_exported import NibHeadless
    @_exported import NibModel
#endif
