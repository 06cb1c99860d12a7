// The UIKit module's load-time hook has no public C interface.
