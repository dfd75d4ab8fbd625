package dev.corebed.bsf.diameter.rx;

import dev.corebed.bsf.service.PcfBindingService;
import dev.corebed.core.health.DependencyUnavailableException;
import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterException;
import dev.corebed.diameter.DiameterRelay;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.RelayTargets;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.net.Inet4Address;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * The BSF as the Rx proxy of TS 29.513 / TS 29.213 §7.3: the AAR that opens a session goes to the PCF
 * of the PCF for a PDU session binding of the UE's address (Framed-IP-Address, else Framed-IPv6-Prefix),
 * looked up as GetPCFBindings does (same {@code stub.bsf.multiple-bindings}). Everything else is
 * {@link DiameterRelay}'s.
 *
 * <p>No binding, or a binding without pcfDiamHost/pcfDiamRealm (a PCF that registered no Rx identity
 * cannot be reached over Diameter): null, which the relay answers 10415/5065 IP-CAN_SESSION_NOT_AVAILABLE.
 * An AAR with neither address gets 5065 as well (no IP-CAN session can be found for it).
 */
@Component
public class RxRelayTargets implements RelayTargets {

    private final PcfBindingService bindings;

    public RxRelayTargets(PcfBindingService bindings) {
        this.bindings = bindings;
    }

    @Override
    public CompletionStage<DiameterRelay.Target> target(DiameterRequest aar) {
        Inet4Address ipv4 = Avps.framedIpAddress(aar.avps());   // 5004 when malformed
        String ipv6 = Avps.framedIpv6Prefix(aar.avps());         // 5004 when malformed
        CompletableFuture<Optional<byte[]>> found;
        if (ipv4 != null) {
            found = bindings.discoverByIpv4(ipv4.getHostAddress());
            if (ipv6 != null) {
                // A dual-stack AAR: the IPv4 binding, else the IPv6 one (either identifies the PDU session).
                found = found.thenCompose(b -> b.isPresent() ? CompletableFuture.completedFuture(b)
                        : bindings.discoverByIpv6Prefix(ipv6));
            }
        } else if (ipv6 != null) {
            found = bindings.discoverByIpv6Prefix(ipv6);
        } else {
            return CompletableFuture.completedFuture(null);
        }
        return found.handle((binding, failure) -> {
            if (failure != null) {
                throw new CompletionException(diameterError(failure));
            }
            return binding.map(RxRelayTargets::target).orElse(null);
        });
    }

    private static DiameterRelay.Target target(byte[] body) {
        JsonNode b = Json.parse(body);
        String host = text(b, "pcfDiamHost");
        String realm = text(b, "pcfDiamRealm");
        return host == null || realm == null ? null : new DiameterRelay.Target(host, realm);
    }

    private static String text(JsonNode b, String name) {
        JsonNode v = b.get(name);
        return v != null && v.isString() && !v.asString().isEmpty() ? v.asString() : null;
    }

    /**
     * The binding lookup's failures in Diameter terms: the data tier down or saturated goes on as it is (the
     * dispatcher answers it 3004 DIAMETER_TOO_BUSY, as every stub does), a 503 is 3004 too, several bindings under
     * {@code multiple-bindings=reject} and anything else 5012 DIAMETER_UNABLE_TO_COMPLY.
     */
    private static Throwable diameterError(Throwable failure) {
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        if (cause instanceof DiameterException || cause instanceof DependencyUnavailableException) {
            return cause;
        }
        if (cause instanceof SbiException e && e.status() == 503) {
            return new DiameterException(ResultCodes.DIAMETER_TOO_BUSY, "the data tier is overloaded");
        }
        return new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_COMPLY,
                "binding lookup failed: " + cause.getMessage());
    }
}
