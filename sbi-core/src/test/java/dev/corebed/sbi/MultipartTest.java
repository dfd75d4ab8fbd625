package dev.corebed.sbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** multipart/related bodies: what one side writes the other parses, binary parts intact; a broken one is a 400. */
class MultipartTest {

    @Test
    void aJsonPartAndABinaryPartRoundTrip() {
        byte[] nas = {0x07, 0x01, 0x00, (byte) 0xFF, 0x0D, 0x0A, 0x2D, 0x2D};
        byte[] body = Multipart.write("b1", List.of(new Multipart.Part("application/json", null, "{\"a\":1}".getBytes()),
                new Multipart.Part("application/vnd.3gpp.5gnas", "n1msg", nas)));
        List<Multipart.Part> parts = Multipart.parse(Multipart.contentType("b1"), body);
        assertThat(parts).hasSize(2);
        assertThat(parts.get(0).contentType()).isEqualTo("application/json");
        assertThat(new String(parts.get(0).body(), StandardCharsets.UTF_8)).isEqualTo("{\"a\":1}");
        assertThat(parts.get(1).contentType()).isEqualTo("application/vnd.3gpp.5gnas");
        assertThat(parts.get(1).contentId()).isEqualTo("n1msg");
        assertThat(parts.get(1).body()).isEqualTo(nas);
    }

    @Test
    void aBodyThatIsNotAMultipartOfItsBoundaryIsInvalidMsgFormat() {
        assertThatThrownBy(() -> Multipart.parse(Multipart.contentType("b1"), "{\"a\":1}".getBytes()))
                .isInstanceOfSatisfying(SbiException.class, e -> assertThat(e.cause()).isEqualTo(Cause.INVALID_MSG_FORMAT));
        assertThatThrownBy(() -> Multipart.parse("multipart/related", new byte[0]))
                .isInstanceOfSatisfying(SbiException.class, e -> assertThat(e.status()).isEqualTo(400));
    }
}
