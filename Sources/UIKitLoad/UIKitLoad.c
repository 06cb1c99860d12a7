// Runs when a program that links the UIKit product loads, before its `main`: Swift has no
// load-time code of its own, and XCTest on Linux has no principal class to name an observer.
//
// 1. The UIKit module registers its XCTest observation (TIM-5), before the first test runs.
// 2. In a test program (its name ends in ".xctest"), until XCTest starts, an abort prints what
//    usually causes one there: a `@MainActor` XCTestCase, whose synchronous test methods the list
//    of tests SwiftPM generates cannot call on Linux. That list is built before any test, and
//    before any code of OpenTouch's runs, so the runtime's own message ("Could not cast value of
//    type '(…) -> @Swift.MainActor () -> ()'") would otherwise be all the user sees (TIM-3). The
//    handler that was there before (Swift's backtracer) then runs as it would have.
#define _GNU_SOURCE
#include "UIKitLoad.h"
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

extern void opentouch_uikit_did_load(void);

static struct sigaction previous_abort;
static volatile sig_atomic_t hint_armed = 0;

static const char hint[] =
    "\nOpenTouch: the test program stopped before XCTest ran its first test. If Swift said above "
    "\"Could not cast value of type '(...) -> @Swift.MainActor () -> ()'\", an XCTestCase is "
    "@MainActor, and XCTest on Linux cannot call its synchronous test methods: make them async "
    "(@MainActor func testSomething() async), or remove @MainActor from the class and keep the "
    "tests in Swift 5 mode, as iOS test targets are (TIM-3, in the article \"UIKit's time\").\n\n";

static void opentouch_abort_hint(int signal, siginfo_t *info, void *context) {
    if (hint_armed) {
        hint_armed = 0;
        ssize_t ignored = write(STDERR_FILENO, hint, sizeof hint - 1);
        (void)ignored;
    }
    sigaction(SIGABRT, &previous_abort, NULL);
    if (previous_abort.sa_flags & SA_SIGINFO) {
        if (previous_abort.sa_sigaction) previous_abort.sa_sigaction(signal, info, context);
    } else if (previous_abort.sa_handler != SIG_IGN && previous_abort.sa_handler != SIG_DFL) {
        previous_abort.sa_handler(signal);
    } else {
        raise(signal);
    }
}

void opentouch_disarm_launch_hint(void) {
    if (!hint_armed) return;
    hint_armed = 0;
    sigaction(SIGABRT, &previous_abort, NULL);
}

static int is_test_program(void) {
#if defined(__linux__)
    const char *name = program_invocation_name;
#else
    const char *name = NULL;
#endif
    size_t length = name ? strlen(name) : 0;
    return length >= 7 && strcmp(name + length - 7, ".xctest") == 0;
}

__attribute__((constructor)) static void opentouch_uikit_load(void) {
    opentouch_uikit_did_load();
    if (is_test_program()) {
        struct sigaction handler;
        memset(&handler, 0, sizeof handler);
        handler.sa_sigaction = opentouch_abort_hint;
        handler.sa_flags = SA_SIGINFO;
        sigemptyset(&handler.sa_mask);
        if (sigaction(SIGABRT, &handler, &previous_abort) == 0) hint_armed = 1;
    }
}
