package dev.corebed.gatling.chains;

import java.io.PrintStream;

/** A call model's run around Gatling's load: what it starts and loads before the load, ends and writes after it. */
public interface CallModelRun {

    /** The call model's title, as the plan names it. */
    String title();

    /** Before the load: starts what the scenarios need and loads the population. */
    void setUp(PrintStream out) throws Exception;

    /** After the load: removes what the run created and writes its plan. */
    void tearDown(PrintStream out) throws Exception;
}
