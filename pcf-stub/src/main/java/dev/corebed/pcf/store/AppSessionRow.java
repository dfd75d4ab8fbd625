package dev.corebed.pcf.store;

/**
 * One row of app_session (migrations pcf/V1, V2): an application session bound to a policy association (an N7 SM
 * policy association or a Gx session), its context as JSON text (an AppSessionContext, for an Rx session the
 * AppSessionContext its AAR amounts to) and the ids of the PCC rules it installed there (comma-separated).
 *
 * @param rx the Rx session's Diameter state; null for an N5 application session
 */
public record AppSessionRow(String appSessionId, String smPolicyId, String supi, String context, String pccRules,
                            long createdAt, long updatedAt, RxState rx) {

    /** An N5 application session's row. */
    public AppSessionRow(String appSessionId, String smPolicyId, String supi, String context, String pccRules, long createdAt,
                         long updatedAt) {
        this(appSessionId, smPolicyId, supi, context, pccRules, createdAt, updatedAt, null);
    }

    /** An Rx session's Diameter state: the AF's Session-Id, Origin-Host and -Realm, the peer its requests came through. */
    public record RxState(String sessionId, String originHost, String originRealm, String viaPeer) {}

    public String kind() {
        return rx == null ? "N5" : "RX";
    }

    /** The row with a new context and rules, as of now. */
    public AppSessionRow changed(String newContext, String newPccRules, long now) {
        return new AppSessionRow(appSessionId, smPolicyId, supi, newContext, newPccRules, createdAt, now, rx);
    }
}
