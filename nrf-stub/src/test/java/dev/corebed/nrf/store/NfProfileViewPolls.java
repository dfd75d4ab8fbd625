package dev.corebed.nrf.store;

/** Lets a test run the view's poll by hand, so what one poll sees is deterministic. */
public final class NfProfileViewPolls {

    private NfProfileViewPolls() {}

    public static void poll(NfProfileView view) throws Exception {
        view.refresh();
    }
}
