#ifndef OPENTOUCH_UIKIT_LOAD_H
#define OPENTOUCH_UIKIT_LOAD_H

/// Stops listening for a crash before XCTest's first test: called once XCTest has started (TIM-3).
void opentouch_disarm_launch_hint(void);

#endif
