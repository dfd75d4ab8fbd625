package dev.corebed.bsf.service;

import dev.corebed.bsf.store.PcfBindingRow;
import dev.corebed.bsf.store.PcfForUeBindingRow;

/**
 * Where binding registrations and deregistrations go once committed: the event subscriptions
 * (TS 29.521 §4.2.6, BsfNotification). Implementations never block the caller.
 */
public interface BindingEvents {

    BindingEvents NONE = new BindingEvents() {
        @Override
        public boolean watchesAny() {
            return false;
        }

        @Override
        public void pduSessionBinding(boolean registered, PcfBindingRow binding) {}

        @Override
        public void ueBinding(boolean registered, PcfForUeBindingRow binding) {}
    };

    /** False when no subscription exists at all, so the hot path need not read a binding before deleting it. */
    boolean watchesAny();

    /** A PCF for a PDU session binding was registered or deregistered. */
    void pduSessionBinding(boolean registered, PcfBindingRow binding);

    /** A PCF for a UE binding was registered or deregistered. */
    void ueBinding(boolean registered, PcfForUeBindingRow binding);
}
