// Swift Testing declares a cross-import overlay for UIKit, so a file that imports both Testing
// and UIKit makes the compiler load a module of this name. On iOS it adds attachments of images;
// OpenTouch does not rasterise, so the module is empty: it only has to exist.
