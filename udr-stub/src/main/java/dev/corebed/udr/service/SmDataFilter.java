package dev.corebed.udr.service;

import dev.corebed.model.common.Snssais;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The query of ReadSessionManagementPolicyData: {@code snssai} keeps the smPolicySnssaiData entries of that
 * S-NSSAI ({@link Snssais}: the SD compared whatever its case), {@code dnn} keeps per S-NSSAI only that DNN (and
 * drops the S-NSSAIs without it); umDataLimits and umData are returned whole; then only the {@code fields}.
 *
 * @param snssai null for any
 * @param dnn    null for any
 * @param fields null for all attributes
 */
public record SmDataFilter(Snssai snssai, String dnn, List<String> fields) {

    boolean none() {
        return snssai == null && dnn == null && fields == null;
    }

    /** The filtered SmPolicyData; 404 DATA_NOT_FOUND when the S-NSSAI and DNN leave nothing. */
    JsonNode apply(JsonNode sm, String ueId) {
        JsonNode out = snssai == null && dnn == null ? sm : narrow(sm, ueId);
        return fields == null ? out : Fields.select(out, fields);
    }

    private JsonNode narrow(JsonNode sm, String ueId) {
        ObjectNode out = (ObjectNode) sm.deepCopy();
        ObjectNode kept = Json.MAPPER.createObjectNode();
        String wanted = snssai == null ? null : Snssais.key(snssai);
        for (Map.Entry<String, JsonNode> e : sm.path("smPolicySnssaiData").properties()) {
            JsonNode perSnssai = e.getValue();
            JsonNode s = perSnssai.path("snssai");
            if (wanted != null && !wanted.equals(Snssais.key(s.path("sst").asLong(), s.path("sd").asString(null)))) {
                continue;
            }
            if (dnn != null) {
                ObjectNode dnns = Json.MAPPER.createObjectNode();
                for (Map.Entry<String, JsonNode> d : perSnssai.path("smPolicyDnnData").properties()) {
                    if (d.getKey().equals(dnn) || dnn.equals(d.getValue().path("dnn").asString(null))) {
                        dnns.set(d.getKey(), d.getValue());
                    }
                }
                if (dnns.isEmpty()) {
                    continue;
                }
                ObjectNode copy = (ObjectNode) perSnssai.deepCopy();
                copy.set("smPolicyDnnData", dnns);
                perSnssai = copy;
            }
            kept.set(e.getKey(), perSnssai);
        }
        if (kept.isEmpty()) {
            throw new SbiException(404, UdrCause.DATA_NOT_FOUND, "no sm-data of " + ueId + " for"
                    + (snssai != null ? " snssai " + Snssais.key(snssai) : "") + (dnn != null ? " dnn " + dnn : ""));
        }
        out.set("smPolicySnssaiData", kept);
        return out;
    }
}
