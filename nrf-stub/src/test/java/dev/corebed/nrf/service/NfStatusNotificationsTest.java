package dev.corebed.nrf.service;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.nrf.service.NfStatusNotifications.Announcement;
import dev.corebed.nrf.service.ProfileChanges.Change;
import dev.corebed.sbi.Json;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** What a profile change announces, and to whom, before anything goes on the wire. */
class NfStatusNotificationsTest {

    final NfStatusNotifications notifications = new NfStatusNotifications(null, null, null, Clock.systemUTC(), 10, true, () -> "", Runnable::run);

    static JsonNode json(String text) {
        return Json.parse(text.getBytes(StandardCharsets.UTF_8));
    }

    static List<String> paths(List<Change> changes) {
        return changes.stream().map(Change::path).toList();
    }

    @Test
    void aLoadChangeIsAnnouncedOnlyBeyondTheThresholdFromTheLastAnnouncedLoad() {
        JsonNode before = json("{\"load\":50,\"loadTimeStamp\":\"t1\",\"priority\":1}");
        JsonNode small = json("{\"load\":58,\"loadTimeStamp\":\"t2\",\"priority\":1}");
        Announcement quiet = notifications.announce(ProfileChanges.between(before, small), 50, small);
        assertThat(quiet.changes()).isEmpty();
        assertThat(quiet.notifiedLoad()).isEqualTo(50);

        // 58 -> 61 is small, but 61 is 11 away from the 50 last announced.
        JsonNode drift = json("{\"load\":61,\"loadTimeStamp\":\"t3\",\"priority\":2}");
        Announcement loud = notifications.announce(ProfileChanges.between(small, drift), quiet.notifiedLoad(), drift);
        assertThat(paths(loud.changes())).containsExactly("/load", "/loadTimeStamp", "/priority");
        assertThat(loud.notifiedLoad()).isEqualTo(61);
    }

    @Test
    void allowedAttributesAreNeverAnnounced() {
        JsonNode before = json("{\"allowedNfTypes\":[\"AMF\"],\"nfServices\":[{\"allowedPlmns\":[],\"priority\":1}]}");
        JsonNode after = json("{\"allowedNfTypes\":[\"SMF\"],\"nfServices\":[{\"allowedPlmns\":[{\"mcc\":\"001\"}],\"priority\":2}]}");
        assertThat(paths(notifications.announce(ProfileChanges.between(before, after), null, after).changes()))
                .containsExactly("/nfServices/0/priority");
    }

    @Test
    void notifConditionSelectsTheChangesASubscriberHears() {
        List<Change> changes = ProfileChanges.between(
                json("{\"priority\":1,\"load\":5,\"nfServices\":[{\"load\":1,\"capacity\":1}]}"),
                json("{\"priority\":2,\"load\":50,\"nfServices\":[{\"load\":9,\"capacity\":2}]}"));
        assertThat(paths(NfStatusNotifications.relevant(changes, json("{\"monitoredAttributes\":[\"/priority\",\"/nfServices/0\"]}"))))
                .containsExactly("/priority", "/nfServices/0/load", "/nfServices/0/capacity");
        assertThat(paths(NfStatusNotifications.relevant(changes, json("{\"unmonitoredAttributes\":[\"/load\",\"/nfServices\"]}"))))
                .containsExactly("/priority");
    }
}
