package dev.corebed.diameter.stack;

import java.util.List;
import org.jdiameter.api.ApplicationId;

/** What a peer advertised in its CER or CEA: who it is and the applications it supports. */
public record CapabilitiesExchange(String originHost, String originRealm, List<ApplicationId> applications) {}
