package dev.corebed.pcf.client;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.pcf.diameter.gx.GxPolicyAvps;
import dev.corebed.pcf.service.Pcef;
import dev.corebed.pcf.store.SmPolicyRow;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.jdiameter.api.Request;
import tools.jackson.databind.JsonNode;

/**
 * The PCEF of a Gx session: Re-Auth-Request (TS 29.212 §5.6.4) to its Origin-Host and -Realm, through the peer its
 * requests came by, Re-Auth-Request-Type AUTHORIZE_ONLY, the decisions as Gx AVPs ({@link GxPolicyAvps}).
 */
public final class PcefGxClient implements Pcef {

    private final DiameterPeers peers;
    private final Duration timeout;

    public PcefGxClient(DiameterPeers peers, Duration timeout) {
        this.peers = peers;
        this.timeout = timeout;
    }

    @Override
    public CompletableFuture<Reauth> reauthorize(SmPolicyRow session, JsonNode change, JsonNode decision) {
        Request rar = rar(session);
        GxPolicyAvps.write(rar.getAvps(), change, decision);
        return send(session, rar);
    }

    @Override
    public CompletableFuture<Reauth> release(SmPolicyRow session, int cause) {
        Request rar = rar(session);
        Gx.SESSION_RELEASE_CAUSE.add(rar.getAvps(), cause);
        return send(session, rar);
    }

    private Request rar(SmPolicyRow session) {
        SmPolicyRow.GxState gx = session.gx();
        Request rar = peers.node().createRequest(Gx.RAR, gx.sessionId(), gx.originRealm(), gx.originHost());
        Avps.RE_AUTH_REQUEST_TYPE.add(rar.getAvps(), Avps.AUTHORIZE_ONLY);
        return rar;
    }

    private CompletableFuture<Reauth> send(SmPolicyRow session, Request rar) {
        return peers.send("pcef", "RAR", rar, session.gx().viaPeer(), timeout).thenApply(sent -> {
            List<RuleReport> reports = new ArrayList<>();
            if (sent.answer() != null) {
                try {
                    for (Gx.RuleReport r : Gx.chargingRuleReports(sent.answer().getAvps())) {
                        reports.add(new RuleReport(r.ruleNames(), r.status()));
                    }
                } catch (RuntimeException unreadable) {
                    // an RAA whose reports do not read is taken for its result alone
                }
            }
            return new Reauth(sent.outcome(), sent.answer() != null, sent.success(),
                    ResultCodes.DIAMETER_UNKNOWN_SESSION_ID.equals(sent.result()), reports);
        });
    }
}
