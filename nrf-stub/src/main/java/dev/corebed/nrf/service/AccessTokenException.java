package dev.corebed.nrf.service;

/** An access token request the NRF refuses; answered 400 with the AccessTokenErr. No stack trace: it is control flow. */
public final class AccessTokenException extends RuntimeException {

    private final AccessTokenErr err;

    public AccessTokenException(String error, String description) {
        super(error + ": " + description, null, false, false);
        this.err = new AccessTokenErr(error, description);
    }

    public AccessTokenErr err() {
        return err;
    }
}
