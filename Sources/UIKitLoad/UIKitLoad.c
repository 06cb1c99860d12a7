// Runs when a program that links the UIKit product loads, before its `main`: Swift has no
// load-time code of its own, and XCTest on Linux has no principal class to name an observer.
// The UIKit module then registers its XCTest observation (TIM-5), before the first test runs.
extern void opentouch_uikit_did_load(void);

__attribute__((constructor)) static void opentouch_uikit_load(void) {
    opentouch_uikit_did_load();
}
