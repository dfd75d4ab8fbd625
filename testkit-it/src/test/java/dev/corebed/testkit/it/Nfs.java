package dev.corebed.testkit.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.util.UUID;

/** What the tests' network functions send the stubs, over h2c as an NF would. */
final class Nfs {

    private Nfs() {}

    /** Registers an NF instance of this type; returns its id. */
    static String register(StubHandle nrf, String nfType) {
        String id = UUID.randomUUID().toString();
        register(nrf, id, nfType);
        return id;
    }

    static Reply register(StubHandle nrf, String id, String nfType) {
        Reply r = HttpProbe.h2c("PUT", nrf.sbiUri() + "/nnrf-nfm/v1/nf-instances/" + id,
                "{\"nfInstanceId\":\"" + id + "\",\"nfType\":\"" + nfType + "\",\"nfStatus\":\"REGISTERED\",\"ipv4Addresses\":[\"127.0.0.1\"]}");
        assertThat(r.status()).as(r.body()).isIn(200, 201);
        return r;
    }

    static Reply discover(StubHandle nrf, String targetNfType) {
        return HttpProbe.h2c("GET", nrf.sbiUri() + "/nnrf-disc/v1/nf-instances?target-nf-type=" + targetNfType
                + "&requester-nf-type=AMF", null);
    }

    static Reply amData(StubHandle udr, String ueId) {
        return HttpProbe.h2c("GET", udr.sbiUri() + "/nudr-dr/v2/policy-data/ues/" + ueId + "/am-data", null);
    }
}
