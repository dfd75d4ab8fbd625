package dev.corebed.peersim.hss.service;

import dev.corebed.diameter.ResultCode;
import java.util.concurrent.CompletableFuture;

/** Where the HSS's Sh-Notif goes: a PNR to one application server; completes with the PNA's result. */
public interface Notifier {

    /**
     * @param userIdentity the identity the server subscribed with (a Public-Identity, or the MSISDN's digits)
     * @param msisdn       whether that identity is an MSISDN
     */
    CompletableFuture<ResultCode> pushNotification(String userIdentity, boolean msisdn, String destinationHost,
                                                   String destinationRealm, byte[] userData);
}
