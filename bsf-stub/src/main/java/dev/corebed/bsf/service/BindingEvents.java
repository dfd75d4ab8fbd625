package dev.corebed.bsf.service;

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
        public void pduSessionBinding(boolean registered, String supi, byte[] binding) {}

        @Override
        public void ueBinding(boolean registered, String supi, byte[] binding) {}
    };

    /** False when no subscription exists at all, so the hot path need not read a binding before deleting it. */
    boolean watchesAny();

    /** A PCF for a PDU session binding (PcfBinding JSON) of this SUPI was registered or deregistered. */
    void pduSessionBinding(boolean registered, String supi, byte[] binding);

    /** A PCF for a UE binding (PcfForUeBinding JSON) was registered or deregistered. */
    void ueBinding(boolean registered, String supi, byte[] binding);
}
