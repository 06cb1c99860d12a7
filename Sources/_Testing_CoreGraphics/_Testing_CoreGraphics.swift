// Swift Testing declares a cross-import overlay for CoreGraphics, so a file that imports both
// Testing and CoreGraphics (or UIKit, which re-exports it) makes the compiler load a module of
// this name. On Apple platforms it adds image attachments; OpenTouch does not rasterise, so the
// module is empty: it only has to exist, and be built before any module that imports CoreGraphics.
