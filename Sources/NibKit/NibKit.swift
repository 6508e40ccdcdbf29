// NibKit: nib-backed custom views on UIKit and AppKit, one line each.
//
// The decisions (which nib, how its content is installed, recursion, errors, the cache) live in NibRuntime, which
// this module re-exports and which is tested on every platform; the files here only translate them to UIKit and
// AppKit. On other platforms this module is NibRuntime alone (use NibHeadless there).
@_exported import NibRuntime
