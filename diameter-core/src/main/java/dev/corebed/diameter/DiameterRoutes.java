package dev.corebed.diameter;

import java.util.List;

/** A stub's Diameter handlers, as a Spring bean (one per application, like SbiRoutes for SBI). */
public interface DiameterRoutes {
    List<DiameterRoute> routes();
}
