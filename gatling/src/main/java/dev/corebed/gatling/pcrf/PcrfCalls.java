package dev.corebed.gatling.pcrf;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.gatling.diameter.AfRole;
import dev.corebed.gatling.diameter.PcefRole;
import dev.corebed.gatling.load.OpenLoad;
import java.net.Inet4Address;
import java.util.List;
import java.util.function.LongFunction;

/**
 * The policy seed's PCRF calls as {@link OpenLoad} steps, played by a {@link PcefRole} and an {@link AfRole}
 * (callmodels/policy.md §1.1, §1.3):
 *
 * <ul>
 *   <li><b>the 9-message voice call</b> (3.1.4, 3.3): CCR-I of the IMS APN; AAR-I, answered, and the Gx RAR installing
 *   its media; CCR-U reporting the voice bearer up; AAR-U confirming the media (no change, no RAR); CCR-U reporting the
 *   bearer released, and the Rx RAR telling the AF (INDICATION_OF_LOSS_OF_BEARER); STR; CCR-T;</li>
 *   <li><b>the 11-message voice call</b> (3.1.2: CCR-U, Gx RAR and Rx RAR twice each): the same with an AF that also
 *   subscribes to INDICATION_OF_SUCCESSFUL_RESOURCES_ALLOCATION (an Rx RAR after the first CCR-U) and an AAR-U that
 *   doubles the bandwidth (a second Gx RAR, the rule installed again);</li>
 *   <li><b>the data call</b> (3.1.1's Gx side: 3 of its 6 transactions; the PCRF's SLR and STR to the OCS are the other
 *   Sy ones): CCR-I, CCR-U, CCR-T of the internet APN.</li>
 * </ul>
 *
 * Step names are the summary's message names ({@link #VOICE}, {@link #VOICE_11}, {@link #DATA}), distinct so that
 * the three calls can run in one load. Each chain is one call of subscriber
 * {@code imsi(n)} on UE address {@code ue(n)}.
 */
public final class PcrfCalls {

    public static final List<String> VOICE = List.of("CCR-I", "AAR-I", "Gx RAR", "CCR-U", "AAR-U", "CCR-U (lost)", "Rx RAR",
            "STR", "CCR-T");
    public static final List<String> VOICE_11 = List.of("v11 CCR-I", "v11 AAR-I", "v11 Gx RAR", "v11 CCR-U", "v11 Rx RAR",
            "v11 AAR-U", "v11 Gx RAR (modify)", "v11 CCR-U (lost)", "v11 Rx RAR (lost)", "v11 STR", "v11 CCR-T");
    public static final List<String> DATA = List.of("data CCR-I", "data CCR-U", "data CCR-T");

    private PcrfCalls() {}

    /** The voice call of chain n; the AF subscribes to INDICATION_OF_LOSS_OF_BEARER. */
    public static List<OpenLoad.Step> voice(PcefRole pcef, AfRole af, String apn, LongFunction<String> imsi,
                                            LongFunction<Inet4Address> ue) {
        return List.of(
                initial(pcef, VOICE.get(0), apn, imsi, ue),
                authorize(af, VOICE.get(1), Rx.INDICATION_OF_LOSS_OF_BEARER),
                installed(pcef, VOICE.get(2)),
                reporting(pcef, VOICE.get(3), Gx.ACTIVE),
                af.step(VOICE.get(4), chain -> af.aarUpdate(chain.get("rx"), 64_000L)),
                reporting(pcef, VOICE.get(5), Gx.INACTIVE),
                af.awaiting(VOICE.get(6), Rx.RAR, chain -> chain.get("rx")),
                af.step(VOICE.get(7), chain -> af.str(chain.get("rx"))),
                termination(pcef, af, VOICE.get(8)));
    }

    /** The 11-message voice call of chain n. */
    public static List<OpenLoad.Step> voice11(PcefRole pcef, AfRole af, String apn, LongFunction<String> imsi,
                                              LongFunction<Inet4Address> ue) {
        List<String> n = VOICE_11;
        return List.of(
                initial(pcef, n.get(0), apn, imsi, ue),
                authorize(af, n.get(1), Rx.INDICATION_OF_LOSS_OF_BEARER, Rx.INDICATION_OF_SUCCESSFUL_RESOURCES_ALLOCATION),
                installed(pcef, n.get(2)),
                reporting(pcef, n.get(3), Gx.ACTIVE),
                af.awaiting(n.get(4), Rx.RAR, chain -> chain.get("rx")),
                af.step(n.get(5), chain -> af.aarUpdate(chain.get("rx"), 128_000L)),
                pcef.awaiting(n.get(6), Gx.RAR, chain -> ((PcefRole.Session) chain.get("gx")).id()),
                reporting(pcef, n.get(7), Gx.INACTIVE),
                af.awaiting(n.get(8), Rx.RAR, chain -> chain.get("rx")),
                af.step(n.get(9), chain -> af.str(chain.get("rx"))),
                termination(pcef, af, n.get(10)));
    }

    /** CCR-I of the chain's subscriber and UE address; the session kept in the chain ("gx"). */
    private static OpenLoad.Step initial(PcefRole pcef, String name, String apn, LongFunction<String> imsi,
                                         LongFunction<Inet4Address> ue) {
        return pcef.step(name, chain -> {
            PcefRole.Session s = pcef.session(imsi.apply(chain.number()), ue.apply(chain.number()), apn);
            chain.put("gx", s);
            return s.initial();
        });
    }

    /** AAR-I for the chain's UE address, subscribing to these Specific-Actions; the Rx session kept ("rx"). */
    private static OpenLoad.Step authorize(AfRole af, String name, int... specificActions) {
        return af.step(name, chain -> {
            PcefRole.Session s = chain.get("gx");
            var aar = af.aarInitial(s.ue(), specificActions);
            chain.put("rx", Avps.SESSION_ID.requireString(aar.getAvps()));
            return aar;
        });
    }

    /**
     * CCR-U reporting the media's rule: ACTIVE (with SUCCESSFUL_RESOURCE_ALLOCATION), or INACTIVE with Rule-Failure-Code
     * 4 (the bearer released).
     */
    private static OpenLoad.Step reporting(PcefRole pcef, String name, int status) {
        boolean active = status == Gx.ACTIVE;
        return pcef.step(name, chain -> ((PcefRole.Session) chain.get("gx")).update(
                active ? List.of(Gx.SUCCESSFUL_RESOURCE_ALLOCATION) : List.of(),
                List.of(new Gx.RuleReport(List.of(chain.<String>get("rule")), status, active ? null : 4))));
    }

    /** The Gx RAR installing the media's rule; the name the PCRF gave it kept ("rule"): the CCR-Us report it. */
    private static OpenLoad.Step installed(PcefRole pcef, String name) {
        return pcef.awaiting(name, Gx.RAR, chain -> ((PcefRole.Session) chain.get("gx")).id(), (chain, rar) -> {
            List<String> installed = Gx.installedRuleNames(rar.getAvps());
            chain.put("rule", installed.isEmpty() ? "voice" : installed.get(0));
        });
    }

    /** CCR-T of a voice call; what its Gx and Rx sessions left in the roles' mailboxes dropped. */
    private static OpenLoad.Step termination(PcefRole pcef, AfRole af, String name) {
        return pcef.step(name, chain -> {
            PcefRole.Session s = chain.get("gx");
            pcef.forget(s.id(), Gx.RAR);
            af.forget(chain.get("rx"), Rx.RAR, Rx.ASR);
            return s.termination();
        });
    }

    /** The data call of chain n. */
    public static List<OpenLoad.Step> data(PcefRole pcef, String apn, LongFunction<String> imsi, LongFunction<Inet4Address> ue) {
        return List.of(
                initial(pcef, DATA.get(0), apn, imsi, ue),
                pcef.step(DATA.get(1), chain -> ((PcefRole.Session) chain.get("gx")).update(List.of(Gx.RAT_CHANGE), List.of())),
                pcef.step(DATA.get(2), chain -> {
                    PcefRole.Session s = chain.get("gx");
                    pcef.forget(s.id(), Gx.RAR);
                    return s.termination();
                }));
    }
}
