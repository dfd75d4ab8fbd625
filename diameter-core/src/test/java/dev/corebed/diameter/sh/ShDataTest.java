package dev.corebed.diameter.sh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ShDataTest {

    static final String SIMSERVS = "<simservs xmlns=\"http://uri.etsi.org/ngn/params/xml/simservs/xcap\">"
            + "<communication-diversion active=\"true\"><ruleset><rule id=\"cfu\"/></ruleset></communication-diversion></simservs>";

    @Test
    void repositoryDataRoundTripsWithItsServiceDataVerbatim() {
        byte[] xml = ShData.repositoryData("MMTEL-Services", 7, SIMSERVS);
        String text = new String(xml, StandardCharsets.UTF_8);
        assertThat(text).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"").contains("<Sh-Data><RepositoryData>"
                + "<ServiceIndication>MMTEL-Services</ServiceIndication><SequenceNumber>7</SequenceNumber><ServiceData>");

        ShData parsed = ShData.parse(xml);
        ShData.RepositoryData r = parsed.repositoryData("MMTEL-Services");
        assertThat(r.sequenceNumber()).isEqualTo(7);
        assertThat(r.serviceData()).isEqualTo(SIMSERVS);
        assertThat(parsed.repositoryData("other")).isNull();
        assertThat(parsed.bytes()).isEqualTo(xml);
    }

    @Test
    void aRepositoryDataWithoutServiceDataIsADeletion() {
        ShData.RepositoryData r = ShData.parse(ShData.repositoryData("MMTEL-Services", 3, null)).repositoryData("MMTEL-Services");
        assertThat(r.serviceData()).isNull();
        assertThat(r.sequenceNumber()).isEqualTo(3);
    }

    @Test
    void theSequenceNumberIsSetOrAdded() {
        ShData noSeq = ShData.parse("<Sh-Data><RepositoryData><ServiceIndication>MMTEL-Services</ServiceIndication>"
                + "<ServiceData><x>1</x></ServiceData></RepositoryData></Sh-Data>");
        assertThat(noSeq.repositoryData("MMTEL-Services").sequenceNumber()).isNull();
        ShData numbered = ShData.parse(noSeq.withSequenceNumber("MMTEL-Services", 12));
        assertThat(numbered.repositoryData("MMTEL-Services")).isEqualTo(new ShData.RepositoryData("MMTEL-Services", 12, "<x>1</x>"));
        assertThat(new String(numbered.bytes(), StandardCharsets.UTF_8))
                .contains("<ServiceIndication>MMTEL-Services</ServiceIndication><SequenceNumber>12</SequenceNumber>");
        ShData renumbered = ShData.parse(numbered.withSequenceNumber("MMTEL-Services", 13));
        assertThat(renumbered.repositoryData("MMTEL-Services").sequenceNumber()).isEqualTo(13);
    }

    @Test
    void sequenceNumbersWrapTo1Not0() {
        assertThat(ShData.nextSequenceNumber(0)).isEqualTo(1);
        assertThat(ShData.nextSequenceNumber(41)).isEqualTo(42);
        assertThat(ShData.nextSequenceNumber(65535)).isEqualTo(1);
    }

    @Test
    void msisdnStnSrAndUeReachabilityAreWhereTheSchemaPutsThem() {
        assertThat(ShData.parse(ShData.msisdn(List.of("15551234567", "15557654321"))).msisdns())
                .containsExactly("15551234567", "15557654321");
        String stn = new String(ShData.stnSr("15550009999"), StandardCharsets.UTF_8);
        assertThat(stn).contains("<Sh-IMS-Data><Extension><Extension><Extension><Extension><STN-SR>15550009999</STN-SR>");
        assertThat(ShData.parse(stn).stnSr()).isEqualTo("15550009999");
        byte[] ue = ShData.ueReachabilityForIp(Map.of("UEIPReachabilityMME", "0"));
        assertThat(new String(ue, StandardCharsets.UTF_8))
                .contains("<Sh-IMS-Data><Extension><Extension><Extension><UEReachabilityForIP><UEIPReachabilityMME>0<");
        assertThat(ShData.parse(ue).ueReachabilityForIp()).containsExactly(Map.entry("UEIPReachabilityMME", "0"));
        ShData empty = ShData.parse(ShData.empty());
        assertThat(empty.repositoryData()).isEmpty();
        assertThat(empty.msisdns()).isEmpty();
        assertThat(empty.stnSr()).isNull();
        assertThat(empty.ueReachabilityForIp()).isNull();
    }

    @Test
    void severalPartsInOneDocumentInTheSchemasOrder() {
        byte[] xml = ShData.builder().stnSr("99123").ueReachabilityForIp(Map.of("UEIPReachabilityMME", "0"))
                .repositoryData("MMTEL-Services", 2, "<a/>").msisdn("15551230000").bytes();
        String text = new String(xml, StandardCharsets.UTF_8);
        assertThat(text).contains("<Sh-Data><PublicIdentifiers><MSISDN>15551230000</MSISDN></PublicIdentifiers><RepositoryData>")
                .contains("<Sh-IMS-Data><Extension><Extension><Extension><UEReachabilityForIP><UEIPReachabilityMME>0"
                        + "</UEIPReachabilityMME></UEReachabilityForIP><Extension><STN-SR>99123</STN-SR></Extension>");
        ShData doc = ShData.parse(xml);
        assertThat(doc.msisdns()).containsExactly("15551230000");
        assertThat(doc.stnSr()).isEqualTo("99123");
        assertThat(doc.repositoryData("MMTEL-Services").serviceData()).isEqualTo("<a/>");
        assertThat(doc.ueReachabilityForIp()).containsEntry("UEIPReachabilityMME", "0");
    }

    @Test
    void badDocumentsAreRefusedWithWhere() {
        assertThatThrownBy(() -> ShData.parse("not xml")).isInstanceOfSatisfying(ShData.InvalidShData.class,
                e -> assertThat(e.where()).isEqualTo("/"));
        assertThatThrownBy(() -> ShData.parse("<Other/>")).isInstanceOfSatisfying(ShData.InvalidShData.class,
                e -> assertThat(e.getMessage()).contains("Other"));
        assertThatThrownBy(() -> ShData.parse("<Sh-Data><RepositoryData><ServiceIndication>a</ServiceIndication>"
                + "<SequenceNumber>70000</SequenceNumber></RepositoryData></Sh-Data>").repositoryData())
                .isInstanceOfSatisfying(ShData.InvalidShData.class,
                        e -> assertThat(e.where()).isEqualTo("/Sh-Data/RepositoryData/SequenceNumber"));
        assertThatThrownBy(() -> ShData.repositoryData("a", 1, "<open>")).isInstanceOf(ShData.InvalidShData.class);
    }

    @Test
    void entitiesAndDoctypesAreRefused() {
        String xxe = "<?xml version=\"1.0\"?><!DOCTYPE Sh-Data [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + "<Sh-Data><PublicIdentifiers><MSISDN>&x;</MSISDN></PublicIdentifiers></Sh-Data>";
        assertThatThrownBy(() -> ShData.parse(xxe)).isInstanceOf(ShData.InvalidShData.class);
    }
}
