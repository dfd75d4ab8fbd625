package dev.corebed.diameter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.diameter.sy.Sy;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jdiameter.api.validation.AvpRepresentation;
import org.jdiameter.client.impl.DictionarySingleton;
import org.jdiameter.common.impl.validation.DictionaryImpl;
import org.junit.jupiter.api.Test;

class AvpDictionaryTest {

    static final List<AvpDef> OURS = Stream.of(Avps.DEFINITIONS, Gx.DEFINITIONS, Rx.DEFINITIONS, Sy.DEFINITIONS,
            Sh.DEFINITIONS).flatMap(List::stream).toList();

    static AvpRepresentation builtIn(AvpDef d) {
        return ((DictionaryImpl) DictionarySingleton.getDictionary()).getAvpMap().values().stream()
                .filter(r -> r.getCode() == d.code() && r.getVendorId() == d.vendorId()).findFirst().orElse(null);
    }

    @Test
    void jDiametersDictionaryKnowsMostAvpsUnderTheSameNamesAndOursAddTheRest() {
        List<String> added = new ArrayList<>();
        for (AvpDef d : OURS) {
            AvpRepresentation r = builtIn(d);
            if (r == null) {
                added.add(d.name());
            } else {
                assertThat(r.getName()).as("name of %s", d).isEqualTo(d.name());
            }
        }
        assertThat(added).containsExactlyInAnyOrder("Flow-Information", "Monitoring-Key", "Usage-Monitoring-Information",
                "Policy-Counter-Identifier", "Policy-Counter-Status", "Policy-Counter-Status-Report", "SL-Request-Type",
                "Pending-Policy-Counter-Information", "Pending-Policy-Counter-Change-Time", "Serving-Node-Indication",
                "Repository-Data-ID", "Sequence-Number", "UDR-Flags", "Usage-Monitoring-Level",
                "Usage-Monitoring-Report", "Usage-Monitoring-Support", "Flow-Direction");
        int builtIn = ((DictionaryImpl) DictionarySingleton.getDictionary()).getAvpMap().size();
        assertThat(AvpDictionary.STANDARD.size()).isEqualTo(builtIn + added.size());
    }

    @Test
    void oursWinWhereJDiameterIsWrong() {
        // TS 29.214 §5.3.50: Rx-Request-Type is Enumerated; jDiameter 2.1.0 has it as a UTF8String.
        assertThat(builtIn(Rx.RX_REQUEST_TYPE).getOriginalType()).isEqualTo("UTF8String");
        assertThat(AvpDictionary.STANDARD.get(533, 10415).type()).isEqualTo(AvpType.ENUMERATED);
        // RFC 6733 §7.3: Error-Message is sent without the M bit.
        assertThat(AvpDictionary.STANDARD.get(281, 0).mandatory()).isFalse();
    }

    @Test
    void avpsOnlyJDiameterKnowsKeepItsFormat() {
        assertThat(AvpDictionary.STANDARD.get(55, 0)).extracting(AvpDef::name, AvpDef::type)
                .containsExactly("Event-Timestamp", AvpType.TIME);
        // jDiameter's "IPAddress" holds both 4-octet NASREQ addresses and Diameter Addresses: left opaque.
        assertThat(AvpDictionary.STANDARD.get(257, 0)).extracting(AvpDef::name, AvpDef::type)
                .containsExactly("Host-IP-Address", AvpType.OCTET_STRING);
        assertThat(AvpDictionary.STANDARD.get(4711, 10415)).isNull();
    }
}
