// NibLayout lays Interface Builder documents out on NibAutoLayout's engine, which it re-exports: code that lays
// documents out names the engine's items and constraints too.
@_exported import NibAutoLayout
