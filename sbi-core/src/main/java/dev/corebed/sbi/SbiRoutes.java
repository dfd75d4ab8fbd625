package dev.corebed.sbi;

import java.util.List;

/** Implemented by each stub's N<nf><Service>Routes beans; the server serves the union of them all. */
public interface SbiRoutes {
    List<Route> routes();
}
