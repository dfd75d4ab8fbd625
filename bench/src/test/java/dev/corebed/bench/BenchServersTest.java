package dev.corebed.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http2.DefaultHttp2HeadersDecoder;
import io.netty.handler.codec.http2.Http2Headers;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Both benchmark servers answer what h2load will ask them, the way h2load asks (h2c with prior
 * knowledge), with the same 200 and the same bytes. The client is a plain socket writing HTTP/2
 * frames by hand, so the test depends on neither server's codec.
 */
class BenchServersTest {

    private static final String PATH = StubServer.PATH + "?target-nf-type=PCF&requester-nf-type=SMF";

    record Answer(String status, String contentType, byte[] body) {}

    @Test
    void bodyIsTheFixedSizeJsonObject() {
        assertEquals(NfProfileBody.SIZE, NfProfileBody.BYTES.length);
        String json = new String(NfProfileBody.BYTES, StandardCharsets.UTF_8);
        assertTrue(json.startsWith("{\"validityPeriod\":3600,\"nfInstances\":[{") && json.endsWith("}"), json);
    }

    @Test
    void referenceAndStubSendTheSameAnswer() throws Exception {
        try (ReferenceServer ref = new ReferenceServer("127.0.0.1", 0).start();
             StubServer stub = new StubServer("127.0.0.1", 0).start()) {
            Answer a = get(ref.port(), PATH);
            Answer b = get(stub.port(), PATH);
            for (Answer x : new Answer[] {a, b}) {
                assertEquals("200", x.status());
                assertEquals("application/json", x.contentType());
                assertArrayEquals(NfProfileBody.BYTES, x.body());
            }
            // The stub's decorators ran: the request was timed under its operation, no fault applied.
            String scrape = stub.registry().scrape();
            assertTrue(scrape.contains("sbi_requests_seconds_count{cause=\"\",fault=\"none\",nf=\"nrf\","
                    + "operation=\"SearchNFInstances\",service=\"nnrf-disc\",status=\"200\"} 1"), scrape);
        }
    }

    /** One GET over h2c with prior knowledge: preface, SETTINGS, HEADERS on stream 1; read until END_STREAM. */
    static Answer get(int port, String path) throws Exception {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(3000);
            OutputStream out = s.getOutputStream();
            DataInputStream in = new DataInputStream(s.getInputStream());
            out.write("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            frame(out, 0x4, 0, 0, new byte[0]);
            ByteArrayOutputStream block = new ByteArrayOutputStream();
            block.write(0x82); // :method GET (static table 2)
            block.write(0x86); // :scheme http (static table 6)
            literal(block, 4, path); // :path, literal without indexing, name from static table 4
            literal(block, 1, "127.0.0.1:" + port); // :authority (static table 1)
            frame(out, 0x1, 0x4 | 0x1, 1, block.toByteArray()); // END_HEADERS | END_STREAM
            out.flush();

            DefaultHttp2HeadersDecoder decoder = new DefaultHttp2HeadersDecoder(true);
            Http2Headers headers = null;
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            while (true) {
                int length = in.readUnsignedShort() << 8 | in.readUnsignedByte();
                int type = in.readUnsignedByte();
                int flags = in.readUnsignedByte();
                int stream = in.readInt() & 0x7fffffff;
                byte[] payload = in.readNBytes(length);
                if (type == 0x4 && (flags & 0x1) == 0) {
                    frame(out, 0x4, 0x1, 0, new byte[0]); // SETTINGS ACK
                } else if (type == 0x1 && stream == 1) {
                    ByteBuf buf = Unpooled.wrappedBuffer(payload);
                    headers = decoder.decodeHeaders(1, buf);
                    if ((flags & 0x1) != 0) {
                        break;
                    }
                } else if (type == 0x0 && stream == 1) {
                    body.write(payload);
                    if ((flags & 0x1) != 0) {
                        break;
                    }
                } else if (type == 0x7) {
                    throw new IOException("GOAWAY from server");
                }
            }
            assertTrue(headers != null, "no HEADERS frame on stream 1");
            CharSequence ct = headers.get("content-type");
            return new Answer(String.valueOf(headers.status()), ct == null ? null : ct.toString(), body.toByteArray());
        }
    }

    private static void literal(ByteArrayOutputStream block, int nameIndex, String value) {
        byte[] v = value.getBytes(StandardCharsets.US_ASCII);
        assertTrue(v.length < 127, "value too long for a one-byte length");
        block.write(nameIndex); // 0000xxxx: literal header field without indexing, indexed name
        block.write(v.length);  // H=0: not Huffman coded
        block.write(v, 0, v.length);
    }

    private static void frame(OutputStream out, int type, int flags, int stream, byte[] payload) throws IOException {
        int n = payload.length;
        out.write(new byte[] {(byte) (n >>> 16), (byte) (n >>> 8), (byte) n, (byte) type, (byte) flags,
                (byte) (stream >>> 24), (byte) (stream >>> 16), (byte) (stream >>> 8), (byte) stream});
        out.write(payload);
    }
}
