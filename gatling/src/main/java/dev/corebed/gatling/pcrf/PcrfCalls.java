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
 *   <li><b>the data call</b> (3.1.1's Gx side: 3 of its 6 transactions; the PCRF's SLR and STR to the OCS are the other
 *   Sy ones): CCR-I, CCR-U, CCR-T of the internet APN.</li>
 * </ul>
 *
 * Step names are the summary's message names ({@link #VOICE}, {@link #DATA}). Each chain is one call of subscriber
 * {@code imsi(n)} on UE address {@code ue(n)}.
 */
public final class PcrfCalls {

    public static final List<String> VOICE = List.of("CCR-I", "AAR-I", "Gx RAR", "CCR-U", "AAR-U", "CCR-U (lost)", "Rx RAR",
            "STR", "CCR-T");
    public static final List<String> DATA = List.of("data CCR-I", "data CCR-U", "data CCR-T");

    private PcrfCalls() {}

    /** The voice call of chain n; the AF subscribes to INDICATION_OF_LOSS_OF_BEARER. */
    public static List<OpenLoad.Step> voice(PcefRole pcef, AfRole af, String apn, LongFunction<String> imsi,
                                            LongFunction<Inet4Address> ue) {
        return List.of(
                pcef.step(VOICE.get(0), chain -> {
                    PcefRole.Session s = pcef.session(imsi.apply(chain.number()), ue.apply(chain.number()), apn);
                    chain.put("gx", s);
                    return s.initial();
                }),
                af.step(VOICE.get(1), chain -> {
                    PcefRole.Session s = chain.get("gx");
                    var aar = af.aarInitial(s.ue(), Rx.INDICATION_OF_LOSS_OF_BEARER);
                    chain.put("rx", Avps.SESSION_ID.requireString(aar.getAvps()));
                    return aar;
                }),
                pcef.awaiting(VOICE.get(2), Gx.RAR, chain -> ((PcefRole.Session) chain.get("gx")).id(), (chain, rar) -> {
                    // the rule the PCRF installed for the media, under the name it gave it: the CCR-Us report it
                    List<String> installed = Gx.installedRuleNames(rar.getAvps());
                    chain.put("rule", installed.isEmpty() ? "voice" : installed.get(0));
                }),
                pcef.step(VOICE.get(3), chain -> ((PcefRole.Session) chain.get("gx")).update(List.of(Gx.SUCCESSFUL_RESOURCE_ALLOCATION),
                        List.of(new Gx.RuleReport(List.of(chain.<String>get("rule")), Gx.ACTIVE, null)))),
                af.step(VOICE.get(4), chain -> af.aarUpdate(chain.get("rx"), 64_000L)),
                pcef.step(VOICE.get(5), chain -> ((PcefRole.Session) chain.get("gx")).update(List.of(),
                        List.of(new Gx.RuleReport(List.of(chain.<String>get("rule")), Gx.INACTIVE, 4)))),
                af.awaiting(VOICE.get(6), Rx.RAR, chain -> chain.get("rx")),
                af.step(VOICE.get(7), chain -> af.str(chain.get("rx"))),
                pcef.step(VOICE.get(8), chain -> {
                    PcefRole.Session s = chain.get("gx");
                    pcef.forget(s.id(), Gx.RAR);
                    af.forget(chain.get("rx"), Rx.RAR, Rx.ASR);
                    return s.termination();
                }));
    }

    /** The data call of chain n. */
    public static List<OpenLoad.Step> data(PcefRole pcef, String apn, LongFunction<String> imsi, LongFunction<Inet4Address> ue) {
        return List.of(
                pcef.step(DATA.get(0), chain -> {
                    PcefRole.Session s = pcef.session(imsi.apply(chain.number()), ue.apply(chain.number()), apn);
                    chain.put("gx", s);
                    return s.initial();
                }),
                pcef.step(DATA.get(1), chain -> ((PcefRole.Session) chain.get("gx")).update(List.of(Gx.RAT_CHANGE), List.of())),
                pcef.step(DATA.get(2), chain -> {
                    PcefRole.Session s = chain.get("gx");
                    pcef.forget(s.id(), Gx.RAR);
                    return s.termination();
                }));
    }
}
