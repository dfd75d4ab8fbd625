package dev.corebed.peersim.hss.service;

/**
 * The ServiceData of generated MMTEL-Services repository data: an MMTel supplementary services document
 * (ETSI TS 124 623 simservs, the XML a VoLTE TAS keeps in the HSS) of about the size asked for, made of the
 * services a subscriber typically has (OIP, OIR, communication waiting, diversion rules). Deterministic: the same
 * MSISDN and variant give the same document.
 */
public final class ServiceDataGenerator {

    private ServiceDataGenerator() {}

    public static String simservs(String msisdn, int variant, int size) {
        StringBuilder b = new StringBuilder(Math.max(size, 512) + 128);
        b.append("<simservs xmlns=\"http://uri.etsi.org/ngn/params/xml/simservs/xcap\"")
                .append(" xmlns:cp=\"urn:ietf:params:xml:ns:common-policy\">")
                .append("<originating-identity-presentation active=\"true\"/>")
                .append("<originating-identity-presentation-restriction active=\"").append(variant % 2 == 1)
                .append("\"><default-behaviour>presentation-not-restricted</default-behaviour>")
                .append("</originating-identity-presentation-restriction>")
                .append("<communication-waiting active=\"true\"/>")
                .append("<communication-diversion active=\"true\"><NoReplyTimer>").append(20 + variant % 10)
                .append("</NoReplyTimer><cp:ruleset>");
        String tail = "</cp:ruleset></communication-diversion></simservs>";
        String[] conditions = {"no-answer", "busy", "not-reachable", "not-registered"};
        int rule = 0;
        do {
            String condition = conditions[rule % conditions.length];
            b.append("<cp:rule id=\"cd").append(rule).append("\"><cp:conditions><").append(condition).append("/>")
                    .append("</cp:conditions><cp:actions><forward-to><target>tel:+").append(msisdn).append(rule)
                    .append("</target><notify-caller>true</notify-caller></forward-to></cp:actions></cp:rule>");
            rule++;
        } while (b.length() + tail.length() < size);
        return b.append(tail).toString();
    }
}
