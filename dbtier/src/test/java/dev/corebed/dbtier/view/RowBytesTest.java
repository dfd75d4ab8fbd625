package dev.corebed.dbtier.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class RowBytesTest {

    record Row(String id, String gpsi, Long ipv4, byte[] body, byte[] absent) {
    }

    static byte[] encode(Row r) {
        return RowBytes.encode(8, out -> {
            out.writeUTF(r.id());
            RowBytes.writeString(out, r.gpsi());
            RowBytes.writeLong(out, r.ipv4());
            RowBytes.writeBytes(out, r.body());
            RowBytes.writeBytes(out, r.absent());
        });
    }

    static Row decode(byte[] payload) {
        return RowBytes.decode(payload, in -> new Row(in.readUTF(), RowBytes.readString(in), RowBytes.readLong(in),
                RowBytes.readBytes(in), RowBytes.readBytes(in)));
    }

    @Test
    void columnsPresentOrAbsentComeBackAsWritten() {
        byte[] body = "{\"supi\":\"imsi-001010000000001\"}".getBytes(StandardCharsets.UTF_8);
        for (Row row : List.of(new Row("b-1", "msisdn-33612345678", 167772161L, body, null),
                new Row("b-2", null, null, new byte[0], null))) {
            Row back = decode(encode(row));

            assertThat(back.id()).isEqualTo(row.id());
            assertThat(back.gpsi()).isEqualTo(row.gpsi());
            assertThat(back.ipv4()).isEqualTo(row.ipv4());
            assertThat(back.body()).isEqualTo(row.body());
            assertThat(back.absent()).isNull();
        }
    }

    @Test
    void aRowLongerThanTheFirstGuessIsWrittenWhole() {
        byte[] body = new byte[10_000];
        Arrays.fill(body, (byte) 'x');

        Row back = decode(encode(new Row("b-3", null, 1L, body, null)));

        assertThat(back.body()).hasSize(10_000).isEqualTo(body);
    }
}
