package dev.corebed.junit;

/** When the extension puts the stubs back to their configured defaults ({@code POST /admin/v1/reset} on each). */
public enum ResetMode {
    /** Before each test: state, journal, scripted answers, fault rules and overload limits. The default. */
    PER_METHOD,
    /** Once, before the class's first test: its tests build on each other. */
    PER_CLASS,
    /** Never: the class sees what earlier classes on the same stubs left (they may share a cluster). */
    NEVER
}
