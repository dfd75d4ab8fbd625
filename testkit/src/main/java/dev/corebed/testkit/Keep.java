package dev.corebed.testkit;

import java.util.Locale;

/** What a reset leaves as it is ({@code stub.reset(Keep.JOURNAL)}); the rest goes back to the configuration. */
public enum Keep {
    /** The stub's data: NF profiles and subscriptions, policy data, bindings. */
    STATE,
    JOURNAL,
    FAULTS,
    ANSWERS,
    OVERLOAD;

    String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
